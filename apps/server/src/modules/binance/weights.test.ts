import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeCounters, connectCounters, type RedisCounterClient } from '../../lib/redis-counters';
import { createRedisWeightLimiter, createWeightLimiter, type WeightLimiter } from './weights';

/*
 * Request weights (issue 29 item 6) in memory, and in Redis shared by processes (issue 28): two
 * limiters on one Redis stand for two processes. The clock is a variable the test moves.
 */

const redisUrl = process.env.TEST_REDIS_URL;

function spends(limiter: WeightLimiter) {
  return async (keys: string[], weight: number) => limiter.charge(keys, weight);
}

describe('request weights in memory', () => {
  it('adds to every counter or to none, and says when the minute ends', async () => {
    let now = 60_000 * 1000 + 15_000;
    const charge = spends(createWeightLimiter(25, () => now));
    expect(await charge(['ip:a'], 10)).toEqual({ used: 10 });
    expect(await charge(['ip:a', 'key:1'], 10)).toEqual({ used: 20 });
    expect(await charge(['ip:a', 'key:1'], 10)).toEqual({ used: 20, retryAfter: 45 });
    now += 45_000;
    expect(await charge(['ip:a'], 10)).toEqual({ used: 10 });
  });
});

describe.skipIf(!redisUrl)('request weights in Redis, shared by processes', () => {
  let client: RedisCounterClient;
  beforeAll(async () => {
    client = await connectCounters(redisUrl!, () => undefined);
  });
  afterAll(() => closeCounters(client));

  it('one budget for an address and a key, whichever process its requests reach', async () => {
    let now = 60_000 * 2000 + 20_000;
    const [a, b] = [spends(createRedisWeightLimiter(client, 25, () => now)), spends(createRedisWeightLimiter(client, 25, () => now))];
    const ip = `ip:${randomBytes(6).toString('hex')}`;
    const key = `key:${randomBytes(6).toString('hex')}`;
    expect(await a([ip], 10)).toEqual({ used: 10 });
    expect(await b([ip, key], 10)).toEqual({ used: 20 });
    // Past the limit on the address: refused through either process, and nothing added to the key.
    expect(await a([ip, key], 10)).toEqual({ used: 20, retryAfter: 40 });
    expect(await b([key], 15)).toEqual({ used: 25 });
    // Many at once across both: exactly the budget passes.
    const ip2 = `ip:${randomBytes(6).toString('hex')}`;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b)([ip2], 1)));
    expect(answers.filter((r) => r.retryAfter === undefined)).toHaveLength(25);
    // A new minute, a new budget.
    now += 40_000;
    expect(await a([ip], 10)).toEqual({ used: 10 });
  });
});
