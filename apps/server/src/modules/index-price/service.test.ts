import { describe, expect, it } from 'vitest';
import { Decimal } from '../../lib/decimal';
import { createTickerService } from '../market/ticker-service';
import type { MarketPair } from '../market/ticker-source';
import type { BookTop } from './book-price';
import { createDemoFeed, type FeedQuote, type PriceFeed } from './feeds';
import type { RecordedTick } from './repository';
import { createIndexService } from './service';

const NOW = 1_800_000_000_000;

function pair(symbol: string, referencePrice: string, tickSize = '0.01'): MarketPair {
  const [left, right] = symbol.split('_') as [string, string];
  return {
    symbol,
    left,
    right,
    contract: true,
    hot: true,
    tickSize: new Decimal(tickSize),
    pricePrecision: new Decimal(tickSize).decimalPlaces(),
    qtyPrecision: 6,
    amountPrecision: 2,
    referencePrice: new Decimal(referencePrice),
    quoteUsdt: new Decimal(1),
  };
}
const PAIRS = [pair('BTC_USDT', '96500'), pair('ETH_USDT', '3500')];

/** A feed whose quotes the test sets. */
function fakeFeed(name: string, weight: number) {
  const quotes = new Map<string, FeedQuote>();
  const feed: PriceFeed = { name, weight: new Decimal(weight), quote: (p) => quotes.get(p.symbol) };
  return {
    feed,
    set: (symbol: string, price: string, time: number) =>
      quotes.set(symbol, { price: new Decimal(price), time }),
  };
}

function harness(feeds: PriceFeed[], book: Record<string, BookTop> = {}) {
  const recorded: RecordedTick[][] = [];
  const changes: string[] = [];
  const service = createIndexService({
    onBasisChange: (symbol, from, to) => changes.push(`${symbol} ${from} -> ${to}`),
    feeds,
    bookTop: (symbol) => book[symbol] ?? {},
    bookWeight: new Decimal(1),
    record: async (ticks) => void recorded.push([...ticks]),
    log: (err) => {
      throw err;
    },
  });
  return { service, recorded, changes };
}

describe('the demo walk', () => {
  it('is not derivable from the start time: two walks started at the same instant move differently', () => {
    const a = createDemoFeed(PAIRS, NOW);
    const b = createDemoFeed(PAIRS, NOW);
    const path = (feed: ReturnType<typeof createDemoFeed>) =>
      [1, 2, 3, 60].map((s) => feed.quote(PAIRS[0]!, NOW + s * 1000)!.price.toFixed());
    expect(path(a)).not.toEqual(path(b));
  });

  it("is not derivable from the start time in market data's demo tickers either", async () => {
    const platform = {
      pairList: async () => ({
        list: [
          {
            symbol: 'BTC_USDT',
            left_symbol: 'BTC',
            right_symbol: 'USDT',
            is_hot: 1,
            contract_status: 1,
            tick_size: '0.01',
            price_precision: 2,
            qty_precision: 6,
          },
        ],
      }),
      currencyList: async () => ({
        list: [
          { symbol: 'BTC', price: '96500', precision: 8 },
          { symbol: 'USDT', price: '1', precision: 2 },
        ],
      }),
    };
    // Two servers started at the same clock instant, no seed given.
    const tickers = () =>
      createTickerService({
        platform: platform as never,
        repo: { supplies: async () => new Map(), setReferencePrices: async () => undefined } as never,
        realtime: { publish: () => undefined },
        log: { error: () => undefined } as never,
        demo: true,
        indexPrice: () => undefined,
        saveReferencePrices: false,
        clock: () => NOW,
      });
    const [x, y] = [tickers(), tickers()];
    await Promise.all([x.start(), y.start()]);
    x.publishTicks(NOW + 60_000);
    y.publishTicks(NOW + 60_000);
    expect(x.tick('BTC_USDT').close).not.toBe(y.tick('BTC_USDT').close);
    await Promise.all([x.stop(), y.stop()]);
  });

  it('is what the index follows with the demo market on', () => {
    const demo = createDemoFeed([], NOW);
    const { service } = harness([demo]);
    service.start(PAIRS, NOW, []);
    service.tick(NOW + 5000);
    expect(service.snapshot('BTC_USDT')).toMatchObject({
      basis: 'sources',
      sources: [{ name: 'demo', used: true }, { name: 'book' }],
    });
    expect(service.indexPrice('BTC_USDT')).toBe(demo.walk.priceAt('BTC_USDT', NOW + 5000).toFixed(2));
  });
});

