import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { balances, journalEntries, postings, users } from '../../db/schema';
import type { Holding, JournalEntryInput } from './entry';
import type { PostingRow } from './repository';
import { WORLD } from './system-accounts';

/*
 * The set-based statements of `postMany`: each touches every row of the batch at once, so a batch
 * costs the same five round trips whatever its size (inserts are split only to stay under the
 * protocol's 65,535 parameters).
 */

export interface LockedRow {
  user_id: number;
  account: string;
  currency: string;
  available: string;
  frozen: string;
  allow_negative: number;
}

const keys = (rows: readonly Holding[]) =>
  sql.join(
    rows.map((r) => sql`(${r.userId}::integer, ${r.account}::text, ${r.currency}::text)`),
    sql`, `,
  );

async function query<T>(tx: DbOrTx, q: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(q)) as unknown as { rows: T[] };
  return result.rows;
}

/** Creates the rows used for the first time, at zero (only system:world's may go below zero). */
export async function ensureRows(tx: DbOrTx, rows: readonly Holding[]): Promise<void> {
  await tx.execute(sql`insert into ${balances} (user_id, account, currency, allow_negative)
    select v.u, v.a, v.c, case when exists (select 1 from ${users} where ${users.id} = v.u and ${users.account} = ${WORLD}) then 1 else 0 end
    from (values ${keys(rows)}) as v(u, a, c)
    where not exists (select 1 from ${balances} b where b.user_id = v.u and b.account = v.a and b.currency = v.c)
    on conflict do nothing`);
}

/**
 * Locks the rows in the one global order every ledger writer uses (user, account, currency), so
 * a batch never deadlocks with single entries or other batches, and reads them under the lock.
 */
export function lockRows(tx: DbOrTx, rows: readonly Holding[]): Promise<LockedRow[]> {
  return query<LockedRow>(
    tx,
    sql`select b.user_id, b.account, b.currency, b.available::text as available, b.frozen::text as frozen, b.allow_negative
      from ${balances} b join (values ${keys(rows)}) as v(u, a, c) on b.user_id = v.u and b.account = v.a and b.currency = v.c
      order by b.user_id, b.account collate "C", b.currency collate "C" for update of b`,
  );
}

/** One conditional update with each row's net change; returns how many rows it changed. */
export async function moveBalances(
  tx: DbOrTx,
  rows: readonly (Holding & { available: { toFixed(): string }; frozen: { toFixed(): string } })[],
): Promise<number> {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.userId}::integer, ${r.account}::text, ${r.currency}::text, ${r.available.toFixed()}::numeric, ${r.frozen.toFixed()}::numeric)`,
    ),
    sql`, `,
  );
  const updated = await query<{ user_id: number }>(
    tx,
    sql`update ${balances} b set available = b.available + v.da, frozen = b.frozen + v.df, updated_at = now()
      from (values ${values}) as v(u, a, c, da, df)
      where b.user_id = v.u and b.account = v.a and b.currency = v.c
        and (b.allow_negative = 1 or b.available + v.da >= 0) and b.frozen + v.df >= 0
      returning b.user_id`,
  );
  return updated.length;
}

const CHUNK = 1000;

/**
 * Writes the entries, then their postings in entry and leg order, so on each row the posting ids
 * follow the order the legs were applied (the audit's chain check). Returns the entry ids in order.
 */
export async function insertEntries(
  tx: DbOrTx,
  posted: readonly { entry: JournalEntryInput; postings: PostingRow[] }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < posted.length; i += CHUNK) {
    const part = posted.slice(i, i + CHUNK);
    const rows = await tx
      .insert(journalEntries)
      .values(part.map(({ entry: e }) => ({ reason: e.reason, refType: e.refType ?? '', refId: e.refId ?? '', memo: e.memo ?? '' })))
      .returning({ id: journalEntries.id });
    // The sequence hands out ids in the order of the VALUES rows.
    ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
  }
  const legs = posted.flatMap((p, i) => p.postings.map((leg) => ({ entryId: ids[i]!, ...leg })));
  for (let i = 0; i < legs.length; i += CHUNK) await tx.insert(postings).values(legs.slice(i, i + CHUNK));
  return ids;
}
