import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { formatUnits, unitsOf, type Units } from './units';
import { compareRows, planEntry, rowKey, type Holding, type JournalEntryInput } from './entry';
import { LedgerError, type PostedEntry } from './post';
import { ensureRows, lockPart, lockRows, writeEntries, type LockedRow } from './post-many-sql';
import { executePrepared } from '../../db/prepared';
import type { StatementPart } from '../trading/together';
import type { PostingRow } from './repository';

interface RowState {
  available: Units;
  frozen: Units;
  allowNegative: boolean;
}

/**
 * Applies many journal entries as if `post` had been called for each in turn, in a constant number
 * of statements: create missing rows, lock every row in the global lock order, then one statement
 * with one conditional update of each row's net change, the entries and their postings.
 *
 * All or nothing: if any entry would take a row below zero at the point where it comes (exactly
 * the check sequential `post` calls would make), nothing is written and it throws
 * AppError('INSUFFICIENT_BALANCE'); the caller can then post one by one to find the offender.
 * Each posting's available_after/frozen_after is the row's balance right after that leg, as
 * sequential posting would have written it.
 */
export async function postMany(db: DbOrTx, entries: readonly JournalEntryInput[]): Promise<PostedEntry[]> {
  if (entries.length === 0) return [];
  return db.transaction((tx) => postManyIn(tx, entries));
}

/**
 * postMany as part of the caller's transaction, with no savepoint of its own: a refusal fails the
 * caller's whole transaction. Two round trips (lock, then write) whatever the number of entries;
 * none for an empty list.
 */
export async function postManyIn(tx: Tx, entries: readonly JournalEntryInput[]): Promise<PostedEntry[]> {
  if (entries.length === 0) return [];
  const posting = preparePostMany(entries);
  return posting.write(tx, posting.lock.parse(await executePrepared(tx, posting.lock.query)));
}

/** Entries checked and netted per balance row, to lock and then write (see preparePostMany). */
export interface PreparedPosting {
  /** Locks every balance row the entries touch, in the global lock order, and reads them. */
  lock: StatementPart<LockedRow[]>;
  /**
   * Checks the entries against the rows the lock read, exactly as sequential `post` calls would,
   * and writes balances, entries and postings in one statement (creating and locking rows used
   * for the first time first).
   */
  write(tx: Tx, locked: readonly LockedRow[]): Promise<PostedEntry[]>;
}

/**
 * postManyIn in two steps, so that a market sequencer's writer can send the lock in the same
 * round trip as its own module's writes (trading/together.ts): the ledger still builds and runs
 * every statement on its tables. Throws at once for an entry built wrongly; `entries` not empty.
 */
export function preparePostMany(entries: readonly JournalEntryInput[]): PreparedPosting {
  const plans = entries.map((entry) => {
    const plan = planEntry(entry);
    if (!plan.ok) {
      if (plan.rejection === 'INVALID_AMOUNT') throw new AppError('INVALID_AMOUNT', plan.detail);
      throw new LedgerError(plan.rejection, plan.detail);
    }
    return plan;
  });
  const net = new Map<string, Holding & { available: Units; frozen: Units }>();
  for (const plan of plans) {
    for (const row of plan.rows) {
      const key = rowKey(row);
      const sum = net.get(key);
      if (sum) {
        sum.available += row.available;
        sum.frozen += row.frozen;
      } else net.set(key, { userId: row.userId, account: row.account, currency: row.currency, available: row.available, frozen: row.frozen });
    }
  }
  const rows = [...net.values()].sort(compareRows);
  return { lock: lockPart(rows), write: (tx, locked) => writeChecked(tx, entries, plans, rows, locked) };
}

async function writeChecked(
  tx: Tx,
  entries: readonly JournalEntryInput[],
  plans: readonly Plan[],
  rows: readonly (Holding & { available: Units; frozen: Units })[],
  lockedFirst: readonly LockedRow[],
): Promise<PostedEntry[]> {
  let locked = lockedFirst;
  // Most rows exist already; only a first use of some pays for creating them and locking again.
  if (locked.length < rows.length) {
    await ensureRows(tx, rows);
    locked = await lockRows(tx, rows);
  }
  const state = new Map<string, RowState>(locked.map((r: LockedRow) => [rowKey({ userId: Number(r.user_id), account: r.account as Holding['account'], currency: r.currency }), stateOf(r)]));
  const posted = walk(entries, plans, state);
  // The rows are locked and were checked above; the update keeps the database's own condition
  // as the final guard, and must change every row.
  const written = await writeEntries(tx, rows, posted);
  if (written.moved !== rows.length) throw new AppError('INSUFFICIENT_BALANCE', 'a balance changed under its lock');
  return posted.map((p, i) => ({ entryId: written.entryIds[i]!, postings: p.postings }));
}

type Plan = Extract<ReturnType<typeof planEntry>, { ok: true }>;

/**
 * Applies the entries in order to the locked rows, refusing (AppError INSUFFICIENT_BALANCE) where
 * sequential `post` calls would, and returns each entry's postings with the row's balances right
 * after each leg.
 */
function walk(entries: readonly JournalEntryInput[], plans: readonly Plan[], state: Map<string, RowState>) {
  const posted: { entry: JournalEntryInput; postings: PostingRow[] }[] = [];
  for (const [i, plan] of plans.entries()) {
    const entry = entries[i]!;
    const before = new Map<string, { available: Units; frozen: Units }>();
    for (const row of plan.rows) {
      const key = rowKey(row);
      const s = state.get(key);
      if (!s) throw new Error(`ledger: balance row ${key} missing after ensureRows`);
      before.set(key, { available: s.available, frozen: s.frozen });
      const available = s.available + row.available;
      const frozen = s.frozen + row.frozen;
      if ((!s.allowNegative && available < 0n) || frozen < 0n)
        throw new AppError('INSUFFICIENT_BALANCE', `${row.userId}/${row.account}/${row.currency}`);
      s.available = available;
      s.frozen = frozen;
    }
    // Each leg's "after", walking the entry's legs from where its rows stood (as `post` does).
    const postings = entry.legs.map((leg, j) => {
      const s = before.get(rowKey(leg))!;
      const amount = plan.amounts[j]!;
      s[leg.field] += amount;
      return {
        userId: leg.userId,
        account: leg.account,
        currency: leg.currency,
        field: leg.field,
        amount: formatUnits(amount),
        availableAfter: formatUnits(s.available),
        frozenAfter: formatUnits(s.frozen),
      };
    });
    posted.push({ entry, postings });
  }
  return posted;
}

function stateOf(r: LockedRow): RowState {
  return { available: unitsOf(r.available)!, frozen: unitsOf(r.frozen)!, allowNegative: Number(r.allow_negative) === 1 };
}
