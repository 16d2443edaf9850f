import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { planEntry, rowKey, type EntryRejection, type JournalEntryInput, type RowDelta } from './entry';
import { ensureRow, insertEntry, moveBalance } from './post-sql';
import type { PostingRow } from './repository';
import { formatUnits, unitsOf, type Units } from './units';

/** A bug in the code that built an entry (unbalanced, unknown account...): never a user's mistake. */
export class LedgerError extends Error {
  constructor(
    readonly rejection: EntryRejection,
    detail: string,
  ) {
    super(`ledger: ${rejection}: ${detail}`);
    this.name = 'LedgerError';
  }
}

/** What a posted entry did: its id and each leg with the row's balances right after it. */
export interface PostedEntry {
  entryId: number;
  postings: PostingRow[];
}

/**
 * Applies one balanced journal entry: the core of every money movement.
 *
 * Rejections throw rather than return: `AppError('INVALID_AMOUNT')` for a malformed, zero, too
 * precise or too large amount, `AppError('INSUFFICIENT_BALANCE')` when a row would go below zero,
 * and `LedgerError` for an entry the calling code built wrongly (legs not summing to zero per
 * currency, unknown account or field). Throwing is what rolls back a caller's surrounding
 * transaction (the order row, the withdrawal row) together with the money, and the envelope's
 * error handler already turns an AppError into the user's message.
 *
 * The entry runs in its own transaction, or in a savepoint of the caller's: if any leg fails,
 * nothing of it is written, even when the caller catches the error and carries on.
 *
 * On PGlite, pass the caller's `tx` when inside a transaction: PGlite has one connection and
 * queues everything else behind an open transaction, so using the plain `db` there would wait forever.
 */
export async function post(db: DbOrTx, entry: JournalEntryInput): Promise<PostedEntry> {
  const plan = planEntry(entry);
  if (!plan.ok) {
    if (plan.rejection === 'INVALID_AMOUNT') throw new AppError('INVALID_AMOUNT', plan.detail);
    throw new LedgerError(plan.rejection, plan.detail);
  }
  return db.transaction(async (tx) => {
    const after = new Map<string, { available: Units; frozen: Units }>();
    // Rows are visited in one global order (see planEntry), so concurrent entries lock them in
    // the same order and PostgreSQL never has to break a deadlock.
    for (const row of plan.rows) {
      const [da, df] = [formatUnits(row.available), formatUnits(row.frozen)];
      let updated = await moveBalance(tx, row, da, df);
      // The usual case costs one statement; only a first use of the row (or a refusal) pays for
      // creating it and trying again.
      if (!updated) {
        await ensureRow(tx, row);
        updated = await moveBalance(tx, row, da, df);
      }
      if (!updated)
        throw new AppError('INSUFFICIENT_BALANCE', `${row.userId}/${row.account}/${row.currency}`);
      after.set(rowKey(row), { available: unitsOf(updated.available)!, frozen: unitsOf(updated.frozen)! });
    }
    const postingRows = runningBalances(entry, plan.rows, plan.amounts, after);
    const entryId = await insertEntry(tx, entry, postingRows);
    return { entryId, postings: postingRows };
  });
}

/**
 * Each leg's "after" balances, as if the legs had been applied one by one in entry order. The row
 * was updated once with the net change, so we walk back from its final balances to where it started.
 */
function runningBalances(
  entry: JournalEntryInput,
  rows: RowDelta[],
  amounts: Units[],
  after: Map<string, { available: Units; frozen: Units }>,
): PostingRow[] {
  const running = new Map<string, { available: Units; frozen: Units }>();
  for (const row of rows) {
    const end = after.get(rowKey(row))!;
    running.set(rowKey(row), { available: end.available - row.available, frozen: end.frozen - row.frozen });
  }
  return entry.legs.map((leg, i) => {
    const state = running.get(rowKey(leg))!;
    state[leg.field] += amounts[i]!;
    return {
      userId: leg.userId,
      account: leg.account,
      currency: leg.currency,
      field: leg.field,
      amount: formatUnits(amounts[i]!),
      availableAfter: formatUnits(state.available),
      frozenAfter: formatUnits(state.frozen),
    };
  });
}
