import { bigint, bigserial, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The second-contract module's tables (issue 17). Only modules/second reads or writes them.
 */

/** Money columns are numeric(36,18) (ARCHITECTURE 4); drizzle hands them over as strings. */
const money = (name: string) => numeric(name, { precision: 36, scale: 18 });

/** One product per pair and duration; the operator edits it on the admin page. */
export const secondProducts = pgTable(
  'second_products',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    /** Seconds from the buy instant to the settlement instant. */
    duration: integer('duration').notNull(),
    payoutRate: money('payout_rate').notNull(),
    minStake: money('min_stake').notNull(),
    maxStake: money('max_stake').notNull(),
    feeRate: money('fee_rate').notNull(),
    /** The most the house accepts in open stakes on one side (up or down) of this product. */
    exposureLimit: money('exposure_limit').notNull(),
    enabled: smallint('enabled').notNull().default(1),
  },
  (t) => [uniqueIndex('second_products_symbol_duration_idx').on(t.symbol, t.duration)],
);

/**
 * Orders. While `status` is 'open' the ledger holds stake + fee frozen in the user's second wallet;
 * the settlement turns it 'settled' with one UPDATE ... WHERE status = 'open', so an order settles
 * once even with two processes or a restart.
 */
export const secondOrders = pgTable(
  'second_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    symbol: text('symbol').notNull(),
    direction: text('direction').notNull(),
    duration: integer('duration').notNull(),
    payoutRate: money('payout_rate').notNull(),
    stake: money('stake').notNull(),
    fee: money('fee').notNull(),
    buyPrice: money('buy_price').notNull(),
    buyTime: bigint('buy_time', { mode: 'number' }).notNull(),
    settleTime: bigint('settle_time', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    settlePrice: money('settle_price'),
    settleTickTime: bigint('settle_tick_time', { mode: 'number' }),
    result: text('result'),
    payout: money('payout'),
    settledAt: bigint('settled_at', { mode: 'number' }),
    /**
     * The house's reservation for this order: the winnings (stake × rate) frozen in system:house's
     * second wallet at the buy and released by the settlement, so an accepted order is always
     * payable. Null on orders placed before reservations existed (and not adopted since): those
     * are paid from the house's available balance.
     */
    houseId: integer('house_id'),
    houseReserved: money('house_reserved'),
  },
  (t) => [
    index('second_orders_due_idx').on(t.status, t.settleTime),
    index('second_orders_user_idx').on(t.userId, t.id),
    index('second_orders_product_idx').on(t.productId, t.status, t.direction),
  ],
);

/**
 * The index ticks as the module recorded and pushed them: one row whenever a pair's index changed
 * (and at every buy instant). Settlement reads the last tick at or before an order's settle instant.
 */
export const secondIndexTicks = pgTable(
  'second_index_ticks',
  {
    symbol: text('symbol').notNull(),
    time: bigint('time', { mode: 'number' }).notNull(),
    price: money('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.time] })],
);

/**
 * Orders that could not settle (a broken row, a reservation that does not match): the order stays
 * open, settlement goes on without it and tries it again now and then, and the operator sees it on
 * /admin/second until it settles (then `resolved_at` is set).
 */
export const secondSettleAlerts = pgTable('second_settle_alerts', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  /** balance_short, invalid_entry or failed (SECOND_ALERT_REASONS). */
  reason: text('reason').notNull(),
  /** The error as the settlement met it, for the operator. */
  detail: text('detail').notNull().default(''),
  firstSeen: bigint('first_seen', { mode: 'number' }).notNull(),
  lastSeen: bigint('last_seen', { mode: 'number' }).notNull(),
  attempts: integer('attempts').notNull().default(1),
  resolvedAt: bigint('resolved_at', { mode: 'number' }),
});
