import { and, asc, count, desc, eq, gt, gte, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { parseContractText } from '@aurelix/engine/futures/wire';
import { formatFixed, parseFixed, money, price, rate, type Money, type Rate } from '@aurelix/engine/futures/units';
import { lots } from '@aurelix/engine/units';
import type { FuturesDirection, FuturesOrderStatus, FuturesOrderType, MarginMode } from '@aurelix/shared/schemas/futures';
import type { DbOrTx } from '../../db/client';
import { unnestRows } from '../../db/unnest';
import { futuresContracts, futuresFundingRates, futuresLiquidations, futuresOrders, futuresPositions, futuresSettings, futuresTrades } from './schema';
import type { FuturesMarket, FuturesOrderState, PositionState } from './order-state';
import { clientKey, type FuturesTradeInsert, type LiquidationRecord, type UserSettings } from './settlement-plan';
import { trim8 } from './decimal-text';
import type { StatementPart } from '../trading/together';

const OPEN = ['submitted', 'partial'];

type ContractRow = typeof futuresContracts.$inferSelect;
export type FuturesOrderRow = typeof futuresOrders.$inferSelect;

/** A numeric(36,18) text without trailing zeros ("0.100000000000000000" is "0.1"). */
export function trimZeros(text: string): string {
  if (!text.includes('.')) return text;
  const t = text.replace(/0+$/, '');
  return t.endsWith('.') ? t.slice(0, -1) : t;
}

/** A numeric(36,18) column as the maths' fixed point, floored to 1e-8 (the maths' scale). */
export function fixedOf(text: string): bigint {
  const [whole, frac = ''] = text.split('.');
  const parsed = parseFixed(`${whole}.${frac.slice(0, 8) || '0'}`);
  if (parsed === null) throw new Error(`futures: unreadable amount ${text}`);
  return parsed;
}

/** A contract row as its sequencer trades it; throws on settings the maths refuses (operator data is checked on edit). */
export function marketOfRow(row: ContractRow): FuturesMarket {
  const parsed = parseContractText({
    symbol: row.symbol,
    tick_size: trim8(row.tickSize),
    step_size: trim8(row.stepSize),
    maker_fee_rate: trim8(row.makerFeeRate),
    taker_fee_rate: trim8(row.takerFeeRate),
    brackets: row.brackets,
  });
  if (!parsed.ok) throw new Error(`futures ${row.symbol}: contract settings refused (${parsed.code})`);
  const contract = parsed.value;
  return {
    contract,
    symbol: row.symbol,
    base: row.base,
    quote: row.quote,
    minLots: lots(Math.max(1, Number(fixedOf(row.minQty) / contract.stepSize))),
    pricePrecision: row.pricePrecision,
    qtyPrecision: row.qtyPrecision,
    trading: row.trading === 1,
    priceBand: bandRateOf(row.priceBand),
  };
}

/** A band in percent ("2", numeric text) as a fraction at 1e-8; 0 when it does not parse. */
export function bandRateOf(percent: string): Rate {
  const fixed = parseFixed(trim8(percent));
  return rate(fixed === null || fixed < 0n ? 0n : fixed / 100n);
}


export function orderOfRow(r: FuturesOrderRow, market: FuturesMarket): FuturesOrderState {
  const step = market.contract.stepSize;
  return {
    id: r.id,
    userId: r.userId,
    symbol: r.symbol,
    direction: r.direction as FuturesDirection,
    type: r.type as FuturesOrderType,
    price: r.price === null ? null : price(fixedOf(r.price)),
    quantity: lots(Number(fixedOf(r.quantity) / step)),
    dealLots: lots(Number(fixedOf(r.dealQuantity) / step)),
    dealValue: money(fixedOf(r.dealValue)),
    fee: money(fixedOf(r.fee)),
    profit: money(fixedOf(r.profit)),
    leverage: r.leverage,
    marginMode: r.marginMode as MarginMode,
    frozen: money(fixedOf(r.frozen)),
    status: r.status as FuturesOrderStatus,
    clientOrderId: r.clientOrderId,
    tpsl: r.tpsl,
    seq: r.seq,
    createdAt: r.createdAt.getTime(),
    updatedAt: r.updatedAt.getTime(),
  };
}

type PositionRow = typeof futuresPositions.$inferSelect;

export function positionOfRow(r: PositionRow, market: FuturesMarket): PositionState {
  return {
    userId: r.userId,
    side: r.side as 'long' | 'short',
    size: lots(Number(fixedOf(r.size) / market.contract.stepSize)),
    entryValue: money(fixedOf(r.entryValue)),
    margin: money(fixedOf(r.margin)),
    leverage: r.leverage,
    marginMode: r.marginMode as MarginMode,
    realisedPnl: money(fixedOf(r.realisedPnl)),
    updatedAt: r.updatedAt.getTime(),
  };
}

const fmt = formatFixed;
const sizeText = (p: PositionState, market: FuturesMarket) => fmt(BigInt(p.size) * market.contract.stepSize);

/** Futures SQL; every function takes a connection or the sequencer's transaction. */
export const futuresRepository = {
  async contracts(db: DbOrTx): Promise<ContractRow[]> {
    return db.select().from(futuresContracts).orderBy(asc(futuresContracts.sort), asc(futuresContracts.symbol));
  },

  async contract(db: DbOrTx, symbol: string): Promise<ContractRow | undefined> {
    const rows = await db.select().from(futuresContracts).where(eq(futuresContracts.symbol, symbol)).limit(1);
    return rows[0];
  },

  async insertContracts(db: DbOrTx, rows: (typeof futuresContracts.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(futuresContracts).values(rows).onConflictDoNothing();
  },

  async updateContract(db: DbOrTx, symbol: string, patch: Partial<typeof futuresContracts.$inferInsert>): Promise<void> {
    await db.update(futuresContracts).set(patch).where(eq(futuresContracts.symbol, symbol));
  },

  /** The funding a batch settled, in its transaction. */
  async recordFunding(tx: DbOrTx, symbol: string, time: number, rate: string): Promise<void> {
    await tx.update(futuresContracts).set({ lastFundingTime: time, lastFundingRate: rate }).where(eq(futuresContracts.symbol, symbol));
    await tx.insert(futuresFundingRates).values({ symbol, fundingTime: time, rate }).onConflictDoNothing();
  },

  /** The fundings a contract settled from `startTime` to `endTime`, oldest first, at most `limit` (the newest ones without a start). */
  async fundingHistory(db: DbOrTx, symbol: string, range: { startTime?: number; endTime?: number; limit: number }): Promise<{ time: number; rate: string }[]> {
    const where = and(
      eq(futuresFundingRates.symbol, symbol),
      range.startTime !== undefined ? gte(futuresFundingRates.fundingTime, range.startTime) : undefined,
      range.endTime !== undefined ? lte(futuresFundingRates.fundingTime, range.endTime) : undefined,
    );
    const newestFirst = range.startTime === undefined;
    const rows = await db
      .select({ time: futuresFundingRates.fundingTime, rate: futuresFundingRates.rate })
      .from(futuresFundingRates)
      .where(where)
      .orderBy(newestFirst ? desc(futuresFundingRates.fundingTime) : asc(futuresFundingRates.fundingTime))
      .limit(range.limit);
    return newestFirst ? rows.reverse() : rows;
  },

  async reserveIds(tx: DbOrTx, table: 'futures_orders' | 'futures_trades', n: number): Promise<number[]> {
    if (n === 0) return [];
    const result = (await tx.execute(
      sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${n}::integer)`,
    )) as unknown as { rows: { id: string }[] };
    return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  },

  openOrdersOfMarket(db: DbOrTx, symbol: string): Promise<FuturesOrderRow[]> {
    return db
      .select()
      .from(futuresOrders)
      .where(and(eq(futuresOrders.symbol, symbol), inArray(futuresOrders.status, OPEN)))
      .orderBy(asc(futuresOrders.id));
  },

  positionsOfMarket(db: DbOrTx, symbol: string): Promise<PositionRow[]> {
    return db.select().from(futuresPositions).where(and(eq(futuresPositions.symbol, symbol), gt(futuresPositions.size, '0')));
  },

  positionsOfUser(db: DbOrTx, userId: number, symbol?: string): Promise<PositionRow[]> {
    return db
      .select()
      .from(futuresPositions)
      .where(and(eq(futuresPositions.userId, userId), gt(futuresPositions.size, '0'), symbol ? eq(futuresPositions.symbol, symbol) : undefined))
      .orderBy(asc(futuresPositions.symbol), asc(futuresPositions.side));
  },

  async settingsOf(db: DbOrTx, userIds: readonly number[], symbol: string): Promise<Map<number, UserSettings>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(futuresSettings)
      .where(and(eq(futuresSettings.symbol, symbol), inArray(futuresSettings.userId, [...userIds])));
    return new Map(rows.map((r) => [r.userId, { leverage: r.leverage, marginMode: r.marginMode as MarginMode }]));
  },

  async takenClientIds(db: DbOrTx, ids: readonly { userId: number; clientOrderId: string }[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const v = unnestRows(ids, [
      ['u', 'integer', (p) => p.userId],
      ['c', 'text', (p) => p.clientOrderId],
    ]);
    const result = (await db.execute(
      sql`select o.user_id, o.client_order_id from ${futuresOrders} o join ${v} on o.user_id = v.u and o.client_order_id = v.c`,
    )) as unknown as { rows: { user_id: number; client_order_id: string }[] };
    return new Set(result.rows.map((r) => clientKey(Number(r.user_id), String(r.client_order_id))));
  },

  /**
   * A batch's rows, as a part of the writer's one statement (trading/together.ts): new orders,
   * changes of older ones, trades, positions and liquidations, one set-based insert or update each
   * (unnest) whatever the batch's size. Answers how many new orders were written: fewer than given
   * means a client order id was taken meanwhile (the unique index decides).
   */
  writePart(
    market: FuturesMarket,
    rows: {
      fresh: readonly FuturesOrderState[];
      changed: readonly FuturesOrderState[];
      trades: readonly (FuturesTradeInsert & { id: number })[];
      positions: readonly PositionState[];
      liquidations: readonly LiquidationRecord[];
      at: number;
    },
  ): StatementPart<number> {
    return {
      with: [
        ['futures_new_orders', insertOrdersSql(rows.fresh, market)],
        ['futures_order_changes', updateOrdersSql(rows.changed, market)],
        ['futures_new_trades', insertTradesSql(rows.trades)],
        ['futures_position_changes', upsertPositionsSql(rows.positions, market)],
        ['futures_new_liquidations', insertLiquidationsSql(rows.liquidations, market, rows.at)],
      ],
      query: sql`select count(*)::int as n from futures_new_orders`,
      parse: (found) => Number(found[0]?.n ?? 0),
    };
  },

  /** Leverage and margin mode changed by a batch. */
  async writeSettings(tx: DbOrTx, market: FuturesMarket, settings: readonly { userId: number; settings: UserSettings }[]): Promise<void> {
    for (const s of settings) {
      const values = { userId: s.userId, symbol: market.symbol, leverage: s.settings.leverage, marginMode: s.settings.marginMode };
      await tx
        .insert(futuresSettings)
        .values(values)
        .onConflictDoUpdate({ target: [futuresSettings.userId, futuresSettings.symbol], set: values });
    }
  },

  async orderById(db: DbOrTx, id: number): Promise<FuturesOrderRow | undefined> {
    const rows = await db.select().from(futuresOrders).where(eq(futuresOrders.id, id)).limit(1);
    return rows[0];
  },

  async orderByClientId(db: DbOrTx, userId: number, clientOrderId: string): Promise<FuturesOrderRow | undefined> {
    const rows = await db
      .select()
      .from(futuresOrders)
      .where(and(eq(futuresOrders.userId, userId), eq(futuresOrders.clientOrderId, clientOrderId)))
      .limit(1);
    return rows[0];
  },

  async page(db: DbOrTx, where: SQL, page: number, pageSize: number): Promise<{ rows: FuturesOrderRow[]; total: number }> {
    const rows = await db
      .select()
      .from(futuresOrders)
      .where(where)
      // Newest first by time: ids come from per-contract pools (id-pool.ts) and do not follow time across contracts.
      .orderBy(desc(futuresOrders.createdAt), desc(futuresOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(futuresOrders).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  currentWhere(userId: number, symbol?: string): SQL {
    return and(eq(futuresOrders.userId, userId), inArray(futuresOrders.status, OPEN), symbol ? eq(futuresOrders.symbol, symbol) : undefined)!;
  },

  historyWhere(userId: number, f: { symbol?: string; direction?: string; since: Date }): SQL {
    return and(
      eq(futuresOrders.userId, userId),
      notInArray(futuresOrders.status, OPEN),
      gte(futuresOrders.updatedAt, f.since),
      f.symbol ? eq(futuresOrders.symbol, f.symbol) : undefined,
      f.direction ? eq(futuresOrders.direction, f.direction) : undefined,
    )!;
  },

  /** Open orders of one user (all contracts), for the account's order margin. */
  async openOrdersOfUser(db: DbOrTx, userId: number): Promise<FuturesOrderRow[]> {
    return db
      .select()
      .from(futuresOrders)
      .where(and(eq(futuresOrders.userId, userId), inArray(futuresOrders.status, OPEN)));
  },

  dealsOf(db: DbOrTx, orderId: number) {
    return db
      .select()
      .from(futuresTrades)
      .where(or(eq(futuresTrades.makerOrderId, orderId), eq(futuresTrades.takerOrderId, orderId)))
      .orderBy(asc(futuresTrades.id));
  },

  /**
   * One user's orders of a contract, oldest first by id (the Binance API's allOrders): from an id,
   * within a time range, at most `limit`.
   */
  ordersOfUser(db: DbOrTx, userId: number, symbol: string, q: { fromId?: number; startTime?: number; endTime?: number; limit: number }) {
    return db
      .select()
      .from(futuresOrders)
      .where(
        and(
          eq(futuresOrders.userId, userId),
          eq(futuresOrders.symbol, symbol),
          q.fromId !== undefined ? gte(futuresOrders.id, q.fromId) : undefined,
          q.startTime !== undefined ? gte(futuresOrders.createdAt, new Date(q.startTime)) : undefined,
          q.endTime !== undefined ? lte(futuresOrders.createdAt, new Date(q.endTime)) : undefined,
        ),
      )
      .orderBy(asc(futuresOrders.id))
      .limit(q.limit);
  },

  /** One user's fills of a contract (as maker or taker), oldest first by id (the Binance API's userTrades). */
  tradesOfUser(db: DbOrTx, userId: number, symbol: string, q: { orderId?: number; fromId?: number; startTime?: number; endTime?: number; limit: number }) {
    return db
      .select()
      .from(futuresTrades)
      .where(
        and(
          eq(futuresTrades.symbol, symbol),
          or(eq(futuresTrades.makerUserId, userId), eq(futuresTrades.takerUserId, userId)),
          q.orderId !== undefined ? or(eq(futuresTrades.makerOrderId, q.orderId), eq(futuresTrades.takerOrderId, q.orderId)) : undefined,
          q.fromId !== undefined ? gte(futuresTrades.id, q.fromId) : undefined,
          q.startTime !== undefined ? gte(futuresTrades.createdAt, new Date(q.startTime)) : undefined,
          q.endTime !== undefined ? lte(futuresTrades.createdAt, new Date(q.endTime)) : undefined,
        ),
      )
      .orderBy(asc(futuresTrades.id))
      .limit(q.limit);
  },

  ordersByIds(db: DbOrTx, ids: readonly number[]) {
    return ids.length === 0 ? Promise.resolve([]) : db.select().from(futuresOrders).where(inArray(futuresOrders.id, [...ids]));
  },

  recentTrades(db: DbOrTx, symbol: string, limit: number) {
    return db.select().from(futuresTrades).where(eq(futuresTrades.symbol, symbol)).orderBy(desc(futuresTrades.id)).limit(limit);
  },
};

function updateOrdersSql(orders: readonly FuturesOrderState[], market: FuturesMarket): SQL {
  const step = market.contract.stepSize;
  const v = unnestRows(orders, [
    ['id', 'bigint', (o) => o.id],
    ['dq', 'numeric', (o) => fmt(BigInt(o.dealLots) * step)],
    ['dv', 'numeric', (o) => fmt(o.dealValue)],
    ['fee', 'numeric', (o) => fmt(o.fee)],
    ['pr', 'numeric', (o) => fmt(o.profit)],
    ['fr', 'numeric', (o) => fmt(o.frozen)],
    ['lv', 'integer', (o) => o.leverage],
    ['st', 'text', (o) => o.status],
    ['ts', 'timestamptz', (o) => new Date(o.updatedAt).toISOString()],
  ]);
  return sql`update ${futuresOrders} o set deal_quantity = v.dq, deal_value = v.dv, fee = v.fee, profit = v.pr,
      frozen = v.fr, leverage = v.lv, status = v.st, updated_at = v.ts
    from ${v} where o.id = v.id`;
}

/** One row per position taken over (a cascade writes a thousand a batch). */
function insertLiquidationsSql(rows: readonly LiquidationRecord[], market: FuturesMarket, at: number): SQL {
  const step = market.contract.stepSize;
  const when = new Date(at).toISOString();
  const v = unnestRows(rows, [
    ['symbol', 'text', () => market.symbol],
    ['user_id', 'integer', (r) => r.userId],
    ['side', 'text', (r) => r.side],
    ['margin_mode', 'text', (r) => r.marginMode],
    ['size', 'numeric', (r) => fmt(BigInt(r.size) * step)],
    ['entry_price', 'numeric', (r) => fmt(r.entryPrice)],
    ['mark_price', 'numeric', (r) => fmt(r.markPrice)],
    ['bankruptcy_price', 'numeric', (r) => fmt(r.bankruptcyPrice)],
    ['book_size', 'numeric', (r) => fmt(BigInt(r.bookLots) * step)],
    ['adl_size', 'numeric', (r) => fmt(BigInt(r.adlLots) * step)],
    ['insurance_delta', 'numeric', (r) => fmt(r.insuranceDelta)],
    ['created_at', 'timestamptz', () => when],
  ]);
  return sql`insert into ${futuresLiquidations} (symbol, user_id, side, margin_mode, size, entry_price, mark_price,
      bankruptcy_price, book_size, adl_size, insurance_delta, created_at)
    select * from ${v}`;
}

function upsertPositionsSql(positions: readonly PositionState[], market: FuturesMarket): SQL {
  const v = unnestRows(positions, [
    ['user_id', 'integer', (p) => p.userId],
    ['symbol', 'text', () => market.symbol],
    ['side', 'text', (p) => p.side],
    ['size', 'numeric', (p) => sizeText(p, market)],
    ['entry_value', 'numeric', (p) => fmt(p.entryValue)],
    ['margin', 'numeric', (p) => fmt(p.margin)],
    ['leverage', 'integer', (p) => p.leverage],
    ['margin_mode', 'text', (p) => p.marginMode],
    ['realised_pnl', 'numeric', (p) => fmt(p.realisedPnl)],
    ['updated_at', 'timestamptz', (p) => new Date(p.updatedAt).toISOString()],
  ]);
  return sql`insert into ${futuresPositions} (user_id, symbol, side, size, entry_value, margin, leverage, margin_mode, realised_pnl, updated_at)
    select * from ${v}
    on conflict (user_id, symbol, side) do update set size = excluded.size, entry_value = excluded.entry_value,
      margin = excluded.margin, leverage = excluded.leverage, margin_mode = excluded.margin_mode,
      realised_pnl = excluded.realised_pnl, updated_at = excluded.updated_at`;
}

function insertOrdersSql(orders: readonly FuturesOrderState[], market: FuturesMarket): SQL {
  const step = market.contract.stepSize;
  const v = unnestRows(orders, [
    ['id', 'bigint', (o) => o.id],
    ['user_id', 'integer', (o) => o.userId],
    ['symbol', 'text', (o) => o.symbol],
    ['direction', 'text', (o) => o.direction],
    ['type', 'text', (o) => o.type],
    ['price', 'numeric', (o) => (o.price === null ? null : fmt(o.price))],
    ['quantity', 'numeric', (o) => fmt(BigInt(o.quantity) * step)],
    ['deal_quantity', 'numeric', (o) => fmt(BigInt(o.dealLots) * step)],
    ['deal_value', 'numeric', (o) => fmt(o.dealValue)],
    ['fee', 'numeric', (o) => fmt(o.fee)],
    ['profit', 'numeric', (o) => fmt(o.profit)],
    ['leverage', 'integer', (o) => o.leverage],
    ['margin_mode', 'text', (o) => o.marginMode],
    ['frozen', 'numeric', (o) => fmt(o.frozen)],
    ['status', 'text', (o) => o.status],
    ['client_order_id', 'text', (o) => o.clientOrderId],
    ['seq', 'bigint', (o) => o.seq],
    ['tpsl', 'text', (o) => o.tpsl],
    ['created_at', 'timestamptz', (o) => new Date(o.createdAt).toISOString()],
    ['updated_at', 'timestamptz', (o) => new Date(o.updatedAt).toISOString()],
  ]);
  return sql`insert into ${futuresOrders} (id, user_id, symbol, direction, type, price, quantity, deal_quantity, deal_value,
      fee, profit, leverage, margin_mode, frozen, status, client_order_id, seq, tpsl, created_at, updated_at)
    select * from ${v} on conflict do nothing returning id`;
}

function insertTradesSql(trades: readonly (FuturesTradeInsert & { id: number })[]): SQL {
  const v = unnestRows(trades, [
    ['id', 'bigint', (t) => t.id],
    ['symbol', 'text', (t) => t.symbol],
    ['maker_order_id', 'bigint', (t) => t.makerOrderId],
    ['taker_order_id', 'bigint', (t) => t.takerOrderId],
    ['maker_user_id', 'integer', (t) => t.makerUserId],
    ['taker_user_id', 'integer', (t) => t.takerUserId],
    ['price', 'numeric', (t) => t.price],
    ['quantity', 'numeric', (t) => t.quantity],
    ['taker_side', 'text', (t) => t.takerSide],
    ['maker_fee', 'numeric', (t) => t.makerFee],
    ['taker_fee', 'numeric', (t) => t.takerFee],
    ['maker_profit', 'numeric', (t) => t.makerProfit],
    ['taker_profit', 'numeric', (t) => t.takerProfit],
    ['created_at', 'timestamptz', (t) => t.createdAt.toISOString()],
  ]);
  return sql`insert into ${futuresTrades} (id, symbol, maker_order_id, taker_order_id, maker_user_id, taker_user_id,
      price, quantity, taker_side, maker_fee, taker_fee, maker_profit, taker_profit, created_at)
    select * from ${v}`;
}

export type { Money };
