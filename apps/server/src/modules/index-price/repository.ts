import { sql } from 'drizzle-orm';
import type { IndexSnapshot } from '@aurelix/shared/schemas/market';
import type { DbOrTx } from '../../db/client';
import { unnestRows } from '../../db/unnest';
import { normalizeDecimal } from '../../lib/decimal';
import { indexTicks } from './schema';

type Rows<T> = { rows: T[] };

/** A recorded tick: the index and its sources (the basis follows from which sources were used). */
export type RecordedTick = Omit<IndexSnapshot, 'basis'>;

/** The index service's reads and writes of index_ticks. */
export const indexRepository = {
  /**
   * Index ticks in one statement. Two processes computing the same pair in the same millisecond
   * keep the first row: the record is of what was published, not a vote.
   */
  async insertTicks(db: DbOrTx, ticks: readonly RecordedTick[]): Promise<void> {
    if (ticks.length === 0) return;
    const v = unnestRows(ticks, [
      ['s', 'text', (t) => t.symbol],
      ['t', 'bigint', (t) => t.ts],
      ['i', 'numeric', (t) => t.index],
      ['j', 'text', (t) => JSON.stringify(t.sources)],
    ]);
    await db.execute(
      sql`insert into ${indexTicks} (symbol, time, index, sources) select s, t, i, j::jsonb from ${v} on conflict (symbol, time) do nothing`,
    );
  },

  /** The last recorded index of each pair, to start from after a restart. */
  async lastTicks(db: DbOrTx): Promise<{ symbol: string; time: number; index: string }[]> {
    const r = (await db.execute(
      sql`select distinct on (symbol) symbol, time, index::text as index from ${indexTicks} order by symbol, time desc`,
    )) as unknown as Rows<{ symbol: string; time: string | number; index: string }>;
    return r.rows.map((x) => ({ symbol: x.symbol, time: Number(x.time), index: x.index }));
  },

  /**
   * The last recorded tick of each of these pairs, with its sources, if newer than `after` (ms): one
   * step down the primary key per pair, however long the history is (a follower reads it each second).
   */
  async latestTicks(db: DbOrTx, symbols: readonly string[], after: number): Promise<RecordedTick[]> {
    if (symbols.length === 0) return [];
    const r = (await db.execute(sql`
      select t.symbol, t.time, t.index::text as index, t.sources
      from unnest(${`{${symbols.join(',')}}`}::text[]) as p(symbol)
      cross join lateral (
        select symbol, time, index, sources from ${indexTicks} x where x.symbol = p.symbol order by x.time desc limit 1
      ) t
      where t.time > ${after}`)) as unknown as Rows<{ symbol: string; time: string | number; index: string; sources: IndexSnapshot['sources'] | string }>;
    return r.rows.map((x) => ({
      symbol: x.symbol,
      ts: Number(x.time),
      index: normalizeDecimal(x.index),
      sources: typeof x.sources === 'string' ? JSON.parse(x.sources) : x.sources,
    }));
  },

  /** The recorded ticks of a pair from `from` (ms) on, oldest first. */
  async ticks(db: DbOrTx, symbol: string, from: number): Promise<RecordedTick[]> {
    const r = (await db.execute(
      sql`select symbol, time, index::text as index, sources from ${indexTicks} where symbol = ${symbol} and time >= ${from} order by time`,
    )) as unknown as Rows<{
      symbol: string;
      time: string | number;
      index: string;
      sources: IndexSnapshot['sources'] | string;
    }>;
    return r.rows.map((x) => ({
      symbol: x.symbol,
      ts: Number(x.time),
      index: normalizeDecimal(x.index),
      sources: typeof x.sources === 'string' ? JSON.parse(x.sources) : x.sources,
    }));
  },

  /** Deletes the ticks of these pairs older than `before` (one range of the primary key per pair). */
  async pruneTicks(db: DbOrTx, symbols: readonly string[], before: number): Promise<number> {
    let deleted = 0;
    for (const symbol of symbols) {
      const r = (await db.execute(
        sql`delete from ${indexTicks} where symbol = ${symbol} and time < ${before}`,
      )) as unknown as { rowCount?: number; affectedRows?: number };
      deleted += r.rowCount ?? r.affectedRows ?? 0;
    }
    return deleted;
  },
};
