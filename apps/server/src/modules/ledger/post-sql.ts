import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { balances, journalEntries, postings } from './schema';
import type { EntryRef, Holding } from './entry';
import type { BalanceRow, PostingRow } from './repository';
import { MAY_GO_NEGATIVE } from './system-accounts';
import { userRecords } from '../auth/users';

/*
 * The write statements of `post`. Kept to plain single-table statements: on PGlite each costs
 * about half a millisecond to plan and run, and folding them into one CTE was measured slower.
 */

/**
 * The conditional, atomic update of ARCHITECTURE 5: the row changes only if neither half ends below
 * zero (system:world's available excepted). On PostgreSQL a concurrent writer of the same row makes
 * this wait for its commit and then re-check the condition on the new values, so no interleaving
 * can overdraw. Returns the balances after the change, or null when the row cannot pay it or does
 * not exist yet.
 */
export async function moveBalance(
  tx: DbOrTx,
  h: Holding,
  available: string,
  frozen: string,
): Promise<BalanceRow | null> {
  const da = sql`${available}::numeric`;
  const df = sql`${frozen}::numeric`;
  const rows = await tx
    .update(balances)
    .set({
      available: sql`${balances.available} + ${da}`,
      frozen: sql`${balances.frozen} + ${df}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(balances.userId, h.userId),
        eq(balances.account, h.account),
        eq(balances.currency, h.currency),
        sql`(${balances.allowNegative} = 1 or ${balances.available} + ${da} >= 0)`,
        sql`${balances.frozen} + ${df} >= 0`,
      ),
    )
    .returning({ available: balances.available, frozen: balances.frozen });
  return rows[0] ?? null;
}

/**
 * Creates the row at zero on first use (waiting for anyone creating it right now); only
 * the rows of MAY_GO_NEGATIVE's accounts are allowed below zero.
 */
export async function ensureRow(tx: DbOrTx, h: Holding): Promise<void> {
  // Only on a row's first use: which users may go negative is auth's to say (it owns `users`).
  const world = [...(await userRecords.idsByAccount(tx, MAY_GO_NEGATIVE)).values()].includes(h.userId) ? 1 : 0;
  await tx
    .insert(balances)
    .values({ userId: h.userId, account: h.account, currency: h.currency, allowNegative: world })
    .onConflictDoNothing();
}

/**
 * Writes the journal entry and its postings. One multi-row insert in leg order, so on each row the
 * posting ids follow the order the legs were applied (what the audit's chain check relies on).
 */
export async function insertEntry(tx: DbOrTx, ref: EntryRef, legs: PostingRow[]): Promise<number> {
  const [entry] = await tx
    .insert(journalEntries)
    .values({ reason: ref.reason, refType: ref.refType ?? '', refId: ref.refId ?? '', memo: ref.memo ?? '' })
    .returning({ id: journalEntries.id });
  await tx.insert(postings).values(legs.map((p) => ({ entryId: entry!.id, ...p })));
  return entry!.id;
}
