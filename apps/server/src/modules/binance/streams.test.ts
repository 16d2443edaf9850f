import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp } from '../auth/test-kit';
import { newTrader, type Trader } from '../spot/test-kit';
import { futuresTrader, pinIndex } from '../futures/test-kit';

/*
 * Binance's depth stream (issue 29 item 7): a client follows Binance's documented procedure (open
 * the diff stream and buffer it, take the REST snapshot, drop events with u <= lastUpdateId, check
 * the first has U <= lastUpdateId + 1 <= u, apply each diff's absolute quantities) while orders are
 * placed, dealt and cancelled, and ends with the book /api/v3/depth answers. The 100 ms pushes are
 * sent at once with streams.flush() instead of waiting.
 */

let t: TestApp;
let origin: string;
let maker: Trader;
let taker: Trader;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  maker = await newTrader(t, { USDT: '10000000', BTC: '1000' });
  taker = await newTrader(t, { USDT: '10000000', BTC: '1000' });
}, 60_000);
afterAll(() => closeApp(t));

const depth = async () => (await t.app.inject({ method: 'GET', url: '/api/v3/depth?symbol=BTCUSDT&limit=1000' })).json() as { lastUpdateId: number; bids: [string, string][]; asks: [string, string][] };
const place = (who: Trader, side: 'buy' | 'sell', price: string, quantity: string) => who.place({ symbol: 'BTC_USDT', side, type: 'limit', price, quantity });

/** Messages of a socket as they come, and a wait for one that passes `until` (already received, or the next). */
function collect(ws: WebSocket) {
  const messages: any[] = [];
  const waiting: { until: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    messages.push(m);
    for (const w of [...waiting]) {
      if (!w.until(m)) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(m);
    }
  });
  const next = (until: (m: any) => boolean) =>
    new Promise<any>((resolve) => {
      const seen = messages.find(until);
      if (seen) resolve(seen);
      else waiting.push({ until, resolve });
    });
  return { messages, next };
}

