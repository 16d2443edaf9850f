import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FuturesBracket } from '@aurelix/shared/schemas/futures';

/*
 * The futures module's tables (issue 16). Only modules/futures reads or writes them; a market's
 * orders, trades and positions are written only by that market's sequencer.
 */

/** Money columns are numeric(36,18) (ARCHITECTURE 4); drizzle hands them over as strings. */
const money = (name: string) => numeric(name, { precision: 36, scale: 18 });

/**
 * Every funding a contract settled: its time and rate, written in the batch that paid it (beside
 * futures_contracts.last_funding_*), keyed by contract and time so a replayed batch writes it once.
 * Read by the funding-rate history (GET /fapi/v1/fundingRate).
 */
export const futuresFundingRates = pgTable(
  'futures_funding_rates',
  {
    symbol: text('symbol').notNull(),
    fundingTime: bigint('funding_time', { mode: 'number' }).notNull(),
    rate: numeric('rate', { precision: 36, scale: 18 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.fundingTime] })],
);

/** One linear USDT-margined perpetual per pair with contract_status 1; the operator edits it. */
export const futuresContracts = pgTable('futures_contracts', {
  symbol: text('symbol').primaryKey(),
  base: text('base').notNull(),
  quote: text('quote').notNull(),
  tickSize: money('tick_size').notNull(),
  stepSize: money('step_size').notNull(),
  minQty: money('min_qty').notNull(),
  pricePrecision: smallint('price_precision').notNull(),
  qtyPrecision: smallint('qty_precision').notNull(),
  makerFeeRate: money('maker_fee_rate').notNull(),
  takerFeeRate: money('taker_fee_rate').notNull(),
  brackets: jsonb('brackets').$type<FuturesBracket[]>().notNull(),
  /** 1: orders accepted; 0: only closes and cancels. */
  trading: smallint('trading').notNull().default(1),
  fundingIntervalMs: bigint('funding_interval_ms', { mode: 'number' }).notNull().default(28_800_000),
  /** Epoch ms of the last funding settled, written with its payments (so it is paid once, across restarts). */
  lastFundingTime: bigint('last_funding_time', { mode: 'number' }).notNull().default(0),
  /** Rate of the last funding settled (a fraction). */
  lastFundingRate: numeric('last_funding_rate', { precision: 36, scale: 18 }).notNull().default('0'),
  /**
   * Price band of orders (issue 26 item 6), a percent of the index: limit prices outside index ±
   * band are refused and market orders fill no further. 0 switches it off.
   */
  priceBand: numeric('price_band', { precision: 36, scale: 18 }).notNull().default('2'),
  sort: integer('sort').notNull().default(0),
});

/** A user's leverage and margin mode on a contract (both position sides); the default until set. */
export const futuresSettings = pgTable(
  'futures_settings',
  {
    userId: integer('user_id').notNull(),
    symbol: text('symbol').notNull(),
    leverage: integer('leverage').notNull(),
    marginMode: text('margin_mode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.symbol] })],
);

/**
 * Futures orders. `frozen` is what an open order still holds in the ledger (initial margin plus
 * opening fee of its open part, or a close order's reserve for a loss beyond its margin share).
 */
export const futuresOrders = pgTable(
  'futures_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    symbol: text('symbol').notNull(),
    /** open_long | open_short | close_long | close_short */
    direction: text('direction').notNull(),
    type: text('type').notNull(),
    price: money('price'),
    quantity: money('quantity').notNull(),
    dealQuantity: money('deal_quantity').notNull().default('0'),
    /** Sum of price × quantity of the deals. */
    dealValue: money('deal_value').notNull().default('0'),
    fee: money('fee').notNull().default('0'),
    profit: money('profit').notNull().default('0'),
    leverage: integer('leverage').notNull(),
    marginMode: text('margin_mode').notNull(),
    frozen: money('frozen').notNull().default('0'),
    /** submitted | partial (resting) | filled | cancelled | invalid (ended). */
    status: text('status').notNull(),
    clientOrderId: text('client_order_id'),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /**
     * TP/SL set at opening (issue 16 part 8, the order form), JSON of `OpeningTpsl`: the take-profit
     * and stop-loss (by price or yield) put on the position once this opening order fills.
     */
    tpsl: text('tpsl'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('futures_orders_client_idx').on(t.userId, t.clientOrderId),
    index('futures_orders_open_idx').on(t.symbol, t.id).where(sql`${t.status} in ('submitted', 'partial')`),
    index('futures_orders_user_open_idx').on(t.userId, t.id).where(sql`${t.status} in ('submitted', 'partial')`),
    index('futures_orders_user_history_idx').on(t.userId, t.updatedAt),
    check('futures_orders_frozen_nonneg', sql`${t.frozen} >= 0`),
  ],
);

/** One match between a resting (maker) and an incoming (taker) futures order. */
export const futuresTrades = pgTable(
  'futures_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    makerOrderId: bigint('maker_order_id', { mode: 'number' }).notNull(),
    takerOrderId: bigint('taker_order_id', { mode: 'number' }).notNull(),
    makerUserId: integer('maker_user_id').notNull(),
    takerUserId: integer('taker_user_id').notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    takerSide: text('taker_side').notNull(),
    makerFee: money('maker_fee').notNull(),
    takerFee: money('taker_fee').notNull(),
    makerProfit: money('maker_profit').notNull().default('0'),
    takerProfit: money('taker_profit').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('futures_trades_symbol_idx').on(t.symbol, t.id),
    index('futures_trades_maker_idx').on(t.makerOrderId),
    index('futures_trades_taker_idx').on(t.takerOrderId),
  ],
);

/**
 * Open positions, long and short held apart (hedge mode). `entry_value` is the exact sum of the
 * open fills' values less what closes took; `margin` is what the position holds frozen in the
 * ledger. A row with size 0 is a closed position (kept for its realised PnL).
 */
export const futuresPositions = pgTable(
  'futures_positions',
  {
    userId: integer('user_id').notNull(),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    size: money('size').notNull(),
    entryValue: money('entry_value').notNull(),
    margin: money('margin').notNull(),
    leverage: integer('leverage').notNull(),
    marginMode: text('margin_mode').notNull(),
    realisedPnl: money('realised_pnl').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.symbol, t.side] }),
    index('futures_positions_symbol_idx').on(t.symbol).where(sql`${t.size} > 0`),
    check('futures_positions_nonneg', sql`${t.size} >= 0 and ${t.margin} >= 0 and ${t.entryValue} >= 0`),
  ],
);

