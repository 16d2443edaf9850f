import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `start(seconds)` runs out, ticking once a second; 0 when idle. */
export function useCountdown(initial = 0): { left: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(() => (initial > 0 ? Date.now() + initial * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [endsAt, now]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, []);
  return { left: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
