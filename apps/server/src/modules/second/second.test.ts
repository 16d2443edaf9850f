import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_APP_ENV } from '../../../test/helpers/test-env';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { AdjustableClock } from '../../lib/clock';
import { userRecords } from '../auth/users';
import { adminToken } from '../identity/test-support';

/*
 * Second contracts through the HTTP API on the real database (issue 17): products per contract
 * pair, buying at the recorded index with stake and fee frozen, refusals that change nothing, the
 * 2 s twin, settlement on the clock at the tick of the settle instant (win, loss, draw) through the
 * ledger between the user and the house, exactly once, the race of 100 buys, and the admin page's API.
 * Last, a restart (it closes the file's app): orders that came due while the server was stopped
 * settle when it starts, at the recorded price of their instant, and once, even when two servers
 * start on the same database at the same moment.
 */

interface User {
  id: number;
  call<T = any>(url: string, body?: unknown): Promise<{ code: number; msg: string; data: T }>;
  wallet(): Promise<string>;
}

let t: TestApp;
let clock: AdjustableClock;
const SYMBOL = 'BTC_USDT';

async function user(usdt?: string): Promise<User> {
  const tag = randomBytes(5).toString('hex');
  const id = await userRecords.insert(t.database.db, { account: `sec.${tag}@example.com`, email: `sec.${tag}@example.com`, inviteCode: `S${tag}`.toUpperCase() });
  if (usdt) await t.app.services.ledger.credit({ userId: id, account: 'second', currency: 'USDT', amount: usdt, reason: 'deposit', refType: 'test', refId: tag });
  const token = await t.app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' });
  return {
    id,
    call: async (url, body) => (await t.post(url, body ?? {}, { token, lang: 'en_US' })).body,
    wallet: async () => {
      const b = await t.app.services.ledger.balance(id, 'second', 'USDT');
      return `${b.available}/${b.frozen}`;
    },
  };
}

const house = async () => (await t.app.services.second.houseBalance()).available;
const pin = (price: string | null, symbol = SYMBOL) => t.app.services.second.pinIndex(symbol, price);
async function audit(): Promise<string[]> {
  return (await t.app.services.ledger.audit()).violations.map((v) => `[${v.check}] ${v.message}`);
}
/** Moves the clock and settles what came due (the timer would, a moment later). */
async function passSeconds(s: number): Promise<number> {
  clock.advance(s * 1000);
  return t.app.services.second.settleDue();
}

beforeAll(async () => {
  t = await createTestApp();
  clock = t.app.services.clock as AdjustableClock;
});
/** Servers the restart test starts on the file's database. */
const restarted: FastifyInstance[] = [];
let closed = false;
afterAll(async () => {
  for (const app of restarted) await app.close();
  if (!closed) await t?.app.close();
  await t?.database.close();
});

describe('products', () => {
  it('exist for every contract pair with the four default durations, with the index price', async () => {
    const res = await t.post('/api/second/products', {});
    expect(res.body.code).toBe(200);
    const pairs = (await t.post('/api/pair_list', {})).body.data.list.filter((p: any) => p.contract_status === 1).map((p: any) => p.symbol);
    expect(pairs.length).toBeGreaterThan(0);
    for (const symbol of pairs) {
      const mine = res.body.data.list.filter((p: any) => p.symbol === symbol);
      expect(mine.map((p: any) => p.duration)).toEqual([30, 60, 120, 300]);
      expect(mine.map((p: any) => p.payout_rate)).toEqual(['0.8', '0.82', '0.85', '0.88']);
      expect(Number(res.body.data.index[symbol])).toBeGreaterThan(0);
    }
  });
});

