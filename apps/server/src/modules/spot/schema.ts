import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Money columns are numeric(36,18) (ARCHITECTURE 4); drizzle hands them over as strings. */
const money = (name: string) => numeric(name, { precision: 36, scale: 18 });

/**
 * Spot orders (issue 4). Only the market sequencer writes them. `frozen` is what the order still
 * holds frozen in the ledger (quote for buys, base for sells); it is 0 once the order has ended, and
 * the audit checks that a user's spot frozen equals the sum over their open orders.
 * `seq` is the engine time-priority key: books are rebuilt from open orders ordered by (price, seq).
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    type: text('type').notNull(),
    tif: text('tif').notNull(),
    price: money('price'),
    quantity: money('quantity'),
    amount: money('amount'),
    dealQuantity: money('deal_quantity').notNull().default('0'),
    dealAmount: money('deal_amount').notNull().default('0'),
    fee: money('fee').notNull().default('0'),
    feeCurrency: text('fee_currency').notNull(),
    /** waiting | partial (resting) | filled | cancelled (ended). */
    status: text('status').notNull(),
    clientOrderId: text('client_order_id'),
    frozen: money('frozen').notNull().default('0'),
    frozenCurrency: text('frozen_currency').notNull(),
    /** Engine time of acceptance (epoch ms); with the id, the order's place in its price queue. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('spot_orders_client_idx').on(t.userId, t.clientOrderId),
    // Rebuild and the audit read only open orders.
    index('spot_orders_open_idx').on(t.symbol, t.id).where(sql`${t.status} in ('waiting', 'partial')`),
    index('spot_orders_user_open_idx').on(t.userId, t.id).where(sql`${t.status} in ('waiting', 'partial')`),
    index('spot_orders_user_history_idx').on(t.userId, t.updatedAt),
    check('spot_orders_frozen_nonneg', sql`${t.frozen} >= 0`),
  ],
);

/** One match between a resting (maker) and an incoming (taker) order. */
export const spotTrades = pgTable(
  'spot_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    makerOrderId: bigint('maker_order_id', { mode: 'number' }).notNull(),
    takerOrderId: bigint('taker_order_id', { mode: 'number' }).notNull(),
    makerUserId: integer('maker_user_id').notNull(),
    takerUserId: integer('taker_user_id').notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    amount: money('amount').notNull(),
    takerSide: text('taker_side').notNull(),
    makerFee: money('maker_fee').notNull(),
    takerFee: money('taker_fee').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spot_trades_symbol_idx').on(t.symbol, t.id),
    index('spot_trades_maker_idx').on(t.makerOrderId),
    index('spot_trades_taker_idx').on(t.takerOrderId),
  ],
);

/**
 * Stop-limit orders (issue 16 part 4): a stop waits until the pair's last trade price crosses
 * `stop_price` (in `direction`, from the last price at placement), then places a GTC limit order
 * with client order id `stp-{id}`. Nothing is frozen while it waits. Only stop-orders.ts writes them.
 */
export const spotStopOrders = pgTable(
  'spot_stop_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    stopPrice: money('stop_price').notNull(),
    /** rise | fall: from the last price at placement. */
    direction: text('direction').notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    /** waiting | triggered | failed | cancelled */
    status: text('status').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    failKey: text('fail_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('spot_stop_orders_waiting_idx').on(t.symbol, t.id).where(sql`${t.status} = 'waiting'`),
    index('spot_stop_orders_user_idx').on(t.userId, t.id),
  ],
);
