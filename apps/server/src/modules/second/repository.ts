import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { unnestRows } from '../../db/unnest';
import { secondIndexTicks, secondOrders, secondProducts, secondSettleAlerts } from './schema';

export type ProductRow = typeof secondProducts.$inferSelect;
export type OrderRow = typeof secondOrders.$inferSelect;
export type ProductInsert = typeof secondProducts.$inferInsert;

/** An open order due for settlement with the recorded tick at or before its settle instant. */
export interface DueRow {
  id: number;
  user_id: number;
  symbol: string;
  direction: string;
  stake: string;
  fee: string;
  payout_rate: string;
  buy_price: string;
  settle_time: number;
  tick_time: number | null;
  tick_price: string | null;
  /** The house's reservation for the order, or null for an order placed before reservations. */
  house_id: number | null;
  house_reserved: string | null;
}

/** An order that could not settle, as the operator sees it. */
export interface AlertRow {
  order_id: number;
  user_id: number;
  symbol: string;
  stake: string;
  settle_time: number;
  reason: string;
  detail: string;
  first_seen: number;
  last_seen: number;
  attempts: number;
}

/** Open orders with an open alert are left out of the normal batches (they are retried apart). */
const NOT_ALERTED = sql`not exists (select 1 from ${secondSettleAlerts} a where a.order_id = o.id and a.resolved_at is null)`;

/** What a settlement writes on one order. */
export interface SettledRow {
  id: number;
  settlePrice: string;
  settleTickTime: number;
  result: string;
  payout: string;
}

type Rows<T> = { rows: T[] };

