import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candle, DepthSnapshot, TradePrint } from '@aurelix/shared/schemas/spot';
import type { MarketTick } from '@aurelix/shared/ticker';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { Decimal } from '../../lib/decimal';
import { userRecords } from '../auth/users';
import { adminToken } from '../identity/test-support';
import { connectClient, urlOf, type TestClient } from '../realtime/test-client';

/*
 * Issue 19: the spot pair an operator lists for an ICO's new currency trades at once, on the
 * running app, with no restart: it is in the pair list and the tickers, its channels are open and
 * push, two crossing limit orders on it match, and its ticker, trades and candles show the trade.
 * One app for the file, listening, driven through the HTTP API and a Socket.IO client.
 */

type Envelope<T = any> = { code: number; msg: string; data: T };
let t: TestApp;
let admin: string;
let client: TestClient | undefined;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await adminToken(t);
});
afterAll(async () => {
  client?.close();
  await t?.close();
});

const now = () => t.app.services.clock.nowMs();
const asAdmin = async <T = any>(url: string, body?: unknown): Promise<Envelope<T>> => (await t.post(url, body ?? {}, { token: admin })).body;

/** A signed-in user with USDT credited to one wallet. */
async function user(account: 'ico' | 'spot', usdt: string) {
  const tag = randomBytes(5).toString('hex');
  const id = await userRecords.insert(t.database.db, { account: `list.${tag}@example.com`, email: `list.${tag}@example.com`, inviteCode: `L${tag}`.toUpperCase() });
  await t.app.services.ledger.credit({ userId: id, account, currency: 'USDT', amount: usdt, reason: 'deposit', refType: 'test', refId: tag });
  const token = await t.app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' });
  return {
    id,
    call: async <T = any>(url: string, body?: unknown): Promise<Envelope<T>> => (await t.post(url, body ?? {}, { token })).body,
    spot: async (currency: string) => {
      const b = await t.app.services.ledger.balance(id, 'spot', currency);
      return `${b.available}/${b.frozen}`;
    },
  };
}

