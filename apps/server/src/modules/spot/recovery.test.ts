import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { buildApp } from '../../app';
import { Decimal } from '../../lib/decimal';
import { WriteConflict } from '../trading/market-sequencer';
import { spotOrders } from './schema';
import { auditMessages, bookOf, newTrader, type Trader } from './test-kit';

describe('a batch whose commit fails', () => {
  let t: TestApp;
  let seller: Trader;
  let buyer: Trader;
  beforeAll(async () => {
    t = await createTestApp();
    seller = await newTrader(t, { BTC: '1' });
    buyer = await newTrader(t, { USDT: '100000' });
    await seller.place({ symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '50000', quantity: '0.5' });
  }, 180_000);
  afterAll(() => t.close());

  it('answers an error, publishes nothing and leaves book and balances as committed', async () => {
    const pushes: unknown[] = [];
    const trades: unknown[] = [];
    const realPush = t.app.services.realtime.publishToUser;
    // As if both traders had a signed-in socket open: pushes to nobody are skipped otherwise.
    t.app.services.realtime.reaches = () => true;
    t.app.services.realtime.publishToUser = (userId, data) => {
      pushes.push({ userId, data });
      realPush(userId, data);
    };
    t.app.services.spot.feed.onTrades((_symbol, list) => trades.push(...list));
    t.app.services.spot.service.faults.beforeCommit = async () => {
      throw new Error('disk full');
    };
    const failed = await buyer.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.2' });
    expect(failed).toMatchObject({ code: 4018, msg: 'The order could not be processed, please try again', data: null });
    expect(pushes).toEqual([]);
    expect(trades).toEqual([]);
    expect(await buyer.balance('USDT')).toBe('100000/0');
    expect(await seller.balance('BTC')).toBe('0.5/0.5');
    expect(bookOf(t, 'BTC_USDT').asks).toEqual(['50000.00 x 0.50000']);
    const rows = await t.database.db.select().from(spotOrders).where(eq(spotOrders.userId, buyer.id));
    expect(rows).toEqual([]);

    t.app.services.spot.service.faults.beforeCommit = undefined;
    const ok = await buyer.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.2' });
    expect(ok.data).toMatchObject({ status: 'filled', deal_quantity: '0.2' });
    expect(bookOf(t, 'BTC_USDT').asks).toEqual(['50000.00 x 0.30000']);
    expect(trades).toEqual([expect.objectContaining({ symbol: 'BTC_USDT', price: '50000', quantity: '0.2', side: 'buy', amount: '10000' })]);
    const kinds = pushes.map((p: any) => `${p.userId === buyer.id ? 'buyer' : 'seller'}:${p.data.type}`).sort();
    expect(kinds).toEqual(['buyer:balance', 'buyer:spot_order', 'seller:balance', 'seller:spot_order']);
    expect(await auditMessages(t)).toEqual([]);
  });

  it('a batch whose money was spent between its read and its write runs again from fresh reads and commits once', async () => {
    let writes = 0;
    t.app.services.spot.service.faults.beforeWrite = async (_symbol, tx) => {
      // Only in the first run: as if a withdrawal had spent the buyer's USDT after the batch read it.
      if (++writes > 1) return;
      const { available } = await t.app.services.ledger.balance(buyer.id, 'spot', 'USDT', tx);
      await t.app.services.ledger.debit({ userId: buyer.id, account: 'spot', currency: 'USDT', amount: available, reason: 'withdrawal' }, tx);
    };
    const reruns: unknown[] = [];
    t.app.services.spot.service.faults.onRerun = (_symbol, err) => reruns.push(err);
    const before = await buyer.balance('USDT');
    const res = await buyer.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '40000', quantity: '0.1' });
    t.app.services.spot.service.faults.beforeWrite = undefined;
    t.app.services.spot.service.faults.onRerun = undefined;
    expect(res.data).toMatchObject({ status: 'waiting' });
    expect(writes).toBe(2);
    expect(reruns).toEqual([expect.any(WriteConflict)]);
    const [available, frozen] = before.split('/').map((x: string) => new Decimal(x));
    // The freeze happened exactly once: the money moved from available to frozen, none was lost.
    const [a2, f2] = (await buyer.balance('USDT')).split('/').map((x: string) => new Decimal(x));
    expect(a2!.plus(f2!).toFixed()).toBe(available!.plus(frozen!).toFixed());
    expect(f2!.minus(frozen!).gte(4000) && f2!.minus(frozen!).lt(4010)).toBe(true);
    const rows = await t.database.db.select().from(spotOrders).where(eq(spotOrders.userId, buyer.id));
    expect(rows.filter((r) => r.price !== null && new Decimal(r.price).eq(40000))).toHaveLength(1);
    expect(bookOf(t, 'BTC_USDT').bids).toContain('40000.00 x 0.10000');
    expect(await auditMessages(t)).toEqual([]);
  });

  it('a batch that keeps conflicting fails after three runs with a clear error and changes nothing', async () => {
    let commits = 0;
    t.app.services.spot.service.faults.beforeCommit = async () => {
      commits++;
      throw new WriteConflict('test');
    };
    const before = { usdt: await buyer.balance('USDT'), book: bookOf(t, 'BTC_USDT') };
    const res = await buyer.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.1' });
    t.app.services.spot.service.faults.beforeCommit = undefined;
    expect(res).toMatchObject({ code: 4018, data: null });
    expect(commits).toBe(3);
    expect(await buyer.balance('USDT')).toBe(before.usdt);
    expect(bookOf(t, 'BTC_USDT')).toEqual(before.book);
    expect(await auditMessages(t)).toEqual([]);
  });

  it('one order that cannot be paid is rejected by the plan; the rest of its batch commits', async () => {
    const poor = await newTrader(t, { USDT: '100' });
    // Hold a batch open so that the next three commands queue behind it and share one batch.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let commits = 0;
    t.app.services.spot.service.faults.beforeCommit = async () => {
      if (++commits === 1) await held;
    };
    const place = (userId: number, price: string) =>
      t.app.services.spot.service.placeOrder(userId, { symbol: 'BTC_USDT', side: 'buy', type: 'limit', price, quantity: '0.01' }).then(
        (o) => o.status,
        (e: { key?: string }) => e.key,
      );
    const first = place(buyer.id, '30000');
    await Promise.resolve();
    const batch = [place(buyer.id, '30001'), place(poor.id, '30002'), place(buyer.id, '30003')];
    // One turn of the event loop: the three are queued by then.
    await new Promise((r) => setImmediate(r));
    release();
    expect(await Promise.all([first, ...batch])).toEqual(['waiting', 'waiting', 'INSUFFICIENT_BALANCE', 'waiting']);
    t.app.services.spot.service.faults.beforeCommit = undefined;
    expect(commits).toBe(2);
    expect(await poor.balance('USDT')).toBe('100/0');
    expect(bookOf(t, 'BTC_USDT').bids.filter((l) => l.startsWith('3000'))).toEqual([
      '30003.00 x 0.01000',
      '30001.00 x 0.01000',
      '30000.00 x 0.01000',
    ]);
    expect(await auditMessages(t)).toEqual([]);
  });

  it('the audit notices frozen money that no open order holds', async () => {
    await t.database.db.update(spotOrders).set({ frozen: '0.1' }).where(eq(spotOrders.userId, seller.id));
    expect(await auditMessages(t)).toEqual([
      expect.stringContaining('[frozen_not_held]'),
    ]);
    await t.database.db.update(spotOrders).set({ frozen: '0.3' }).where(eq(spotOrders.userId, seller.id));
    expect(await auditMessages(t)).toEqual([]);
  });
});