describe('buying', () => {
  it('refuses a bad stake, pair or duration with a translated message and freezes nothing', async () => {
    const u = await user('100');
    const cases: [unknown, number][] = [
      [{ symbol: SYMBOL, duration: 30, direction: 'up', stake: '5' }, 7002],
      [{ symbol: SYMBOL, duration: 30, direction: 'up', stake: '5001' }, 7003],
      [{ symbol: SYMBOL, duration: 30, direction: 'up', stake: '10.001' }, 7008],
      [{ symbol: SYMBOL, duration: 45, direction: 'up', stake: '10' }, 7001],
      [{ symbol: 'NOPE_USDT', duration: 30, direction: 'up', stake: '10' }, 7001],
      [{ symbol: SYMBOL, duration: 30, direction: 'up', stake: '200' }, 7005],
      [{ symbol: SYMBOL, duration: 30, direction: 'sideways', stake: '10' }, 1001],
    ];
    for (const [body, code] of cases) {
      const res = await u.call('/api/second/buy', body);
      expect(res.code, JSON.stringify(body)).not.toBe(200);
      if (code !== 1001) expect(res.code, JSON.stringify(body)).toBe(code);
      expect(res.msg).not.toMatch(/SECOND_/);
    }
    expect(await u.wallet()).toBe('100/0');
    const ja = await t.post('/api/second/buy', { symbol: SYMBOL, duration: 30, direction: 'up', stake: '5' }, { token: await t.app.services.sessions.open(u.id, { ip: '127.0.0.1', userAgent: 'test' }), lang: 'ja_JP' });
    expect(ja.body.msg).toBe('投資額がこの期間の最小額を下回っています');
  });

  it('takes the buy price from the index at acceptance and ignores a twin within 2 s', async () => {
    await pin('50000');
    const u = await user('1000');
    const first = await u.call('/api/second/buy', { symbol: SYMBOL, duration: 60, direction: 'down', stake: '100' });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ buy_price: '50000', stake: '100', fee: '0.2', paid: '100.2', status: 'open', estimated_profit: '82', result: null });
    expect(first.data.settle_time - first.data.buy_time).toBe(60_000);
    expect(await u.wallet()).toBe('899.8/100.2');
    // Submitted again at once (well within 2 s, even on a slow machine): the first order is the answer.
    const twin = await u.call('/api/second/buy', { symbol: SYMBOL, duration: 60, direction: 'down', stake: '100' });
    expect(twin.data.id).toBe(first.data.id);
    expect(await u.wallet()).toBe('899.8/100.2');
    clock.advance(2001);
    const later = await u.call('/api/second/buy', { symbol: SYMBOL, duration: 60, direction: 'down', stake: '100' });
    expect(later.data.id).not.toBe(first.data.id);
    expect(await u.wallet()).toBe('799.6/200.4');
    const current = await u.call('/api/second/orders/current', {});
    expect(current.data.list.map((o: any) => o.id)).toEqual([first.data.id, later.data.id]);
    await passSeconds(61);
    expect(await audit()).toEqual([]);
  });
});

