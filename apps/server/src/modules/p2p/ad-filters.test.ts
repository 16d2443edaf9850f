import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { users } from '../../db/schema';
import { insertUser } from '../auth/test-kit';
import { adminHeaders } from '../funding/test-kit';

/*
 * The P2P ad list's filters (issue 30, "what the big exchanges offer"): by the fiat amount a user
 * wants to trade (ads whose per-order limits contain it) and by payment method, on the public
 * POST /api/p2p/ads, through the HTTP API on the real database.
 */

let t: TestApp;
const mine: number[] = [];

/** The ids of this file's ads the public list returns for `filter`, and every ad it returned. */
async function list(filter: Record<string, unknown>) {
  const res = (await t.post('/api/p2p/ads', { side: 'buy', crypto: 'USDT', fiat: 'EUR', ...filter })).body;
  expect(res.code).toBe(200);
  const all = res.data.list as { id: number; min_amount: string; max_amount: string; methods: string[] }[];
  return { ids: all.map((a) => a.id).filter((id) => mine.includes(id)), all };
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminHeaders(t);
  const row = await insertUser(t);
  await t.database.db.update(users).set({ nameStatus: 3 }).where(eq(users.id, row.id));
  await t.app.services.ledger.credit({ userId: row.id, account: 'fiat', currency: 'USDT', amount: '100000', reason: 'deposit', refType: 'test', refId: 'p2p-filters' });
  const token = await t.app.services.sessions.open(row.id, { ip: '127.0.0.1', userAgent: 'test' });
  const account = (await t.database.db.select().from(users).where(eq(users.id, row.id)))[0]!.account;
  expect((await t.post('/api/admin/p2p/merchant/grant', { account }, admin)).body).toMatchObject({ code: 200 });
  const ad = { side: 'sell', crypto: 'USDT', fiat: 'EUR', price_type: 'fixed', price: '0.9', quantity: '10000', pay_window: 15 };
  for (const [min, max, methods] of [
    ['10', '500', ['Bank transfer']],
    ['100', '2000', ['SEPA', 'Revolut']],
    ['1000', '9000', ['bank TRANSFER', 'Wise']],
  ] as const) {
    const res = (await t.post('/api/p2p/ad/save', { ...ad, min_amount: min, max_amount: max, methods }, { token })).body;
    expect(res).toMatchObject({ code: 200 });
    mine.push(res.data.id);
  }
}, 120_000);
afterAll(() => t?.close());

describe('filtering the P2P ads', () => {
  it('lists every ad without a filter', async () => {
    expect((await list({})).ids.sort()).toEqual([...mine].sort());
  });

  it('keeps the ads whose limits contain the amount, the limits themselves included', async () => {
    expect((await list({ amount: '50' })).ids).toEqual([mine[0]]);
    expect((await list({ amount: '100' })).ids.sort()).toEqual([mine[0], mine[1]].sort());
    expect((await list({ amount: '1500.5' })).ids.sort()).toEqual([mine[1], mine[2]].sort());
    expect((await list({ amount: '9000' })).ids).toEqual([mine[2]]);
    expect((await list({ amount: '9000.01' })).ids).toEqual([]);
    const { all } = await list({ amount: '300' });
    for (const a of all) expect(Number(a.min_amount) <= 300 && Number(a.max_amount) >= 300).toBe(true);
  });

  it('keeps the ads taking the payment method, whatever its case', async () => {
    expect((await list({ method: 'bank transfer' })).ids.sort()).toEqual([mine[0], mine[2]].sort());
    expect((await list({ method: 'Revolut' })).ids).toEqual([mine[1]]);
    expect((await list({ method: 'Cash' })).ids).toEqual([]);
  });

  it('combines the amount and the method', async () => {
    expect((await list({ amount: '1200', method: 'Bank transfer' })).ids).toEqual([mine[2]]);
    expect((await list({ amount: '400', method: 'Wise' })).ids).toEqual([]);
  });

  it('refuses an amount that is not a positive decimal, or an empty method, with a clear error', async () => {
    for (const bad of [{ amount: '0' }, { amount: '-5' }, { amount: '1e3' }, { amount: 12 }, { amount: '1.123456789' }, { method: '' }, { method: 'x'.repeat(33) }]) {
      const res = await t.post('/api/p2p/ads', { side: 'buy', crypto: 'USDT', fiat: 'EUR', ...bad });
      expect([res.status < 500, res.body.code, res.body.msg]).toEqual([true, 400, 'Invalid parameters']);
    }
  });
});
