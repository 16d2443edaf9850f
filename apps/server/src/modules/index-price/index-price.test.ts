import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexSnapshot, type IndexSnapshot } from '@aurelix/shared/schemas/market';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { AdjustableClock } from '../../lib/clock';
import { Decimal } from '../../lib/decimal';
import { newTrader } from '../spot/test-kit';
import { startExchangeFixture, type ExchangeFixture } from './test-exchanges';

/**
 * Issue 26 item 1: the index every product reads comes from external spot markets (Binance, OKX and
 * Kraken on a loopback fixture, through ccxt's real HTTP path), with this exchange's book held within
 * its bound, and can be checked by anyone through POST /api/market/index.
 */
let fx: ExchangeFixture;
let t: TestApp;
const EXCHANGES = ['binance', 'okx', 'kraken'] as const;
const BTC = { binance: '96500.2', okx: '96510.2', kraken: '96490.2' };
const ETH = { binance: '3500', okx: '3501', kraken: '3499' };

const quoteAll = (symbol: string, prices: Record<(typeof EXCHANGES)[number], string>) => {
  for (const id of EXCHANGES) fx.quote(id, symbol, { bid: prices[id], ask: prices[id] });
};
const clock = () => t.app.services.clock as AdjustableClock;
const index = () => t.app.services.index;
/** One round as the timers run it: ask every exchange, then compute at the clock's instant. */
const refresh = async () => {
  await index().poll();
  index().tick(clock().nowMs());
};
const snapshot = async (symbol: string) => {
  const { body } = await t.post<IndexSnapshot>('/api/market/index', { symbol });
  expect(body.code, body.msg).toBe(200);
  return indexSnapshot.parse(body.data);
};

beforeAll(async () => {
  fx = await startExchangeFixture();
  quoteAll('BTC/USDT', BTC);
  quoteAll('ETH/USDT', ETH);
  // The book weighs more than the three exchanges together here, so only its bound holds it back.
  t = await createTestApp({
    INDEX_SOURCES: fx.sources({ binance: 3, okx: 2, kraken: 1 }),
    INDEX_BOOK_WEIGHT: '10',
  });
  // The test moves the index itself: the timers would interleave their own rounds.
  index().stop();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fx?.close();
});

describe('POST /api/market/index', () => {
  it('answers the weighted median of the exchanges with every source, and every product reads that price', async () => {
    const s = await snapshot('btc_usdt');
    expect(s).toMatchObject({
      symbol: 'BTC_USDT',
      index: '96500.20',
      basis: 'sources',
      sources: [
        { name: 'binance', price: '96500.2', weight: '3', used: true, reason: null },
        { name: 'okx', price: '96510.2', weight: '2', used: true, reason: null },
        { name: 'kraken', price: '96490.2', weight: '1', used: true, reason: null },
        // Nothing rests on the book of a fresh test database.
        { name: 'book', price: null, weight: '10', used: false, reason: 'no_quote' },
      ],
    });
    expect(s.ts).toBeLessThanOrEqual(clock().nowMs());
    expect(t.app.services.market.tickers.indexPrice('BTC_USDT')).toBe('96500.20');
    expect((await t.post('/api/market/ticker', { symbol: 'BTC_USDT' })).body.data.index_price).toBe(
      '96500.20',
    );
    expect(t.app.services.second.indexNow('BTC_USDT')).toBe('96500.2');
    // Each exchange was asked through its own public API, on loopback.
    expect(fx.requests()).toEqual(
      expect.arrayContaining([
        'GET /binance/api/v3/exchangeInfo',
        'GET /okx/api/v5/market/tickers?instType=SPOT',
        'GET /kraken/0/public/Ticker?pair=XBTUSDT%2CETHUSDT',
      ]),
    );
  });

  it('answers an unknown pair with code 1001 and a malformed one with a validation error', async () => {
    expect((await t.post('/api/market/index', { symbol: 'NOPE_USDT' })).body.code).toBe(1001);
    const bad = await t.post('/api/market/index', { symbol: 'BTC_USDT', extra: 1 });
    expect(bad.body.code).not.toBe(200);
    expect(bad.status).toBe(200);
  });
});

