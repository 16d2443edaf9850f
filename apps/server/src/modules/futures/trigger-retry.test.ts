import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@aurelix/shared/errors';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { advanceClock, auditMessages, contractOf, futuresTrader, pinIndex, type FuturesTrader } from './test-kit';

/*
 * Issue 26 item 6: a victim's stop-loss fired, its close failed with NO_LIQUIDITY and the trigger
 * ended `failed` with no retry, leaving the position unprotected; and a last-price spike could
 * fire it at all. Through the HTTP API: a triggered close that cannot fill is retried as prices
 * change until it closes (or gives up after 10 minutes), with a notice at each step; a TP/SL set
 * on the mark price fires on the mark, not on a last-price spike.
 */

const SYMBOL = 'BTC_USDT';
let t: TestApp;
let index: number;
/** Index × f on BTC's 0.1 tick, as orders take it; `shown` as notices show prices (the contract's precision). */
const at = (f: number) => (index * f).toFixed(1);
let shown: (f: number) => string;
/** 0.1 BTC as notices show sizes (the contract's quantity precision). */
let tenth: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const contract = await contractOf(t, SYMBOL);
  index = Math.round(Number(contract.mark_price));
  shown = (f) => Number(at(f)).toFixed(contract.price_precision);
  tenth = `${(0.1).toFixed(contract.qty_precision)} BTC`;
});
afterAll(() => t?.close());

/** A long of 0.1 opened at the index against a fresh maker's ask; the book is left empty. */
async function longAtIndex(): Promise<{ owner: FuturesTrader; maker: FuturesTrader }> {
  await pinIndex(t, SYMBOL, String(index));
  const owner = await futuresTrader(t, '10000');
  const maker = await futuresTrader(t, '100000');
  expect((await maker.place({ symbol: SYMBOL, direction: 'open_short', type: 'limit', price: String(index), quantity: '0.1' })).code).toBe(200);
  expect((await owner.place({ symbol: SYMBOL, direction: 'open_long', type: 'market', quantity: '0.1' })).data.status).toBe('filled');
  return { owner, maker };
}

/** One second later: the marks are sampled at the index (the triggers and their retries run). */
async function tick(f = 1): Promise<number> {
  await advanceClock(t, 1000);
  return pinIndex(t, SYMBOL, at(f));
}

describe('a triggered close that cannot fill', () => {
  it('is retried as prices change and closes the position once liquidity returns, telling the user each step', async () => {
    const { owner, maker } = await longAtIndex();
    const set = await owner.call('/api/futures/tpsl/set', { symbol: SYMBOL, side: 'long', trigger_by: 'mark', stop_loss: { price: at(0.99) } });
    expect(set.data.stop_loss).toMatchObject({ trigger_by: 'mark', status: 'waiting', attempts: 0 });

    // The index falls 1.5%: the mark crosses the stop-loss, but nobody bids. The close waits.
    await tick(0.985);
    const [sl] = await owner.triggers();
    expect(sl).toMatchObject({ id: set.data.stop_loss.id, kind: 'stop_loss', status: 'retrying' });
    expect(sl.attempts).toBeGreaterThanOrEqual(1);
    expect(sl.retry_until).toBeGreaterThan(Date.now());
    expect(await owner.positions(SYMBOL)).toHaveLength(1);
    // Still nothing to sell into a second later: tried again, still retrying. (The service's own
    // one-second timer may try too, so the count is at least, not exactly, two.)
    await tick(0.985);
    const again = (await owner.triggers())[0];
    expect(again.status).toBe('retrying');
    expect(again.attempts).toBeGreaterThanOrEqual(2);

    // A bid inside the band arrives; the next price change closes the position into it.
    expect((await maker.place({ symbol: SYMBOL, direction: 'close_short', type: 'limit', price: at(0.984), quantity: '0.1' })).code).toBe(200);
    await tick(0.985);
    expect(await owner.positions(SYMBOL)).toEqual([]);
    const [done] = await owner.triggers(true);
    expect(done).toMatchObject({ id: sl.id, status: 'triggered', fail_reason: null, retry_until: null });
    expect(done.attempts).toBeGreaterThanOrEqual(again.attempts);
    // The attempt that filled is the last one, its client order id numbered after it.
    expect((await owner.call('/api/futures/order/detail', { order_id: done.order_id })).data).toMatchObject({
      direction: 'close_long',
      status: 'filled',
      client_order_id: `trg-${sl.id}-${done.attempts}`,
    });

    const notices = await owner.notices();
    expect(notices.map((n) => n.kind)).toEqual(['futures_trigger_filled', 'futures_trigger_unfilled', 'futures_trigger_fired']);
    expect(notices[2]!.content).toBe(`Your stop-loss on your BTC_USDT long position was triggered: the mark price reached ${shown(0.99)}. Closing ${tenth} at market.`);
    expect(notices[1]!.content).toContain(`could not close ${tenth} yet`);
    expect(notices[0]!.content).toBe(`Your stop-loss closed ${tenth} of your BTC_USDT long position at an average price of ${shown(0.984)}.`);
    // The notice reads in the language of whoever opens it, its terms too.
    const ja = await owner.notices('ja_JP');
    expect(ja[2]!.content).toContain('ロングポジションの損切り注文が発動しました（マーク価格が');
    expect(await auditMessages(t)).toEqual([]);
  });

  it('gives up after 10 minutes without liquidity, says so, and leaves the position open', async () => {
    const { owner } = await longAtIndex();
    const set = await owner.call('/api/futures/tpsl/set', { symbol: SYMBOL, side: 'long', stop_loss: { price: at(0.99) } });
    await tick(0.985);
    expect((await owner.triggers())[0]).toMatchObject({ id: set.data.stop_loss.id, status: 'retrying' });
    for (let s = 0; s < 10 * 60; s += 30) {
      await advanceClock(t, 30_000);
      await pinIndex(t, SYMBOL, at(0.985));
    }
    expect(await owner.triggers()).toEqual([]);
    const [ended] = await owner.triggers(true);
    expect(ended).toMatchObject({ status: 'failed', fail_reason: errorMessage('TRIGGER_CLOSE_GAVE_UP', 'en_US') });
    expect(ended.attempts).toBeGreaterThan(2);
    expect(await owner.positions(SYMBOL)).toHaveLength(1);
    const [gaveUp] = await owner.notices();
    expect(gaveUp).toMatchObject({ kind: 'futures_trigger_gave_up', title: 'Position close stopped' });
    expect(gaveUp!.content).toContain(`${tenth} is still open`);
    // The user takes over: the position can still be closed by hand once someone bids.
    await pinIndex(t, SYMBOL, String(index));
  });

  it('ends without another order when the user takes the close over by hand meanwhile', async () => {
    const { owner, maker } = await longAtIndex();
    await owner.call('/api/futures/tpsl/set', { symbol: SYMBOL, side: 'long', stop_loss: { price: at(0.99) } });
    await tick(0.985);
    expect((await owner.triggers())[0]).toMatchObject({ status: 'retrying' });
    // The user offers the whole position; a bid takes it. Nothing was left for the stop-loss.
    expect((await owner.place({ symbol: SYMBOL, direction: 'close_long', type: 'limit', price: at(0.984), quantity: '0.1' })).data.status).toBe('submitted');
    await maker.place({ symbol: SYMBOL, direction: 'close_short', type: 'limit', price: at(0.984), quantity: '0.1' });
    expect(await owner.positions(SYMBOL)).toEqual([]);
    await tick(0.985);
    expect(await owner.triggers()).toEqual([]);
    expect((await owner.triggers(true))[0]).toMatchObject({ status: 'cancelled' });
    expect(await auditMessages(t)).toEqual([]);
  });
});

