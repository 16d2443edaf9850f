import { sql, type SQL } from 'drizzle-orm';

/** The column types unnestRows writes array literals for. */
export type UnnestType = 'integer' | 'bigint' | 'numeric' | 'text' | 'timestamptz';

/** One column of an `unnest` row source: its alias, its PostgreSQL type, and how to read it from a row (and its index). */
export type UnnestColumn<T> = readonly [alias: string, pgType: UnnestType, value: (row: T, index: number) => string | number | null | undefined];

/**
 * `unnest($1::t1[], $2::t2[], ...) as alias(c1, c2, ...)`: many rows as one parameter per column.
 * A set-based statement built this way has the same short text and parameter count whatever the
 * number of rows, so the driver and the server parse it in constant time, where a multi-row VALUES
 * list costs a placeholder, a cast and a builder call per cell (the batch writes' hot path).
 */
export function unnestRows<T>(rows: readonly T[], columns: readonly UnnestColumn<T>[], alias = 'v'): SQL {
  const arrays = columns.map(([, type, value]) => sql`${arrayLiteral(rows, type, value)}::${sql.raw(type)}[]`);
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  return sql`unnest(${sql.join(arrays, sql`, `)}) as ${sql.raw(alias)}(${names})`;
}

/**
 * A column as PostgreSQL's array literal text, `{1,2.5,NULL}` or `{"a","b \"c\""}`, built here in
 * one pass. The driver would otherwise quote and escape every element with two regular-expression
 * replaces (a tenth of the batch's CPU). Numbers, decimal strings and ISO times contain nothing an
 * array literal must quote; text is always quoted, with backslashes and quotes escaped.
 */
function arrayLiteral<T>(rows: readonly T[], type: UnnestType, value: UnnestColumn<T>[2]): string {
  const quoted = type === 'text';
  let out = '{';
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) out += ',';
    const v = value(rows[i]!, i);
    if (v === null || v === undefined) out += 'NULL';
    else if (!quoted) out += plain(v, type);
    else out += `"${escapeText(String(v))}"`;
  }
  return `${out}}`;
}

/** A number or decimal string as written unquoted in an array literal; anything else is a bug. */
function plain(v: string | number, type: UnnestType): string {
  const text = String(v);
  if (!PLAIN.test(text)) throw new Error(`unnestRows: ${JSON.stringify(text)} is not a plain ${type}`);
  return text;
}
// Digits, sign, point and the characters of an ISO time: never special inside an array literal.
const PLAIN = /^[0-9.:+\-TZ]+$/;

function escapeText(text: string): string {
  return text.includes('\\') || text.includes('"') ? text.replace(/[\\"]/g, '\\$&') : text;
}
