import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/app';
import { userRecords } from '../auth/users';

/** Helpers for the futures tests of issue 26 (not a test file itself). */

export interface FuturesTrader {
  id: number;
  /** POST with this trader's session; returns the envelope. */
  call<T = any>(url: string, body?: unknown): Promise<{ code: number; msg: string; data: T }>;
  /** POST /api/futures/order/place. */
  place(body: Record<string, unknown>): Promise<{ code: number; msg: string; data: any }>;
  /** The trader's open positions on a contract. */
  positions(symbol: string): Promise<any[]>;
  /** Notices, newest first, as the notice list answers them (in `lang`, en_US by default). */
  notices(lang?: string): Promise<{ kind: string; title: string; content: string }[]>;
  /** Waiting and retrying triggers (or the ended ones). */
  triggers(ended?: boolean): Promise<any[]>;
}

/** A verified user with `usdt` in the futures wallet, signed in. */
export async function futuresTrader(t: TestApp, usdt: string): Promise<FuturesTrader> {
  const tag = randomBytes(5).toString('hex');
  const id = await userRecords.insert(t.database.db, { account: `f26.${tag}@example.com`, email: `f26.${tag}@example.com`, inviteCode: `G${tag}`.toUpperCase() });
  await t.database.db.execute(sql`update users set name_status = 3 where id = ${id}`);
  await t.app.services.ledger.credit({ userId: id, account: 'futures', currency: 'USDT', amount: usdt, reason: 'deposit', refType: 'test', refId: tag });
  const token = await t.app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' });
  const call = async (url: string, body?: unknown, lang = 'en_US') => (await t.post(url, body ?? {}, { token, lang })).body;
  return {
    id,
    call,
    place: (body) => call('/api/futures/order/place', body),
    positions: async (symbol) => (await call('/api/futures/positions', { symbol })).data.list,
    notices: async (lang = 'en_US') => {
      // Futures notices go out in batches after the commit that caused them.
      await t.app.services.futures.noticesSent();
      return (await call('/api/notices/list', { page: 1, limit: 50 }, lang)).data.list;
    },
    triggers: async (ended = false) => (await call('/api/futures/trigger/list', { ended })).data.list,
  };
}

/** Pins a contract's index (the development route), which samples the marks and runs the liquidation watch; answers the mark. */
export async function pinIndex(t: TestApp, symbol: string, price: string | null): Promise<number> {
  const res = await t.post('/api/dev/futures/index', { symbol, price });
  if (res.body.code !== 200) throw new Error(`pin refused: ${res.body.msg}`);
  return Number(res.body.data.mark_price);
}

/** Moves the server's clock forward (the development route). */
export async function advanceClock(t: TestApp, ms: number): Promise<number> {
  const res = await t.post('/api/dev/clock', { advance_ms: ms });
  if (res.body.code !== 200) throw new Error(`clock refused: ${res.body.msg}`);
  return res.body.data.now_ms as number;
}

/** A contract as /api/futures/contracts lists it. */
export async function contractOf(t: TestApp, symbol: string): Promise<any> {
  return (await t.post('/api/futures/contracts', {})).body.data.list.find((c: any) => c.symbol === symbol);
}

/** Every ledger invariant; an empty list when the books balance. */
export async function auditMessages(t: TestApp): Promise<string[]> {
  const report = await t.app.services.ledger.audit();
  return report.violations.map((v) => `[${v.check}] ${v.message}`);
}
