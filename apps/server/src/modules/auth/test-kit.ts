import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestApp } from '../../../test/helpers/app';
import { users } from '../../db/schema';
import { isAdjustable } from '../../lib/clock';
import { hashPassword } from './passwords';

/** Helpers for the account tests (not a test file itself). */

export const PASSWORD = 'Secret123pw';
export const FUND_PASSWORD = 'Fund456pw';

/** Moves the app's clock forward: lockouts and code expiry see the new time, nothing waits. */
export function advanceClock(t: TestApp, ms: number): void {
  const clock = t.app.services.clock;
  if (!isAdjustable(clock)) throw new Error('the test app has a production clock');
  clock.advance(ms);
}

/** A unique address per call, so tests in one file never share counters. */
export const uniqueEmail = (tag = 'user') => `${tag}.${randomBytes(5).toString('hex')}@example.com`;
export const uniqueMobile = () =>
  `139${(Number.parseInt(randomBytes(4).toString('hex'), 16) % 100_000_000).toString().padStart(8, '0')}`;
export const xff = (ip: string) => ({ 'x-forwarded-for': ip });

export async function sendCode(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return (await t.post('/api/code/send', body, headers)).body;
}

/** The newest code in the dev outbox for an e-mail or '+{area}{mobile}'. */
export async function outboxCode(t: TestApp, address: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?address=${encodeURIComponent(address)}`,
  });
  const code = res.json().data?.list?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`no code in the outbox for ${address}: ${res.body}`);
  return code;
}

/** Sends a code to an e-mail and reads it back from the dev outbox. */
export async function emailCode(
  t: TestApp,
  email: string,
  purpose = 'register',
  headers: Record<string, string> = {},
) {
  const sent = await sendCode(t, { type: 'email', address: email, purpose }, headers);
  if (sent.code !== 200) throw new Error(`code/send failed: ${sent.msg}`);
  return outboxCode(t, email);
}

export function registerBody(
  identity: Record<string, unknown>,
  code: string,
  extra: Record<string, unknown> = {},
) {
  return {
    ...identity,
    code,
    password: PASSWORD,
    password_confirm: PASSWORD,
    fund_password: FUND_PASSWORD,
    fund_password_confirm: FUND_PASSWORD,
    invite_code: 'DEMO2026',
    agree: true,
    ...extra,
  };
}

/** Registers through the API (code from the dev outbox); the envelope of /api/register. */
export async function registerByEmail(
  t: TestApp,
  email = uniqueEmail(),
  headers: Record<string, string> = {},
) {
  const code = await emailCode(t, email, 'register', headers);
  return (await t.post('/api/register', registerBody({ type: 'email', email }, code), headers)).body;
}

/** A user straight in the database, for tests about login rather than registration. */
export async function insertUser(t: TestApp, email = uniqueEmail('login')) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      account: email,
      email,
      passwordHash: await hashPassword(PASSWORD),
      fundPasswordHash: await hashPassword(FUND_PASSWORD),
      inviteCode: randomBytes(4).toString('hex').toUpperCase(),
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function login(
  t: TestApp,
  account: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  return (await t.post('/api/login', { account, password }, headers)).body;
}

/**
 * Closes a test app after its PostgreSQL connections have really ended. The harness drops the test
 * database `with (force)` right after `pool.end()` resolves, which is before the pool's sockets have
 * closed; after a burst of concurrent requests the pool holds many clients, and the forced drop then
 * kills them mid-close (unhandled FATAL 57P01). Destroying each client first, and waiting for the
 * pool's 'remove' events, leaves nothing for the drop to kill. A no-op on PGlite.
 */
export async function closeApp(t: TestApp): Promise<void> {
  const pool = (t.database.db as unknown as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool && pool.totalCount > 0) {
    let left = pool.totalCount;
    const removed = new Promise<void>((resolve) => pool.on('remove', () => --left === 0 && resolve()));
    const clients = await Promise.all(Array.from({ length: left }, () => pool.connect()));
    for (const client of clients) client.release(true);
    await removed;
  }
  await t.close();
}