describe('rebuild after a restart', () => {
  let t: TestApp;
  let second: FastifyInstance | undefined;
  afterAll(async () => {
    await second?.close();
    await t.database.close();
  });

  it('restores every open order with its remaining size, in the original time priority', async () => {
    t = await createTestApp();
    const first = await newTrader(t, { BTC: '1' });
    const later = await newTrader(t, { BTC: '1' });
    const buyer = await newTrader(t, { USDT: '100000' });
    const a = await first.place({ symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '50000', quantity: '0.3' });
    const b = await later.place({ symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '50000', quantity: '0.3' });
    await later.place({ symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '50100', quantity: '0.1' });
    await buyer.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '49000', quantity: '0.1' });
    await buyer.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.1' });
    const before = bookOf(t, 'BTC_USDT');
    expect(before.asks).toEqual(['50000.00 x 0.50000', '50100.00 x 0.10000']);

    await t.app.close();
    second = await buildApp(t.config, t.database, { logger: false });
    await second.ready();
    expect(bookOf({ ...t, app: second }, 'BTC_USDT')).toEqual(before);

    // The first seller is still first in the queue: a buy of 0.2 finishes their order, not the later one.
    const token = await second.services.sessions.open(buyer.id, { ip: '127.0.0.1', userAgent: 'test' });
    const res = await second.inject({
      method: 'POST',
      url: '/api/spot/order/place',
      headers: { 'content-type': 'application/json', token },
      payload: JSON.stringify({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.2' }),
    });
    expect(res.json().data.status).toBe('filled');
    const [rowA] = await t.database.db.select().from(spotOrders).where(eq(spotOrders.id, Number(a.data.id)));
    const [rowB] = await t.database.db.select().from(spotOrders).where(eq(spotOrders.id, Number(b.data.id)));
    expect(rowA!.status).toBe('filled');
    expect(rowB!.status).toBe('waiting');
    expect(await auditMessages({ ...t, app: second })).toEqual([]);
  }, 300_000);
});

