import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { AdjustableClock } from '../../lib/clock';
import { closeApp } from '../auth/test-kit';
import { newTrader, type Trader } from '../spot/test-kit';
import { sign } from './signing';

/*
 * Binance's user data stream (issue 29 item 7): a listenKey from POST /api/v3/userDataStream, a ws
 * client on /ws/<listenKey>, and orders placed, filled and cancelled over the signed API: each
 * change is an executionReport and each balance change an outboundAccountPosition. The key lasts
 * 60 minutes by the server clock from its last PUT; an expired one is -1125 and its stream ends.
 */

let t: TestApp;
let origin: string;
let maker: Trader;
const clock = () => t.app.services.clock as AdjustableClock;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  maker = await newTrader(t, { USDT: '1000000', BTC: '100' });
  expect((await maker.place({ symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '96000', quantity: '1' })).code).toBe(200);
}, 60_000);
afterAll(() => closeApp(t));

async function client() {
  const user = await newTrader(t, { USDT: '10000' });
  const key = await t.app.services.apiKeys.createForOperator(user.id, { label: 'stream', trade: true, withdraw: false, ips: [] });
  /** A request as a Binance client sends it: the key in the header, signed when `signed`. */
  const request = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, params: Record<string, string> = {}, signed = true) => {
    let text = new URLSearchParams(signed ? { ...params, timestamp: String(t.app.services.clock.nowMs()) } : params).toString();
    if (signed) text += `&signature=${sign(key.secret, text)}`;
    const res = await t.app.inject({ method, url: `${path}?${text}`, headers: { 'x-mbx-apikey': key.api_key } });
    return { status: res.statusCode, body: res.json() };
  };
  return { user, request };
}

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

describe('user data stream', () => {
  it('reports a placed, a filled and a cancelled order and the balance changes to the listenKey’s socket', async () => {
    const c = await client();
    const opened = await c.request('POST', '/api/v3/userDataStream', {}, false);
    expect(opened.status).toBe(200);
    const listenKey = opened.body.listenKey as string;
    expect(listenKey).toMatch(/^[0-9a-f]{60}$/);
    // Asking again answers the live key.
    expect((await c.request('POST', '/api/v3/userDataStream', {}, false)).body).toEqual({ listenKey });

    const ws = new WebSocket(`ws://${origin}/ws/${listenKey}`);
    const feed = collect(ws);
    await new Promise((resolve) => ws.once('open', resolve));

    // A resting buy: NEW, and USDT moves from free to locked.
    const placed = await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.01', price: '90000' });
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId as number;
    const created = await feed.next((m) => m.e === 'executionReport' && m.i === orderId);
    expect(created).toMatchObject({ s: 'BTCUSDT', c: placed.body.clientOrderId, S: 'BUY', o: 'LIMIT', f: 'GTC', q: '0.01', p: '90000', x: 'NEW', X: 'NEW', z: '0', l: '0', w: true });
    const locked = await feed.next((m) => m.e === 'outboundAccountPosition' && m.B.some((b: any) => b.a === 'USDT' && Number(b.l) > 0));
    const account = (await c.request('GET', '/api/v3/account')).body;
    const usdt = account.balances.find((b: any) => b.asset === 'USDT');
    expect(locked.B.find((b: any) => b.a === 'USDT')).toEqual({ a: 'USDT', f: usdt.free, l: usdt.locked });
    expect(Number(usdt.locked)).toBeGreaterThanOrEqual(900);

    // Cancelled: CANCELED, and the USDT is free again.
    expect((await c.request('DELETE', '/api/v3/order', { symbol: 'BTCUSDT', orderId: String(orderId) })).status).toBe(200);
    const cancelled = await feed.next((m) => m.e === 'executionReport' && m.i === orderId && m.x === 'CANCELED');
    expect(cancelled).toMatchObject({ X: 'CANCELED', C: placed.body.clientOrderId, w: false });
    const freed = await feed.next((m) => m.e === 'outboundAccountPosition' && m.B.some((b: any) => b.a === 'USDT' && b.f === '10000'));
    expect(freed.B.find((b: any) => b.a === 'USDT')).toEqual({ a: 'USDT', f: '10000', l: '0' });

    // A buy that takes the maker's ask: TRADE with the fill's quantity and price, and BTC arrives.
    const taken = await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.02', price: '96000' });
    expect(taken.body.status).toBe('FILLED');
    const fill = await feed.next((m) => m.e === 'executionReport' && m.i === taken.body.orderId && m.x === 'TRADE');
    expect(fill).toMatchObject({ X: 'FILLED', l: '0.02', L: '96000', z: '0.02', Z: '1920', Y: '1920' });
    const btc = await feed.next((m) => m.e === 'outboundAccountPosition' && m.B.some((b: any) => b.a === 'BTC'));
    expect(btc.B.find((b: any) => b.a === 'BTC')).toEqual({ a: 'BTC', f: '0.02', l: '0' });

    // Nothing of another user's orders reaches this socket.
    expect(feed.messages.filter((m) => m.e === 'executionReport').every((m) => m.i === orderId || m.i === taken.body.orderId)).toBe(true);
    ws.close();
  });

  it('keeps a listenKey 60 minutes from its last PUT by the server clock, then ends its stream', async () => {
    const c = await client();
    const other = await client();
    const listenKey = (await c.request('POST', '/api/v3/userDataStream', {}, false)).body.listenKey as string;
    const ws = new WebSocket(`ws://${origin}/stream?streams=${listenKey}`);
    const feed = collect(ws);
    await new Promise((resolve) => ws.once('open', resolve));

    // Another user's key is not theirs to extend or close.
    expect((await other.request('PUT', '/api/v3/userDataStream', { listenKey }, false)).body).toEqual({ code: -1125, msg: 'This listenKey does not exist.' });
    clock().advance(59 * 60_000);
    expect((await c.request('PUT', '/api/v3/userDataStream', { listenKey }, false)).body).toEqual({});
    // 89 minutes after it was made, 30 after the PUT: still valid, and its stream still reports.
    clock().advance(30 * 60_000);
    t.app.services.binance.streams.user.expire();
    const placed = await c.request('POST', '/api/v3/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.01', price: '90000' });
    expect(placed.status).toBe(200);
    expect((await feed.next((m) => m.data?.e === 'executionReport')).stream).toBe(listenKey);

    // 61 minutes after the PUT: gone; the stream says listenKeyExpired.
    clock().advance(31 * 60_000);
    expect((await c.request('PUT', '/api/v3/userDataStream', { listenKey }, false)).body).toEqual({ code: -1125, msg: 'This listenKey does not exist.' });
    const expired = feed.next((m) => m.data?.e === 'listenKeyExpired');
    t.app.services.binance.streams.user.expire();
    expect((await expired).data).toMatchObject({ e: 'listenKeyExpired', listenKey });
    // A new key after it; DELETE ends that one at once.
    const next = (await c.request('POST', '/api/v3/userDataStream', {}, false)).body.listenKey as string;
    expect(next).not.toBe(listenKey);
    expect((await c.request('DELETE', '/api/v3/userDataStream', { listenKey: next }, false)).body).toEqual({});
    expect((await c.request('PUT', '/api/v3/userDataStream', { listenKey: next }, false)).status).toBe(400);
    ws.close();
  });
});
