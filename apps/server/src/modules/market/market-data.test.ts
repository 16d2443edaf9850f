import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candleList, depthSnapshot, tradeList, type Candle, type DepthSnapshot } from '@aurelix/shared/schemas/spot';
import { tickerRow, type TickerRow } from '@aurelix/shared/schemas/market';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { connectClient, urlOf, type TestClient } from '../realtime/test-client';
import type { SpotTradeRecord } from '../spot/feed';
import { candleOpenTime } from './candles';
import { fakeFeed } from './test-kit';

let t: TestApp;
let client: TestClient | undefined;
const fake = fakeFeed();

const book: DepthSnapshot = {
  symbol: 'BTC_USDT',
  bids: [
    ['96500.37', '0.5'],
    ['96500.01', '0.25'],
    ['96499.99', '1'],
  ],
  asks: [
    ['96500.38', '0.4'],
    ['96501.00', '2'],
    ['96510.01', '0.1'],
  ],
  ts: 1,
};

let nextId = 1;
const print = (price: string, quantity: string, time = Date.now()): SpotTradeRecord => ({
  id: String(nextId++),
  symbol: 'BTC_USDT',
  price,
  quantity,
  amount: String(Number(price) * Number(quantity)),
  side: 'buy',
  time,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.app.services.market.data.connect(fake.feed);
});
afterAll(async () => {
  client?.close();
  await t.close();
});

describe('market data REST calls', () => {
  it('answer the depth aggregated at the precision asked, bids down and asks up', async () => {
    fake.setBook(book);
    const exact = await t.post<DepthSnapshot>('/api/market/depth', { symbol: 'btc_usdt' });
    expect(exact.body.code).toBe(200);
    expect(depthSnapshot.parse(exact.body.data).bids).toEqual([
      ['96500.37', '0.50'],
      ['96500.01', '0.25'],
      ['96499.99', '1.00'],
    ]);
    const coarse = await t.post<DepthSnapshot>('/api/market/depth', { symbol: 'BTC_USDT', precision: '10', limit: 5 });
    expect(coarse.body.data.bids).toEqual([
      ['96500', '0.75'],
      ['96490', '1.00'],
    ]);
    expect(coarse.body.data.asks).toEqual([
      ['96510', '2.4'],
      ['96520', '0.1'],
    ]);
  });

  it('refuse a bad symbol, precision, interval or limit with a translated message, never a 5xx', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/api/market/depth', { symbol: 'NOPE_USDT' }, 'This trading pair does not exist'],
      ['/api/market/depth', { symbol: 'BTC_USDT', precision: '0.05' }, 'Invalid parameters'],
      ['/api/market/depth', { symbol: 'BTC_USDT', precision: '100' }, 'Invalid parameters'],
      ['/api/market/depth', { symbol: 'BTC_USDT', limit: 1000 }, 'Invalid parameters'],
      ['/api/market/trades', { symbol: 'NOPE_USDT' }, 'This trading pair does not exist'],
      ['/api/market/trades', { symbol: 'BTC-USDT' }, 'Invalid parameters'],
      ['/api/market/kline', { symbol: 'BTC_USDT', interval: '2min' }, 'Invalid parameters'],
      ['/api/market/kline', { symbol: 'NOPE_USDT', interval: '1min' }, 'This trading pair does not exist'],
      ['/api/market/kline', { symbol: 'BTC_USDT', interval: '1min', limit: 0 }, 'Invalid parameters'],
    ];
    for (const [url, body, msg] of cases) {
      const res = await t.post(url, body);
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(res.body.code).not.toBe(200);
      expect(res.body.msg).toBe(msg);
    }
    const ja = await t.post('/api/market/kline', { symbol: 'NOPE_USDT', interval: '1min' }, { lang: 'ja_JP' });
    expect(ja.body.msg).toBe('この取引ペアは存在しません');
  });

  it('answer recent trades newest first and build candles and tickers from them', async () => {
    const now = Date.now();
    fake.trade('BTC_USDT', [print('96000', '1', now), print('97000', '0.5', now), print('95000', '2', now)]);
    const trades = await t.post('/api/market/trades', { symbol: 'BTC_USDT', limit: 2 });
    expect(tradeList.parse(trades.body.data).list.map((x) => x.price)).toEqual(['95000', '97000']);

    for (const interval of ['1min', '1day', '1mon'] as const) {
      const res = await t.post<{ list: Candle[] }>('/api/market/kline', { symbol: 'BTC_USDT', interval });
      const list = candleList.parse(res.body.data).list;
      expect(list.at(-1)).toEqual({
        time: candleOpenTime(interval, now),
        open: '96000',
        high: '97000',
        low: '95000',
        close: '95000',
        vol: '3.5',
        amount: '334500',
      });
    }
    const ticker = await t.post<TickerRow>('/api/market/ticker', { symbol: 'BTC_USDT' });
    expect(tickerRow.parse(ticker.body.data)).toMatchObject({
      pair: 'BTC_USDT',
      open: '96000.00',
      close: '95000.00',
      high: '97000.00',
      low: '95000.00',
      vol: '3.50000',
      amount: '334500.00',
      count: 3,
      increase: '-0.0104',
      // BTC's seeded circulating supply is 19,800,000.
      market_cap: '1881000000000.00',
    });
  });

  it('keep candles across a write to the database', async () => {
    await t.app.services.market.data.flush();
    const stored = await t.app.services.market.candles.recent('BTC_USDT', '1week', Date.now(), 10);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.count).toBe(3);
    expect(stored[0]!.vol.toFixed()).toBe('3.5');
  });

  it('keep a candle that closes inside one batch of trades, and tickers follow each batch', async () => {
    const eth = (price: string, quantity: string, time: number) => ({ ...print(price, quantity, time), symbol: 'ETH_USDT' });
    // Two minutes ahead, so no candle of this market is open there yet.
    const first = candleOpenTime('1min', Date.now()) + 2 * 60_000;
    const second = first + 60_000;
    fake.trade('ETH_USDT', [eth('3400', '1', first), eth('3410', '2', first + 1_000), eth('3390', '1', second), eth('3395', '3', second + 5)]);
    const after1 = (await t.post<TickerRow>('/api/market/ticker', { symbol: 'ETH_USDT' })).body.data;
    expect(after1).toMatchObject({ close: '3395.00', high: '3410.00', low: '3390.00', count: 4 });

    fake.trade('ETH_USDT', [eth('3420', '0.5', second + 10)]);
    const after2 = (await t.post<TickerRow>('/api/market/ticker', { symbol: 'ETH_USDT' })).body.data;
    expect(after2).toMatchObject({ close: '3420.00', high: '3420.00', count: 5 });

    await t.app.services.market.data.flush();
    const stored = await t.app.services.market.candles.recent('ETH_USDT', '1min', second + 60_000, 10);
    const byTime = new Map(stored.map((c) => [c.time, c]));
    const closed = byTime.get(first)!;
    expect([closed.open, closed.high, closed.low, closed.close, closed.vol].map((d) => d.toFixed())).toEqual(['3400', '3410', '3400', '3410', '3']);
    expect(closed.count).toBe(2);
    const open = byTime.get(second)!;
    expect([open.open, open.high, open.low, open.close, open.vol].map((d) => d.toFixed())).toEqual(['3390', '3420', '3390', '3420', '4.5']);
    expect(open.count).toBe(3);
  });
});