describe('settlement', () => {
  it('pays a win, takes a loss and returns a draw at the tick of the settle instant, through the house', async () => {
    await pin('100');
    const u = await user('1000');
    const h0 = await house();
    const up = (await u.call('/api/second/buy', { symbol: SYMBOL, duration: 30, direction: 'up', stake: '100' })).data;
    const down = (await u.call('/api/second/buy', { symbol: SYMBOL, duration: 30, direction: 'down', stake: '50' })).data;
    const flat = (await u.call('/api/second/buy', { symbol: SYMBOL, duration: 60, direction: 'up', stake: '20' })).data;
    expect(await u.wallet()).toBe('829.66/170.34');
    clock.advance(10_000);
    await pin('101');
    // Not due yet: nothing settles.
    await passSeconds(10);
    expect((await u.call('/api/second/orders/current', {})).data.list).toHaveLength(3);
    // The 30 s ones come due at 101; the 60 s one after the index is back at 100.
    await passSeconds(11);
    expect((await u.call('/api/second/orders/current', {})).data.list.map((o: any) => o.id)).toEqual([flat.id]);
    await pin('100');
    await passSeconds(30);

    const get = async (id: string) => (await u.call('/api/second/order', { id })).data;
    const w = await get(up.id);
    expect(w).toMatchObject({ status: 'settled', result: 'win', buy_price: '100', settle_price: '101', payout: '180', profit: '79.8' });
    expect(w.settle_tick_time).toBeLessThanOrEqual(w.settle_time);
    expect(w.ticks.some((k: any) => k.time === w.settle_tick_time && k.price === '101')).toBe(true);
    expect(await get(down.id)).toMatchObject({ result: 'loss', settle_price: '101', payout: '0', profit: '-50.1' });
    expect(await get(flat.id)).toMatchObject({ result: 'draw', settle_price: '100', payout: '20', profit: '-0.04' });
    expect(await u.wallet()).toBe('1029.66/0');
    // The house paid 80 and took 50.
    expect(Number(await house()) - Number(h0)).toBe(-30);
    const history = await u.call('/api/second/orders/history', { days: 3 });
    expect(history.data.total).toBe(3);
    expect(history.data.list.map((o: any) => o.result)).toEqual(['draw', 'loss', 'win']);
    expect((await u.call('/api/second/orders/current', {})).data.list).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it('settles an order that came due unseen at the recorded price of its instant, once', async () => {
    await pin('200');
    const u = await user('100');
    const o = (await u.call('/api/second/buy', { symbol: SYMBOL, duration: 30, direction: 'up', stake: '10' })).data;
    await pin('210');
    // Time passes the settle instant without a settlement (as while the server was down); then the index moves on.
    const due = o.settle_time;
    clock.set(new Date(due + 20_000));
    await t.app.services.second.idle();
    await pin('150');
    const [a, b] = await Promise.all([t.app.services.second.settleDue(), t.app.services.second.settleDue()]);
    expect(a + b).toBeLessThanOrEqual(1);
    const got = (await u.call('/api/second/order', { id: o.id })).data;
    expect(got).toMatchObject({ result: 'win', settle_price: '210' });
    expect(await u.wallet()).toBe('107.98/0');
    expect(await audit()).toEqual([]);
  });
});

describe('races', () => {
  it('accepts exactly the affordable ones of 100 simultaneous buys', async () => {
    await pin('300');
    const u = await user('1000');
    // Stakes 10.00 .. 10.99 (different, so none is a twin of another): paid = stake × 1.002.
    const bodies = Array.from({ length: 100 }, (_, i) => ({ symbol: SYMBOL, duration: 120, direction: 'up', stake: (10 + i / 100).toFixed(2) }));
    const results = await Promise.all(bodies.map((b) => u.call('/api/second/buy', b)));
    const accepted = results.filter((r) => r.code === 200);
    const refused = results.filter((r) => r.code !== 200);
    expect(refused.every((r) => r.code === 7005)).toBe(true);
    const paid = accepted.reduce((s, r) => s + Number(r.data.paid), 0);
    const [available, frozen] = (await u.wallet()).split('/').map(Number);
    expect(frozen).toBeCloseTo(paid, 8);
    expect(available! + frozen!).toBeCloseTo(1000, 8);
    // Nothing refused would have fitted in what is left.
    const smallestRefused = Math.min(...bodies.filter((_, i) => results[i]!.code !== 200).map((b) => Number(b.stake) * 1.002));
    expect(available).toBeLessThan(smallestRefused);
    expect(accepted.length).toBeGreaterThan(80);
    expect(refused.length).toBeGreaterThan(0);
    await passSeconds(121);
    expect(await audit()).toEqual([]);
  });

  it('keeps a side of a product within the house exposure limit under 100 simultaneous buys', async () => {
    const admin = await adminToken(t);
    const overview = (await t.post('/api/admin/second/products', {}, { token: admin })).body.data;
    const product = overview.list.find((p: any) => p.symbol === 'ETH_USDT' && p.duration === 60);
    const edit = { id: product.id, payout_rate: '0.82', min_stake: '10', max_stake: '5000', fee_rate: '0.002', exposure_limit: '1000', enabled: true };
    expect((await t.post('/api/admin/second/product/update', edit, { token: admin })).body).toMatchObject({ code: 200, data: { exposure_limit: '1000' } });
    await pin('2000', 'ETH_USDT');
    // Ten users with ten buys each of 100.01 .. 100.10 USDT down (different stakes: no twins).
    const users = await Promise.all(Array.from({ length: 10 }, () => user('2000')));
    const buys = users.flatMap((u) => Array.from({ length: 10 }, (_, k) => ({ u, stake: (100.01 + k / 100).toFixed(2) })));
    const results = await Promise.all(buys.map((b) => b.u.call('/api/second/buy', { symbol: 'ETH_USDT', duration: 60, direction: 'down', stake: b.stake })));
    const accepted = buys.filter((_, i) => results[i]!.code === 200).map((b) => Number(b.stake));
    const open = accepted.reduce((s, x) => s + x, 0);
    expect(accepted.length).toBe(9);
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 7004)).toBe(true);
    // Exactly the ones that fitted: none refused would have fitted in what is left.
    const smallestRefused = Math.min(...buys.filter((_, i) => results[i]!.code !== 200).map((b) => Number(b.stake)));
    expect(open).toBeLessThanOrEqual(1000);
    expect(1000 - open).toBeLessThan(smallestRefused);
    const after = (await t.post('/api/admin/second/products', {}, { token: admin })).body.data.list.find((p: any) => p.id === product.id);
    expect(Number(after.open_down)).toBeCloseTo(open, 8);
    expect(after.open_up).toBe('0');
    // The other side is still open.
    expect((await users[0]!.call('/api/second/buy', { symbol: 'ETH_USDT', duration: 60, direction: 'up', stake: '100' })).code).toBe(200);
    await passSeconds(61);
    expect(await audit()).toEqual([]);
  });
});

