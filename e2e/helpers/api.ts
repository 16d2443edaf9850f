import { baseUrl } from './browser';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A POST to the exchange's API in English; throws on any envelope code but 200, so a test fails on it. */
export async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en_US', ...(token ? { token } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/**
 * Moves the server's clock forward (POST /api/dev/clock, absent in production) instead of waiting:
 * a code's 60 s resend cooldown or an authenticator's 30 s step passes at once. Returns the server's
 * new time in epoch milliseconds, for anything the test computes from time (an authenticator code).
 */
export async function advanceServerClock(ms: number): Promise<number> {
  return (await call<{ now_ms: number }>('/api/dev/clock', { advance_ms: ms })).now_ms;
}

/** The server's current time in epoch milliseconds (the clock may run ahead of this machine's). */
export async function serverNow(): Promise<number> {
  return (await call<{ now_ms: number }>('/api/dev/clock', {})).now_ms;
}
