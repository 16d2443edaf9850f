import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/app';
import { users } from '../../db/schema';
import { FUND_PASSWORD, insertUser } from '../auth/test-kit';

/** Helpers for the funding tests (not a test file itself). */

export { FUND_PASSWORD };

export interface Client {
  id: number;
  headers: Record<string, string>;
}

/** A fresh user with a session, optionally verified (name_status 3) and funded in spot. */
export async function newClient(t: TestApp, opts: { funds?: Record<string, string>; verified?: boolean } = {}): Promise<Client> {
  const user = await insertUser(t);
  if (opts.verified) await t.database.db.update(users).set({ nameStatus: 3 }).where(eq(users.id, user.id));
  for (const [currency, amount] of Object.entries(opts.funds ?? {}))
    await t.app.services.ledger.credit({ userId: user.id, account: 'spot', currency, amount, reason: 'deposit', refType: 'test', refId: 'seed' });
  const token = await t.app.services.sessions.open(user.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id: user.id, headers: { token } };
}

export async function adminHeaders(t: TestApp): Promise<Record<string, string>> {
  const id = await t.app.services.auth.userIdByAccount('admin@aurelix.example');
  return { token: await t.app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' }) };
}

export const clientId = () => `c-${randomBytes(8).toString('hex')}`;

/** A valid TRON address that is nobody's here (the TRON foundation's burn-free example). */
export const TRON_OUT = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
export const EVM_OUT = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

export function withdrawBody(extra: Record<string, unknown> = {}) {
  return { currency: 'USDT', network: 'TRC20', address: TRON_OUT, amount: '20', fund_password: FUND_PASSWORD, client_id: clientId(), ...extra };
}

/** Spot balance of a user as decimal strings. */
export const spot = (t: TestApp, userId: number, currency = 'USDT') => t.app.services.ledger.balance(userId, 'spot', currency);

/** Mines blocks on every network and runs one watcher pass. */
export async function mine(t: TestApp, blocks = 1) {
  await t.app.services.funding.mine(blocks);
  return t.app.services.funding.tick();
}
