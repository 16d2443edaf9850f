import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/database';
import type { Database } from './client';
import { pipelinedTransaction } from './pipelined-transaction';
import { executePrepared } from './prepared';

// On PostgreSQL (TEST_DATABASE_URL) this drives the pipelined path; on PGlite, drizzle's transaction.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table pipelined_probe (id integer not null)`);
});
afterAll(() => database.close());

const rows = async () => (await executePrepared<{ id: number }>(database.db, sql`select id from pipelined_probe order by id`)).map((r) => r.id);

describe('pipelinedTransaction', () => {
  it('runs the first statement, sent before begin is answered, inside the transaction', async () => {
    const [first, second] = await pipelinedTransaction(database.db, async (tx, begun) => {
      const [a] = await executePrepared<{ x: string }>(tx, sql`select txid_current()::text as x`);
      await begun;
      await tx.execute(sql`insert into pipelined_probe values (1)`);
      const [b] = await executePrepared<{ x: string }>(tx, sql`select txid_current()::text as x`);
      return [a!.x, b!.x];
    });
    // Outside a transaction each statement would get its own id.
    expect(first).toBe(second);
    expect(await rows()).toEqual([1]);
  });

  it('writes nothing when the body fails, and the connection goes back clean', async () => {
    await expect(
      pipelinedTransaction(database.db, async (tx, begun) => {
        await begun;
        await tx.execute(sql`insert into pipelined_probe values (2)`);
        await tx.execute(sql`insert into pipelined_probe values (3)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rows()).toEqual([1]);
    // Every pooled connection is usable and outside any transaction afterwards.
    const checks = await Promise.all(
      Array.from({ length: 8 }, () =>
        pipelinedTransaction(database.db, async (tx) => (await executePrepared<{ n: number }>(tx, sql`select count(*)::int as n from pipelined_probe`))[0]!.n),
      ),
    );
    expect(checks).toEqual(Array(8).fill(1));
  });

  it('fails the body when a statement fails, with the statement error, and keeps nothing', async () => {
    await expect(
      pipelinedTransaction(database.db, async (tx, begun) => {
        await begun;
        await tx.execute(sql`insert into pipelined_probe values (4)`);
        await tx.execute(sql`insert into pipelined_probe values (null)`);
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual([1]);
  });
});
