import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { spotStopOrders } from './schema';
import { auditMessages, newTrader, type Trader } from './test-kit';

/*
 * Stop-limit orders on BTC_USDT (tick 0.01, step 0.00001): refused without a last price or at it,
 * fired by the trade that crosses the stop (a GTC limit with client id stp-{id}, once), failed with
 * the translated reason when the balance is short at that moment (nothing was frozen), cancelled.
 */
describe('spot stop-limit orders', () => {
  let t: TestApp;
  let maker: Trader;
  let taker: Trader;
  let stopper: Trader;
  let poor: Trader;
  const stops = () => t.app.services.spot.stops;

  /** One trade of `qty` at `price` between maker (sell) and taker (buy). */
  async function tradeAt(price: string, qty = '0.01') {
    expect((await maker.place({ symbol: 'BTC_USDT', side: 'sell', type: 'limit', price, quantity: qty })).data.status).toBe('waiting');
    expect((await taker.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price, quantity: qty })).data.status).toBe('filled');
    await stops().settled();
  }

  const stop = (who: Trader, body: Record<string, unknown>) => who.call('/api/spot/stop/place', { symbol: 'BTC_USDT', ...body });
  const list = async (who: Trader, ended: boolean) => (await who.call('/api/spot/stop/list', { ended })).data;

  beforeAll(async () => {
    t = await createTestApp();
    maker = await newTrader(t, { BTC: '10' });
    taker = await newTrader(t, { USDT: '1000000' });
    stopper = await newTrader(t, { USDT: '10000' });
    poor = await newTrader(t, {});
  }, 180_000);
  afterAll(() => t.close());

  it('is refused before the pair has traded (no last price)', async () => {
    const res = await stop(stopper, { side: 'buy', stop_price: '51000', price: '51500', quantity: '0.01' });
    expect(res.code).toBe(4102);
  });

  it('is refused at the last price, off tick, or when its limit order would be', async () => {
    await tradeAt('50000');
    const equal = await stop(stopper, { side: 'buy', stop_price: '50000', price: '50100', quantity: '0.01' });
    expect(equal).toMatchObject({ code: 4101, msg: 'The stop price equals the last price: choose a price above or below it' });
    const german = await t.post('/api/spot/stop/place', { symbol: 'BTC_USDT', side: 'buy', stop_price: '50000', price: '50100', quantity: '0.01' }, { token: stopper.token, lang: 'de_DE' });
    expect(german.body.msg).toMatch(/^Der Stop-Preis entspricht/);
    expect((await stop(stopper, { side: 'buy', stop_price: '51000.005', price: '51500', quantity: '0.01' })).code).toBe(4106);
    expect((await stop(stopper, { side: 'buy', stop_price: '51000', price: '51500.001', quantity: '0.01' })).msg).toMatch(/price/i);
    expect((await stop(stopper, { side: 'buy', stop_price: '51000', price: '51500', quantity: '0.000001' })).code).not.toBe(200);
  });

  let fired: string;
  let failing: string;

  it('waits with nothing frozen, above the last price as a rising stop', async () => {
    const res = await stop(stopper, { side: 'buy', stop_price: '51000', price: '51500', quantity: '0.01' });
    expect(res.code).toBe(200);
    expect(res.msg).toBe('Stop-limit order placed');
    expect(res.data).toMatchObject({ side: 'buy', stop_price: '51000', direction: 'rise', price: '51500', quantity: '0.01', status: 'waiting', order_id: null });
    fired = res.data.id;
    expect(await stopper.balance('USDT')).toBe('10000/0');
    // Accepted without a balance: it is checked when the stop fires.
    const broke = await stop(poor, { side: 'buy', stop_price: '50500', price: '50600', quantity: '0.01' });
    expect(broke.code).toBe(200);
    failing = broke.data.id;
    expect((await list(stopper, false)).list.map((s: { id: string }) => s.id)).toEqual([fired]);
  });

  it('a trade that crosses the stop places its limit order once, with client id stp-{id}', async () => {
    // 50800 crosses the poor user's 50500 but not 51000.
    await tradeAt('50800');
    expect((await list(stopper, false)).total).toBe(1);
    await tradeAt('51200');
    const ended = await list(stopper, true);
    expect(ended.list).toEqual([expect.objectContaining({ id: fired, status: 'triggered', fail_reason: null })]);
    const orderId = ended.list[0].order_id as string;
    const order = (await stopper.call('/api/spot/order/detail', { order_id: orderId })).data;
    expect(order).toMatchObject({ client_order_id: `stp-${fired}`, side: 'buy', type: 'limit', tif: 'GTC', price: '51500', quantity: '0.01' });
    // Its limit crossed nothing left on the book: it rests and freezes now.
    expect(order.status).toBe('waiting');
    expect(await stopper.balance('USDT')).not.toBe('10000/0');

    // Another crossing trade (above the stop's own resting bid) fires nothing more.
    await tradeAt('52000');
    const current = (await stopper.call('/api/spot/order/current', { symbol: 'BTC_USDT' })).data;
    expect(current.list.filter((o: { client_order_id: string | null }) => o.client_order_id?.startsWith('stp-'))).toHaveLength(1);
    expect((await list(stopper, true)).total).toBe(1);
  });

  it('a stop whose balance is short when it fires ends failed with the reason', async () => {
    const ended = await list(poor, true);
    expect(ended.list).toEqual([expect.objectContaining({ id: failing, status: 'failed', order_id: null, fail_reason: 'Insufficient balance' })]);
    const ja = await t.post('/api/spot/stop/list', { ended: true }, { token: poor.token, lang: 'ja_JP' });
    expect(ja.body.data.list[0].fail_reason).toBe('残高が不足しています');
    expect(await poor.balance('USDT')).toBe('0/0');
  });

  it('a restart that finds the stop’s order marks it triggered instead of placing it again', async () => {
    const { db } = t.database;
    // As if the server stopped after placing the order, before recording it.
    await db.update(spotStopOrders).set({ status: 'waiting', orderId: null, endedAt: null }).where(eq(spotStopOrders.id, Number(fired)));
    await stops().start();
    const [row] = await db.select().from(spotStopOrders).where(eq(spotStopOrders.id, Number(fired)));
    expect(row).toMatchObject({ status: 'triggered' });
    expect(String(row!.orderId)).toBe((await list(stopper, true)).list.find((s: { id: string }) => s.id === fired).order_id);
    const current = (await stopper.call('/api/spot/order/current', { symbol: 'BTC_USDT' })).data;
    expect(current.list.filter((o: { client_order_id: string | null }) => o.client_order_id?.startsWith('stp-'))).toHaveLength(1);
  });

  it('cancel ends a waiting stop; a second cancel and someone else’s stop are refused', async () => {
    // The fired stop's resting bid would take the falling trades below: it goes first.
    const [resting] = (await stopper.call('/api/spot/order/current', { symbol: 'BTC_USDT' })).data.list;
    expect((await stopper.cancel(resting.id)).code).toBe(200);
    const res = await stop(stopper, { side: 'sell', stop_price: '45000', price: '44900', quantity: '0.01' });
    expect(res.data.direction).toBe('fall');
    const cancelled = await stopper.call('/api/spot/stop/cancel', { stop_id: res.data.id });
    expect(cancelled).toMatchObject({ code: 200, msg: 'Stop-limit order cancelled', data: { status: 'cancelled' } });
    expect((await stopper.call('/api/spot/stop/cancel', { stop_id: res.data.id })).code).toBe(4104);
    const other = await stop(stopper, { side: 'sell', stop_price: '45000', price: '44900', quantity: '0.01' });
    expect((await poor.call('/api/spot/stop/cancel', { stop_id: other.data.id })).code).toBe(4103);
    // The cancelled stop no longer fires: a fall through 45000 places only the other one.
    await tradeAt('44000');
    const ended = (await list(stopper, true)).list as { id: string; status: string }[];
    expect(ended.find((s) => s.id === res.data.id)?.status).toBe('cancelled');
    expect(ended.find((s) => s.id === other.data.id)?.status).toBe('failed');
  });

  it('leaves the ledger audit clean', async () => {
    expect(await auditMessages(t)).toEqual([]);
  });
});
