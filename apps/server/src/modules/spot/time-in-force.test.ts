import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { auditMessages, bookOf, feesBalance, newTrader, type Trader } from './test-kit';

/** IOC, FOK, post-only and market orders on ETH_USDT (tick 0.01, step 0.0001, 0.1% fees). */
describe('time in force and market orders', () => {
  let t: TestApp;
  let maker: Trader;
  let taker: Trader;
  beforeAll(async () => {
    t = await createTestApp();
    maker = await newTrader(t, { ETH: '3' });
    taker = await newTrader(t, { USDT: '10000' });
    await maker.place({ symbol: 'ETH_USDT', side: 'sell', type: 'limit', price: '3000', quantity: '1' });
    await maker.place({ symbol: 'ETH_USDT', side: 'sell', type: 'limit', price: '3010', quantity: '1' });
  }, 180_000);
  afterAll(() => t.close());

  it('IOC trades what it can at its limit and cancels the rest', async () => {
    const res = await taker.place({ symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '3005', quantity: '1.5', tif: 'IOC' });
    expect(res.data).toMatchObject({ status: 'cancelled', tif: 'IOC', deal_quantity: '1', deal_amount: '3000', fee: '3' });
    expect(await taker.balance('USDT')).toBe('6997/0');
    expect(await taker.balance('ETH')).toBe('1/0');
    expect(bookOf(t, 'ETH_USDT')).toEqual({ bids: [], asks: ['3010.00 x 1.0000'] });
  });

  it('FOK that cannot fill in full is refused and changes nothing', async () => {
    const res = await taker.place({ symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '3010', quantity: '2', tif: 'FOK' });
    expect(res).toMatchObject({ code: 4013, data: null });
    expect(await taker.balance('USDT')).toBe('6997/0');
    expect(bookOf(t, 'ETH_USDT').asks).toEqual(['3010.00 x 1.0000']);
  });

  it('FOK that can fill does so at once', async () => {
    const res = await taker.place({ symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '3010', quantity: '1', tif: 'FOK' });
    expect(res.data).toMatchObject({ status: 'filled', deal_amount: '3010', fee: '3.01' });
    expect(await taker.balance('USDT')).toBe('3983.99/0');
    expect(await maker.balance('USDT')).toBe('6003.99/0');
  });

  it('post-only that would cross is refused; below the ask it rests', async () => {
    await maker.place({ symbol: 'ETH_USDT', side: 'sell', type: 'limit', price: '3020', quantity: '1' });
    const crossing = await taker.place({ symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '3020', quantity: '0.01', tif: 'POST_ONLY' });
    expect(crossing).toMatchObject({ code: 4012, data: null });
    expect(await taker.balance('USDT')).toBe('3983.99/0');
    const resting = await taker.place({ symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '3019.99', quantity: '0.01', tif: 'POST_ONLY' });
    expect(resting.data).toMatchObject({ status: 'waiting', tif: 'POST_ONLY' });
    // 30.1999 + 0.1% fee, rounded up to cents.
    expect(await taker.balance('USDT')).toBe('3953.75/30.24');
  });

  it('a market buy by amount spends at most the amount, fee included', async () => {
    const res = await taker.place({ symbol: 'ETH_USDT', side: 'buy', type: 'market', amount: '1000' });
    // (1000 - 1e-8) / 1.001 buys 0.3307 ETH at 3020: 998.714 plus a 0.998714 fee.
    expect(res.data).toMatchObject({ status: 'filled', amount: '1000', quantity: null, deal_quantity: '0.3307', deal_amount: '998.714', fee: '0.998714' });
    expect(await taker.balance('USDT')).toBe('2954.037286/30.24');
    expect(await taker.balance('ETH')).toBe('2.3307/0');
  });

  it('a market buy by quantity freezes the cost of the asks and returns the rest', async () => {
    const res = await taker.place({ symbol: 'ETH_USDT', side: 'buy', type: 'market', quantity: '0.5' });
    expect(res.data).toMatchObject({ status: 'filled', deal_quantity: '0.5', deal_amount: '1510', fee: '1.51' });
    expect(await taker.balance('USDT')).toBe('1442.527286/30.24');
  });

  it('a market buy larger than the book fills what there is and cancels the rest', async () => {
    const res = await taker.place({ symbol: 'ETH_USDT', side: 'buy', type: 'market', quantity: '1' });
    expect(res.data).toMatchObject({ status: 'cancelled', deal_quantity: '0.1693' });
    expect(bookOf(t, 'ETH_USDT').asks).toEqual([]);
    expect(await taker.balance('ETH')).toBe('3/0');
    const empty = await taker.place({ symbol: 'ETH_USDT', side: 'buy', type: 'market', amount: '100' });
    expect(empty).toMatchObject({ code: 4011, msg: 'There are no orders to trade against right now' });
  });

  it('money is conserved and the audit is clean', async () => {
    const [tu, mu, fu] = await Promise.all([taker.balance('USDT'), maker.balance('USDT'), feesBalance(t, 'USDT')]);
    const total = [tu, mu, fu].map((s) => s.split('/').map(Number)).flat().reduce((a, b) => a + b, 0);
    expect(Math.round(total * 1e6) / 1e6).toBe(10000);
    expect(await auditMessages(t)).toEqual([]);
  });
});
