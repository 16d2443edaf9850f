import type { AddressInfo } from 'node:net';
import ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp } from '../auth/test-kit';
import { futuresTrader, pinIndex, type FuturesTrader } from '../futures/test-kit';

/*
 * Issue 29 for USDⓈ-M futures: ccxt's `binance` class, unchanged except its URLs, sets leverage,
 * opens a hedge-mode long with positionSide, sees it in fetchPositions and the futures balance,
 * and closes it; the orders go through the futures module's own order call.
 */

let t: TestApp;
let origin: string;
let maker: FuturesTrader;
let trader: FuturesTrader;
let keys: { apiKey: string; secret: string };

function binanceAt(credentials: { apiKey: string; secret: string }) {
  const exchange = new ccxt.binance(credentials);
  const api = exchange.urls.api as Record<string, string>;
  for (const [name, url] of Object.entries(api)) api[name] = url.replace(/^https:\/\/[^/]+/, origin);
  return exchange;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await pinIndex(t, 'BTC_USDT', '95500');
  maker = await futuresTrader(t, '1000000');
  trader = await futuresTrader(t, '10000');
  for (const [direction, price] of [['open_long', '95000'], ['open_short', '96000']] as const)
    expect((await maker.place({ symbol: 'BTC_USDT', direction, type: 'limit', price, quantity: '1' })).code).toBe(200);
  const key = await t.app.services.apiKeys.createForOperator(trader.id, { label: 'ccxt', trade: true, withdraw: false, ips: [] });
  keys = { apiKey: key.api_key, secret: key.secret };
}, 60_000);
afterAll(() => closeApp(t));

