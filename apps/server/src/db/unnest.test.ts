import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/database';
import type { Database } from './client';
import { unnestRows } from './unnest';

describe('unnestRows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('hands every row over exactly: nulls, the text "NULL", quotes and commas, 18-decimal amounts, times', async () => {
    const rows = [
      { id: 1, note: 'x,"y}\\', memo: null, amount: '1.000000000000000001', at: '1970-01-01T00:00:00.000Z' },
      { id: 9007199254740991, note: 'NULL', memo: 'ü 中文', amount: '-3', at: '2026-11-22T07:00:00.123Z' },
    ];
    const result = (await database.db.execute(
      sql`select id::text, note, memo, amount::text, (extract(epoch from at) * 1000)::bigint::text as at from ${unnestRows(rows, [
        ['id', 'bigint', (r) => r.id],
        ['note', 'text', (r) => r.note],
        ['memo', 'text', (r) => r.memo],
        ['amount', 'numeric', (r) => r.amount],
        ['at', 'timestamptz', (r) => r.at],
      ])} order by id`,
    )) as unknown as { rows: Record<string, string | null>[] };
    expect(result.rows).toEqual([
      { id: '1', note: 'x,"y}\\', memo: null, amount: '1.000000000000000001', at: '0' },
      { id: '9007199254740991', note: 'NULL', memo: 'ü 中文', amount: '-3', at: '1795330800123' },
    ]);
  });

  it('keeps text that looks like array syntax as it is: braces, spaces, empty text', async () => {
    const texts = ['{a,b}', ' padded ', '', '\\"', 'NULL ', '}{'];
    const result = (await database.db.execute(
      sql`select t from ${unnestRows(texts, [['t', 'text', (t) => t]])}`,
    )) as unknown as { rows: { t: string }[] };
    expect(result.rows.map((r) => r.t)).toEqual(texts);
  });

  it('refuses a number column value that is not a plain number, instead of writing it into the literal', () => {
    for (const bad of ['1,2', '{1}', 'NaN', '1e5', '"1"', ' 1'])
      expect(() => unnestRows([bad], [['x', 'numeric', (x) => x]])).toThrow(/not a plain numeric/);
  });

  it('gives no rows for no input', async () => {
    const result = (await database.db.execute(sql`select count(*)::int as n from ${unnestRows([] as number[], [['n', 'integer', (r) => r]])}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(result.rows[0]!.n).toBe(0);
  });
});
