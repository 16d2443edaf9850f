import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candle, DepthSnapshot, TradePrint } from '@aurelix/shared/schemas/spot';
import type { MarketTick } from '@aurelix/shared/ticker';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { Decimal } from '../../lib/decimal';
import { MARKET_MAKER_ACCOUNT, MARKET_TAKER_ACCOUNT } from './seed';
import { createMarketMaker, type MakerPair, type MarketMaker } from './service';

let t: TestApp;
let maker: MarketMaker;
let ids: { maker: number; taker: number };
const btc: MakerPair = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  hot: true,
  quoteUsdt: new Decimal(1),
  tickSize: new Decimal('0.01'),
  stepSize: new Decimal('0.00001'),
  minQty: new Decimal('0.00001'),
  minNotional: new Decimal('5'),
};

beforeAll(async () => {
  // MARKET_MAKER stays off (the default in tests): the test drives the maker by hand.
  t = await createTestApp();
  ids = {
    maker: await t.app.services.auth.userIdByAccount(MARKET_MAKER_ACCOUNT),
    taker: await t.app.services.auth.userIdByAccount(MARKET_TAKER_ACCOUNT),
  };
  maker = createMarketMaker({
    port: t.app.services.spot,
    ledger: t.app.services.ledger,
    indexPrice: (symbol) => t.app.services.market.tickers.indexPrice(symbol),
    pairs: [btc],
    makerId: ids.maker,
    takerId: ids.taker,
    log: { warn: () => {}, info: () => {} },
    seed: 'test',
    clock: t.app.services.clock.nowMs,
    options: { tradeEveryMs: 0 },
  });
});
afterAll(() => t.close());

const depth = async () => (await t.post<DepthSnapshot>('/api/market/depth', { symbol: 'BTC_USDT', limit: 100 })).body.data;

describe('market maker with the real spot order flow', () => {
  it('is funded at first start through the ledger', async () => {
    for (const userId of [ids.maker, ids.taker]) {
      const usdt = await t.app.services.ledger.balance(userId, 'spot', 'USDT');
      const btcBalance = await t.app.services.ledger.balance(userId, 'spot', 'BTC');
      expect(new Decimal(usdt.available).gt(1_000_000)).toBe(true);
      // BTC is a hot pair: 2,000,000 USDT of it, so the book can hold several BTC near the index.
      expect(new Decimal(btcBalance.available).times(96500).toNumber()).toBeCloseTo(2_000_000, -2);
    }
  });

  it('keeps the book two-sided around the index price and requotes only what moved', async () => {
    await maker.quote(btc);
    const book = await depth();
    expect(book.bids.length).toBeGreaterThanOrEqual(10);
    expect(book.asks.length).toBeGreaterThanOrEqual(10);
    const [bestBid, bestAsk] = [new Decimal(book.bids[0]![0]), new Decimal(book.asks[0]![0])];
    expect(bestBid.lt(96500) && bestAsk.gt(96500) && bestBid.lt(bestAsk)).toBe(true);
    // A book as deep as a big exchange's: a spread of a few ticks, several BTC within 0.5% a side.
    const index = new Decimal(t.app.services.market.tickers.indexPrice('BTC_USDT')!);
    expect(bestAsk.minus(bestBid).lte('0.03')).toBe(true);
    const within = (levels: [string, string][], inside: (p: Decimal) => boolean) =>
      levels.filter(([p]) => inside(new Decimal(p))).reduce((sum, [, q]) => sum.plus(q), new Decimal(0));
    expect(within(book.bids, (p) => p.gte(index.times(0.995))).gte(3)).toBe(true);
    expect(within(book.asks, (p) => p.lte(index.times(1.005))).gte(3)).toBe(true);
    const open = await t.app.services.spot.openOrders(ids.maker, 'BTC_USDT');
    await maker.quote(btc);
    // Same index price: nothing to change, the orders keep their place in the queue.
    expect((await t.app.services.spot.openOrders(ids.maker, 'BTC_USDT')).map((o) => o.id).sort()).toEqual(open.map((o) => o.id).sort());
  });

  it('trades against its quotes from the taker account, so trades, tickers and candles move', async () => {
    for (let i = 0; i < 6; i++) await maker.trade(btc);
    const trades = (await t.post<{ list: TradePrint[] }>('/api/market/trades', { symbol: 'BTC_USDT' })).body.data.list;
    expect(trades.length).toBeGreaterThanOrEqual(6);
    const tick = (await t.post<MarketTick>('/api/market/ticker', { symbol: 'BTC_USDT' })).body.data;
    expect(tick.count).toBe(trades.length);
    const candles = (await t.post<{ list: Candle[] }>('/api/market/kline', { symbol: 'BTC_USDT', interval: '1min' })).body.data.list;
    expect(candles.at(-1)!.vol).not.toBe('0');
    // Requoting after the fills puts the book back to two sides of full depth.
    await maker.quote(btc);
    const book = await depth();
    expect(book.bids.length >= 10 && book.asks.length >= 10).toBe(true);
  });

  it('never puts more than its share of holdings on the book, and no balance goes below zero', async () => {
    for (const userId of [ids.maker, ids.taker])
      for (const currency of ['USDT', 'BTC']) {
        const b = await t.app.services.ledger.balance(userId, 'spot', currency);
        expect(new Decimal(b.available).gte(0) && new Decimal(b.frozen).gte(0)).toBe(true);
      }
    const usdt = await t.app.services.ledger.balance(ids.maker, 'spot', 'USDT');
    const total = new Decimal(usdt.available).plus(usdt.frozen);
    expect(new Decimal(usdt.frozen).lte(total.times(0.41))).toBe(true);
  });
});
