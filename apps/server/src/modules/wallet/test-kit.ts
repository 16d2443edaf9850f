import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/app';
import { users } from '../../db/schema';
import type { WalletAccount } from '@aurelix/shared/schemas/wallet';

/** Test-only helpers of the wallet tests. */

/** A new user with a session; money is added with `fund`. */
export async function newUser(t: TestApp) {
  const tag = randomBytes(5).toString('hex');
  const [row] = await t.database.db
    .insert(users)
    .values({ account: `wallet.${tag}@example.com`, email: `wallet.${tag}@example.com`, inviteCode: tag.toUpperCase() })
    .returning();
  const token = await t.app.services.sessions.open(row!.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id: row!.id, headers: { token } };
}

/** A deposit from the outside world, as the funding module will post it. */
export function fund(t: TestApp, userId: number, currency: string, amount: string, account: WalletAccount = 'spot') {
  return t.app.services.ledger.credit({ userId, account, currency, amount, reason: 'deposit', refType: 'test', refId: 'fund' });
}

/** Moves every posting of a user to `at`, as if it had happened then. */
export async function backdate(t: TestApp, userId: number, at: Date) {
  await t.database.db.execute(sql`update postings set created_at = ${at.toISOString()} where user_id = ${userId}`);
}

let clientSeq = 0;
export const clientId = () => `t${Date.now()}_${++clientSeq}`;

/** Pins the market's tickers for valuation tests: close (and open, default = close) in USDT. */
export function pinTickers(t: TestApp, prices: Record<string, { close: string; open?: string }>) {
  const ticks = Object.entries(prices).map(([symbol, p]) => ({
    pair: `${symbol}_USDT`,
    close: p.close,
    open: p.open ?? p.close,
    high: p.close,
    low: p.close,
    increase: '0',
    vol: '0',
    amount: '0',
    count: 0,
  }));
  t.app.services.market.tickers.ticks = () => ticks;
}