/** SQL of the second-contract tables; the service decides, this reads and writes. */
export const secondRepository = {
  products: (db: DbOrTx): Promise<ProductRow[]> => db.select().from(secondProducts).orderBy(asc(secondProducts.symbol), asc(secondProducts.duration)),

  async insertProducts(db: DbOrTx, rows: ProductInsert[]): Promise<void> {
    if (rows.length > 0) await db.insert(secondProducts).values(rows).onConflictDoNothing();
  },

  async updateProduct(db: DbOrTx, id: number, set: Partial<ProductInsert>): Promise<ProductRow | undefined> {
    const [row] = await db.update(secondProducts).set(set).where(eq(secondProducts.id, id)).returning();
    return row;
  },

  /** The product of a pair and duration, locked for the rest of the transaction (a buy's exposure check). */
  async lockProduct(tx: DbOrTx, symbol: string, duration: number): Promise<ProductRow | undefined> {
    const [row] = await tx
      .select()
      .from(secondProducts)
      .where(and(eq(secondProducts.symbol, symbol), eq(secondProducts.duration, duration)))
      .for('update');
    return row;
  },

  /** The same order placed in the last moments (a double submit). */
  async recentTwin(tx: DbOrTx, o: { userId: number; productId: number; direction: string; stake: string; since: number }): Promise<OrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(secondOrders)
      .where(
        and(
          eq(secondOrders.userId, o.userId),
          eq(secondOrders.productId, o.productId),
          eq(secondOrders.direction, o.direction),
          eq(secondOrders.stake, o.stake),
          gte(secondOrders.buyTime, o.since),
        ),
      )
      .orderBy(desc(secondOrders.id))
      .limit(1);
    return row;
  },

  /** Open stakes of one side of a product. */
  async openStake(tx: DbOrTx, productId: number, direction: string): Promise<string> {
    const r = (await tx.execute(
      sql`select coalesce(sum(stake), 0)::text as s from ${secondOrders} where product_id = ${productId} and direction = ${direction} and status = 'open'`,
    )) as unknown as Rows<{ s: string }>;
    return r.rows[0]?.s ?? '0';
  },

  /** What the house would pay if every open order won, and how many are open. */
  async openLiability(db: DbOrTx): Promise<{ maxPayout: string; open: number }> {
    const r = (await db.execute(
      sql`select coalesce(sum(stake * payout_rate), 0)::text as m, count(*)::int as n from ${secondOrders} where status = 'open'`,
    )) as unknown as Rows<{ m: string; n: number }>;
    return { maxPayout: r.rows[0]?.m ?? '0', open: Number(r.rows[0]?.n ?? 0) };
  },

  /** Open stakes per product and side. */
  async openByProduct(db: DbOrTx): Promise<{ product_id: number; direction: string; s: string }[]> {
    const r = (await db.execute(
      sql`select product_id, direction, sum(stake)::text as s from ${secondOrders} where status = 'open' group by product_id, direction`,
    )) as unknown as Rows<{ product_id: number; direction: string; s: string }>;
    return r.rows;
  },

  async insertOrder(tx: DbOrTx, row: typeof secondOrders.$inferInsert): Promise<OrderRow> {
    const [inserted] = await tx.insert(secondOrders).values(row).returning();
    return inserted!;
  },

  /** Index ticks, the last write of one instant winning. */
  async insertTicks(db: DbOrTx, ticks: readonly { symbol: string; time: number; price: string }[]): Promise<void> {
    if (ticks.length === 0) return;
    const v = unnestRows(ticks, [
      ['s', 'text', (t) => t.symbol],
      ['t', 'bigint', (t) => t.time],
      ['p', 'numeric', (t) => t.price],
    ]);
    await db.execute(
      sql`insert into ${secondIndexTicks} (symbol, time, price) select s, t, p from ${v} on conflict (symbol, time) do update set price = excluded.price`,
    );
  },

  /** The last recorded tick of each pair. */
  async lastTicks(db: DbOrTx): Promise<{ symbol: string; time: number; price: string }[]> {
    const r = (await db.execute(
      sql`select distinct on (symbol) symbol, time, price::text as price from ${secondIndexTicks} order by symbol, time desc`,
    )) as unknown as Rows<{ symbol: string; time: string | number; price: string }>;
    return r.rows.map((x) => ({ symbol: x.symbol, time: Number(x.time), price: x.price }));
  },

  async ticks(db: DbOrTx, symbol: string, from: number, to: number, limit: number): Promise<{ time: number; price: string }[]> {
    const rows = await db
      .select({ time: secondIndexTicks.time, price: secondIndexTicks.price })
      .from(secondIndexTicks)
      .where(and(eq(secondIndexTicks.symbol, symbol), gte(secondIndexTicks.time, from), sql`${secondIndexTicks.time} <= ${to}`))
      .orderBy(desc(secondIndexTicks.time))
      .limit(limit);
    return rows.reverse();
  },

  /** Ticks older than `before` that no open order may still need. */
  async pruneTicks(db: DbOrTx, before: number): Promise<void> {
    await db.execute(
      sql`delete from ${secondIndexTicks} where time < least(${before}::bigint, coalesce((select min(buy_time) from ${secondOrders} where status = 'open'), ${before}::bigint))`,
    );
  },

  /**
   * The next instant settlement has work: the earliest open settle instant of an order without an
   * open alert, or the next retry of an alerted one (`retryMs` after it was last tried).
   */
  async nextDue(db: DbOrTx, retryMs: number): Promise<number | undefined> {
    const r = (await db.execute(sql`select least(
        (select min(o.settle_time) from ${secondOrders} o where o.status = 'open' and ${NOT_ALERTED}),
        (select min(last_seen) + ${retryMs}::bigint from ${secondSettleAlerts} where resolved_at is null))::text as t`)) as unknown as Rows<{ t: string | null }>;
    const t = r.rows[0]?.t;
    return t == null ? undefined : Number(t);
  },

  /**
   * Open orders due at `now` without an open alert, oldest first, locked (SKIP LOCKED: another
   * process settling at the same moment takes the others), each with the last recorded tick at or
   * before its settle instant.
   */
  lockDue: (tx: DbOrTx, now: number, limit: number): Promise<DueRow[]> =>
    lockOpen(tx, sql`o.settle_time <= ${now} and ${NOT_ALERTED}`, limit),

  /** Some open orders by id (a retry, one at a time), locked and with their ticks as lockDue reads them. */
  lockByIds: (tx: DbOrTx, ids: readonly number[]): Promise<DueRow[]> =>
    lockOpen(tx, sql`o.id = any(${`{${ids.join(',')}}`}::bigint[])`, ids.length),

  /** Alerted open orders last tried at or before `before`: due for another try. */
  async alertsToRetry(db: DbOrTx, before: number, limit: number): Promise<{ orderId: number; userId: number }[]> {
    const rows = await db
      .select({ orderId: secondSettleAlerts.orderId, userId: secondSettleAlerts.userId })
      .from(secondSettleAlerts)
      .where(and(isNull(secondSettleAlerts.resolvedAt), lte(secondSettleAlerts.lastSeen, before)))
      .orderBy(asc(secondSettleAlerts.lastSeen))
      .limit(limit);
    return rows;
  },

  /**
   * Records that an order could not settle (or once more): answers how many times it has been
   * tried, so the caller tells the operator on the first time only.
   */
  async recordAlert(db: DbOrTx, a: { orderId: number; userId: number; reason: string; detail: string; at: number }): Promise<number> {
    const [row] = await db
      .insert(secondSettleAlerts)
      .values({ orderId: a.orderId, userId: a.userId, reason: a.reason, detail: a.detail, firstSeen: a.at, lastSeen: a.at })
      .onConflictDoUpdate({
        target: secondSettleAlerts.orderId,
        set: { reason: a.reason, detail: a.detail, lastSeen: a.at, attempts: sql`${secondSettleAlerts.attempts} + 1`, resolvedAt: null },
      })
      .returning({ attempts: secondSettleAlerts.attempts });
    return row?.attempts ?? 1;
  },

  /** Closes the open alerts of orders that have settled. */
  async resolveAlerts(tx: DbOrTx, ids: readonly number[], at: number): Promise<void> {
    if (ids.length === 0) return;
    await tx.execute(
      sql`update ${secondSettleAlerts} set resolved_at = ${at} where resolved_at is null and order_id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
  },

  /** The open alerts with their orders, oldest first. */
  async openAlerts(db: DbOrTx): Promise<AlertRow[]> {
    const r = (await db.execute(sql`
      select a.order_id, a.user_id, o.symbol, o.stake::text as stake, o.settle_time, a.reason, a.detail, a.first_seen, a.last_seen, a.attempts
      from ${secondSettleAlerts} a join ${secondOrders} o on o.id = a.order_id
      where a.resolved_at is null order by a.first_seen, a.order_id limit 500`)) as unknown as Rows<AlertRow>;
    return r.rows.map((x) => ({
      ...x,
      order_id: Number(x.order_id),
      user_id: Number(x.user_id),
      settle_time: Number(x.settle_time),
      first_seen: Number(x.first_seen),
      last_seen: Number(x.last_seen),
      attempts: Number(x.attempts),
    }));
  },

  /** Open orders with no house reservation (placed before reservations existed), oldest first. */
  async unreserved(db: DbOrTx, limit: number): Promise<{ id: number; stake: string; payoutRate: string }[]> {
    return db
      .select({ id: secondOrders.id, stake: secondOrders.stake, payoutRate: secondOrders.payoutRate })
      .from(secondOrders)
      .where(and(eq(secondOrders.status, 'open'), isNull(secondOrders.houseId)))
      .orderBy(asc(secondOrders.id))
      .limit(limit);
  },

  /** Writes an adopted order's reservation, if it is still open and unreserved (answers whether it was). */
  async setReservation(tx: DbOrTx, id: number, houseId: number, reserved: string): Promise<boolean> {
    const rows = await tx
      .update(secondOrders)
      .set({ houseId, houseReserved: reserved })
      .where(and(eq(secondOrders.id, id), eq(secondOrders.status, 'open'), isNull(secondOrders.houseId)))
      .returning({ id: secondOrders.id });
    return rows.length > 0;
  },

  /** Marks orders settled, only those still open (the once-only guard); answers the ids it changed. */
  async markSettled(tx: DbOrTx, rows: readonly SettledRow[], at: number): Promise<number[]> {
    if (rows.length === 0) return [];
    const v = unnestRows(rows, [
      ['id', 'bigint', (r) => r.id],
      ['sp', 'numeric', (r) => r.settlePrice],
      ['tt', 'bigint', (r) => r.settleTickTime],
      ['res', 'text', (r) => r.result],
      ['pay', 'numeric', (r) => r.payout],
    ]);
    const r = (await tx.execute(sql`
      update ${secondOrders} o set status = 'settled', settle_price = v.sp, settle_tick_time = v.tt, result = v.res, payout = v.pay, settled_at = ${at}
      from ${v} where o.id = v.id and o.status = 'open' returning o.id`)) as unknown as Rows<{ id: string | number }>;
    return r.rows.map((x) => Number(x.id));
  },

  async ordersByIds(db: DbOrTx, ids: readonly number[]): Promise<OrderRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(secondOrders).where(sql`${secondOrders.id} = any(${`{${ids.join(',')}}`}::bigint[])`);
  },

  async order(db: DbOrTx, userId: number, id: number): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(secondOrders).where(and(eq(secondOrders.id, id), eq(secondOrders.userId, userId)));
    return row;
  },

  openOf(db: DbOrTx, userId: number, symbol?: string): Promise<OrderRow[]> {
    return db
      .select()
      .from(secondOrders)
      .where(and(eq(secondOrders.userId, userId), eq(secondOrders.status, 'open'), symbol ? eq(secondOrders.symbol, symbol) : undefined))
      .orderBy(asc(secondOrders.settleTime), asc(secondOrders.id));
  },

  async historyOf(db: DbOrTx, userId: number, q: { symbol?: string | undefined; since: number; page: number; pageSize: number }) {
    const where = and(
      eq(secondOrders.userId, userId),
      eq(secondOrders.status, 'settled'),
      gte(secondOrders.buyTime, q.since),
      q.symbol ? eq(secondOrders.symbol, q.symbol) : undefined,
    );
    const list = await db
      .select()
      .from(secondOrders)
      .where(where)
      .orderBy(desc(secondOrders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(secondOrders).where(where);
    return { list, total: Number(count?.n ?? 0) };
  },
};

/** Open orders matching `where`, locked (skip locked), with the tick at or before each settle instant. */
async function lockOpen(tx: DbOrTx, where: SQL, limit: number): Promise<DueRow[]> {
  const r = (await tx.execute(sql`
    select o.id, o.user_id, o.symbol, o.direction, o.stake::text as stake, o.fee::text as fee, o.payout_rate::text as payout_rate,
           o.buy_price::text as buy_price, o.settle_time, t.time as tick_time, t.price::text as tick_price,
           o.house_id, o.house_reserved::text as house_reserved
    from ${secondOrders} o
    left join lateral (
      select time, price from ${secondIndexTicks} x where x.symbol = o.symbol and x.time <= o.settle_time order by x.time desc limit 1
    ) t on true
    where o.status = 'open' and ${where}
    order by o.settle_time, o.id
    limit ${limit}
    for update of o skip locked`)) as unknown as Rows<DueRow>;
  return r.rows.map((x) => ({
    ...x,
    id: Number(x.id),
    user_id: Number(x.user_id),
    settle_time: Number(x.settle_time),
    tick_time: x.tick_time == null ? null : Number(x.tick_time),
    house_id: x.house_id == null ? null : Number(x.house_id),
  }));
}
