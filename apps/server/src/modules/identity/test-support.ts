import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../../../test/helpers/app';
import { insertUser } from '../auth/test-kit';
import { ADMIN_USER } from '../seed/reference-data';

/** Helpers for the identity, notices and authorization tests (not a test file itself). */

/** A new user straight in the database with a live session: `{ id, token }`. */
export async function newUser(t: TestApp) {
  const user = await insertUser(t);
  const token = await t.app.services.sessions.open(user.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id: user.id, email: user.account, token };
}

export async function adminToken(t: TestApp): Promise<string> {
  const id = await t.app.services.auth.userIdByAccount(ADMIN_USER.email);
  return t.app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' });
}

/** A small real image of `format`, `width` x `height`, filled with one colour. */
export function image(format: 'png' | 'jpeg' | 'webp' = 'png', width = 64, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----aurelix${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const FIELDS = { real_name: 'Hana Sato', id_number: 'ab-1234567', country: 'JP' };

/** POST /api/identity/submit with the given photos (PNG by default) and fields; the envelope. */
export async function submitIdentity(
  t: TestApp,
  token: string | undefined,
  opts: { front?: Buffer | null; back?: Buffer | null; fields?: Record<string, string>; type?: string } = {},
) {
  const front = opts.front === undefined ? await image() : opts.front;
  const back = opts.back === undefined ? await image('jpeg') : opts.back;
  const parts: Part[] = Object.entries(opts.fields ?? FIELDS).map(([name, value]) => ({ name, value }));
  if (front) parts.push({ name: 'front', filename: 'front.png', type: opts.type ?? 'image/png', data: front });
  if (back) parts.push({ name: 'back', filename: 'back.jpg', type: opts.type ?? 'image/jpeg', data: back });
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/identity/submit',
    headers: { ...body.headers, ...(token ? { token } : {}) },
    payload: body.payload,
  });
  return res.json() as { code: number; msg: string; data: unknown };
}

export const auth = (token: string, extra: Record<string, string> = {}) => ({ token, ...extra });