describe('ccxt binance futures against this exchange', () => {
  it('lists the perpetual contracts with their mark price and funding', async () => {
    const binance = binanceAt(keys);
    const markets = await binance.loadMarkets();
    expect(markets['BTC/USDT:USDT']).toMatchObject({ id: 'BTCUSDT', type: 'swap', linear: true, settle: 'USDT', contract: true });
    const funding = await binance.fetchFundingRate('BTC/USDT:USDT');
    expect(funding.markPrice).toBeGreaterThan(90000);
    expect(typeof funding.fundingRate).toBe('number');
    const book = await binance.fetchOrderBook('BTC/USDT:USDT');
    expect(book.bids[0]).toEqual([95000, 1]);
    expect(book.asks[0]).toEqual([96000, 1]);
  });

  it('sets leverage, opens a long with positionSide, shows it in fetchPositions and the balance, and closes it', async () => {
    const binance = binanceAt(keys);
    await binance.loadMarkets();
    expect(await binance.setLeverage(10, 'BTC/USDT:USDT')).toMatchObject({ leverage: 10, symbol: 'BTCUSDT' });

    const opened = await binance.createOrder('BTC/USDT:USDT', 'market', 'buy', 0.01, undefined, { positionSide: 'LONG' });
    expect(opened).toMatchObject({ symbol: 'BTC/USDT:USDT', side: 'buy', status: 'closed', filled: 0.01 });
    const positions = await binance.fetchPositions(['BTC/USDT:USDT']);
    const long = positions.find((p) => p.side === 'long')!;
    expect(long).toMatchObject({ symbol: 'BTC/USDT:USDT', contracts: 0.01, entryPrice: 96000, leverage: 10, marginMode: 'cross' });
    const balance = await binance.fetchBalance({ type: 'future' });
    expect(balance.USDT!.total).toBeLessThan(10000);
    expect(balance.USDT!.used).toBeGreaterThan(0);

    const resting = await binance.createOrder('BTC/USDT:USDT', 'limit', 'sell', 0.01, 97000, { positionSide: 'LONG' });
    expect((await binance.fetchOpenOrders('BTC/USDT:USDT')).map((o) => o.id)).toEqual([resting.id]);
    expect(await binance.cancelOrder(resting.id!, 'BTC/USDT:USDT')).toMatchObject({ status: 'canceled' });
    expect(await binance.fetchOpenOrders('BTC/USDT:USDT')).toEqual([]);

    const closed = await binance.createOrder('BTC/USDT:USDT', 'market', 'sell', 0.01, undefined, { positionSide: 'LONG' });
    expect(closed).toMatchObject({ status: 'closed', filled: 0.01, reduceOnly: true });
    expect((await binance.fetchPositions(['BTC/USDT:USDT'])).filter((p) => (p.contracts ?? 0) > 0)).toEqual([]);
    // Closing more than is open, and an opening order the margin cannot pay, as ccxt's errors.
    await expect(binance.createOrder('BTC/USDT:USDT', 'market', 'sell', 0.01, undefined, { positionSide: 'LONG' })).rejects.toBeInstanceOf(ccxt.ExchangeError);
    await expect(binance.createOrder('BTC/USDT:USDT', 'limit', 'buy', 100, 95000, { positionSide: 'LONG' })).rejects.toBeInstanceOf(ccxt.InsufficientFunds);
  });

  it('switches margin mode, trades in one-way mode with reduceOnly, lists the orders and fills, and reads candles and the ticker', async () => {
    const binance = binanceAt(keys);
    await binance.loadMarkets();
    await binance.setMarginMode('isolated', 'BTC/USDT:USDT');
    expect((await binance.fetchPositions(['BTC/USDT:USDT'])).filter((p) => (p.contracts ?? 0) > 0)).toEqual([]);
    // Binance's -4046 for the mode it already has: ccxt's MarginModeAlreadySet.
    await expect(binance.setMarginMode('isolated', 'BTC/USDT:USDT')).rejects.toBeInstanceOf(ccxt.MarginModeAlreadySet);

    // No positionSide: one-way mode. A buy opens a long; a sell of it reduces it.
    const opened = await binance.createOrder('BTC/USDT:USDT', 'market', 'buy', 0.02, undefined);
    expect(opened).toMatchObject({ status: 'closed', filled: 0.02, reduceOnly: false });
    const long = (await binance.fetchPositions(['BTC/USDT:USDT'])).find((p) => p.side === 'long')!;
    expect(long).toMatchObject({ contracts: 0.02, marginMode: 'isolated' });
    // More than the long: a one-way order may not reverse the position here (nothing placed).
    await expect(binance.createOrder('BTC/USDT:USDT', 'market', 'sell', 0.03, undefined, { reduceOnly: true })).rejects.toBeInstanceOf(ccxt.ExchangeError);
    const reduced = await binance.createOrder('BTC/USDT:USDT', 'market', 'sell', 0.01, undefined, { reduceOnly: true });
    expect(reduced).toMatchObject({ status: 'closed', filled: 0.01, reduceOnly: true });
    const closed = await binance.createOrder('BTC/USDT:USDT', 'market', 'sell', 0.01, undefined);
    expect(closed).toMatchObject({ filled: 0.01, reduceOnly: true });
    expect((await binance.fetchPositions(['BTC/USDT:USDT'])).filter((p) => (p.contracts ?? 0) > 0)).toEqual([]);
    // Nothing left to reduce: Binance's -2022.
    await expect(binance.createOrder('BTC/USDT:USDT', 'market', 'sell', 0.01, undefined, { reduceOnly: true })).rejects.toThrow(/ReduceOnly Order is rejected/);

    const orders = await binance.fetchOrders('BTC/USDT:USDT');
    expect(orders.map((o) => o.id)).toEqual(expect.arrayContaining([opened.id, reduced.id, closed.id]));
    expect(orders.map((o) => Number(o.id))).toEqual([...orders.map((o) => Number(o.id))].sort((a, b) => a - b));
    expect(orders.find((o) => o.id === reduced.id)).toMatchObject({ side: 'sell', status: 'closed', filled: 0.01 });
    const fills = await binance.fetchMyTrades('BTC/USDT:USDT');
    const ofOpen = fills.filter((f) => f.order === opened.id);
    expect(ofOpen).toHaveLength(1);
    expect(ofOpen[0]).toMatchObject({ side: 'buy', price: 96000, amount: 0.02, takerOrMaker: 'taker' });
    expect(fills.filter((f) => f.order === reduced.id)[0]).toMatchObject({ side: 'sell', price: 95000, amount: 0.01 });
    expect(fills.every((f) => f.symbol === 'BTC/USDT:USDT')).toBe(true);

    const candles = await binance.fetchOHLCV('BTC/USDT:USDT', '1m');
    expect(candles.length).toBeGreaterThan(0);
    const last = candles.at(-1)!;
    expect(last[2]).toBeGreaterThanOrEqual(96000);
    expect(last[3]).toBeLessThanOrEqual(95000);
    expect(last[4]).toBe(95000);
    const ticker = await binance.fetchTicker('BTC/USDT:USDT');
    expect(ticker).toMatchObject({ symbol: 'BTC/USDT:USDT', last: 95000, high: 96000, low: 95000 });
    await binance.setMarginMode('cross', 'BTC/USDT:USDT');
  });

  it('places, lists, cancels and fires stop orders (createOrder with a trigger price) through the futures triggers', async () => {
    const binance = binanceAt(keys);
    await binance.loadMarkets();
    // A stop buy above the price rests until the price rises to it.
    const stop = await binance.createOrder('BTC/USDT:USDT', 'market', 'buy', 0.01, undefined, { triggerPrice: 97000, workingType: 'MARK_PRICE', positionSide: 'LONG' });
    expect(stop).toMatchObject({ status: 'open', type: 'market', side: 'buy', triggerPrice: 97000 });
    const triggers = await t.app.services.futures.triggers.list(trader.id, { symbol: 'BTC_USDT', ended: false, page: 1, page_size: 10 }, 'en_US');
    expect(triggers.list.map((x) => x.id)).toEqual([stop.id]);
    expect(triggers.list[0]).toMatchObject({ kind: 'plan', direction: 'open_long', trigger_by: 'mark', trigger_price: '97000.00', trigger_direction: 'rise', type: 'market' });
    expect((await binance.fetchOpenOrders('BTC/USDT:USDT', undefined, undefined, { trigger: true })).map((o) => o.id)).toEqual([stop.id]);
    expect(await binance.cancelOrder(stop.id!, 'BTC/USDT:USDT', { trigger: true })).toMatchObject({ id: stop.id });
    expect(await binance.fetchOpenOrders('BTC/USDT:USDT', undefined, undefined, { trigger: true })).toEqual([]);
    expect(await binance.fetchOrder(stop.id!, 'BTC/USDT:USDT', { trigger: true })).toMatchObject({ status: 'canceled' });

    // A stop the price has passed already: Binance's -2021, and nothing placed.
    await expect(binance.createOrder('BTC/USDT:USDT', 'market', 'buy', 0.01, undefined, { triggerPrice: 94000, workingType: 'MARK_PRICE' })).rejects.toThrow(
      /-2021.*Order would immediately trigger/,
    );
    expect(await binance.fetchOpenOrders('BTC/USDT:USDT', undefined, undefined, { trigger: true })).toEqual([]);
    // A stop type on the plain order endpoint: Binance's -4120 (conditional orders are algo orders).
    await expect(binance.fapiPrivatePostOrder({ symbol: 'BTCUSDT', side: 'BUY', type: 'STOP_MARKET', quantity: '0.01', stopPrice: '97000' })).rejects.toThrow(/-4120/);

    // A stop limit that fires: the mark rises through 96500 and the buy is placed at 96000 (fills at the ask).
    const fires = await binance.createOrder('BTC/USDT:USDT', 'limit', 'buy', 0.01, 96000, { triggerPrice: 96500, workingType: 'MARK_PRICE' });
    expect(fires).toMatchObject({ status: 'open', type: 'limit', price: 96000, triggerPrice: 96500 });
    await pinIndex(t, 'BTC_USDT', '96700');
    const fired = await binance.fetchOrder(fires.id!, 'BTC/USDT:USDT', { trigger: true });
    expect(fired.status).toBe('closed');
    const long = (await binance.fetchPositions(['BTC/USDT:USDT'])).find((p) => p.side === 'long')!;
    expect(long).toMatchObject({ contracts: 0.01, entryPrice: 96000 });

    // closePosition: the long's stop-loss for all of it, then a take-profit; both its TP/SL.
    const sl = await binance.createOrder('BTC/USDT:USDT', 'market', 'sell', undefined as unknown as number, undefined, { stopLossPrice: 90000, closePosition: true, workingType: 'MARK_PRICE' });
    const tp = await binance.createOrder('BTC/USDT:USDT', 'market', 'sell', undefined as unknown as number, undefined, { takeProfitPrice: 99000, closePosition: true, workingType: 'MARK_PRICE' });
    const exits = (await t.app.services.futures.triggers.list(trader.id, { symbol: 'BTC_USDT', ended: false, page: 1, page_size: 10 }, 'en_US')).list;
    expect(exits.map((x) => [x.id, x.kind, x.direction, x.trigger_price, x.quantity])).toEqual(
      expect.arrayContaining([
        [sl.id, 'stop_loss', 'close_long', '90000.00', null],
        [tp.id, 'take_profit', 'close_long', '99000.00', null],
      ]),
    );
    const open = await binance.fetchOpenOrders('BTC/USDT:USDT', undefined, undefined, { trigger: true });
    expect(open.map((o) => [o.id, o.type, o.side, o.reduceOnly])).toEqual([
      [sl.id, 'market', 'sell', true],
      [tp.id, 'market', 'sell', true],
    ]);
    await pinIndex(t, 'BTC_USDT', null);
  });

  it('answers every funding settlement in fetchFundingRateHistory, oldest first, from a start time', async () => {
    const binance = binanceAt(keys);
    await binance.loadMarkets();
    expect(await binance.fetchFundingRateHistory('BTC/USDT:USDT')).toEqual([]);
    const clock = t.app.services.clock as { advance(ms: number): Date; nowMs(): number };
    const settle = async () => {
      const contract = (await t.post('/api/futures/contracts', {})).body.data.list.find((c: any) => c.symbol === 'BTC_USDT');
      clock.advance(contract.next_funding_time - clock.nowMs() + 1);
      t.app.services.futures.sampleMarks();
      return (await t.app.services.futures.settleDueFunding()).find((f) => f.symbol === 'BTC_USDT')!;
    };
    const first = await settle();
    const second = await settle();
    expect(second.time).toBeGreaterThan(first.time);
    const history = await binance.fetchFundingRateHistory('BTC/USDT:USDT');
    expect(history.map((h) => [h.symbol, h.timestamp, h.fundingRate])).toEqual([
      ['BTC/USDT:USDT', first.time, Number(first.rate) / 1e8],
      ['BTC/USDT:USDT', second.time, Number(second.rate) / 1e8],
    ]);
    // From a start time, and the newest one alone with a limit.
    expect((await binance.fetchFundingRateHistory('BTC/USDT:USDT', first.time + 1)).map((h) => h.timestamp)).toEqual([second.time]);
    expect((await binance.fetchFundingRateHistory('BTC/USDT:USDT', undefined, 1)).map((h) => h.timestamp)).toEqual([second.time]);
  });
});