describe('a TP/SL on the mark price', () => {
  it('fires on the mark, not on a last-price spike (which fires a last-price stop-loss)', async () => {
    const { owner: markUser, maker } = await longAtIndex();
    await maker.place({ symbol: SYMBOL, direction: 'open_short', type: 'limit', price: String(index), quantity: '0.1' });
    const lastUser = await futuresTrader(t, '10000');
    expect((await lastUser.place({ symbol: SYMBOL, direction: 'open_long', type: 'market', quantity: '0.1' })).data.status).toBe('filled');
    const byMark = await markUser.call('/api/futures/tpsl/set', { symbol: SYMBOL, side: 'long', trigger_by: 'mark', stop_loss: { price: at(0.99) } });
    const byLast = await lastUser.call('/api/futures/tpsl/set', { symbol: SYMBOL, side: 'long', trigger_by: 'last', stop_loss: { price: at(0.99) } });
    expect(byMark.data.stop_loss.trigger_by).toBe('mark');
    expect(byLast.data.stop_loss.trigger_by).toBe('last');

    // Two accounts print a trade 1.5% under the index (inside the band); a bid rests there for the closes.
    const spiker = await futuresTrader(t, '100000');
    const taker = await futuresTrader(t, '100000');
    expect((await spiker.place({ symbol: SYMBOL, direction: 'open_long', type: 'limit', price: at(0.985), quantity: '0.3' })).code).toBe(200);
    expect((await taker.place({ symbol: SYMBOL, direction: 'open_short', type: 'limit', price: at(0.985), quantity: '0.001' })).data.status).toBe('filled');
    expect(Number((await contractOf(t, SYMBOL)).last_price)).toBe(Number(at(0.985)));
    const mark = await tick(1);

    // The mark stayed at the index: the mark stop-loss waits; the last-price one fired and closed.
    expect(mark).toBeGreaterThan(index * 0.998);
    expect((await markUser.triggers())[0]).toMatchObject({ id: byMark.data.stop_loss.id, status: 'waiting' });
    expect(await markUser.positions(SYMBOL)).toHaveLength(1);
    expect((await lastUser.triggers(true))[0]).toMatchObject({ id: byLast.data.stop_loss.id, status: 'triggered' });
    expect(await lastUser.positions(SYMBOL)).toEqual([]);

    // The index itself falls: the mark follows and the mark stop-loss closes into the bid.
    await tick(0.988);
    expect((await markUser.triggers(true))[0]).toMatchObject({ id: byMark.data.stop_loss.id, status: 'triggered' });
    expect(await markUser.positions(SYMBOL)).toEqual([]);
    expect(await auditMessages(t)).toEqual([]);
  });
});
