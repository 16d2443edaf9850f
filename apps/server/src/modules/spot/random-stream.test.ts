import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { balances } from '../../db/schema';
import { Decimal } from '../../lib/decimal';
import { spotOrders } from './schema';
import { auditMessages, bookOf, newTrader, type Trader } from './test-kit';

/** A small seeded generator, so a failure replays exactly. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.SPOT_STREAM_SEED ?? 20261122);

describe(`a random stream of orders (seed ${SEED})`, () => {
  let t: TestApp;
  let traders: Trader[];
  beforeAll(async () => {
    t = await createTestApp();
    traders = [];
    for (let i = 0; i < 4; i++) traders.push(await newTrader(t, { USDT: '20000', BTC: '0.4' }));
  }, 180_000);
  afterAll(() => t.close());

  it('keeps the ledger balanced, frozen equal to open orders and the book equal to the database', async () => {
    const rnd = mulberry32(SEED);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const open = new Map<string, Trader>();
    // Nothing else touches these balances, so every batch must commit on its first run.
    const reruns: string[] = [];
    t.app.services.spot.service.faults.onRerun = (_symbol, err) => reruns.push(String(err));
    let accepted = 0;
    for (let round = 0; round < 25; round++) {
      // Commands of a round are sent together, so they share sequencer batches.
      const sends = Array.from({ length: 8 }, () => {
        const who = pick(traders);
        const r = rnd();
        if (r < 0.2 && open.size > 0) {
          const [id, owner] = pick([...open.entries()]);
          return owner.cancel(id);
        }
        const side = rnd() < 0.5 ? 'buy' : 'sell';
        if (r < 0.3) {
          const body = side === 'buy' && rnd() < 0.5 ? { amount: String(20 + Math.floor(rnd() * 200)) } : { quantity: (0.0001 + Math.floor(rnd() * 30) / 10000).toFixed(5) };
          return who.place({ symbol: 'BTC_USDT', side, type: 'market', ...body });
        }
        const price = (50000 + Math.floor((rnd() - 0.5) * 40) * 5).toFixed(2);
        const tif = pick(['GTC', 'GTC', 'GTC', 'IOC', 'FOK', 'POST_ONLY']);
        const quantity = (0.0001 + Math.floor(rnd() * 50) / 10000).toFixed(5);
        return who.place({ symbol: 'BTC_USDT', side, type: 'limit', price, quantity, tif }).then((res) => {
          if (res.code === 200 && (res.data.status === 'waiting' || res.data.status === 'partial')) open.set(res.data.id, who);
          return res;
        });
      });
      for (const res of await Promise.all(sends)) {
        if (res.code === 200) accepted++;
        // Every rejection is a business answer, never a crash.
        else expect([2001, 4009, 4011, 4012, 4013, 4015, 4016]).toContain(res.code);
      }
      for (const id of [...open.keys()]) {
        if (rnd() < 0.05) open.delete(id);
      }
    }
    expect(accepted).toBeGreaterThan(90);
    expect(reruns).toEqual([]);

    expect(await auditMessages(t)).toEqual([]);
    // Nothing was created or lost: every currency still sums to what was deposited.
    const totals = await t.database.db
      .select({ currency: balances.currency, sum: sql<string>`sum(available + frozen)` })
      .from(balances)
      .where(inArray(balances.currency, ['USDT', 'BTC']))
      .groupBy(balances.currency);
    const world = await t.app.services.ledger.balance(await t.app.services.auth.userIdByAccount('system:world'), 'spot', 'USDT');
    const usdt = totals.find((x) => x.currency === 'USDT')!;
    expect(new Decimal(usdt.sum).toFixed()).toBe('0');
    expect(new Decimal(world.available).neg().gte(80000)).toBe(true);

    // The in-memory book is exactly the open orders of the database.
    const rows = await t.database.db.select().from(spotOrders).where(inArray(spotOrders.status, ['waiting', 'partial']));
    const levels = new Map<string, Decimal>();
    for (const r of rows) {
      const key = `${r.side}:${new Decimal(r.price!).toFixed(2)}`;
      levels.set(key, (levels.get(key) ?? new Decimal(0)).plus(new Decimal(r.quantity!).minus(r.dealQuantity)));
    }
    const book = bookOf(t, 'BTC_USDT', 1000);
    const fromBook = [
      ...book.bids.map((l) => `buy:${l.replace(' x ', '=')}`),
      ...book.asks.map((l) => `sell:${l.replace(' x ', '=')}`),
    ].sort();
    const fromDb = [...levels.entries()].map(([k, q]) => `${k}=${q.toFixed(5)}`).sort();
    expect(fromBook).toEqual(fromDb);
    const best = (xs: string[]) => (xs[0] ? Number(xs[0].split(' ')[0]) : undefined);
    const [bid, ask] = [best(book.bids), best(book.asks)];
    if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
  });
});
