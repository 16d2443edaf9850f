import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { advanceClock, futuresTrader, pinIndex } from './test-kit';

/*
 * Issue 30 item 13: the futures order lists (current and history) and the trigger lists are newest
 * first in time order. Each contract's sequencer takes its order ids from a pool of its own (200 at
 * a time, id-pool.ts), so across contracts a later order can have a smaller id: a list sorted by id
 * showed an 18:19:40 order below an 18:15:06 one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('futures lists in time order', () => {
  it('lists orders and triggers of several contracts newest first, whatever their ids', async () => {
    const trader = await futuresTrader(t, '10000');
    const marks = { BTC_USDT: await pinIndex(t, 'BTC_USDT', '50000'), ETH_USDT: await pinIndex(t, 'ETH_USDT', '3000') };
    const bid = (symbol: keyof typeof marks) => ({ symbol, direction: 'open_long', type: 'limit', quantity: symbol === 'BTC_USDT' ? '0.01' : '0.1', price: (marks[symbol] * 0.99).toFixed(2) });
    const placed: { id: string; symbol: string; time: number }[] = [];
    for (const symbol of ['BTC_USDT', 'ETH_USDT', 'BTC_USDT', 'ETH_USDT'] as const) {
      const res = await trader.place(bid(symbol));
      expect(res.code, res.msg).toBe(200);
      placed.push({ id: res.data.id, symbol, time: res.data.created_at });
      await advanceClock(t, 1_000);
    }
    // The ids do not follow time across contracts (the second contract's pool starts higher).
    const byId = [...placed].sort((a, b) => Number(b.id) - Number(a.id)).map((o) => o.id);
    const byTime = [...placed].reverse().map((o) => o.id);
    expect(byId).not.toEqual(byTime);

    const current = (await trader.call('/api/futures/order/current', { page: 1, page_size: 20 })).data.list;
    expect(current.map((o: any) => o.id)).toEqual(byTime);
    for (const o of placed) expect((await trader.call('/api/futures/order/cancel', { order_id: o.id })).code).toBe(200);
    const history = (await trader.call('/api/futures/order/history', { page: 1, page_size: 20 })).data.list;
    expect(history.map((o: any) => o.id)).toEqual(byTime);
    const times = history.map((o: any) => o.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Triggers: placed one after another on both contracts, newest first.
    const triggerIds: string[] = [];
    for (const symbol of ['ETH_USDT', 'BTC_USDT'] as const) {
      const res = await trader.call('/api/futures/trigger/place', {
        symbol,
        direction: 'open_long',
        type: 'market',
        quantity: symbol === 'BTC_USDT' ? '0.01' : '0.1',
        trigger_price: (marks[symbol] * 1.05).toFixed(2),
        trigger_by: 'mark',
      });
      expect(res.code, res.msg).toBe(200);
      triggerIds.push(res.data.id);
      await advanceClock(t, 1_000);
    }
    expect((await trader.triggers()).map((x: any) => x.id)).toEqual([...triggerIds].reverse());
  });
});
