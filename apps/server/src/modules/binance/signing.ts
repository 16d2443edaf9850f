import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Binance's request signing (issue 29 item 2): HMAC-SHA256, in hex, of the query string followed by
 * the form body, exactly as sent, without the `signature` parameter itself.
 */

const withoutSignature = (raw: string) =>
  raw
    .split('&')
    .filter((part) => part !== '' && !part.startsWith('signature='))
    .join('&');

/** What the client signed: the query string (after `?`) and then the body, each without `signature`. */
export function signedText(rawQuery: string, rawBody: string): string {
  return withoutSignature(rawQuery) + withoutSignature(rawBody);
}

export function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Whether `signature` (hex) is the HMAC of `text` under `secret`, compared in constant time. */
export function signatureMatches(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, text), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Binance's rule: not older than recvWindow, and at most a second ahead of the server. */
export function timestampFits(serverTime: number, timestamp: number, recvWindow: number): boolean {
  return timestamp < serverTime + 1000 && serverTime - timestamp <= recvWindow;
}