describe('the index service', () => {
  it('starts from the last recorded index, else the reference price, and records each change at most once a second', async () => {
    const binance = fakeFeed('binance', 3);
    const { service, recorded } = harness([binance.feed]);
    service.start(PAIRS, NOW, [{ symbol: 'BTC_USDT', time: NOW - 5000, index: '96400.000000000000000000' }]);
    service.tick(NOW);
    expect(service.snapshot('BTC_USDT')).toMatchObject({ index: '96400.00', basis: 'held' });
    expect(service.indexPrice('ETH_USDT')).toBe('3500.00');
    // Held at the recorded value: nothing new for BTC; ETH's first index is recorded.
    await service.idle();
    expect(recorded.flat().map((t) => t.symbol)).toEqual(['ETH_USDT']);

    binance.set('BTC_USDT', '96500.123', NOW + 200);
    service.tick(NOW + 200);
    expect(service.indexPrice('BTC_USDT')).toBe('96500.12');
    binance.set('BTC_USDT', '96501', NOW + 700);
    service.tick(NOW + 700);
    expect(service.indexPrice('BTC_USDT')).toBe('96501.00');
    service.tick(NOW + 1200);
    service.tick(NOW + 1300);
    await service.idle();
    const btc = recorded.flat().filter((t) => t.symbol === 'BTC_USDT');
    expect(btc.map((t) => [t.ts, t.index])).toEqual([
      [NOW + 200, '96500.12'],
      [NOW + 1200, '96501.00'],
    ]);
    expect(btc[0]!.sources).toEqual([
      { name: 'binance', price: '96500.123', weight: '3', used: true, reason: null },
      { name: 'book', price: null, weight: '1', used: false, reason: 'no_quote' },
    ]);
  });

  it('tells the operator when a pair stops following the exchanges and when it is back', () => {
    const binance = fakeFeed('binance', 3);
    const { service, changes } = harness([binance.feed], {
      BTC_USDT: { bid: new Decimal('96400'), ask: new Decimal('96402') },
    });
    service.start(PAIRS.slice(0, 1), NOW, []);
    binance.set('BTC_USDT', '96500', NOW);
    service.tick(NOW);
    service.tick(NOW + 10_000);
    expect(changes).toEqual([]);
    service.tick(NOW + 10_001);
    expect(service.snapshot('BTC_USDT')).toMatchObject({
      basis: 'book',
      sources: [{ reason: 'stale' }, { name: 'book', used: true }],
    });
    binance.set('BTC_USDT', '96500', NOW + 12_000);
    service.tick(NOW + 12_000);
    expect(changes).toEqual(['BTC_USDT sources -> book', 'BTC_USDT book -> sources']);
  });

  it('lets an exchange that lacks a pair simply not contribute to it', () => {
    const binance = fakeFeed('binance', 3);
    const okx = fakeFeed('okx', 2);
    const { service } = harness([binance.feed, okx.feed]);
    service.start(PAIRS, NOW, []);
    binance.set('ETH_USDT', '3510', NOW);
    service.tick(NOW);
    expect(service.snapshot('ETH_USDT')).toMatchObject({
      index: '3510.00',
      sources: [
        { name: 'binance', used: true },
        { name: 'okx', used: false, reason: 'no_quote', price: null },
        { name: 'book' },
      ],
    });
  });
});