describe('order ids when a batch ran again in between', () => {
  let t: TestApp;
  let second: FastifyInstance | undefined;
  afterAll(async () => {
    await second?.close();
    await t.database.close();
  });

  it('still grow in acceptance order, so a rebuilt book keeps the time priority', async () => {
    t = await createTestApp();
    const [first, middle, last] = await Promise.all([0, 1, 2].map(() => newTrader(t, { BTC: '1' })));
    const buyer = await newTrader(t, { USDT: '100000' });
    const ask = { symbol: 'BTC_USDT', side: 'sell', type: 'limit', price: '50000', quantity: '0.1' };
    const a = await first!.place(ask);
    let calls = 0;
    t.app.services.spot.service.faults.beforeCommit = async () => {
      if (++calls === 1) throw new WriteConflict('test');
    };
    const b = await middle!.place(ask);
    t.app.services.spot.service.faults.beforeCommit = undefined;
    expect(calls).toBe(2);
    const c = await last!.place(ask);
    expect([a, b, c].map((r) => r.data.status)).toEqual(['waiting', 'waiting', 'waiting']);
    const ids = [a, b, c].map((r) => Number(r.data.id));
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);

    await t.app.close();
    second = await buildApp(t.config, t.database, { logger: false });
    await second.ready();
    const token = await second.services.sessions.open(buyer.id, { ip: '127.0.0.1', userAgent: 'test' });
    const res = await second.inject({
      method: 'POST',
      url: '/api/spot/order/place',
      headers: { 'content-type': 'application/json', token },
      payload: JSON.stringify({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', quantity: '0.15' }),
    });
    expect(res.json().data.status).toBe('filled');
    const statuses = await Promise.all(
      ids.map(async (id) => (await t.database.db.select().from(spotOrders).where(eq(spotOrders.id, id)))[0]!.status),
    );
    expect(statuses).toEqual(['filled', 'partial', 'waiting']);
  }, 300_000);
});