describe('market data channels', () => {
  it('push the book, new trades and the current candle to subscribers', async () => {
    client = await connectClient(urlOf(t.app));
    const ack = await client.sub(['btc_usdt_depth', 'btc_usdt_trade', 'btc_usdt_kline_1min', 'btc_usdt_kline_1mon']);
    expect(ack.rejected).toEqual([]);
    const bad = await client.sub(['btc_usdt_kline_2min', 'nope_usdt_depth']);
    expect(bad.rejected).toEqual(['btc_usdt_kline_2min', 'nope_usdt_depth']);

    fake.setBook({ ...book, bids: [['96400.00', '3']], ts: 2 });
    const depth = await client.waitFor((p) => p.channel === 'btc_usdt_depth' && (p.data as DepthSnapshot).ts === 2);
    expect((depth.data as DepthSnapshot).bids).toEqual([['96400.00', '3']]);

    fake.trade('BTC_USDT', [print('96100', '0.1'), print('96200', '0.2')]);
    const trade = await client.waitFor((p) => p.channel === 'btc_usdt_trade');
    expect((trade.data as { list: { price: string }[] }).list.map((x) => x.price)).toEqual(['96200', '96100']);
    const kline = await client.waitFor(
      (p) => p.channel === 'btc_usdt_kline_1mon' && (p.data as Candle).close === '96200',
    );
    expect((kline.data as Candle).time).toBe(candleOpenTime('1mon', Date.now()));
  });
});
