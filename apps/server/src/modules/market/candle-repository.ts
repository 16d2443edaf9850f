import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { KlineInterval } from '@aurelix/shared/schemas/spot';
import type { DbOrTx } from '../../db/client';
import { Decimal } from '../../lib/decimal';
import type { CandleRecord } from './backfill';
import type { OpenCandle } from './candles';
import { marketCandles } from './schema';

export interface CandleRow extends OpenCandle {
  symbol: string;
  interval: KlineInterval;
}

type Stored = typeof marketCandles.$inferSelect;

const toCandle = (r: Stored): CandleRow => ({
  symbol: r.symbol,
  interval: r.interval as KlineInterval,
  time: r.time,
  open: new Decimal(r.open),
  high: new Decimal(r.high),
  low: new Decimal(r.low),
  close: new Decimal(r.close),
  vol: new Decimal(r.vol),
  amount: new Decimal(r.amount),
  count: r.count,
});

/** Postgres array literal of simple values (symbols, intervals, numbers): one parameter per column. */
const arrayLiteral = (values: ReadonlyArray<string | number>) => `{${values.join(',')}}`;

/** Candles in the database: batched upserts of changed candles, range reads, one bulk backfill. */
export function createCandleRepository(db: DbOrTx) {
  return {
    async hasAny(): Promise<boolean> {
      const rows = await db.select({ t: marketCandles.time }).from(marketCandles).limit(1);
      return rows.length > 0;
    },

    /** Writes the final or current values of changed candles in one statement. */
    async upsert(rows: readonly CandleRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(marketCandles)
        .values(
          rows.map((r) => ({
            symbol: r.symbol,
            interval: r.interval,
            time: r.time,
            open: r.open.toFixed(),
            high: r.high.toFixed(),
            low: r.low.toFixed(),
            close: r.close.toFixed(),
            vol: r.vol.toFixed(),
            amount: r.amount.toFixed(),
            count: r.count,
          })),
        )
        .onConflictDoUpdate({
          target: [marketCandles.symbol, marketCandles.interval, marketCandles.time],
          set: {
            open: sql`excluded.open`,
            high: sql`excluded.high`,
            low: sql`excluded.low`,
            close: sql`excluded.close`,
            vol: sql`excluded.vol`,
            amount: sql`excluded.amount`,
            count: sql`excluded.count`,
          },
        });
    },

    /**
     * Many candles in one statement per call (backfill): columns are sent as arrays and unnested by
     * the database, so 10,000 candles cost one round trip and no per-row parameters.
     */
    async insertMany(rows: readonly CandleRecord[]): Promise<void> {
      if (rows.length === 0) return;
      const col = <T extends string | number>(f: (r: CandleRecord) => T) => arrayLiteral(rows.map(f));
      await db.execute(sql`
        insert into ${marketCandles} (symbol, interval, time, open, high, low, close, vol, amount, count)
        select * from unnest(
          ${col((r) => r.symbol)}::text[], ${col((r) => r.interval)}::text[], ${col((r) => r.time)}::bigint[],
          ${col((r) => r.open)}::numeric[], ${col((r) => r.high)}::numeric[],
          ${col((r) => r.low)}::numeric[], ${col((r) => r.close)}::numeric[],
          ${col((r) => r.vol)}::numeric[], ${col((r) => r.amount)}::numeric[],
          ${col((r) => r.count)}::int[])
        on conflict do nothing`);
    },

    /** Up to `limit` candles opening at or before `end`, newest first. */
    async recent(symbol: string, interval: KlineInterval, end: number, limit: number): Promise<CandleRow[]> {
      const rows = await db
        .select()
        .from(marketCandles)
        .where(and(eq(marketCandles.symbol, symbol), eq(marketCandles.interval, interval), lte(marketCandles.time, end)))
        .orderBy(desc(marketCandles.time))
        .limit(limit);
      return rows.map(toCandle);
    },

    /** Candles of one interval from `since` on, oldest first (warming the 24h ticker). */
    async since(symbol: string, interval: KlineInterval, since: number): Promise<CandleRow[]> {
      const rows = await db
        .select()
        .from(marketCandles)
        .where(and(eq(marketCandles.symbol, symbol), eq(marketCandles.interval, interval), gte(marketCandles.time, since)))
        .orderBy(marketCandles.time);
      return rows.map(toCandle);
    },

    /**
     * Copies the candles of `symbols` into `namespace` (another market kind's history starting as the
     * pair's), for the symbols that have none there yet; one statement.
     */
    async copyInto(namespace: string, symbols: readonly string[]): Promise<void> {
      for (const symbol of symbols) {
        const key = `${namespace}:${symbol}`;
        const [has] = await db.select({ t: marketCandles.time }).from(marketCandles).where(eq(marketCandles.symbol, key)).limit(1);
        if (has) continue;
        await db.execute(sql`
          insert into ${marketCandles} (symbol, interval, time, open, high, low, close, vol, amount, count)
          select ${key}, interval, time, open, high, low, close, vol, amount, count
          from ${marketCandles} where symbol = ${symbol}
          on conflict do nothing`);
      }
    },

    /** The newest candle of every symbol and interval (the open candles to continue after a restart). */
    async latest(namespace = ''): Promise<CandleRow[]> {
      // Spot's symbols have no namespace; another market kind's are "namespace:SYMBOL" (namespacedCandles).
      const only = namespace === '' ? sql`position(':' in symbol) = 0` : sql`starts_with(symbol, ${`${namespace}:`})`;
      const result = await db.execute(sql`
        select distinct on (symbol, interval) * from ${marketCandles} where ${only} order by symbol, interval, time desc`);
      const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Stored[];
      return rows.map((r) => toCandle({ ...r, time: Number(r.time), count: Number(r.count) }));
    },
  };
}
export type CandleRepository = ReturnType<typeof createCandleRepository>;

/**
 * The same candle table for another market kind (futures: "F"): its symbols are stored as
 * "F:BTC_USDT" so they never mix with spot's, and come back without the prefix.
 */
export function namespacedCandles(base: CandleRepository, namespace: string): CandleRepository {
  const key = (symbol: string) => `${namespace}:${symbol}`;
  const strip = (r: CandleRow): CandleRow => ({ ...r, symbol: r.symbol.slice(namespace.length + 1) });
  return {
    hasAny: base.hasAny,
    copyInto: base.copyInto,
    upsert: (rows) => base.upsert(rows.map((r) => ({ ...r, symbol: key(r.symbol) }))),
    insertMany: (rows) => base.insertMany(rows.map((r) => ({ ...r, symbol: key(r.symbol) }))),
    recent: async (symbol, interval, end, limit) => (await base.recent(key(symbol), interval, end, limit)).map(strip),
    since: async (symbol, interval, since) => (await base.since(key(symbol), interval, since)).map(strip),
    latest: async () => (await base.latest(namespace)).map(strip),
  };
}
