import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { balances, journalEntries, postings, users } from '../../db/schema';
import type { Account, BalanceField, EntryRef, Holding } from './entry';
import { WORLD } from './system-accounts';

/** A balance row as the ledger hands it out: decimal strings as numeric(36,18) returns them. */
export interface BalanceRow {
  available: string;
  frozen: string;
}

/** One posting ready to be written, with the row's balances right after it. */
export interface PostingRow extends Holding {
  field: BalanceField;
  amount: string;
  availableAfter: string;
  frozenAfter: string;
}

/** Filters of the wallet log. */
export interface JournalFilter {
  account?: Account;
  currency?: string;
  reason?: string;
}

/** SQL for the ledger's three tables; every function takes the caller's connection or transaction. */
export const ledgerRepository = {
  /** Creates the row on first use; only system:world's rows may go below zero. */
  async ensureRow(tx: DbOrTx, h: Holding): Promise<void> {
    const isWorld = sql`(case when exists (select 1 from ${users} where ${users.id} = ${h.userId} and ${users.account} = ${WORLD}) then 1 else 0 end)`;
    await tx
      .insert(balances)
      .values({ userId: h.userId, account: h.account, currency: h.currency, allowNegative: isWorld })
      .onConflictDoNothing();
  },

  /**
   * The conditional, atomic update of ARCHITECTURE 5: it changes the row only if neither half ends
   * below zero. On PostgreSQL a concurrent writer of the same row makes this wait for its commit
   * and then re-check the condition against the new values, so no interleaving can overdraw.
   * Returns the balances after the change, or null when the row could not afford it.
   */
  async applyDelta(tx: DbOrTx, h: Holding, available: string, frozen: string): Promise<BalanceRow | null> {
    const da = sql`${available}::numeric`;
    const df = sql`${frozen}::numeric`;
    const rows = await tx
      .update(balances)
      .set({ available: sql`${balances.available} + ${da}`, frozen: sql`${balances.frozen} + ${df}`, updatedAt: sql`now()` })
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
  },

  async insertEntry(tx: DbOrTx, ref: EntryRef): Promise<number> {
    const [row] = await tx
      .insert(journalEntries)
      .values({ reason: ref.reason, refType: ref.refType ?? '', refId: ref.refId ?? '', memo: ref.memo ?? '' })
      .returning({ id: journalEntries.id });
    return row!.id;
  },

  /** Postings are inserted in entry order, so their ids follow the order the legs were applied. */
  async insertPostings(tx: DbOrTx, entryId: number, rows: PostingRow[]): Promise<void> {
    await tx.insert(postings).values(rows.map((r) => ({ entryId, ...r })));
  },

  async balance(db: DbOrTx, h: Holding): Promise<BalanceRow | undefined> {
    const rows = await db
      .select({ available: balances.available, frozen: balances.frozen })
      .from(balances)
      .where(and(eq(balances.userId, h.userId), eq(balances.account, h.account), eq(balances.currency, h.currency)))
      .limit(1);
    return rows[0];
  },

  balancesOf(db: DbOrTx, userId: number, account?: Account) {
    return db
      .select({ account: balances.account, currency: balances.currency, available: balances.available, frozen: balances.frozen })
      .from(balances)
      .where(and(eq(balances.userId, userId), account ? eq(balances.account, account) : undefined))
      .orderBy(asc(balances.account), asc(balances.currency));
  },

  /** One page of a user's postings with their entry, newest first. */
  async journalPage(db: DbOrTx, userId: number, filter: JournalFilter, limit: number, offset: number) {
    const where = and(
      eq(postings.userId, userId),
      filter.account ? eq(postings.account, filter.account) : undefined,
      filter.currency ? eq(postings.currency, filter.currency) : undefined,
      filter.reason ? eq(journalEntries.reason, filter.reason) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ posting: postings, reason: journalEntries.reason, refType: journalEntries.refType, refId: journalEntries.refId, memo: journalEntries.memo })
        .from(postings)
        .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
        .where(where)
        .orderBy(desc(postings.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(postings).innerJoin(journalEntries, eq(journalEntries.id, postings.entryId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async userIdsByAccount(db: DbOrTx, accounts: readonly string[]): Promise<Map<string, number>> {
    const rows = await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.account, [...accounts]));
    return new Map(rows.map((r) => [r.account, r.id]));
  },
};

/** Raw rows of an `execute` call; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
