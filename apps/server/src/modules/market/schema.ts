import { bigint, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 36, scale: 18 });

/**
 * Candles of every pair and interval (1min ... 1mon), built from trades and backfilled at first
 * start. `time` is the epoch ms at which the interval opens (UTC). Written in batches by the candle
 * service (upsert on the key), never per trade.
 */
export const marketCandles = pgTable(
  'market_candles',
  {
    symbol: text('symbol').notNull(),
    interval: text('interval').notNull(),
    time: bigint('time', { mode: 'number' }).notNull(),
    open: money('open').notNull(),
    high: money('high').notNull(),
    low: money('low').notNull(),
    close: money('close').notNull(),
    vol: money('vol').notNull(),
    amount: money('amount').notNull(),
    /** Number of trades, for the 24h ticker's count when it is warmed up from candles. */
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.interval, t.time] })],
);
