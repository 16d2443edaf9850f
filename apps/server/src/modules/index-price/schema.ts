import { bigint, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * The index service's table. Only modules/index-price reads or writes it.
 */

/**
 * Every change of a pair's index, at most one a second per pair, with the sources it was made from
 * (`[{name, price, weight, used, reason}]`, as POST /api/market/index answers them), so a price the
 * exchange acted on can be checked afterwards. Pruned after INDEX_HISTORY_HOURS.
 */
export const indexTicks = pgTable(
  'index_ticks',
  {
    symbol: text('symbol').notNull(),
    /** Epoch ms of the tick. */
    time: bigint('time', { mode: 'number' }).notNull(),
    index: numeric('index', { precision: 36, scale: 18 }).notNull(),
    sources: jsonb('sources').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.time] })],
);
