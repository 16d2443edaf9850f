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
});
