import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { AdjustableClock } from '../../lib/clock';
import { closeApp } from '../auth/test-kit';
import { newTrader, type Trader } from '../spot/test-kit';
import { sign } from './signing';

/*
 * The Binance-compatible API's own rules (issue 29 items 2, 3, 5, 6) through app.inject: signatures
 * over the query or a form body, the timestamp window by the server clock, keys, permissions and the
 * IP allow-list, Binance's error codes, request weights with 429 and Retry-After, and the order
 * endpoints' shapes beyond what ccxt asks.
 */

let t: TestApp;
let maker: Trader;
let n = 0;
/** Every test its own client address, so weights of one do not reach another. */
const address = () => `10.29.0.${++n}`;
const clock = () => t.app.services.clock as AdjustableClock;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', API_WEIGHT_PER_MINUTE: '300' });
  maker = await newTrader(t, { USDT: '1000000', BTC: '100' });
  for (const [side, price] of [['buy', '95000'], ['sell', '96000']] as const)
    expect((await maker.place({ symbol: 'BTC_USDT', side, type: 'limit', price, quantity: '1' })).code).toBe(200);
}, 60_000);
afterAll(() => closeApp(t));

/** A user with a key; `ips: 'own'` allows the key from the client's own address only. */
async function client(opts: { trade?: boolean; ips?: string[] | 'own'; usdt?: string } = {}) {
  const remoteAddress = address();
  const user = await newTrader(t, { USDT: opts.usdt ?? '10000' });
  const ips = opts.ips === 'own' ? [remoteAddress] : (opts.ips ?? []);
  const key = await t.app.services.apiKeys.createForOperator(user.id, { label: 't', trade: opts.trade ?? true, withdraw: false, ips });
  const request = async (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params: Record<string, string | number> = {},
    o: { signed?: boolean; inBody?: boolean; secret?: string; timestamp?: number; apiKey?: string | null } = {},
  ) => {
    const signed = o.signed ?? true;
    const all = signed ? { ...params, timestamp: o.timestamp ?? t.app.services.clock.nowMs() } : params;
    let text = new URLSearchParams(Object.entries(all).map(([k, v]): [string, string] => [k, String(v)])).toString();
    if (signed) text += `&signature=${sign(o.secret ?? key.secret, text)}`;
    const headers: Record<string, string> = {};
    if (o.apiKey !== null) headers['x-mbx-apikey'] = o.apiKey ?? key.api_key;
    if (o.inBody) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await t.app.inject({ method, url: o.inBody ? path : `${path}?${text}`, headers, remoteAddress, ...(o.inBody ? { payload: text } : {}) });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  return { user, key, request, remoteAddress };
}

describe('signed requests', () => {
  it('takes the signature over a form body as over the query string, and answers errors in Binance’s shape', async () => {
    const c = await client();
    const inBody = await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.001', price: '90000' }, { inBody: true });
    expect(inBody.status).toBe(200);
    expect(inBody.body).toMatchObject({ symbol: 'BTCUSDT', status: 'NEW', type: 'LIMIT', side: 'BUY', price: '90000', origQty: '0.001', fills: [] });
    expect(inBody.headers['x-mbx-used-weight-1m']).toBeDefined();

    expect(await c.request('GET', '/api/v3/account', {}, { secret: 'a'.repeat(64) })).toMatchObject({ status: 400, body: { code: -1022, msg: 'Signature for this request is not valid.' } });
    expect(await c.request('GET', '/api/v3/account', {}, { apiKey: null })).toMatchObject({ status: 401, body: { code: -2014 } });
    expect(await c.request('GET', '/api/v3/account', {}, { apiKey: 'b'.repeat(64) })).toMatchObject({ status: 401, body: { code: -2015 } });
    expect(await c.request('GET', '/api/v3/account', { recvWindow: 60001 })).toMatchObject({ status: 400, body: { code: -1100 } });
    expect(await c.request('GET', '/api/v3/order', { symbol: 'BTCUSDT' })).toMatchObject({ status: 400, body: { code: -1106 } });
    expect(await c.request('GET', '/api/v3/openOrders', { symbol: 'NOPEUSDT' })).toMatchObject({ status: 400, body: { code: -1121, msg: 'Invalid symbol.' } });
    expect(await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', quantity: '0.001', price: '90000' })).toMatchObject({
      status: 400,
      body: { code: -1102, msg: "Mandatory parameter 'timeInForce' was not sent, was empty/null, or malformed." },
    });
    expect(await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.001', price: '90000.001' })).toMatchObject({
      status: 400,
      body: { code: -1013, msg: 'Filter failure: PRICE_FILTER' },
    });
    expect(await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: '90000' })).toMatchObject({
      status: 400,
      body: { code: -2010, msg: 'Account has insufficient balance for requested action.' },
    });
  });

  it('judges the timestamp by the server clock: older than recvWindow or more than a second ahead is -1021', async () => {
    const c = await client();
    const now = t.app.services.clock.nowMs();
    expect((await c.request('GET', '/api/v3/account', { recvWindow: 10_000 }, { timestamp: now - 9_000 })).status).toBe(200);
    expect(await c.request('GET', '/api/v3/account', {}, { timestamp: now - 6_000 })).toMatchObject({ status: 400, body: { code: -1021 } });
    expect(await c.request('GET', '/api/v3/account', {}, { timestamp: now + 5_000 })).toMatchObject({ status: 400, body: { code: -1021 } });
    clock().advance(120_000);
    expect(await c.request('GET', '/api/v3/account', {}, { timestamp: now })).toMatchObject({ status: 400, body: { code: -1021 } });
    expect((await c.request('GET', '/api/v3/account')).status).toBe(200);
  });

  it('keeps a read-only key from trading, a key to its addresses, and a revoked key out', async () => {
    const reader = await client({ trade: false });
    expect((await reader.request('GET', '/api/v3/account')).body).toMatchObject({ canTrade: false, canWithdraw: false, accountType: 'SPOT' });
    const order = { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.001' };
    expect(await reader.request('POST', '/api/v3/order', order)).toMatchObject({ status: 401, body: { code: -2015 } });
    expect(await reader.request('POST', '/api/v3/order/test', order)).toMatchObject({ status: 401, body: { code: -2015 } });

    const elsewhere = await client({ ips: ['203.0.113.7'] });
    expect(await elsewhere.request('GET', '/api/v3/account')).toMatchObject({ status: 401, body: { code: -2015 } });
    const here = await client({ ips: 'own' });
    expect((await here.request('GET', '/api/v3/account')).status).toBe(200);

    const revoked = await client();
    await t.app.services.apiKeys.revoke(revoked.user.id, revoked.key.id);
    expect(await revoked.request('GET', '/api/v3/account')).toMatchObject({ status: 401, body: { code: -2015 } });
  });

  it('counts request weight per address and answers 429 with Retry-After until the next minute', async () => {
    const c = await client();
    for (let i = 0; i < 15; i++) expect((await c.request('GET', '/api/v3/exchangeInfo', {}, { signed: false, apiKey: null })).status).toBe(200);
    const refused = await c.request('GET', '/api/v3/exchangeInfo', {}, { signed: false, apiKey: null });
    expect(refused).toMatchObject({ status: 429, body: { code: -1003 } });
    expect(refused.headers['x-mbx-used-weight-1m']).toBe('300');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Even the lightest call waits: the address's minute is used up.
    expect((await c.request('GET', '/api/v3/ping', {}, { signed: false, apiKey: null })).status).toBe(429);
    clock().advance(wait * 1000);
    const next = await c.request('GET', '/api/v3/exchangeInfo', {}, { signed: false, apiKey: null });
    expect(next.status).toBe(200);
    expect(next.headers['x-mbx-used-weight-1m']).toBe('20');
  });
});

