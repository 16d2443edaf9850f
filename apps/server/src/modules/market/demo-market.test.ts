import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexTick, marketTick } from '@aurelix/shared/schemas/market';
import type { MarketTick } from '@aurelix/shared/ticker';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { normalizeDecimal } from '../../lib/decimal';
import { connectClient, urlOf, type TestClient } from '../realtime/test-client';
import { newTrader } from '../spot/test-kit';

let t: TestApp;
let client: TestClient | undefined;
beforeAll(async () => {
  // The oracle's ticks on their own: the market maker has its own tests (market-maker/).
  t = await createTestApp({ DEMO_MARKET: '1', MARKET_MAKER: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // First start backfills 30 days of candles for every pair: slower than other apps to build.
}, 180_000);
afterAll(async () => {
  client?.close();
  await t.close();
});

describe('the demo market (DEMO_MARKET=1)', () => {
  it("starts each contract's chart from its pair's history, kept apart from spot's", async () => {
    const spot = (await t.post<{ list: { time: number; close: string }[] }>('/api/market/kline', { symbol: 'BTC_USDT', interval: '1day', limit: 40 })).body.data.list;
    const futures = (await t.post<{ list: { time: number; close: string }[] }>('/api/futures/kline', { symbol: 'BTC_USDT', interval: '1day', limit: 40 })).body.data.list;
    expect(spot.length).toBeGreaterThanOrEqual(30);
    // The backfilled days are the same; the open day's candle is each book's own.
    expect(futures.slice(0, -1).map((c) => c.time)).toEqual(spot.slice(0, -1).map((c) => c.time));
  });

  it("gives each contract 24h figures from the same candles its chart draws, before any trade", async () => {
    const now = t.app.services.clock.nowMs();
    const minutes = (await t.post<{ list: { time: number; high: string; low: string; vol: string }[] }>('/api/futures/kline', { symbol: 'BTC_USDT', interval: '15min', limit: 200, end: now })).body.data.list
      .filter((c) => c.time >= now - 86_400_000 + 900_000 && c.time + 900_000 <= now);
    const contract = (await t.post<{ list: { symbol: string; high_24h: string | null; low_24h: string | null; volume_24h: string }[] }>('/api/futures/contracts', {})).body.data.list.find((c) => c.symbol === 'BTC_USDT')!;
    expect(minutes.length).toBeGreaterThan(90);
    const chartHigh = Math.max(...minutes.map((c) => Number(c.high)));
    const chartLow = Math.min(...minutes.map((c) => Number(c.low)));
    // The chart's finished candles of the last day lie within the contract's 24h high and low.
    expect(contract.high_24h).not.toBeNull();
    expect(Number(contract.high_24h)).toBeGreaterThanOrEqual(chartHigh);
    expect(Number(contract.low_24h)).toBeLessThanOrEqual(chartLow);
    expect(Number(contract.volume_24h)).toBeGreaterThan(1);
  });

  it("lists the ended demo ICO project's pair, so its winners' tokens have a market", async () => {
    const pairs = (await t.post<{ list: { symbol: string }[] }>('/api/pair_list', {})).body.data.list;
    expect(pairs.map((p) => p.symbol)).toContain('ORBX_USDT');
    const depth = await t.post('/api/market/depth', { symbol: 'ORBX_USDT', limit: 5 });
    expect(depth.body.code).toBe(200);
  });

  it('pushes 24h ticks and contract index ticks every second', async () => {
    client = await connectClient(urlOf(t.app));
    await client.sub(['btc_usdt_tick', 'btc_usdt_future_index_tick', 'trx_usdt_tick']);
    const tick = await client.waitFor((p) => p.channel === 'btc_usdt_tick', 'BTC tick');
    expect(marketTick.parse(tick.data)).toEqual(tick.data);
    const data = tick.data as MarketTick;
    expect(data.pair).toBe('BTC_USDT');
    expect(data.count).toBeGreaterThan(0);
    expect(data.open).not.toBe(data.close);
    const index = await client.waitFor((p) => p.channel === 'btc_usdt_future_index_tick', 'BTC index tick');
    expect(indexTick.parse(index.data)).toMatchObject({ pair: 'BTC_USDT' });
    await client.waitFor((p) => p.channel === 'trx_usdt_tick', 'TRX tick');
  });

  it('answers REST tickers from the same live statistics', async () => {
    const { body } = await t.post<{ list: MarketTick[] }>('/api/market/tickers');
    const btc = body.data.list.find((x) => x.pair === 'BTC_USDT')!;
    expect(btc.count).toBeGreaterThan(0);
    expect(Number(btc.high)).toBeGreaterThanOrEqual(Number(btc.low));
  });

  it('takes its index from the demo walk (with the book), as POST /api/market/index shows', async () => {
    const { body } = await t.post('/api/market/index', { symbol: 'BTC_USDT' });
    expect(body.data).toMatchObject({ symbol: 'BTC_USDT', basis: 'sources', sources: [{ name: 'demo', weight: '1', used: true }, { name: 'book' }] });
    expect(t.app.services.index.demoWalk).toBeDefined();
  });

  it('keeps currencies.price current for /api/currency_list', async () => {
    const { tickers } = t.app.services.market;
    // Stop the clocks, so the index cannot move between saving and reading it back.
    await tickers.stop();
    t.app.services.index.stop();
    tickers.publishTicks(Date.now() + 1000);
    await tickers.saveReferencePrices();
    const { body } = await t.post<{ list: { symbol: string; price: string }[] }>('/api/currency_list');
    const price = (symbol: string) => body.data.list.find((c) => c.symbol === symbol)!.price;
    expect(price('BTC')).toBe(normalizeDecimal(tickers.indexPrice('BTC_USDT')!));
    expect(price('BTC')).not.toBe('96500');
    expect(price('DOGE')).toBe(normalizeDecimal(tickers.indexPrice('DOGE_USDT')!));
    expect(price('USDT')).toBe('1');
  });
});

describe('first start with the demo market', () => {
  it('has backfilled 30 days of candles for every interval', async () => {
    const daily = await t.post<{ list: { time: number; close: string }[] }>('/api/market/kline', {
      symbol: 'BTC_USDT',
      interval: '1day',
      limit: 100,
    });
    expect(daily.body.data.list).toHaveLength(31);
    for (const interval of ['1min', '5min', '15min', '30min', '60min', '1week', '1mon'] as const) {
      const { body } = await t.post<{ list: unknown[] }>('/api/market/kline', { symbol: 'ETH_USDT', interval, limit: 1000 });
      expect(body.data.list.length, interval).toBeGreaterThan(interval === '1mon' ? 1 : 4);
    }
  });
});

describe('price protection against the oracle index', () => {
  it("refuses a limit price beyond the pair's band around the index, in the user's language, and places one inside it", async () => {
    const trader = await newTrader(t, { USDT: '100000' });
    const index = Number(t.app.services.market.tickers.indexPrice('BTC_USDT'));
    const far = await t.post('/api/spot/order/place', { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: (index * 5).toFixed(2), quantity: '0.01' }, { token: trader.token, lang: 'de_DE' });
    expect(far.body).toMatchObject({ code: 4021, msg: 'Der Preis weicht zu stark vom Indexpreis dieses Paares ab' });
    expect(await trader.balance('USDT')).toBe('100000/0');
    // 5% under the index is inside the default band of 10%.
    const near = await trader.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: (index * 0.95).toFixed(2), quantity: '0.01' });
    expect(near.code).toBe(200);
  });
});
