/** Time as a throttle needs it; tests pass a fake clock and run the timers by hand. */
export interface Scheduler {
  now(): number;
  /** Runs `fn` after `ms`; returns a function that cancels it. */
  later(fn: () => void, ms: number): () => void;
}

export const realScheduler: Scheduler = {
  now: Date.now,
  later(fn, ms) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * Merges bursts of changes per key (a market) into at most one push every `intervalMs`
 * (ARCHITECTURE 7: book updates at most 10 pushes a second per market). The first change after a
 * quiet period is pushed at once; changes inside the interval are merged into one trailing push at
 * the interval's end, so the last state is always delivered.
 */
export function createThrottle(opts: { intervalMs: number; scheduler?: Scheduler; push: (key: string) => void }) {
  const scheduler = opts.scheduler ?? realScheduler;
  const lastPush = new Map<string, number>();
  const pending = new Map<string, () => void>();
  const fire = (key: string) => {
    pending.delete(key);
    lastPush.set(key, scheduler.now());
    opts.push(key);
  };
  return {
    /** Something about `key` changed. */
    touch(key: string): void {
      if (pending.has(key)) return;
      const since = scheduler.now() - (lastPush.get(key) ?? -Infinity);
      if (since >= opts.intervalMs) return fire(key);
      pending.set(
        key,
        scheduler.later(() => fire(key), opts.intervalMs - since),
      );
    },
    /** Drops every pending push (shutdown). */
    stop(): void {
      for (const cancel of pending.values()) cancel();
      pending.clear();
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
