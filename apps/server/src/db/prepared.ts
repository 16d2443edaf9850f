import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** The parts of drizzle's session and dialect that `db.execute` itself uses, here with a statement name. */
interface Internals {
  session: { prepareQuery(query: Query, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
  dialect: { sqlToQuery(sql: SQL): Query };
}

/** Statement names by text: the text of a hot statement is a constant, so this stays small. */
const names = new Map<string, string>();

/**
 * Runs a statement as a named, prepared one: PostgreSQL parses and plans it once per connection
 * instead of on every call. For the batch statements of the order flow, planning cost more than
 * running (5 ms of plan for a few ms of work: bench/README.md). The name is a hash of the text,
 * so two different statements can never meet under one name; use it only for statements whose
 * text does not depend on the data (unnestRows keeps it constant). The pool asks for generic plans
 * (db/client.ts), which suit statements fed whole columns as arrays. PGlite ignores the name.
 */
export async function executePrepared<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const internal = db as unknown as Internals;
  const built = internal.dialect.sqlToQuery(query);
  let name = names.get(built.sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
    names.set(built.sql, name);
  }
  const result = (await internal.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
