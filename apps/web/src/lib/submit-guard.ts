import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC 5 and 9: a second submit within 2 s is ignored. */
export const SUBMIT_GUARD_MS = 2_000;

/**
 * The guard itself, free of React: `tryEnter()` is true for the first call and then false until
 * `intervalMs` has passed since the last accepted call.
 */
export function createSubmitGuard(intervalMs = SUBMIT_GUARD_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryEnter(): boolean {
      const t = now();
      if (t - last < intervalMs) return false;
      last = t;
      return true;
    },
  };
}

/**
 * Wraps a form's submit handler so a double click (or Enter held down) submits once.
 * Usage: `const onFinish = useSubmitGuard(async (values) => { ... });` then `<Form onFinish={onFinish}>`.
 */
export function useSubmitGuard<A extends unknown[]>(
  handler: (...args: A) => unknown,
  intervalMs = SUBMIT_GUARD_MS,
): (...args: A) => void {
  const guard = useRef<ReturnType<typeof createSubmitGuard> | null>(null);
  if (!guard.current) guard.current = createSubmitGuard(intervalMs);
  const latest = useRef(handler);
  latest.current = handler;
  return useCallback((...args: A) => {
    if (!guard.current?.tryEnter()) return;
    void latest.current(...args);
  }, []);
}

/**
 * useSubmitGuard that also says when a submit is held back: `busy` is true while the handler runs and
 * for the rest of the guard's interval after it, so the button shows why a second click does nothing.
 */
export function useBusySubmitGuard<A extends unknown[]>(
  handler: (...args: A) => unknown,
  intervalMs = SUBMIT_GUARD_MS,
): { submit: (...args: A) => void; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const submit = useSubmitGuard(async (...args: A) => {
    const started = Date.now();
    clearTimeout(timer.current);
    setBusy(true);
    try {
      await handler(...args);
    } finally {
      const left = intervalMs - (Date.now() - started);
      if (left > 0) timer.current = setTimeout(() => setBusy(false), left);
      else setBusy(false);
    }
  }, intervalMs);
  return { submit, busy };
}
