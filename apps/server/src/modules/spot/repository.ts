import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { unnestRows } from '../../db/unnest';
import { Decimal, decimalsOf } from '../../lib/decimal';
import type { SpotMarket } from './market-rules';
import type { OrderRow, OrderState } from './order-state';
import { spotOrders, spotTrades } from './schema';
import { clientKey, type TradeInsert } from './settlement-plan';
import type { StatementPart } from '../trading/together';
import { referenceData, type PairSettingsRow } from '../platform/reference';
import { userRecords } from '../auth/users';

const OPEN = ['waiting', 'partial'];

/** Spot SQL. Every function takes a connection or the sequencer's transaction. */
export const spotRepository = {
  /** The pair's trading settings with its quote currency's precision, or undefined (the platform's reference data). */
  async market(db: DbOrTx, symbol: string): Promise<SpotMarket | undefined> {
    const row = await referenceData.pairSettings(db, symbol);
    return row && marketOfRow(row);
  },

  symbols: (db: DbOrTx): Promise<string[]> => referenceData.pairSymbols(db),

  /** An account's user id (auth owns `users`). */
  userIdOf: (db: DbOrTx, account: string): Promise<number | undefined> => userRecords.idByAccount(db, account),

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

  /** The pair's settings, as the platform's part of the batch's one read (they may change between batches). */
  marketPart(symbol: string): StatementPart<SpotMarket | undefined> {
    const part = referenceData.pairSettingsPart(symbol);
    return {
      query: part.query,
      parse: (rows) => {
        const row = part.parse(rows);
        return row && marketOfRow(row);
      },
    };
  },

  /** Which of the batch's client order ids are taken already, as a part of the batch's one read. */
  takenPart(clientIds: readonly { userId: number; clientOrderId: string }[]): StatementPart<Set<string>> {
    const cids = unnestRows(clientIds, [
      ['u', 'integer', (p) => p.userId],
      ['c', 'text', (p) => p.clientOrderId],
    ]);
    return {
      query: sql`select o.user_id, o.client_order_id from ${spotOrders} o join ${cids} on o.user_id = v.u and o.client_order_id = v.c`,
      parse: (rows) => new Set(rows.map((r) => clientKey(Number(r.user_id), String(r.client_order_id)))),
    };
  },

  /**
   * A batch's rows, as a part of the writer's one statement (trading/together.ts): its new orders
   * with their final state, the changes of older orders, and its trades (ids from the market's
   * pools). Answers how many new orders were written: fewer than given means a client order id
   * was taken meanwhile, by another market's sequencer (the unique index decides).
   */
  writePart(rows: {
    fresh: readonly OrderState[];
    changed: readonly OrderState[];
    trades: readonly (TradeInsert & { id: number })[];
  }): StatementPart<number> {
    return {
      with: [
        ['spot_new_orders', insertOrdersSql(rows.fresh)],
        ['spot_order_changes', updateOrdersSql(rows.changed)],
        ['spot_new_trades', insertTradesSql(rows.trades)],
      ],
      query: sql`select count(*)::int as n from spot_new_orders`,
      parse: (found) => Number(found[0]?.n ?? 0),
    };
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

  /** The price of the pair's last trade, or undefined before its first. */
  async lastTradePrice(db: DbOrTx, symbol: string): Promise<string | undefined> {
    const rows = await db
      .select({ price: spotTrades.price })
      .from(spotTrades)
      .where(eq(spotTrades.symbol, symbol))
      .orderBy(desc(spotTrades.id))
      .limit(1);
    return rows[0]?.price;
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

  /**
   * A user's orders of one market in id order from `fromId` (or the newest `limit` when none), for
   * the Binance-compatible allOrders; times are epoch ms of creation.
   */
  async ordersOf(db: DbOrTx, userId: number, symbol: string, q: { fromId?: number; startTime?: number; endTime?: number; limit: number }): Promise<OrderRow[]> {
    const where = and(
      eq(spotOrders.userId, userId),
      eq(spotOrders.symbol, symbol),
      q.fromId !== undefined ? gte(spotOrders.id, q.fromId) : undefined,
      q.startTime !== undefined ? gte(spotOrders.createdAt, new Date(q.startTime)) : undefined,
      q.endTime !== undefined ? lte(spotOrders.createdAt, new Date(q.endTime)) : undefined,
    );
    if (q.fromId !== undefined || q.startTime !== undefined)
      return db.select().from(spotOrders).where(where).orderBy(asc(spotOrders.id)).limit(q.limit);
    const rows = await db.select().from(spotOrders).where(where).orderBy(desc(spotOrders.id)).limit(q.limit);
    return rows.reverse();
  },

  /**
   * Trades of one market in id order (the user's when `userId` is given, either side): from `fromId`
   * or `startTime` onwards, else the newest `limit`.
   */
  async tradesOf(
    db: DbOrTx,
    userId: number | undefined,
    symbol: string,
    q: { orderId?: number; fromId?: number; startTime?: number; endTime?: number; limit: number },
  ) {
    const where = and(
      eq(spotTrades.symbol, symbol),
      userId !== undefined ? or(eq(spotTrades.makerUserId, userId), eq(spotTrades.takerUserId, userId)) : undefined,
      q.orderId !== undefined ? or(eq(spotTrades.makerOrderId, q.orderId), eq(spotTrades.takerOrderId, q.orderId)) : undefined,
      q.fromId !== undefined ? gte(spotTrades.id, q.fromId) : undefined,
      q.startTime !== undefined ? gte(spotTrades.createdAt, new Date(q.startTime)) : undefined,
      q.endTime !== undefined ? lte(spotTrades.createdAt, new Date(q.endTime)) : undefined,
    );
    if (q.fromId !== undefined || q.startTime !== undefined)
      return db.select().from(spotTrades).where(where).orderBy(asc(spotTrades.id)).limit(q.limit);
    const rows = await db.select().from(spotTrades).where(where).orderBy(desc(spotTrades.id)).limit(q.limit);
    return rows.reverse();
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

/** The pair's settings as text (exact), with its quote currency's precision. */
function marketOfRow(p: PairSettingsRow): SpotMarket {
  return {
    symbol: p.symbol,
    base: p.left_symbol,
    quote: p.right_symbol,
    tick: new Decimal(p.tick_size),
    step: new Decimal(p.step_size),
    minQty: new Decimal(p.min_qty),
    minNotional: new Decimal(p.min_notional),
    makerFee: new Decimal(p.maker_fee),
    takerFee: new Decimal(p.taker_fee),
    trading: Number(p.trade_status) === 1,
    quotePrecision: p.quote_precision === null ? 8 : Number(p.quote_precision),
    pricePrecision: decimalsOf(p.tick_size),
    qtyPrecision: decimalsOf(p.step_size),
  };
}
