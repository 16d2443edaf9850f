import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/helpers/app';
import { users } from '../../db/schema';

/** Helpers for the spot tests (not a test file itself). */

export interface Trader {
  id: number;
  token: string;
  /** POST with this trader's session; returns the envelope. */
  call<T = any>(url: string, body?: unknown): Promise<{ code: number; msg: string; data: T }>;
  place(body: Record<string, unknown>): Promise<{ code: number; msg: string; data: any }>;
  cancel(orderId: string): Promise<{ code: number; msg: string; data: any }>;
  /** Spot balance of one currency as `available/frozen`, trimmed. */
  balance(currency: string): Promise<string>;
}

/** A new user with spot balances credited from system:world, signed in. */
export async function newTrader(t: TestApp, balances: Record<string, string> = {}): Promise<Trader> {
  const tag = randomBytes(5).toString('hex');
  const [row] = await t.database.db
    .insert(users)
    .values({ account: `trader.${tag}@example.com`, email: `trader.${tag}@example.com`, inviteCode: `T${tag}`.toUpperCase() })
    .returning({ id: users.id });
  const id = row!.id;
  for (const [currency, amount] of Object.entries(balances))
    await t.app.services.ledger.credit({ userId: id, account: 'spot', currency, amount, reason: 'deposit', refType: 'test', refId: tag });
  const token = await t.app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' });
  const call = async (url: string, body?: unknown) => (await t.post(url, body, { token })).body;
  return {
    id,
    token,
    call,
    place: (body) => call('/api/spot/order/place', body),
    cancel: (orderId) => call('/api/spot/order/cancel', { order_id: orderId }),
    balance: (currency) => balanceOf(t, id, currency),
  };
}

export async function balanceOf(t: TestApp, userId: number, currency: string): Promise<string> {
  const b = await t.app.services.ledger.balance(userId, 'spot', currency);
  return `${b.available}/${b.frozen}`;
}

/** The platform fee account's spot balance of one currency. */
export async function feesBalance(t: TestApp, currency: string): Promise<string> {
  const id = await t.app.services.auth.userIdByAccount('system:fees');
  return balanceOf(t, id, currency);
}

/** The book of a market as `price x qty` strings per side, best first. */
export function bookOf(t: TestApp, symbol: string, levels = 20) {
  const d = t.app.services.spot.feed.depth(symbol, levels);
  if (!d) throw new Error(`no book for ${symbol}`);
  return { bids: d.bids.map(([p, q]) => `${p} x ${q}`), asks: d.asks.map(([p, q]) => `${p} x ${q}`) };
}

/** Every ledger and spot invariant; an empty list when the books balance. */
export async function auditMessages(t: TestApp): Promise<string[]> {
  const report = await t.app.services.ledger.audit();
  return report.violations.map((v) => `[${v.check}] ${v.message}`);
}
