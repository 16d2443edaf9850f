import { and, count, desc, eq, gte, inArray, like, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { journalEntries, postings } from './schema';
import type { Account } from './entry';

/** Which of a user's journal lines a read covers; every field narrows it, none means all. */
export interface JournalFilter {
  account?: Account;
  currency?: string;
  /** One reason (kept for callers that ask for one). */
  reason?: string;
  /** Any of these reasons. */
  reasons?: readonly string[];
  /** Reasons starting with any of these ('deposit' covers deposit and deposit_fee). */
  reasonPrefixes?: readonly string[];
  /** None of these reasons. */
  excludeReasons?: readonly string[];
  /** Only money moving in (> 0) or out (< 0) of the row. */
  direction?: 'in' | 'out';
  /** Posted at or after `since` and before `until`. */
  since?: Date;
  until?: Date;
}

/** LIKE treats _ and % as wildcards; a reason prefix means its characters. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(userId: number, f: JournalFilter): SQL | undefined {
  const prefixes = f.reasonPrefixes?.map((p) => like(journalEntries.reason, likePrefix(p)));
  return and(
    eq(postings.userId, userId),
    f.account ? eq(postings.account, f.account) : undefined,
    f.currency ? eq(postings.currency, f.currency) : undefined,
    f.reason ? eq(journalEntries.reason, f.reason) : undefined,
    f.reasons ? (f.reasons.length ? inArray(journalEntries.reason, [...f.reasons]) : sql`false`) : undefined,
    prefixes ? (prefixes.length ? or(...prefixes) : sql`false`) : undefined,
    f.excludeReasons?.length ? notInArray(journalEntries.reason, [...f.excludeReasons]) : undefined,
    f.direction === 'in' ? sql`${postings.amount} > 0` : f.direction === 'out' ? sql`${postings.amount} < 0` : undefined,
    f.since ? gte(postings.createdAt, f.since) : undefined,
    f.until ? lt(postings.createdAt, f.until) : undefined,
  );
}

/** One page of a user's postings with their entry, newest first, and how many match. */
export async function journalPage(db: DbOrTx, userId: number, filter: JournalFilter, limit: number, offset: number) {
  const where = whereOf(userId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        posting: postings,
        reason: journalEntries.reason,
        refType: journalEntries.refType,
        refId: journalEntries.refId,
        memo: journalEntries.memo,
      })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(where)
      .orderBy(desc(postings.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The net of a user's matching postings per currency (exact text). */
export function journalTotals(db: DbOrTx, userId: number, filter: JournalFilter) {
  return db
    .select({ currency: postings.currency, amount: sql<string>`sum(${postings.amount})::text` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(whereOf(userId, filter))
    .groupBy(postings.currency);
}

/** Each of a user's rows as it stood right after its last posting before `at` (exact text). */
export function balancesAt(db: DbOrTx, userId: number, at: Date) {
  return db
    .selectDistinctOn([postings.account, postings.currency], {
      account: postings.account,
      currency: postings.currency,
      available: sql<string>`${postings.availableAfter}::text`,
      frozen: sql<string>`${postings.frozenAfter}::text`,
    })
    .from(postings)
    .where(and(eq(postings.userId, userId), lt(postings.createdAt, at)))
    .orderBy(postings.account, postings.currency, desc(postings.id));
}

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
