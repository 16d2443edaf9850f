import { sql, type SQL } from 'drizzle-orm';

/** One column of an `unnest` row source: its alias, its PostgreSQL type, and how to read it from a row. */
export type UnnestColumn<T> = readonly [alias: string, pgType: string, value: (row: T) => unknown];

/**
 * `unnest($1::t1[], $2::t2[], ...) as alias(c1, c2, ...)`: many rows as one parameter per column.
 * A set-based statement built this way has the same short text and parameter count whatever the
 * number of rows, so the driver and the server parse it in constant time, where a multi-row VALUES
 * list costs a placeholder, a cast and a builder call per cell (the batch writes' hot path).
 */
export function unnestRows<T>(rows: readonly T[], columns: readonly UnnestColumn<T>[], alias = 'v'): SQL {
  const arrays = columns.map(([, type, value]) => sql`${sql.param(rows.map(value))}::${sql.raw(type)}[]`);
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  return sql`unnest(${sql.join(arrays, sql`, `)}) as ${sql.raw(alias)}(${names})`;
}