/**
 * Liquidations (issue 16 part 6), one row per position taken over: what the mark was, the
 * bankruptcy price, what the book took, what deleveraging took, and what the insurance fund
 * gained (positive) or paid (negative). Written by the contract's sequencer with the closes.
 */
export const futuresLiquidations = pgTable(
  'futures_liquidations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    userId: integer('user_id').notNull(),
    side: text('side').notNull(),
    marginMode: text('margin_mode').notNull(),
    /** Size taken over, in the base coin. */
    size: money('size').notNull(),
    entryPrice: money('entry_price').notNull(),
    markPrice: money('mark_price').notNull(),
    bankruptcyPrice: money('bankruptcy_price').notNull(),
    /** Closed in the book, and by auto-deleveraging of opposite positions. */
    bookSize: money('book_size').notNull(),
    adlSize: money('adl_size').notNull(),
    insuranceDelta: money('insurance_delta').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('futures_liquidations_symbol_idx').on(t.symbol, t.id), index('futures_liquidations_user_idx').on(t.userId, t.id)],
);

/**
 * Trigger (plan) orders and take-profit / stop-loss exits (issue 16 part 4). A waiting trigger fires
 * once: its order carries the client order id `trg-{id}`, so firing again after a restart finds the
 * order already placed instead of placing a second one. A triggered close that cannot fill is
 * retried (issue 26 item 6), each attempt with its own numbered client order id.
 */
export const futuresTriggers = pgTable(
  'futures_triggers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    symbol: text('symbol').notNull(),
    /** plan | take_profit | stop_loss */
    kind: text('kind').notNull(),
    direction: text('direction').notNull(),
    /** mark | last */
    triggerBy: text('trigger_by').notNull(),
    triggerPrice: money('trigger_price').notNull(),
    /** rise | fall: from the price at placement. */
    triggerDirection: text('trigger_direction').notNull(),
    type: text('type').notNull(),
    price: money('price'),
    /** Null: the whole position (TP/SL). */
    quantity: money('quantity'),
    /**
     * waiting | retrying (a triggered close that could not fill yet, tried again as prices change
     * until `retry_until`) | triggered | failed | cancelled
     */
    status: text('status').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    failKey: text('fail_key'),
    /** Orders a triggered close has placed: the first is `trg-{id}`, the n-th `trg-{id}-{n}`. */
    attempts: integer('attempts').notNull().default(0),
    /** A retrying close gives up at this time. */
    retryUntil: timestamp('retry_until', { withTimezone: true }),
    /** A TP/SL set at opening: the opening order whose fills made it (a restart finds what is missing). */
    sourceOrderId: bigint('source_order_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
  },
  (t) => [
    index('futures_triggers_waiting_idx').on(t.symbol, t.id).where(sql`${t.status} = 'waiting'`),
    index('futures_triggers_user_idx').on(t.userId, t.id),
    index('futures_triggers_source_idx').on(t.sourceOrderId).where(sql`${t.sourceOrderId} is not null`),
  ],
);