describe('a spot pair listed for an ICO currency', () => {
  it('trades at once: pair list, tickers, channels, matching orders, ticker, trades and candles, no restart', async () => {
    // An ICO at 0.5 USDT, lots of 100 tokens, nothing frozen; the seller subscribes two lots.
    const symbol = `NL${randomBytes(3).toString('hex').toUpperCase()}`;
    const pair = `${symbol}_USDT`;
    const lower = pair.toLowerCase();
    const saved = await asAdmin('/api/admin/ico/project/save', {
      symbol,
      name: 'Newly Listed',
      price: '0.5',
      total_supply: '1000',
      lot_size: '100',
      max_lots: 5,
      start_at: now() - 1000,
      end_at: now() + HOUR,
      freeze_ratio: '0',
    });
    expect(saved.code, saved.msg).toBe(200);
    const seller = await user('ico', '100');
    expect((await seller.call('/api/ico/subscribe', { id: saved.data.id, lots: 2 })).code).toBe(200);
    await t.app.services.ico.moveWindow(saved.data.id, saved.data.start_at, now() - 1);
    // Twice: the first call may join a run the save started before the window moved.
    await t.app.services.ico.allocateDue();
    await t.app.services.ico.allocateDue();
    expect((await t.post('/api/ico/project', { id: saved.data.id })).body.data.project.allocated).toBe(true);

    // Before the listing the pair's channels do not exist.
    client = await connectClient(urlOf(t.app));
    const channels = [`${lower}_tick`, `${lower}_depth`, `${lower}_trade`, `${lower}_kline_1min`];
    expect((await client.sub(channels)).rejected).toEqual(channels);
    expect((await t.post('/api/market/ticker', { symbol: pair })).body.msg).toBe('This trading pair does not exist');

    // The operator lists the pair: on this running app it is live when the call answers.
    expect((await asAdmin('/api/admin/ico/pair/list', { id: saved.data.id })).data).toEqual({ symbol: pair });
    const pairs = (await t.post('/api/pair_list', {})).body.data.list;
    expect(pairs.find((p: any) => p.symbol === pair)).toMatchObject({ left_symbol: symbol, right_symbol: 'USDT', tick_size: '0.001', trade_status: 1 });
    const tickers = (await t.post('/api/market/tickers', {})).body.data.list;
    expect(tickers.find((x: any) => x.pair === pair)).toMatchObject({ close: '0.500', count: 0 });
    expect((await client.sub(channels)).rejected).toEqual([]);

    // The seller moves the tokens to spot and offers 100 at 0.6; a buyer takes them.
    const moved = await seller.call('/api/wallet/transfer', { client_id: `nl-${symbol}`, currency: symbol, from: 'ico', to: 'spot', amount: '200' });
    expect(moved.code, moved.msg).toBe(200);
    const buyer = await user('spot', '100');
    const ask = await seller.call('/api/spot/order/place', { symbol: pair, side: 'sell', type: 'limit', price: '0.6', quantity: '100' });
    expect(ask.code, ask.msg).toBe(200);
    expect(ask.data.status).toBe('waiting');
    const book = await client.waitFor((p) => p.channel === `${lower}_depth` && (p.data as DepthSnapshot).asks.length > 0, 'the ask on the depth channel');
    expect((book.data as DepthSnapshot).asks.map(([price, qty]) => [Number(price), Number(qty)])).toEqual([[0.6, 100]]);
    const bid = await buyer.call('/api/spot/order/place', { symbol: pair, side: 'buy', type: 'limit', price: '0.6', quantity: '100' });
    expect(bid.code, bid.msg).toBe(200);
    expect(bid.data.status).toBe('filled');

    // The trade reaches the channels...
    const print = await client.waitFor((p) => p.channel === `${lower}_trade`, 'the trade push');
    expect((print.data as { list: TradePrint[] }).list.map((x) => [Number(x.price), Number(x.quantity)])).toEqual([[0.6, 100]]);
    const tick = await client.waitFor((p) => p.channel === `${lower}_tick` && (p.data as MarketTick).close === '0.600', 'the ticker push');
    expect(tick.data).toMatchObject({ pair, close: '0.600', count: 1, vol: '100.00' });
    const kline = await client.waitFor((p) => p.channel === `${lower}_kline_1min`, 'the candle push');
    expect(Number((kline.data as Candle).close)).toBe(0.6);

    // ...and the REST calls of the market page and the /markets list.
    const ticker = (await t.post('/api/market/ticker', { symbol: pair })).body;
    expect(ticker.data).toMatchObject({ pair, close: '0.600', count: 1, vol: '100.00' });
    const trades = (await t.post('/api/market/trades', { symbol: pair })).body.data.list;
    expect(trades.map((x: TradePrint) => Number(x.price))).toEqual([0.6]);
    const candles = (await t.post('/api/market/kline', { symbol: pair, interval: '1min' })).body.data.list as Candle[];
    expect(candles.map((c) => [Number(c.close), Number(c.vol)])).toEqual([[0.6, 100]]);
    const listed = (await t.post('/api/market/tickers', {})).body.data.list;
    expect(listed.find((x: any) => x.pair === pair)).toMatchObject({ close: '0.600', count: 1 });
    const depth = (await t.post('/api/market/depth', { symbol: pair })).body.data as DepthSnapshot;
    expect(depth).toMatchObject({ bids: [], asks: [] });

    // The money moved at the pair's fees (quote-currency fees on both sides), nothing left frozen.
    const fees = (await buyer.call('/api/spot/balances', { symbol: pair })).data;
    const cost = new Decimal('60');
    expect(await seller.spot(symbol)).toBe('100/0');
    expect(await seller.spot('USDT')).toBe(`${cost.minus(cost.times(fees.maker_fee)).toFixed()}/0`);
    expect(await buyer.spot(symbol)).toBe('100/0');
    expect(await buyer.spot('USDT')).toBe(`${new Decimal('100').minus(cost).minus(cost.times(fees.taker_fee)).toFixed()}/0`);
    const report = await t.app.services.ledger.audit();
    expect(report.violations).toEqual([]);
  });
});
