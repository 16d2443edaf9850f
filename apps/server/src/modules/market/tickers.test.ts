import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickerRow } from '@aurelix/shared/schemas/market';
import type { MarketTick } from '@aurelix/shared/ticker';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/market/tickers and /api/market/ticker (DEMO_MARKET=0)', () => {
  it('answers a tick for every pair at the seeded price with no change', async () => {
    const pairs = (await t.post('/api/pair_list')).body.data.list as { symbol: string }[];
    for (const body of [undefined, {}]) {
      const { status, body: res } = await t.post<{ list: MarketTick[] }>('/api/market/tickers', body);
      expect(status).toBe(200);
      expect(res.code).toBe(200);
      expect(res.data.list.map((x) => x.pair)).toEqual(pairs.map((p) => p.symbol));
      for (const tick of res.data.list) expect(tickerRow.parse(tick)).toEqual(tick);
    }
    const { body } = await t.post<{ list: MarketTick[] }>('/api/market/tickers');
    expect(body.data.list.find((x) => x.pair === 'BTC_USDT')).toEqual({
      pair: 'BTC_USDT',
      close: '96500.00',
      open: '96500.00',
      high: '96500.00',
      low: '96500.00',
      increase: '0.0000',
      vol: '0.00000',
      amount: '0.00',
      count: 0,
      index_price: '96500.00',
      // close x the seeded circulating supply of 19,800,000 BTC.
      market_cap: '1910700000000.00',
    });
  });

  it('answers one pair by symbol, in any case', async () => {
    const { body } = await t.post<MarketTick>('/api/market/ticker', { symbol: 'eth_usdt' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ pair: 'ETH_USDT', close: '3400.00', increase: '0.0000' });
  });

  it('refuses an unknown pair, a malformed symbol and unknown fields', async () => {
    const unknown = await t.post('/api/market/ticker', { symbol: 'NOPE_USDT' }, { lang: 'de_DE' });
    expect(unknown.body).toEqual({ code: 1001, msg: 'Dieses Handelspaar existiert nicht', data: null });
    expect((await t.post('/api/market/ticker', { symbol: 'BTC USDT' })).body.code).toBe(400);
    expect((await t.post('/api/market/ticker', {})).body.code).toBe(400);
    expect((await t.post('/api/market/ticker', { symbol: 'BTC_USDT', x: 1 })).body.code).toBe(400);
    expect((await t.post('/api/market/tickers', { page: 1 })).body.code).toBe(400);
  });
});
