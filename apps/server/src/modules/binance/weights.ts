/*
 * Request weights per minute (issue 29 item 6), as Binance counts them: every endpoint costs a
 * weight, counted per client address and per API key in the current clock minute. Over the limit,
 * the request is refused with 429 and the seconds left in the minute.
 */

export interface WeightLimiter {
  /**
   * Adds `weight` to each counter unless one would pass the limit; answers the first counter's
   * total, and the seconds left in the minute when refused.
   */
  charge(keys: readonly string[], weight: number): { used: number; retryAfter?: number };
  used(key: string): number;
  readonly limit: number;
}

const MINUTE_MS = 60_000;

export function createWeightLimiter(limit: number, now: () => number): WeightLimiter {
  let minute = -1;
  let counts = new Map<string, number>();
  const roll = () => {
    const current = Math.floor(now() / MINUTE_MS);
    if (current !== minute) {
      minute = current;
      counts = new Map();
    }
  };
  return {
    limit,
    charge(keys, weight) {
      roll();
      const totals = keys.map((k) => (counts.get(k) ?? 0) + weight);
      if (totals.some((t) => t > limit)) {
        const retryAfter = Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - now()) / 1000));
        return { used: counts.get(keys[0]!) ?? 0, retryAfter };
      }
      keys.forEach((k, i) => counts.set(k, totals[i]!));
      return { used: totals[0] ?? 0 };
    },
    used(key) {
      roll();
      return counts.get(key) ?? 0;
    },
  };
}
