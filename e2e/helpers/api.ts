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
