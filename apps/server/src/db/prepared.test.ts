import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/database';
import type { Database } from './client';
import { executePrepared } from './prepared';
import { unnestRows } from './unnest';

describe('executePrepared', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const sumOf = (values: string[]) =>
    executePrepared<{ total: string | null; n: number }>(
      database.db,
      sql`select sum(v.x)::text as total, count(*)::int as n from ${unnestRows(values, [['x', 'numeric', (x) => x]])}`,
    );

  it('answers each call with its own data, whatever the sizes, on one prepared statement', async () => {
    // More calls than a connection needs to settle on a plan (PostgreSQL plans 5 times before it may reuse one).
    const cases: [string[], string | null][] = [
      [['1'], '1'],
      [['1', '2', '3'], '6'],
      [[], null],
      [Array.from({ length: 500 }, (_, i) => String(i)), '124750'],
      [['7'], '7'],
      [['2.5', '2.5'], '5.0'],
      [['0.000000000000000001', '1'], '1.000000000000000001'],
    ];
    for (const [values, total] of cases) expect(await sumOf(values)).toEqual([{ total, n: values.length }]);
  });

  it('keeps different statements apart, also inside a transaction', async () => {
    await database.db.transaction(async (tx) => {
      const [a] = await executePrepared<{ v: string }>(tx, sql`select ${'first'}::text as v`);
      const [b] = await executePrepared<{ v: number }>(tx, sql`select ${41}::int + 1 as v`);
      expect([a!.v, b!.v]).toEqual(['first', 42]);
    });
    expect(await sumOf(['4', '5'])).toEqual([{ total: '9', n: 2 }]);
  });
});
