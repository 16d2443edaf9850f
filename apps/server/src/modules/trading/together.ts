import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';

/**
 * One module's part of a statement that a sequencer's batch sends in one round trip: a select over
 * the module's own tables, built by that module, and how it turns its rows back into values.
 * `with` holds the part's writes (insert, update), which PostgreSQL runs only at the top level of
 * a statement; their names are the part's own, and `query` may read what they return. Rows travel
 * as JSON, so a part casts amounts to text (never a JSON number, which would be a float).
 */
export interface StatementPart<T> {
  with?: readonly (readonly [name: string, statement: SQL])[];
  query: SQL;
  parse(rows: Record<string, unknown>[]): T;
}

type Parsed<P> = { [K in keyof P]: P[K] extends StatementPart<infer T> ? T : never };

/**
 * Several modules' parts as one statement: every part's writes as CTEs, every part's select as a
 * JSON column. Each module still reads and writes only its own tables, and the sequencer's batch
 * costs one round trip where it would cost one per module: under load each round trip is a
 * wake-up of the server and of PostgreSQL, and a market's batches run one after another
 * (bench/README.md). The text depends only on the parts' texts, so it is prepared once.
 */
export async function runTogether<P extends Record<string, StatementPart<unknown>>>(tx: DbOrTx, parts: P): Promise<Parsed<P>> {
  const names = Object.keys(parts);
  const ctes = names.flatMap((n) => (parts[n]!.with ?? []).map(([name, statement]) => sql`${sql.identifier(name)} as (${statement})`));
  const columns = names.map((n) => sql`(select coalesce(json_agg(q), '[]') from (${parts[n]!.query}) q) as ${sql.identifier(n)}`);
  const head = ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
  const [row] = await executePrepared<Record<string, Record<string, unknown>[]>>(tx, sql`${head}select ${sql.join(columns, sql`, `)}`);
  return Object.fromEntries(names.map((n) => [n, parts[n]!.parse(row![n]!)])) as Parsed<P>;
}