describe('depth stream', () => {
  it('rebuilds the book from the snapshot and the diffs, and matches /api/v3/depth at the end', async () => {
    const ws = new WebSocket(`ws://${origin}/ws/btcusdt@depth@100ms`);
    const feed = collect(ws);
    await new Promise((resolve) => ws.once('open', resolve));

    // Changes before the snapshot: the client buffers their events.
    for (const [side, price] of [['buy', '90000'], ['buy', '89000'], ['sell', '91000'], ['sell', '92000']] as const)
      expect((await place(maker, side, price, '1')).code).toBe(200);
    const streams = t.app.services.binance.streams;
    let pending = feed.next((m) => m.e === 'depthUpdate');
    streams.flush();
    await pending;
    const snapshot = await depth();

    // Changes after it: a deal, a new level, a cancel.
    expect((await place(taker, 'buy', '91000', '0.4')).code).toBe(200);
    expect((await place(maker, 'buy', '90500', '2')).code).toBe(200);
    const resting = await place(maker, 'sell', '93000', '1.5');
    pending = feed.next((m) => m.e === 'depthUpdate' && m.u > snapshot.lastUpdateId);
    streams.flush();
    await pending;
    expect((await maker.cancel(resting.data.id)).code).toBe(200);
    pending = feed.next((m) => m.e === 'depthUpdate' && m.a.some(([p, q]: [string, string]) => p.startsWith('93000') && Number(q) === 0));
    streams.flush();
    await pending;

    const events = feed.messages.filter((m) => m.e === 'depthUpdate' && m.u > snapshot.lastUpdateId);
    expect(events[0].U).toBeLessThanOrEqual(snapshot.lastUpdateId + 1);
    for (let i = 1; i < events.length; i++) expect(events[i].U).toBe(events[i - 1].u + 1);
    const book = { bids: new Map(snapshot.bids), asks: new Map(snapshot.asks) };
    for (const e of events)
      for (const [side, levels] of [['bids', e.b], ['asks', e.a]] as const)
        for (const [p, q] of levels as [string, string][]) {
          if (Number(q) === 0) book[side].delete(p);
          else book[side].set(p, q);
        }
    const final = await depth();
    const sorted = (m: Map<string, string>, dir: 1 | -1) => [...m].sort((a, b) => dir * (Number(a[0]) - Number(b[0])));
    expect(sorted(book.bids, -1)).toEqual(final.bids);
    expect(sorted(book.asks, 1)).toEqual(final.asks);
    expect(final.asks[0]).toEqual(['91000.00', '0.60000']);
    expect(final.bids[0]![0]).toBe('90500.00');
    ws.close();
  });

  it('pushes trades, on combined streams too, and answers SUBSCRIBE', async () => {
    const ws = new WebSocket(`ws://${origin}/stream?streams=btcusdt@trade`);
    const feed = collect(ws);
    await new Promise((resolve) => ws.once('open', resolve));
    const trade = feed.next((m) => m.stream === 'btcusdt@trade');
    expect((await place(taker, 'buy', '91000', '0.1')).code).toBe(200);
    expect((await trade).data).toMatchObject({ e: 'trade', s: 'BTCUSDT', p: '91000', q: '0.1', m: false });
    const answer = feed.next((m) => m.id === 7);
    ws.send(JSON.stringify({ method: 'SUBSCRIBE', params: ['ethusdt@depth'], id: 7 }));
    expect(await answer).toEqual({ result: null, id: 7 });
    const list = feed.next((m) => m.id === 8);
    ws.send(JSON.stringify({ method: 'LIST_SUBSCRIPTIONS', id: 8 }));
    expect((await list).result.sort()).toEqual(['btcusdt@trade', 'ethusdt@depth']);
    ws.close();
  });

  it('pushes aggTrade, bookTicker, kline, ticker and !ticker@arr events in the shape Binance documents', async () => {
    const names = ['btcusdt@aggTrade', 'btcusdt@bookTicker', 'btcusdt@kline_1m', 'btcusdt@ticker', '!ticker@arr'];
    const ws = new WebSocket(`ws://${origin}/stream?streams=${names.join('/')}`);
    const feed = collect(ws);
    await new Promise((resolve) => ws.once('open', resolve));
    const list = feed.next((m) => m.id === 1);
    ws.send(JSON.stringify({ method: 'LIST_SUBSCRIPTIONS', id: 1 }));
    expect((await list).result.sort()).toEqual([...names].sort());

    // A new best bid: the bookTicker at once.
    const top = feed.next((m) => m.stream === 'btcusdt@bookTicker' && m.data.b === '90800.00');
    expect((await place(maker, 'buy', '90800', '0.3')).code).toBe(200);
    const book = (await top).data;
    expect(book).toEqual({ u: expect.any(Number), s: 'BTCUSDT', b: '90800.00', B: '0.30000', a: expect.any(String), A: expect.any(String) });
    expect(book.u).toBe((await depth()).lastUpdateId);

    // A taker sell into it: one aggregate trade, the maker was the buyer.
    const agg = feed.next((m) => m.stream === 'btcusdt@aggTrade');
    expect((await place(taker, 'sell', '90800', '0.2')).code).toBe(200);
    const a = (await agg).data;
    expect(a).toEqual({ e: 'aggTrade', E: expect.any(Number), s: 'BTCUSDT', a: expect.any(Number), p: '90800', q: '0.2', f: a.a, l: a.a, T: expect.any(Number), m: true, M: true });

    // Pushed after the trade (an earlier push of the timers may have come before it).
    const kline = feed.next((m) => m.stream === 'btcusdt@kline_1m' && m.data.E >= a.E);
    const ticker = feed.next((m) => m.stream === 'btcusdt@ticker' && m.data.E >= a.E);
    const all = feed.next((m) => m.stream === '!ticker@arr' && m.data[0].E >= a.E);
    await t.app.services.binance.streams.flushAll();
    const k = (await kline).data;
    expect(k).toMatchObject({ e: 'kline', s: 'BTCUSDT', k: { s: 'BTCUSDT', i: '1m', c: '90800', x: false } });
    expect(k.k.T - k.k.t).toBe(59_999);
    expect(Number(k.k.h)).toBeGreaterThanOrEqual(90800);
    expect(Number(k.k.v)).toBeGreaterThan(0);
    const candles = (await t.app.inject({ method: 'GET', url: '/api/v3/klines?symbol=BTCUSDT&interval=1m&limit=1' })).json();
    expect(candles[0].slice(0, 6)).toEqual([k.k.t, k.k.o, k.k.h, k.k.l, k.k.c, k.k.v]);

    // Once its minute has passed, the candle comes once more, closed, with its final figures (no trade needed).
    const closed = feed.next((m) => m.stream === 'btcusdt@kline_1m' && m.data.k.x === true);
    const clock = t.app.services.clock as { advance(ms: number): Date };
    clock.advance(60_000);
    await t.app.services.binance.streams.flushAll();
    const c = (await closed).data.k;
    expect(c).toMatchObject({ t: k.k.t, T: k.k.T, i: '1m', x: true });
    const final = (await t.app.inject({ method: 'GET', url: `/api/v3/klines?symbol=BTCUSDT&interval=1m&endTime=${k.k.T}&limit=1` })).json();
    expect(final[0].slice(0, 6)).toEqual([c.t, c.o, c.h, c.l, c.c, c.v]);
    const rest = (await t.app.inject({ method: 'GET', url: '/api/v3/ticker/24hr?symbol=BTCUSDT' })).json();
    const tick = (await ticker).data;
    expect(tick).toMatchObject({ e: '24hrTicker', s: 'BTCUSDT', c: rest.lastPrice, o: rest.openPrice, h: rest.highPrice, l: rest.lowPrice, v: rest.volume, q: rest.quoteVolume, b: '90800.00', B: '0.10000' });
    expect(Object.keys(tick).sort()).toEqual(['A', 'B', 'C', 'E', 'F', 'L', 'O', 'P', 'Q', 'a', 'b', 'c', 'e', 'h', 'l', 'n', 'o', 'p', 'q', 's', 'v', 'w', 'x'].sort());
    const arr = (await all).data as any[];
    expect(arr.find((x) => x.s === 'BTCUSDT')).toMatchObject({ e: '24hrTicker', c: rest.lastPrice });
    expect(arr.length).toBeGreaterThan(1);
    ws.close();
  });

  it('serves futures streams on /fstream: markPrice and the contract\'s own trades, and no futures stream on the spot path', async () => {
    await pinIndex(t, 'BTC_USDT', '95500');
    const ws = new WebSocket(`ws://${origin}/fstream/stream?streams=btcusdt@markPrice@1s/btcusdt@trade/!markPrice@arr`);
    const feed = collect(ws);
    await new Promise((resolve) => ws.once('open', resolve));
    const mark = feed.next((m) => m.stream === 'btcusdt@markPrice@1s');
    const marks = feed.next((m) => m.stream === '!markPrice@arr');
    await t.app.services.binance.futuresStreams!.flushAll();
    const premium = (await t.app.inject({ method: 'GET', url: '/fapi/v1/premiumIndex?symbol=BTCUSDT' })).json();
    const m = (await mark).data;
    expect(m).toEqual({ e: 'markPriceUpdate', E: expect.any(Number), s: 'BTCUSDT', p: premium.markPrice, i: premium.indexPrice, P: premium.indexPrice, r: premium.lastFundingRate, T: premium.nextFundingTime });
    expect((await marks).data.find((x: any) => x.s === 'BTCUSDT')).toMatchObject({ e: 'markPriceUpdate', p: premium.markPrice });

    // A futures trade is pushed on /fstream, never on the spot path's stream of the same symbol.
    const spot = new WebSocket(`ws://${origin}/ws/btcusdt@trade/btcusdt@markPrice`);
    const spotFeed = collect(spot);
    await new Promise((resolve) => spot.once('open', resolve));
    const subs = spotFeed.next((x) => x.id === 2);
    spot.send(JSON.stringify({ method: 'LIST_SUBSCRIPTIONS', id: 2 }));
    expect((await subs).result).toEqual(['btcusdt@trade']);
    const fmaker = await futuresTrader(t, '1000000');
    const ftaker = await futuresTrader(t, '1000000');
    const trade = feed.next((x) => x.stream === 'btcusdt@trade');
    expect((await fmaker.place({ symbol: 'BTC_USDT', direction: 'open_short', type: 'limit', price: '95600', quantity: '0.5' })).code).toBe(200);
    expect((await ftaker.place({ symbol: 'BTC_USDT', direction: 'open_long', type: 'market', quantity: '0.5' })).code).toBe(200);
    expect((await trade).data).toEqual({ e: 'trade', E: expect.any(Number), T: expect.any(Number), s: 'BTCUSDT', t: expect.any(Number), p: '95600.00', q: '0.50000', X: 'MARKET', m: false });
    expect(spotFeed.messages.filter((x) => x.e === 'trade')).toEqual([]);
    spot.close();
    ws.close();
    await pinIndex(t, 'BTC_USDT', null);
  });
});
