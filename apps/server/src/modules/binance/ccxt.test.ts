import type { AddressInfo } from 'node:net';
import ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp } from '../auth/test-kit';
import { newTrader, type Trader } from '../spot/test-kit';

/*
 * Issue 29's proof: ccxt's `binance` class (the pinned npm package), unchanged except that its URLs
 * point at this server on loopback, loads our markets, reads the book, tickers, candles and trades,
 * and trades: balances move, orders appear and disappear, fills show in its trade history. A wrong
 * secret is ccxt's AuthenticationError and an order the balance cannot pay is InsufficientFunds.
 */

let t: TestApp;
let origin: string;
let maker: Trader;
let trader: Trader;
let keys: { apiKey: string; secret: string };

/** ccxt's binance with every API URL's origin replaced by ours: nothing else changed. */
function binanceAt(credentials: { apiKey: string; secret: string }) {
  const exchange = new ccxt.binance(credentials);
  const api = exchange.urls.api as Record<string, string>;
  for (const [name, url] of Object.entries(api)) api[name] = url.replace(/^https:\/\/[^/]+/, origin);
  return exchange;
}

/** A trading key of the user, as `npm run create-api-key` makes one. */
async function keyFor(user: Trader) {
  const key = await t.app.services.apiKeys.createForOperator(user.id, { label: 'ccxt', trade: true, withdraw: false, ips: ['127.0.0.1'] });
  return { apiKey: key.api_key, secret: key.secret };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  maker = await newTrader(t, { USDT: '1000000', BTC: '100' });
  trader = await newTrader(t, { USDT: '10000' });
  keys = await keyFor(trader);
  // A two-sided book: bids 95000 and 94000, asks 96000 and 97000.
  for (const [side, price] of [['buy', '95000'], ['buy', '94000'], ['sell', '96000'], ['sell', '97000']] as const)
    expect((await maker.place({ symbol: 'BTC_USDT', side, type: 'limit', price, quantity: '1' })).code).toBe(200);
}, 60_000);
afterAll(() => closeApp(t));

describe('ccxt binance against this exchange', () => {
  it('loads the markets and reads the book, tickers, candles and trades', async () => {
    const binance = binanceAt(keys);
    const markets = await binance.loadMarkets();
    const btc = markets['BTC/USDT']!;
    expect(btc).toMatchObject({ id: 'BTCUSDT', base: 'BTC', quote: 'USDT', spot: true, active: true });
    expect(btc.precision).toMatchObject({ price: 0.01, amount: 0.00001 });
    expect(btc.limits.amount?.min).toBe(0.00001);
    expect(btc.limits.cost?.min).toBe(5);

    const book = await binance.fetchOrderBook('BTC/USDT', 5);
    expect(book.bids.slice(0, 2)).toEqual([[95000, 1], [94000, 1]]);
    expect(book.asks.slice(0, 2)).toEqual([[96000, 1], [97000, 1]]);
    expect(typeof book.nonce).toBe('number');

    const ticker = await binance.fetchTicker('BTC/USDT');
    expect(ticker).toMatchObject({ symbol: 'BTC/USDT', bid: 95000, ask: 96000 });
    const tickers = await binance.fetchTickers(['BTC/USDT', 'ETH/USDT']);
    expect(Object.keys(tickers).sort()).toEqual(['BTC/USDT', 'ETH/USDT']);

    const candles = await binance.fetchOHLCV('BTC/USDT', '1m', undefined, 10);
    expect(Array.isArray(candles)).toBe(true);
    for (const c of candles) expect(c).toHaveLength(6);
  });

  it('trades: a limit order appears and is cancelled, a market order fills, and balances and trade history follow', async () => {
    const binance = binanceAt(keys);
    const before = await binance.fetchBalance();
    expect(before.USDT).toMatchObject({ free: 10000, used: 0, total: 10000 });

    const resting = await binance.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 90000);
    expect(resting).toMatchObject({ symbol: 'BTC/USDT', type: 'limit', side: 'buy', price: 90000, amount: 0.01, status: 'open', filled: 0 });
    const open = await binance.fetchOpenOrders('BTC/USDT');
    expect(open.map((o) => o.id)).toEqual([resting.id]);
    const frozen = await binance.fetchBalance();
    expect(frozen.USDT!.used).toBeGreaterThanOrEqual(900);
    expect(frozen.USDT!.free).toBeLessThanOrEqual(9100);
    expect((await binance.fetchOrder(resting.id!, 'BTC/USDT')).status).toBe('open');

    const cancelled = await binance.cancelOrder(resting.id!, 'BTC/USDT');
    expect(cancelled).toMatchObject({ id: resting.id, status: 'canceled' });
    expect(await binance.fetchOpenOrders('BTC/USDT')).toEqual([]);
    expect((await binance.fetchBalance()).USDT).toMatchObject({ free: 10000, used: 0 });

    const bought = await binance.createOrder('BTC/USDT', 'market', 'buy', 0.01);
    expect(bought).toMatchObject({ status: 'closed', filled: 0.01, average: 96000, cost: 960 });
    const after = await binance.fetchBalance();
    expect(after.BTC!.free).toBe(0.01);
    // 960 USDT and the taker fee left the account.
    expect(after.USDT!.total).toBeLessThan(10000 - 960 + 0.0001);
    expect(after.USDT!.total).toBeGreaterThan(10000 - 960 - 10);

    const mine = await binance.fetchMyTrades('BTC/USDT');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ symbol: 'BTC/USDT', order: bought.id, side: 'buy', price: 96000, amount: 0.01, takerOrMaker: 'taker' });
    expect(mine[0]!.fee?.currency).toBe('USDT');

    const prints = await binance.fetchTrades('BTC/USDT');
    expect(prints.at(-1)).toMatchObject({ price: 96000, amount: 0.01, side: 'buy' });

    const sold = await binance.createOrder('BTC/USDT', 'limit', 'sell', 0.01, 95000);
    expect(sold).toMatchObject({ status: 'closed', filled: 0.01 });
    expect((await binance.fetchBalance()).BTC?.total ?? 0).toBe(0);
  });

  it('a wrong secret is an AuthenticationError, an order the balance cannot pay InsufficientFunds', async () => {
    await expect(binanceAt({ apiKey: keys.apiKey, secret: 'f'.repeat(64) }).fetchBalance()).rejects.toBeInstanceOf(ccxt.AuthenticationError);
    const binance = binanceAt(keys);
    await binance.loadMarkets();
    await expect(binance.createOrder('BTC/USDT', 'limit', 'buy', 1, 95000)).rejects.toBeInstanceOf(ccxt.InsufficientFunds);
    expect(await binance.fetchOpenOrders('BTC/USDT')).toEqual([]);
  });
});
