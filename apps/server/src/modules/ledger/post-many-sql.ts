import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { balances, journalEntries, postings } from './schema';
import type { Holding, JournalEntryInput } from './entry';
import type { PostingRow } from './repository';
import { formatUnits, type Units } from './units';
import { MAY_GO_NEGATIVE } from './system-accounts';
import { userRecords } from '../auth/users';
import { executePrepared } from '../../db/prepared';
import { unnestRows } from '../../db/unnest';
import type { StatementPart } from '../trading/together';

/*
 * The set-based statements of `postMany`: each touches every row of the batch at once, with one
 * array parameter per column (unnestRows), so a batch costs the same two round trips (lock, then
 * write; four when balance rows must be created first) and the same statement text whatever its
 * size.
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
  unnestRows(rows, [
    ['u', 'integer', (r) => r.userId],
    ['a', 'text', (r) => r.account],
    ['c', 'text', (r) => r.currency],
  ]);

/** The lock and the write run on every batch with constant text: prepared once per connection. */
const query = <T>(tx: DbOrTx, q: SQL): Promise<T[]> => executePrepared<T>(tx, q);

/** Creates the rows used for the first time, at zero (only MAY_GO_NEGATIVE's accounts may go below zero). */
export async function ensureRows(tx: DbOrTx, rows: readonly Holding[]): Promise<void> {
  // Only when a batch uses a row for the first time: which users may go negative is auth's to say.
  const negative = `{${[...(await userRecords.idsByAccount(tx, MAY_GO_NEGATIVE)).values()].join(',')}}`;
  await tx.execute(sql`insert into ${balances} (user_id, account, currency, allow_negative)
    select v.u, v.a, v.c, case when v.u = any(${negative}::integer[]) then 1 else 0 end
    from ${keys(rows)}
    where not exists (select 1 from ${balances} b where b.user_id = v.u and b.account = v.a and b.currency = v.c)
    on conflict do nothing`);
}

/**
 * Locks the rows in the one global order every ledger writer uses (user, account, currency), so
 * a batch never deadlocks with single entries or other batches, and reads them under the lock.
 * Rows that do not exist yet are simply missing from the answer (see ensureRows). As a statement
 * part, so a sequencer's writer can send it with its own writes (trading/together.ts).
 */
export function lockPart(rows: readonly Holding[]): StatementPart<LockedRow[]> {
  return {
    query: sql`select b.user_id, b.account, b.currency, b.available::text as available, b.frozen::text as frozen, b.allow_negative
      from ${balances} b join ${keys(rows)} on b.user_id = v.u and b.account = v.a and b.currency = v.c
      order by b.user_id, b.account collate "C", b.currency collate "C" for update of b`,
    parse: (found) => found as unknown as LockedRow[],
  };
}

/** lockPart on its own. */
export function lockRows(tx: DbOrTx, rows: readonly Holding[]): Promise<LockedRow[]> {
  return query<LockedRow>(tx, lockPart(rows).query);
}

/** What writeEntries changed: balance rows moved, and entry ids in entry order. */
export interface WrittenEntries {
  moved: number;
  entryIds: number[];
}

/**
 * One statement: one conditional update of each row's net change, the entries and their postings. Entry ids are taken from the sequence in entry order,
 * and postings are inserted in entry and leg order, so on each row the posting ids follow the
 * order the legs were applied (the audit's chain check).
 */
export async function writeEntries(
  tx: DbOrTx,
  rows: readonly (Holding & { available: Units; frozen: Units })[],
  posted: readonly { entry: JournalEntryInput; postings: PostingRow[] }[],
): Promise<WrittenEntries> {
  const result = await query<{ moved: number; entry_ids: string[] }>(
    tx,
    sql`with moved as (${moveSql(rows)} returning b.user_id),
      ${entriesSql(posted)}
      select (select count(*) from moved)::int as moved,
        (select coalesce(array_agg(id::text order by n), '{}') from ids) as entry_ids`,
  );
  const row = result[0]!;
  return { moved: Number(row.moved), entryIds: row.entry_ids.map(Number) };
}

/** The conditional update of each row's net change (the database's own guard against overdrawing). */
function moveSql(rows: readonly (Holding & { available: Units; frozen: Units })[]): SQL {
  const v = unnestRows(rows, [
    ['u', 'integer', (r) => r.userId],
    ['a', 'text', (r) => r.account],
    ['c', 'text', (r) => r.currency],
    ['da', 'numeric', (r) => formatUnits(r.available)],
    ['df', 'numeric', (r) => formatUnits(r.frozen)],
  ]);
  return sql`update ${balances} b set available = b.available + v.da, frozen = b.frozen + v.df, updated_at = now()
      from ${v}
      where b.user_id = v.u and b.account = v.a and b.currency = v.c
        and (b.allow_negative = 1 or b.available + v.da >= 0) and b.frozen + v.df >= 0`;
}

/** CTEs `ids` (each entry's id, in entry order), `entries` and `legs`, ending with a comma-free list. */
function entriesSql(posted: readonly { entry: JournalEntryInput; postings: PostingRow[] }[]): SQL {
  const e = unnestRows(
    posted,
    [
      ['n', 'integer', (_, n) => n],
      ['reason', 'text', (p) => p.entry.reason],
      ['ref_type', 'text', (p) => p.entry.refType ?? ''],
      ['ref_id', 'text', (p) => p.entry.refId ?? ''],
      ['memo', 'text', (p) => p.entry.memo ?? ''],
    ],
    'e',
  );
  // Every leg in entry and leg order, with the index of its entry beside it.
  const legs: PostingRow[] = [];
  const entryOf: number[] = [];
  posted.forEach((p, n) => {
    for (const leg of p.postings) {
      legs.push(leg);
      entryOf.push(n);
    }
  });
  const l = unnestRows(
    legs,
    [
      ['k', 'integer', (_, k) => k],
      ['n', 'integer', (_, k) => entryOf[k]],
      ['user_id', 'integer', (x) => x.userId],
      ['account', 'text', (x) => x.account],
      ['currency', 'text', (x) => x.currency],
      ['field', 'text', (x) => x.field],
      ['amount', 'numeric', (x) => x.amount],
      ['available_after', 'numeric', (x) => x.availableAfter],
      ['frozen_after', 'numeric', (x) => x.frozenAfter],
    ],
    'l',
  );
  return sql`ids as materialized (
        select e.*, nextval(pg_get_serial_sequence('journal_entries', 'id')) as id from (select * from ${e} order by e.n) e
      ), entries as (
        insert into ${journalEntries} (id, reason, ref_type, ref_id, memo) select id, reason, ref_type, ref_id, memo from ids
      ), legs as (
        insert into ${postings} (entry_id, user_id, account, currency, field, amount, available_after, frozen_after)
        select ids.id, l.user_id, l.account, l.currency, l.field, l.amount, l.available_after, l.frozen_after
        from ${l} join ids on ids.n = l.n order by l.k
      )`;
}
