import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { journalEntries, postings } from '../../db/schema';
import type { Account } from './entry';

/** Net frozen postings of one user's wallet under some ref types, per currency. */
export function frozenUnder(db: DbOrTx, userId: number, account: Account, refTypes: readonly string[]) {
  return db
    .select({ currency: postings.currency, amount: sql<string>`sum(${postings.amount})::text` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(postings.userId, userId),
        eq(postings.account, account),
        eq(postings.field, 'frozen'),
        inArray(journalEntries.refType, [...refTypes]),
      ),
    )
    .groupBy(postings.currency);
}
