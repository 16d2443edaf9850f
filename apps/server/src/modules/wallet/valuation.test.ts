import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

/** Building and seeding an app can take a while on a busy machine. */
const APP_START_MS = 180_000;
import { backdate, fund, newUser, pinTickers } from './test-kit';

describe('wallet valuation with fixed tickers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    pinTickers(t, { BTC: { close: '50000', open: '40000' }, ETH: { close: '2000' } });
  }, APP_START_MS);
  afterAll(() => t.close());

  it('values every wallet in USDT, BTC and the pricing currency', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'BTC', '0.5');
    await fund(t, u.id, 'USDT', '1000', 'futures');
    await fund(t, u.id, 'ETH', '1', 'fiat');
    const res = await t.post('/api/wallet/overview', { pricing: 'JPY' }, u.headers);
    expect(res.body.code).toBe(200);
    const d = res.body.data;
    // 0.5 x 50000 + 1000 + 1 x 2000 = 28000 USDT = 0.56 BTC.
    expect(d.usdt).toBe('28000');
    expect(d.btc).toBe('0.56');
    const rate = (await t.app.services.platform.pairPrice('usdt_jpy')).price;
    expect(Number(d.valuation)).toBeCloseTo(28000 * Number(rate), 4);
    expect(d.pricing).toEqual({ code: 'JPY', mark: '¥' });
    const byAccount = Object.fromEntries(d.accounts.map((a: { account: string; usdt: string }) => [a.account, a.usdt]));
    expect(byAccount).toEqual({ spot: '25000', futures: '1000', second: '0', fiat: '2000', ico: '0' });
  });

  it("counts today's deposits as money in, not profit", async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'BTC', '1');
    const res = await t.post('/api/wallet/overview', {}, u.headers);
    expect(res.body.data.today_pnl).toBe('0');
  });

  it("today's profit is the price move on what was held at 00:00 UTC", async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'BTC', '1');
    await backdate(t, u.id, new Date(Date.now() - 2 * 24 * 3600 * 1000));
    const res = await t.post('/api/wallet/overview', { pricing: 'USD' }, u.headers);
    // Held 1 BTC since before today: worth 40000 at the open, 50000 now.
    expect(res.body.data.today_pnl).toBe('10000');
    expect(res.body.data.today_pnl_rate).toBe('0.25');
  });

  it('lists all currencies in spot, zero rows included, with order freeze apart from frozen', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '500');
    await t.app.services.ledger.freeze({ userId: u.id, account: 'spot', currency: 'USDT', amount: '120', reason: 'order_freeze', refType: 'spot_order' });
    await t.app.services.ledger.freeze({ userId: u.id, account: 'spot', currency: 'USDT', amount: '30', reason: 'withdrawal_freeze', refType: 'withdrawal' });
    const res = await t.post('/api/wallet/account', { account: 'spot' }, u.headers);
    const currencies = (await t.app.services.platform.currencyList()).list;
    expect(currencies).toHaveLength(16);
    expect(res.body.data.assets.map((a: { currency: string }) => a.currency)).toEqual(currencies.map((c) => c.symbol));
    const usdt = res.body.data.assets.find((a: { currency: string }) => a.currency === 'USDT');
    expect(usdt).toMatchObject({ available: '350', frozen: '150', order_freeze: '120', total: '500', usdt: '500' });
    const btc = res.body.data.assets.find((a: { currency: string }) => a.currency === 'BTC');
    expect(btc).toMatchObject({ available: '0', frozen: '0', valuation: '0' });
  });

  it('counts what a resting spot order holds as order freeze, and nothing once it is cancelled', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '1000');
    const placed = await t.post(
      '/api/spot/order/place',
      { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '10000', quantity: '0.01' },
      u.headers,
    );
    expect(placed.body.code).toBe(200);
    const usdtRow = async () =>
      (await t.post('/api/wallet/account', { account: 'spot' }, u.headers)).body.data.assets.find(
        (a: { currency: string }) => a.currency === 'USDT',
      );
    const resting = await usdtRow();
    expect(Number(resting.frozen)).toBeGreaterThanOrEqual(100);
    expect(resting.order_freeze).toBe(resting.frozen);
    await t.post('/api/spot/order/cancel', { order_id: placed.body.data.id }, u.headers);
    expect(await usdtRow()).toMatchObject({ available: '1000', frozen: '0', order_freeze: '0' });
  });

  it('futures shows USDT with equity and no margin figures; fiat shows legal currencies', async () => {
    const u = await newUser(t);
    await fund(t, u.id, 'USDT', '75', 'futures');
    const futures = (await t.post('/api/wallet/account', { account: 'futures' }, u.headers)).body.data;
    expect(futures.assets.map((a: { currency: string }) => a.currency)).toEqual(['USDT']);
    expect(futures.margin).toEqual({ equity: '75', margin_ratio: null, liquidation_price: null });
    const fiat = (await t.post('/api/wallet/account', { account: 'fiat' }, u.headers)).body.data;
    const legal = (await t.app.services.platform.currencyList()).list.filter((c) => c.legal_status === 1).map((c) => c.symbol);
    expect(fiat.assets.map((a: { currency: string }) => a.currency)).toEqual(legal);
  });

  it('ico shows tokens released today and in total from the journal', async () => {
    const u = await newUser(t);
    await t.app.services.ledger.credit({ userId: u.id, account: 'ico', currency: 'ETH', amount: '2', reason: 'ico_release' });
    await backdate(t, u.id, new Date(Date.now() - 2 * 24 * 3600 * 1000));
    await t.app.services.ledger.credit({ userId: u.id, account: 'ico', currency: 'ETH', amount: '1', reason: 'ico_release' });
    const ico = (await t.post('/api/wallet/account', { account: 'ico', pricing: 'USD' }, u.headers)).body.data;
    const eth = ico.assets.find((a: { currency: string }) => a.currency === 'ETH');
    expect(eth).toMatchObject({ released_today: '1', released_total: '3', total: '3' });
    const usd = (await t.app.services.platform.pairPrice('usdt_usd')).price;
    expect(Number(ico.released.today)).toBeCloseTo(2000 * Number(usd), 6);
  });

  it('asks for a session and rejects an unknown account with a translated message', async () => {
    expect((await t.post('/api/wallet/overview', {})).body.code).toBe(403);
    const u = await newUser(t);
    const res = await t.post('/api/wallet/account', { account: 'margin' }, { ...u.headers, lang: 'de_DE' });
    expect(res.body).toMatchObject({ code: 5001, msg: 'Unbekanntes Konto' });
  });
});
