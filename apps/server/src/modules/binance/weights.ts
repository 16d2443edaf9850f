import { chargeAll, type RedisCounterClient } from '../../lib/redis-counters';

/*
 * Request weights per minute (issue 29 item 6), as Binance counts them: every endpoint costs a
 * weight, counted per client address and per API key in the current clock minute. Over the limit,
 * the request is refused with 429 and the seconds left in the minute.
 */

export interface Charged {
  used: number;
  retryAfter?: number;
}

export interface WeightLimiter {
  /**
   * Adds `weight` to each counter unless one would pass the limit; answers the first counter's
   * total, and the seconds left in the minute when refused.
   */
  charge(keys: readonly string[], weight: number): Charged | Promise<Charged>;
  readonly limit: number;
}

const MINUTE_MS = 60_000;

export function createWeightLimiter(limit: number, now: () => number): WeightLimiter & { used(key: string): number } {
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

/**
 * The same counters in Redis (REDIS_URL), shared by every process: an address or a key has one
 * budget per minute, whichever process its requests reach. A key per counter and minute, kept two
 * minutes; the minute is the clock service's, as in memory.
 */
export function createRedisWeightLimiter(client: RedisCounterClient, limit: number, now: () => number, namespace = 'local'): WeightLimiter {
  return {
    limit,
    async charge(keys, weight) {
      const at = now();
      const minute = Math.floor(at / MINUTE_MS);
      const charged = await chargeAll(
        client,
        keys.map((k) => `aurelix:${namespace}:weight:${minute}:${k}`),
        weight,
        limit,
        2 * MINUTE_MS,
      );
      if (charged.added) return { used: charged.used };
      return { used: charged.used, retryAfter: Math.max(1, Math.ceil(((minute + 1) * MINUTE_MS - at) / 1000)) };
    },
  };
}