describe('sources of the index', () => {
  it('drops an exchange more than 3% from the others, and one whose last quote is older than 10 s', async () => {
    fx.quote('okx', 'BTC/USDT', { bid: '99999', ask: '100001' });
    await refresh();
    const outlier = await snapshot('BTC_USDT');
    expect(outlier.sources[1]).toMatchObject({
      name: 'okx',
      price: '100000',
      used: false,
      reason: 'outlier',
    });
    // binance 96500.2 (3) and kraken 96490.2 (1): binance holds three quarters of the weight.
    expect(outlier.index).toBe('96500.20');

    fx.quote('okx', 'BTC/USDT', { bid: BTC.okx, ask: BTC.okx });
    fx.down('binance');
    clock().advance(11_000);
    await refresh();
    const stale = await snapshot('BTC_USDT');
    expect(stale.sources[0]).toMatchObject({
      name: 'binance',
      price: '96500.2',
      used: false,
      reason: 'stale',
    });
    // okx 96510.2 (2) and kraken 96490.2 (1).
    expect(stale.index).toBe('96510.20');
    fx.up('binance');
    // The timers' next second: every change below is a second after the one before, so each is recorded.
    clock().advance(1000);
    await refresh();
    expect((await snapshot('BTC_USDT')).index).toBe('96500.20');
  });

  it("holds the exchange's own book within 0.1% of the external median, however far a user trades it", async () => {
    const before = new Decimal((await snapshot('ETH_USDT')).index);
    expect(before.toFixed()).toBe('3500');
    // 8% above the index: inside the pair's 10% price band, far outside anything the exchanges show.
    const far = before.times('1.08').toFixed(2);
    const seller = await newTrader(t, { ETH: '10' });
    const buyer = await newTrader(t, { USDT: '100000' });
    expect(
      (await seller.place({ symbol: 'ETH_USDT', side: 'sell', type: 'limit', price: far, quantity: '1' }))
        .code,
    ).toBe(200);
    expect(
      (await buyer.place({ symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: far, quantity: '1' })).code,
    ).toBe(200);
    // The tick of the second of the trade: the book's average starts from the index in force.
    index().tick(clock().nowMs());
    expect((await snapshot('ETH_USDT')).index).toBe('3500.00');
    // Long enough for the book's average to reach the print; the exchanges keep quoting.
    clock().advance(600_000);
    await refresh();
    const after = await snapshot('ETH_USDT');
    expect(after.sources[3]).toMatchObject({ name: 'book', price: '3503.5', used: true, reason: 'bounded' });
    expect(after.index).toBe('3503.50');
    expect(new Decimal(after.index).minus(before).div(before).toNumber()).toBeLessThanOrEqual(0.001);
  });

  it('falls back to the book when every exchange is stale, and goes back to them when they answer', async () => {
    for (const id of EXCHANGES) fx.down(id);
    clock().advance(11_000);
    await refresh();
    const fallback = await snapshot('ETH_USDT');
    expect(fallback.basis).toBe('book');
    expect(fallback.sources.slice(0, 3).map((s) => s.reason)).toEqual(['stale', 'stale', 'stale']);
    // The book's average has reached its last trade, 8% above where the exchanges were.
    expect(fallback.index).toBe('3780.00');
    expect(fallback.sources[3]).toMatchObject({ name: 'book', used: true, reason: null });
    // A pair nobody has traded here holds its last index.
    expect(await snapshot('BTC_USDT')).toMatchObject({ basis: 'held', index: '96500.20' });

    for (const id of EXCHANGES) fx.up(id);
    clock().advance(1000);
    await refresh();
    expect(await snapshot('ETH_USDT')).toMatchObject({ basis: 'sources', index: '3503.50' });
  });

  it('records each change with its sources, at most one a second per pair', async () => {
    await index().idle();
    const ticks = await index().recorded('BTC_USDT', 0);
    expect(ticks.map((x) => x.index)).toEqual(['96500.2', '96510.2', '96500.2']);
    expect(ticks[1]!.sources[0]).toEqual({
      name: 'binance',
      price: '96500.2',
      weight: '3',
      used: false,
      reason: 'stale',
    });
    for (let i = 1; i < ticks.length; i++)
      expect(ticks[i]!.ts - ticks[i - 1]!.ts).toBeGreaterThanOrEqual(1000);
    const eth = await index().recorded('ETH_USDT', 0);
    // Binance's stale spell moved ETH too (okx 3501 outweighs kraken 3499).
    expect(eth.map((x) => x.index)).toEqual(['3500', '3501', '3500', '3503.5', '3780', '3503.5']);
  });

  it('keeps recorded ticks for INDEX_HISTORY_HOURS (48) and prunes older ones', async () => {
    const last = (await index().recorded('ETH_USDT', 0)).at(-1)!;
    clock().advance(47 * 3_600_000);
    expect(await index().prune()).toBe(0);
    clock().set(new Date(last.ts + 48 * 3_600_000 + 1));
    expect(await index().prune()).toBeGreaterThan(0);
    expect(await index().recorded('ETH_USDT', 0)).toEqual([]);
    expect(await index().recorded('BTC_USDT', 0)).toEqual([]);
  });
});

describe('a production server', () => {
  it('runs no demo walk: its index comes from the exchanges and the book only', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      DEMO_MARKET: '0',
      MARKET_MAKER: '0',
      INDEX_SOURCES: fx.sources({ binance: 1, kraken: 1 }),
    });
    try {
      expect(prod.app.services.index.demoWalk).toBeUndefined();
      const { body } = await prod.post<IndexSnapshot>('/api/market/index', { symbol: 'BTC_USDT' });
      expect(body.data.sources.map((s) => s.name)).toEqual(['binance', 'kraken', 'book']);
      expect(body.data.index).toBe('96495.20');
    } finally {
      await prod.close();
    }
  }, 120_000);
});
