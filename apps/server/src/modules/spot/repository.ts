import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { balances, currencies, pairs, users } from '../../db/schema';
import { unnestRows } from '../../db/unnest';
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
    // Read at the start of every batch: a short statement of its own, not the builder's select of
    // every pair column, which costs more to build than to run.
    const result = (await db.execute(sql`select p.symbol, p.left_symbol, p.right_symbol, p.tick_size::text as tick_size,
        p.step_size::text as step_size, p.min_qty::text as min_qty, p.min_notional::text as min_notional,
        p.maker_fee::text as maker_fee, p.taker_fee::text as taker_fee, p.trade_status, c.precision as quote_precision
      from ${pairs} p left join ${currencies} c on c.symbol = p.right_symbol where p.symbol = ${symbol} limit 1`)) as unknown as {
      rows: Record<string, string | number | null>[];
    };
    const p = result.rows[0];
    if (!p) return undefined;
    const text = (k: string) => String(p[k]);
    return {
      symbol: text('symbol'),
      base: text('left_symbol'),
      quote: text('right_symbol'),
      tick: new Decimal(text('tick_size')),
      step: new Decimal(text('step_size')),
      minQty: new Decimal(text('min_qty')),
      minNotional: new Decimal(text('min_notional')),
      makerFee: new Decimal(text('maker_fee')),
      takerFee: new Decimal(text('taker_fee')),
      trading: Number(p.trade_status) === 1,
      quotePrecision: p.quote_precision === null ? 8 : Number(p.quote_precision),
      pricePrecision: decimalsOf(text('tick_size')),
      qtyPrecision: decimalsOf(text('step_size')),
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
    await tx.execute(updateOrdersSql(orders));
  },

  /**
   * A fast batch's rows in one statement: its new orders with their final state, the changes of
   * older orders, and its trades (ids taken from the pools). Returns how many new orders were
   * written: fewer means a client order id was taken meanwhile (by another market's sequencer).
   */
  async writeBatch(
    tx: DbOrTx,
    rows: { fresh: readonly OrderState[]; changed: readonly OrderState[]; trades: readonly (TradeInsert & { id: number })[] },
  ): Promise<number> {
    const result = (await tx.execute(sql`with fresh as (${insertOrdersSql(rows.fresh)}),
        changed as (${updateOrdersSql(rows.changed)}),
        trades as (${insertTradesSql(rows.trades)})
      select count(*)::int as n from fresh`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
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

  /**
   * What a fast batch reads before it runs, in one statement: which of its client order ids are
   * taken already, and its placers' spot balances of the market's two currencies.
   */
  async batchReads(
    tx: DbOrTx,
    ask: { clientIds: readonly { userId: number; clientOrderId: string }[]; userIds: readonly number[]; currencies: readonly string[] },
  ): Promise<{ taken: Set<string>; balances: { userId: number; currency: string; available: string; frozen: string }[] }> {
    const cids = unnestRows(ask.clientIds, [
      ['u', 'integer', (p) => p.userId],
      ['c', 'text', (p) => p.clientOrderId],
    ]);
    const result = (await tx.execute(sql`select 'taken' as kind, o.user_id, o.client_order_id as key, null as available, null as frozen
        from ${spotOrders} o join ${cids} on o.user_id = v.u and o.client_order_id = v.c
      union all
      select 'balance', b.user_id, b.currency, b.available::text, b.frozen::text from ${balances} b
        where b.user_id = any(${sql.param([...ask.userIds])}::integer[]) and b.account = 'spot' and b.currency = any(${sql.param([...ask.currencies])}::text[])`)) as unknown as {
      rows: { kind: string; user_id: number; key: string; available: string | null; frozen: string | null }[];
    };
    const taken = new Set<string>();
    const found: { userId: number; currency: string; available: string; frozen: string }[] = [];
    for (const r of result.rows) {
      if (r.kind === 'taken') taken.add(clientKey(Number(r.user_id), r.key));
      else found.push({ userId: Number(r.user_id), currency: r.key, available: r.available!, frozen: r.frozen! });
    }
    return { taken, balances: found };
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

// The batch statements, one array parameter per column (see unnestRows): the same short text
// whatever the batch size.

function updateOrdersSql(orders: readonly OrderState[]): SQL {
  const v = unnestRows(orders, [
    ['id', 'bigint', (o) => o.id],
    ['dq', 'numeric', (o) => o.dealQuantity.toFixed()],
    ['da', 'numeric', (o) => o.dealAmount.toFixed()],
    ['fee', 'numeric', (o) => o.fee.toFixed()],
    ['fr', 'numeric', (o) => o.frozen.toFixed()],
    ['st', 'text', (o) => o.status],
    ['ts', 'timestamptz', (o) => new Date(o.updatedAt).toISOString()],
  ]);
  return sql`update ${spotOrders} o set deal_quantity = v.dq, deal_amount = v.da, fee = v.fee,
      frozen = v.fr, status = v.st, updated_at = v.ts
    from ${v} where o.id = v.id`;
}

function insertOrdersSql(orders: readonly OrderState[]): SQL {
  const v = unnestRows(orders, [
    ['id', 'bigint', (o) => o.id],
    ['user_id', 'integer', (o) => o.userId],
    ['symbol', 'text', (o) => o.symbol],
    ['side', 'text', (o) => o.side],
    ['type', 'text', (o) => o.type],
    ['tif', 'text', (o) => o.tif],
    ['price', 'numeric', (o) => o.price?.toFixed() ?? null],
    ['quantity', 'numeric', (o) => o.quantity?.toFixed() ?? null],
    ['amount', 'numeric', (o) => o.amount?.toFixed() ?? null],
    ['deal_quantity', 'numeric', (o) => o.dealQuantity.toFixed()],
    ['deal_amount', 'numeric', (o) => o.dealAmount.toFixed()],
    ['fee', 'numeric', (o) => o.fee.toFixed()],
    ['fee_currency', 'text', (o) => o.feeCurrency],
    ['status', 'text', (o) => o.status],
    ['client_order_id', 'text', (o) => o.clientOrderId],
    ['frozen', 'numeric', (o) => o.frozen.toFixed()],
    ['frozen_currency', 'text', (o) => o.frozenCurrency],
    ['seq', 'bigint', (o) => o.seq],
    ['created_at', 'timestamptz', (o) => new Date(o.createdAt).toISOString()],
    ['updated_at', 'timestamptz', (o) => new Date(o.updatedAt).toISOString()],
  ]);
  return sql`insert into ${spotOrders} (id, user_id, symbol, side, type, tif, price, quantity, amount,
      deal_quantity, deal_amount, fee, fee_currency, status, client_order_id, frozen, frozen_currency, seq, created_at, updated_at)
    select * from ${v} on conflict do nothing returning id`;
}

function insertTradesSql(trades: readonly (TradeInsert & { id: number })[]): SQL {
  const v = unnestRows(trades, [
    ['id', 'bigint', (t) => t.id],
    ['symbol', 'text', (t) => t.symbol],
    ['maker_order_id', 'bigint', (t) => t.makerOrderId],
    ['taker_order_id', 'bigint', (t) => t.takerOrderId],
    ['maker_user_id', 'integer', (t) => t.makerUserId],
    ['taker_user_id', 'integer', (t) => t.takerUserId],
    ['price', 'numeric', (t) => t.price],
    ['quantity', 'numeric', (t) => t.quantity],
    ['amount', 'numeric', (t) => t.amount],
    ['taker_side', 'text', (t) => t.takerSide],
    ['maker_fee', 'numeric', (t) => t.makerFee],
    ['taker_fee', 'numeric', (t) => t.takerFee],
    ['created_at', 'timestamptz', (t) => t.createdAt.toISOString()],
  ]);
  return sql`insert into ${spotTrades} (id, symbol, maker_order_id, taker_order_id, maker_user_id, taker_user_id,
      price, quantity, amount, taker_side, maker_fee, taker_fee, created_at)
    select * from ${v}`;
}
