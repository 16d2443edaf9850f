import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { currencies, pairs, users } from '../../db/schema';
import { Decimal, decimalsOf } from '../../lib/decimal';
import type { SpotMarket } from './market-rules';
import type { OrderRow, OrderState } from './order-state';
import { spotOrders, spotTrades } from './schema';

const OPEN = ['waiting', 'partial'];

/** A set key for one user's client order id. */
export const clientKey = (userId: number, clientOrderId: string) => `${userId}\u0000${clientOrderId}`;

/** A trade row to write; ids come back from the insert. */
export interface TradeInsert {
  symbol: string;
  makerOrderId: number;
  takerOrderId: number;
  makerUserId: number;
  takerUserId: number;
  price: string;
  quantity: string;
  amount: string;
  takerSide: string;
  makerFee: string;
  takerFee: string;
  createdAt: Date;
}

/** Spot SQL. Every function takes a connection or the sequencer's transaction. */
export const spotRepository = {
  /** The pair's trading settings with its quote currency's precision, or undefined. */
  async market(db: DbOrTx, symbol: string): Promise<SpotMarket | undefined> {
    const rows = await db
      .select({ pair: pairs, quotePrecision: currencies.precision })
      .from(pairs)
      .leftJoin(currencies, eq(currencies.symbol, pairs.rightSymbol))
      .where(eq(pairs.symbol, symbol))
      .limit(1);
    const row = rows[0];
    if (!row) return undefined;
    const p = row.pair;
    return {
      symbol: p.symbol,
      base: p.leftSymbol,
      quote: p.rightSymbol,
      tick: new Decimal(p.tickSize),
      step: new Decimal(p.stepSize),
      minQty: new Decimal(p.minQty),
      minNotional: new Decimal(p.minNotional),
      makerFee: new Decimal(p.makerFee),
      takerFee: new Decimal(p.takerFee),
      trading: p.tradeStatus === 1,
      quotePrecision: row.quotePrecision ?? 8,
      pricePrecision: decimalsOf(p.tickSize),
      qtyPrecision: decimalsOf(p.stepSize),
    };
  },

  async symbols(db: DbOrTx): Promise<string[]> {
    const rows = await db.select({ symbol: pairs.symbol }).from(pairs).orderBy(asc(pairs.sort));
    return rows.map((r) => r.symbol);
  },

  async userIdOf(db: DbOrTx, account: string): Promise<number | undefined> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.account, account)).limit(1);
    return rows[0]?.id;
  },

  /** Inserts a new order; null when the user already has an order with this client order id. */
  async insertOrder(tx: DbOrTx, o: Omit<OrderState, 'id'>): Promise<number | null> {
    const rows = await tx
      .insert(spotOrders)
      .values({
        userId: o.userId,
        symbol: o.symbol,
        side: o.side,
        type: o.type,
        tif: o.tif,
        price: o.price?.toFixed() ?? null,
        quantity: o.quantity?.toFixed() ?? null,
        amount: o.amount?.toFixed() ?? null,
        feeCurrency: o.feeCurrency,
        status: o.status,
        clientOrderId: o.clientOrderId,
        frozen: o.frozen.toFixed(),
        frozenCurrency: o.frozenCurrency,
        seq: o.seq,
        createdAt: new Date(o.createdAt),
        updatedAt: new Date(o.updatedAt),
      })
      .onConflictDoNothing()
      .returning({ id: spotOrders.id });
    return rows[0]?.id ?? null;
  },

  /** Writes the mutable part of every order a batch touched, in one statement. */
  async updateOrders(tx: DbOrTx, orders: readonly OrderState[]): Promise<void> {
    if (orders.length === 0) return;
    const values = sql.join(
      orders.map(
        (o) =>
          sql`(${o.id}::bigint, ${o.dealQuantity.toFixed()}::numeric, ${o.dealAmount.toFixed()}::numeric, ${o.fee.toFixed()}::numeric, ${o.frozen.toFixed()}::numeric, ${o.status}::text, ${new Date(o.updatedAt).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${spotOrders} o set deal_quantity = v.dq, deal_amount = v.da, fee = v.fee,
      frozen = v.fr, status = v.st, updated_at = v.ts
      from (values ${values}) as v(id, dq, da, fee, fr, st, ts) where o.id = v.id`);
  },

  /**
   * Takes `n` ids from a table's sequence in one statement, ascending (so orders keep their time
   * priority). Ids are never handed out twice, even if the batch then rolls back.
   */
  async reserveIds(tx: DbOrTx, table: 'spot_orders' | 'spot_trades', n: number): Promise<number[]> {
    if (n === 0) return [];
    const result = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${n}::integer)`,
    )) as unknown as { rows: { id: string }[] };
    return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  },

  /** Which of these (user, client order id) pairs already have an order. */
  async existingClientIds(tx: DbOrTx, pairs: readonly { userId: number; clientOrderId: string }[]): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const values = sql.join(
      pairs.map((p) => sql`(${p.userId}::integer, ${p.clientOrderId}::text)`),
      sql`, `,
    );
    const result = (await tx.execute(
      sql`select o.user_id, o.client_order_id from ${spotOrders} o join (values ${values}) as v(u, c)
        on o.user_id = v.u and o.client_order_id = v.c`,
    )) as unknown as { rows: { user_id: number; client_order_id: string }[] };
    return new Set(result.rows.map((r) => clientKey(Number(r.user_id), r.client_order_id)));
  },

  /**
   * Inserts new orders, with their ids and final state, in one statement. Returns how many were
   * written: fewer means a client order id was taken meanwhile (by another market's sequencer).
   */
  async insertOrders(tx: DbOrTx, orders: readonly OrderState[]): Promise<number> {
    if (orders.length === 0) return 0;
    const rows = await tx
      .insert(spotOrders)
      .values(
        orders.map((o) => ({
          id: o.id,
          userId: o.userId,
          symbol: o.symbol,
          side: o.side,
          type: o.type,
          tif: o.tif,
          price: o.price?.toFixed() ?? null,
          quantity: o.quantity?.toFixed() ?? null,
          amount: o.amount?.toFixed() ?? null,
          dealQuantity: o.dealQuantity.toFixed(),
          dealAmount: o.dealAmount.toFixed(),
          fee: o.fee.toFixed(),
          feeCurrency: o.feeCurrency,
          status: o.status,
          clientOrderId: o.clientOrderId,
          frozen: o.frozen.toFixed(),
          frozenCurrency: o.frozenCurrency,
          seq: o.seq,
          createdAt: new Date(o.createdAt),
          updatedAt: new Date(o.updatedAt),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: spotOrders.id });
    return rows.length;
  },

  /** Inserts trades with ids taken by reserveIds, in one statement per thousand. */
  async insertTrades(tx: DbOrTx, trades: readonly (TradeInsert & { id: number })[]): Promise<void> {
    for (let i = 0; i < trades.length; i += 1000) await tx.insert(spotTrades).values(trades.slice(i, i + 1000));
  },

  async insertTrade(tx: DbOrTx, t: TradeInsert): Promise<number> {
    const [row] = await tx.insert(spotTrades).values(t).returning({ id: spotTrades.id });
    return row!.id;
  },

  /** Open orders of a market in time priority (ids are assigned in the order the sequencer took them). */
  openOrdersOfMarket(db: DbOrTx, symbol: string): Promise<OrderRow[]> {
    return db
      .select()
      .from(spotOrders)
      .where(and(eq(spotOrders.symbol, symbol), inArray(spotOrders.status, OPEN)))
      .orderBy(asc(spotOrders.id));
  },

  async orderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
    const rows = await db.select().from(spotOrders).where(eq(spotOrders.id, id)).limit(1);
    return rows[0];
  },

  async orderByClientId(db: DbOrTx, userId: number, clientOrderId: string): Promise<OrderRow | undefined> {
    const rows = await db
      .select()
      .from(spotOrders)
      .where(and(eq(spotOrders.userId, userId), eq(spotOrders.clientOrderId, clientOrderId)))
      .limit(1);
    return rows[0];
  },

  /** One page of a user's orders matching `where`, newest first. */
  async page(db: DbOrTx, where: SQL, page: number, pageSize: number): Promise<{ rows: OrderRow[]; total: number }> {
    const rows = await db
      .select()
      .from(spotOrders)
      .where(where)
      .orderBy(desc(spotOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(spotOrders).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  currentWhere(userId: number, symbol?: string): SQL {
    return and(
      eq(spotOrders.userId, userId),
      inArray(spotOrders.status, OPEN),
      symbol ? eq(spotOrders.symbol, symbol) : undefined,
    )!;
  },

  historyWhere(userId: number, f: { symbol?: string; side?: string; since: Date }): SQL {
    return and(
      eq(spotOrders.userId, userId),
      or(eq(spotOrders.status, 'filled'), eq(spotOrders.status, 'cancelled')),
      gte(spotOrders.updatedAt, f.since),
      f.symbol ? eq(spotOrders.symbol, f.symbol) : undefined,
      f.side ? eq(spotOrders.side, f.side) : undefined,
    )!;
  },

  /** Every trade an order took part in, oldest first. */
  dealsOf(db: DbOrTx, orderId: number) {
    return db
      .select()
      .from(spotTrades)
      .where(or(eq(spotTrades.makerOrderId, orderId), eq(spotTrades.takerOrderId, orderId)))
      .orderBy(asc(spotTrades.id));
  },
};