describe('admin', () => {
  it('edits a product with checks, shows the house, and is refused to users', async () => {
    const admin = await adminToken(t);
    const list = (await t.post('/api/admin/second/products', {}, { token: admin })).body.data;
    expect(Number(list.house.available)).toBeGreaterThan(0);
    const p = list.list.find((x: any) => x.symbol === SYMBOL && x.duration === 300);
    const bad = await t.post('/api/admin/second/product/update', { id: p.id, payout_rate: '0.9', min_stake: '100', max_stake: '10', fee_rate: '0', exposure_limit: '1', enabled: true }, { token: admin });
    expect(bad.body.code).toBe(7102);
    const off = await t.post('/api/admin/second/product/update', { id: p.id, payout_rate: '0.9', min_stake: '1', max_stake: '10', fee_rate: '0', exposure_limit: '100', enabled: false }, { token: admin });
    expect(off.body.code).toBe(200);
    const pub = (await t.post('/api/second/products', { symbol: SYMBOL })).body.data.list;
    expect(pub.map((x: any) => x.duration)).toEqual([30, 60, 120]);
    const u = await user('100');
    expect((await u.call('/api/second/buy', { symbol: SYMBOL, duration: 300, direction: 'up', stake: '5' })).code).toBe(7001);
    expect((await u.call('/api/admin/second/products', {})).code).not.toBe(200);
  });
});

describe('a restart with orders due while the server was stopped', () => {
  it('settles each once at the tick of its instant when two servers come back', async () => {
    const { db } = t.database;
    const tag = randomBytes(5).toString('hex');
    const id = await userRecords.insert(db, { account: `rst.${tag}@example.com`, email: `rst.${tag}@example.com`, inviteCode: `R${tag}`.toUpperCase() });
    await t.app.services.ledger.credit({ userId: id, account: 'second', currency: 'USDT', amount: '1000', reason: 'deposit', refType: 'test', refId: tag });
    const second = t.app.services.second;
    await second.pinIndex('BTC_USDT', '100');
    const up = await second.buy(id, { symbol: 'BTC_USDT', duration: 30, direction: 'up', stake: '100' });
    const down = await second.buy(id, { symbol: 'BTC_USDT', duration: 30, direction: 'down', stake: '100' });
    const late = await second.buy(id, { symbol: 'BTC_USDT', duration: 120, direction: 'up', stake: '100' });
    // The index rises before the 30 s orders come due; then the server stops.
    (t.app.services.clock as AdjustableClock).advance(5000);
    await second.pinIndex('BTC_USDT', '105');
    const stoppedAt = t.app.services.clock.nowMs();
    await t.app.close();
    closed = true;

    // Two servers start 60 s later on the same database (their index is the seed's, not 105).
    const config = loadConfig({ ...TEST_APP_ENV });
    const apps = await Promise.all([buildApp(config, t.database, { logger: false }), buildApp(config, t.database, { logger: false })]);
    restarted.push(...apps);
    for (const app of apps) (app.services.clock as AdjustableClock).set(new Date(stoppedAt + 60_000));
    await Promise.all(apps.map((app) => app.ready()));

    const [a] = apps;
    const view = async (orderId: string) => (await a!.services.second.detail(id, Number(orderId))).result;
    expect(await view(up.order.id)).toBe('win');
    expect(await view(down.order.id)).toBe('loss');
    expect(await view(late.order.id)).toBeNull();
    const settled = await a!.services.second.detail(id, Number(up.order.id));
    expect(settled).toMatchObject({ settle_price: '105', payout: '180' });
    // Per order the user's freeze and the house's reservation, and one settlement per settled order,
    // however many servers looked.
    const entries = (await db.execute(
      sql`select ref_id, count(*)::int as n from journal_entries where ref_type = 'second_order' and ref_id in (${up.order.id}, ${down.order.id}, ${late.order.id}) group by ref_id order by ref_id::bigint`,
    )) as unknown as { rows: { ref_id: string; n: number }[] };
    expect(entries.rows.map((r) => [r.ref_id, Number(r.n)])).toEqual([
      [up.order.id, 3],
      [down.order.id, 3],
      [late.order.id, 2],
    ]);
    const wallet = await a!.services.ledger.balance(id, 'second', 'USDT');
    expect(wallet).toEqual({ available: '879.4', frozen: '100.2' });
    expect((await a!.services.ledger.audit()).violations).toEqual([]);
  });
});