describe('spot endpoints', () => {
  it('places LIMIT_MAKER, IOC and quoteOrderQty orders with ACK, RESULT and FULL answers, and finds, lists and cancels them', async () => {
    const c = await client();
    const maker = await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT_MAKER', quantity: '0.001', price: '96000' });
    expect(maker).toMatchObject({ status: 400, body: { code: -2010, msg: 'Order would immediately match and take.' } });
    const ack = await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT_MAKER', quantity: '0.001', price: '80000', newClientOrderId: 'my-first', newOrderRespType: 'ACK' });
    expect(ack.body).toEqual({ symbol: 'BTCUSDT', orderId: expect.any(Number), orderListId: -1, clientOrderId: 'my-first', transactTime: expect.any(Number) });
    const byClientId = await c.request('GET', '/api/v3/order', { symbol: 'BTCUSDT', origClientOrderId: 'my-first' });
    expect(byClientId.body).toMatchObject({ orderId: ack.body.orderId, type: 'LIMIT_MAKER', status: 'NEW', timeInForce: 'GTC' });

    const ioc = await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'IOC', quantity: '0.001', price: '90000', newOrderRespType: 'RESULT' });
    expect(ioc.body).toMatchObject({ status: 'EXPIRED', executedQty: '0', timeInForce: 'IOC' });
    expect(ioc.body).not.toHaveProperty('fills');

    const quote = await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quoteOrderQty: '96' });
    // The quote budget pays the fee too (as the web's market buy by amount): 0.00099 BTC for 95.04 USDT.
    expect(quote.body).toMatchObject({ status: 'FILLED', executedQty: '0.00099', cummulativeQuoteQty: '95.04', origQuoteOrderQty: '96' });
    expect(quote.body.fills).toEqual([{ price: '96000', qty: '0.00099', commission: expect.any(String), commissionAsset: 'USDT', tradeId: expect.any(Number) }]);

    expect((await c.request('POST', '/api/v3/order/test', { symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.001' })).body).toEqual({});
    const open = await c.request('GET', '/api/v3/openOrders', { symbol: 'BTCUSDT' });
    expect(open.body.map((o: { clientOrderId: string }) => o.clientOrderId)).toEqual(['my-first']);
    const all = await c.request('GET', '/api/v3/allOrders', { symbol: 'BTCUSDT' });
    expect(all.body.map((o: { status: string }) => o.status)).toEqual(['NEW', 'EXPIRED', 'FILLED']);
    const trades = await c.request('GET', '/api/v3/myTrades', { symbol: 'BTCUSDT' });
    expect(trades.body).toEqual([expect.objectContaining({ orderId: quote.body.orderId, isBuyer: true, isMaker: false, price: '96000', qty: '0.00099' })]);

    const cancelled = await c.request('DELETE', '/api/v3/openOrders', { symbol: 'BTCUSDT' });
    expect(cancelled.body).toEqual([expect.objectContaining({ orderId: ack.body.orderId, status: 'CANCELED', origClientOrderId: 'my-first' })]);
    expect(await c.request('DELETE', '/api/v3/order', { symbol: 'BTCUSDT', orderId: ack.body.orderId })).toMatchObject({ status: 400, body: { code: -2011 } });
    expect(await c.request('GET', '/api/v3/order', { symbol: 'BTCUSDT', orderId: 999999999 })).toMatchObject({ status: 400, body: { code: -2013 } });
    const balances = (await c.request('GET', '/api/v3/account', { omitZeroBalances: 'true' })).body.balances;
    expect(balances.find((b: { asset: string }) => b.asset === 'BTC')).toEqual({ asset: 'BTC', free: '0.00099', locked: '0' });
  });

  it('answers the public market data in Binance’s form', async () => {
    const c = await client();
    const get = async (path: string, params: Record<string, string> = {}) => (await c.request('GET', path, params, { signed: false, apiKey: null })).body;
    expect(await get('/api/v3/ping')).toEqual({});
    const before = t.app.services.clock.nowMs();
    const { serverTime } = await get('/api/v3/time');
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(t.app.services.clock.nowMs());
    const info = await get('/api/v3/exchangeInfo', { symbol: 'BTCUSDT' });
    expect(info.symbols).toHaveLength(1);
    expect(info.symbols[0]).toMatchObject({ symbol: 'BTCUSDT', status: 'TRADING', baseAsset: 'BTC', quoteAsset: 'USDT', permissions: ['SPOT'] });
    expect(info.symbols[0].filters.map((f: { filterType: string }) => f.filterType)).toEqual(['PRICE_FILTER', 'LOT_SIZE', 'MARKET_LOT_SIZE', 'MIN_NOTIONAL', 'NOTIONAL', 'PERCENT_PRICE']);
    const depth = await get('/api/v3/depth', { symbol: 'BTCUSDT', limit: '5' });
    expect(depth.lastUpdateId).toBeGreaterThan(0);
    expect(depth.bids[0]).toEqual(['95000.00', '1.00000']);
    expect(depth.asks[0]![0]).toBe('96000.00');
    expect(await get('/api/v3/ticker/bookTicker', { symbol: 'BTCUSDT' })).toMatchObject({ symbol: 'BTCUSDT', bidPrice: '95000.00', askPrice: '96000.00' });
    expect(await get('/api/v3/ticker/price', { symbols: '["BTCUSDT","ETHUSDT"]' })).toEqual([
      { symbol: 'BTCUSDT', price: expect.any(String) },
      { symbol: 'ETHUSDT', price: expect.any(String) },
    ]);
    expect((await get('/api/v3/avgPrice', { symbol: 'BTCUSDT' })).mins).toBe(5);
    expect(Array.isArray(await get('/api/v3/aggTrades', { symbol: 'BTCUSDT' }))).toBe(true);
    expect(Array.isArray(await get('/api/v3/klines', { symbol: 'BTCUSDT', interval: '1h', limit: '3' }))).toBe(true);
    expect(await get('/api/v3/klines', { symbol: 'BTCUSDT', interval: '2h' })).toMatchObject({ code: -1100 });
    expect(await get('/api/v3/historicalTrades', { symbol: 'BTCUSDT' })).toMatchObject({ code: -2014 });
    const withKey = await c.request('GET', '/api/v3/historicalTrades', { symbol: 'BTCUSDT' }, { signed: false });
    expect(withKey.status).toBe(200);
  });
});
