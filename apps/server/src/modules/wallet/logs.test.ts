import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

/** Building and seeding an app can take a while on a busy machine. */
const APP_START_MS = 180_000;
import { backdate, clientId, fund, newUser } from './test-kit';

describe('wallet logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  const logs = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.post('/api/wallet/logs', body, headers);

  it('shows each transfer leg with exact before and after balances', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '250');
    const move = (from: string, to: string, amount: string) =>
      t.post('/api/wallet/transfer', { client_id: clientId(), currency: 'USDT', from, to, amount }, u.headers);
    await move('spot', 'futures', '100');
    await move('futures', 'spot', '40');
    const res = await logs(u.headers, { tab: 'transfer', days: 3 });
    expect(res.body.code).toBe(200);
    expect(res.body.data.total).toBe(4);
    const rows = res.body.data.list.map((r: Record<string, string>) => [r.type, r.account, r.amount, r.before, r.after, r.from, r.to]);
    expect(rows).toEqual([
      ['transfer', 'spot', '40', '150', '190', 'futures', 'spot'],
      ['transfer', 'futures', '-40', '100', '60', 'futures', 'spot'],
      ['transfer', 'futures', '100', '0', '100', 'spot', 'futures'],
      ['transfer', 'spot', '-100', '250', '150', 'spot', 'futures'],
    ]);
  });

  it('splits lines by tab: crypto, fiat, ICO, ICO thaw and all', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '50');
    await fund(t, u.id, 'ETH', '2', 'fiat');
    await t.app.services.ledger.credit({ userId: u.id, account: 'ico', currency: 'SOL', amount: '3', reason: 'ico_release' });
    await t.app.services.ledger.debit({ userId: u.id, account: 'spot', currency: 'USDT', amount: '5', reason: 'ico_subscribe' });
    const tab = async (name: string) =>
      (await logs(u.headers, { tab: name, days: 7 })).body.data.list.map((r: Record<string, string>) => `${r.type}:${r.account}:${r.currency}`);
    expect(await tab('currency')).toEqual(['deposit:fiat:ETH', 'deposit:spot:USDT']);
    expect(await tab('legal')).toEqual(['deposit:fiat:ETH']);
    expect(await tab('ico')).toEqual(['ico_subscribe:spot:USDT']);
    expect(await tab('ico_thaw')).toEqual(['ico_release:ico:SOL']);
    expect(await tab('all')).toHaveLength(4);
    expect(await tab('transfer')).toEqual([]);
  });

  it('leaves out the moves into and out of an order hold when asked (the web app asks so by default)', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '100');
    await t.app.services.ledger.freeze({ userId: u.id, account: 'spot', currency: 'USDT', amount: '40', reason: 'order_freeze', refType: 'spot_order', refId: '1' });
    await t.app.services.ledger.unfreeze({ userId: u.id, account: 'spot', currency: 'USDT', amount: '40', reason: 'order_unfreeze', refType: 'spot_order', refId: '1' });
    const types = async (body: Record<string, unknown>) =>
      (await logs(u.headers, { tab: 'all', days: 7, ...body })).body.data.list.map((r: { type: string; field: string }) => `${r.type}:${r.field}`);
    expect(await types({})).toEqual(['order_unfreeze:available', 'order_unfreeze:frozen', 'order_freeze:frozen', 'order_freeze:available', 'deposit:available']);
    expect(await types({ holds: false })).toEqual(['deposit:available']);
    expect((await logs(u.headers, { tab: 'all', holds: 'no' })).body.code).not.toBe(200);
  });

  it('filters by days and currency and pages with totals', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'BTC', '1');
    await backdate(t, u.id, new Date(Date.now() - 5 * 24 * 3600 * 1000));
    for (let i = 1; i <= 5; i++) await fund(t, u.id, 'USDT', String(i));
    const three = (await logs(u.headers, { tab: 'all', days: 3 })).body.data;
    expect(three.total).toBe(5);
    const seven = (await logs(u.headers, { tab: 'all', days: 7 })).body.data;
    expect(seven.total).toBe(6);
    const btc = (await logs(u.headers, { tab: 'all', days: 7, currency: 'btc' })).body.data;
    expect(btc.list.map((r: { currency: string }) => r.currency)).toEqual(['BTC']);
    const page2 = (await logs(u.headers, { tab: 'all', days: 7, page: 2, page_size: 4 })).body.data;
    expect(page2).toMatchObject({ total: 6, page: 2, page_size: 4 });
    expect(page2.list.map((r: { amount: string }) => r.amount)).toEqual(['1', '1']);
    expect(page2.list[0]).toMatchObject({ currency: 'USDT', before: '0', after: '1' });
  });

  it('rejects bad filters and another user sees nothing of it', async () => {
    const u = await newUser(t);
    expect((await logs(u.headers, { tab: 'all', days: 5 })).body.code).toBe(400);
    expect((await logs(u.headers, { tab: 'nope', days: 3 })).body.code).toBe(400);
    const other = await newUser(t);
    await fund(t, u.id, 'USDT', '9');
    expect((await logs(other.headers, { tab: 'all', days: 30 })).body.data).toMatchObject({ total: 0, list: [] });
  });
});

describe('wallet logs with the funding module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, APP_START_MS);
  afterAll(() => t.close());

  it('shows address, network and status of deposit lines from funding.describeEntries', async () => {
    const u = await newUser(t);
    await t.app.services.ledger.credit({ userId: u.id, account: 'spot', currency: 'USDT', amount: '12', reason: 'deposit', refType: 'deposit', refId: '424242' });
    const asked: unknown[] = [];
    const original = t.app.services.funding.describeEntries;
    t.app.services.funding.describeEntries = async (refs) => {
      asked.push(...refs);
      return [{ refType: 'deposit', refId: '424242', address: 'TXyz', network: 'TRC20', status: 'success' }];
    };
    try {
      const res = await t.post('/api/wallet/logs', { tab: 'currency', days: 3 }, u.headers);
      expect(asked).toEqual([{ refType: 'deposit', refId: '424242' }]);
      expect(res.body.data.list[0]).toMatchObject({ type: 'deposit', address: 'TXyz', network: 'TRC20', status: 'success', after: '12' });
    } finally {
      t.app.services.funding.describeEntries = original;
    }
  });
});
