import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { auditMessages, bookOf, feesBalance, newTrader, type Trader } from './test-kit';

/*
 * Place, fill and cancel between two users on BTC_USDT (tick 0.01, step 0.00001, 0.1% fees, USDT
 * precision 2), with every balance checked after each step.
 */
describe('spot order flow between two users', () => {
  let t: TestApp;
  let seller: Trader;
  let buyer: Trader;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await newTrader(t, { BTC: '1' });
    buyer = await newTrader(t, { USDT: '100000' });
  }, 180_000);
  afterAll(() => t.close());

  let restingSell: string;
  let restingBuy: string;

  it('a resting limit sell freezes its base and shows on the book', async () => {
    const res = await seller.place({ symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '50000', quantity: '0.5' });
    expect(res.code).toBe(200);
    expect(res.msg).toBe('Order placed');
    expect(res.data).toMatchObject({ status: 'waiting', price: '50000', quantity: '0.5', amount: '25000', deal_quantity: '0' });
    restingSell = res.data.id;
    expect(await seller.balance('BTC')).toBe('0.5/0.5');
    expect(bookOf(t, 'BTC_USDT').asks).toEqual(['50000.00 x 0.50000']);
  });

  it('a crossing buy trades at the maker price; both pay 0.1% in USDT', async () => {
    const res = await buyer.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.2' });
    expect(res.data).toMatchObject({ status: 'filled', deal_quantity: '0.2', deal_amount: '10000', avg_price: '50000', fee: '10', fee_currency: 'USDT' });
    // Paid 10000 + 10 fee; the rounding slack of the freeze (0.01) came back.
    expect(await buyer.balance('USDT')).toBe('89990/0');
    expect(await buyer.balance('BTC')).toBe('0.2/0');
    expect(await seller.balance('USDT')).toBe('9990/0');
    expect(await seller.balance('BTC')).toBe('0.5/0.3');
    expect(await feesBalance(t, 'USDT')).toBe('20/0');
    expect(bookOf(t, 'BTC_USDT').asks).toEqual(['50000.00 x 0.30000']);
    const detail = await seller.call('/api/spot/order/detail', { order_id: restingSell });
    expect(detail.data).toMatchObject({ status: 'partial', deal_quantity: '0.2', fee: '10' });
    expect(detail.data.deals).toEqual([
      expect.objectContaining({ price: '50000', quantity: '0.2', amount: '10000', fee: '10', fee_currency: 'USDT', maker: true }),
    ]);
  });

  it('a resting buy freezes price x qty plus the fee, rounded up to cents', async () => {
    const res = await buyer.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '49000', quantity: '0.3' });
    expect(res.data.status).toBe('waiting');
    restingBuy = res.data.id;
    expect(await buyer.balance('USDT')).toBe('75275.29/14714.71');
    expect(bookOf(t, 'BTC_USDT').bids).toEqual(['49000.00 x 0.30000']);
  });

  it('a market sell fills against the bid; the maker buy becomes partial', async () => {
    const res = await seller.place({ symbol: 'BTC_USDT', side: 'sell', type: 'market', quantity: '0.1' });
    expect(res.data).toMatchObject({ status: 'filled', deal_quantity: '0.1', deal_amount: '4900', fee: '4.9', tif: 'IOC', price: null });
    expect(await seller.balance('USDT')).toBe('14885.1/0');
    expect(await seller.balance('BTC')).toBe('0.4/0.3');
    expect(await buyer.balance('USDT')).toBe('75275.29/9809.81');
    expect(await buyer.balance('BTC')).toBe('0.3/0');
    expect(bookOf(t, 'BTC_USDT').bids).toEqual(['49000.00 x 0.20000']);
  });

  it('cancelling returns what the order still holds and ends it as cancelled', async () => {
    const res = await buyer.cancel(restingBuy);
    expect(res.code).toBe(200);
    expect(res.msg).toBe('Order cancelled');
    expect(res.data).toMatchObject({ status: 'cancelled', deal_quantity: '0.1', fee: '4.9' });
    expect(await buyer.balance('USDT')).toBe('85085.1/0');
    expect(bookOf(t, 'BTC_USDT').bids).toEqual([]);
    expect(await feesBalance(t, 'USDT')).toBe('29.8/0');
  });

  it('current and history list the orders; the audit is clean', async () => {
    const current = await seller.call('/api/spot/order/current', {});
    expect(current.data.list.map((o: any) => o.id)).toEqual([restingSell]);
    const history = await buyer.call('/api/spot/order/history', { days: 3 });
    expect(history.data.total).toBe(2);
    expect(history.data.list.map((o: any) => o.status)).toEqual(['cancelled', 'filled']);
    const sells = await buyer.call('/api/spot/order/history', { days: 3, side: 'sell' });
    expect(sells.data.total).toBe(0);
    expect(await auditMessages(t)).toEqual([]);
  });

  it('balances for the order form: both currencies and the fees', async () => {
    const res = await seller.call('/api/spot/balances', { symbol: 'BTC_USDT' });
    expect(res.data).toEqual({
      base: { currency: 'BTC', available: '0.4', frozen: '0.3' },
      quote: { currency: 'USDT', available: '14885.1', frozen: '0' },
      maker_fee: '0.001',
      taker_fee: '0.001',
    });
  });
});
