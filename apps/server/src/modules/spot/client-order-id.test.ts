import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { bookOf, newTrader, type Trader } from './test-kit';

/**
 * Issue 15 finding 7: a client order id names one order. The same request again is a retry and gets
 * the first order; the id with other fields is a conflict, answered in the user's language, that
 * places nothing.
 */
let t: TestApp;
let trader: Trader;
beforeAll(async () => {
  t = await createTestApp();
  trader = await newTrader(t, { USDT: '1000', BTC: '0.1' });
}, 180_000);
afterAll(() => t.close());

const BASE = { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '40000', quantity: '0.001' } as const;

describe('a reused spot client order id', () => {
  it('with the same fields (written differently) answers the first order', async () => {
    const first = await trader.place({ ...BASE, client_order_id: 'same-1' });
    expect(first.code).toBe(200);
    const again = await trader.place({ ...BASE, symbol: 'btc_usdt', price: '40000.00', quantity: '0.0010', tif: 'GTC', client_order_id: 'same-1' });
    expect(again).toMatchObject({ code: 200, data: { id: first.data.id } });
  });

  it.each([
    ['price', { price: '39000' }],
    ['quantity', { quantity: '0.002' }],
    ['side', { side: 'sell' }],
    ['type', { type: 'market', price: undefined }],
    ['time in force', { tif: 'IOC' }],
    ['pair', { symbol: 'ETH_USDT', price: '3000' }],
  ])('with another %s is a conflict that places nothing', async (_what, change) => {
    const cid = `conflict-${_what.replace(/ /g, '-')}`;
    const first = await trader.place({ ...BASE, client_order_id: cid });
    expect(first.code).toBe(200);
    const book = bookOf(t, 'BTC_USDT');
    const balance = await trader.balance('USDT');
    const body = { ...BASE, ...change, client_order_id: cid };
    const other = (await t.post('/api/spot/order/place', body, { token: trader.token, lang: 'es_ES' })).body;
    expect(other).toMatchObject({ code: 3902, msg: 'Este identificador de orden del cliente ya se usó para otra orden', data: null });
    expect(bookOf(t, 'BTC_USDT')).toEqual(book);
    expect(await trader.balance('USDT')).toBe(balance);
  });
});
