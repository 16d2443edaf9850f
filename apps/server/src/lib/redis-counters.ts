import { createClient } from 'redis';

/*
 * Counters several processes share through Redis (issue 28 item 5): the HTTP rate limit and the
 * Binance API's request weights. Without REDIS_URL each stays in the process's memory, as with one
 * process there is nothing to share. Login lockouts, verification-code and authenticator counters
 * are rows in the database (modules/auth/throttle.ts), shared already.
 */

const newClient = (url: string) => createClient({ url });
export type RedisCounterClient = ReturnType<typeof newClient>;

/** How often a broken connection is logged at most (node-redis reconnects on its own). */
const ERROR_LOG_INTERVAL_MS = 10_000;

/** A connected client; fails the start when Redis does not answer (a limit per process would be N times too loose). */
export async function connectCounters(url: string, log: (err: unknown, msg: string) => void): Promise<RedisCounterClient> {
  const client = newClient(url);
  // Infrastructure, not domain time: only spaces out the log lines.
  let lastLogged = 0;
  client.on('error', (err: Error) => {
    if (performance.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = performance.now();
    log(err, 'redis (shared limits) error');
  });
  await client.connect();
  return client;
}

export async function closeCounters(client: RedisCounterClient): Promise<void> {
  await client.close().catch(() => client.destroy());
}

/** INCR with the window's expiry set on the first hit; answers the count and the window's milliseconds left. */
const WINDOW_HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/**
 * Adds ARGV[1] to every key unless one would pass ARGV[2]; all keys expire after ARGV[3] ms. Answers
 * the first key's total and 1 when added, 0 when refused: one script, so processes charging the same
 * key at once never both pass the limit.
 */
const CHARGE_ALL = `
local weight = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  if (tonumber(redis.call('GET', key) or '0') + weight) > limit then
    return {tonumber(redis.call('GET', KEYS[1]) or '0'), 0}
  end
end
local first = 0
for i, key in ipairs(KEYS) do
  local total = redis.call('INCRBY', key, weight)
  redis.call('PEXPIRE', key, ARGV[3])
  if i == 1 then first = total end
end
return {first, 1}`;

/** One hit in a fixed window of `windowMs` for `key`. */
export async function hitWindow(client: RedisCounterClient, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [current, ttl] = (await client.eval(WINDOW_HIT, { keys: [key], arguments: [String(windowMs)] })) as [number, number];
  return { current: Number(current), ttl: Number(ttl) };
}

/** Charges `weight` to every key at once unless one would pass `limit`; see CHARGE_ALL. */
export async function chargeAll(
  client: RedisCounterClient,
  keys: readonly string[],
  weight: number,
  limit: number,
  ttlMs: number,
): Promise<{ used: number; added: boolean }> {
  const [used, added] = (await client.eval(CHARGE_ALL, { keys: [...keys], arguments: [String(weight), String(limit), String(ttlMs)] })) as [number, number];
  return { used: Number(used), added: Number(added) === 1 };
}
