import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import type { StatementPart } from '../trading/together';
import { userRecords } from '../auth/users';
import { balances } from './schema';
import type { Account, BalanceField, Holding } from './entry';

/** The two halves of a balance row, as decimal strings (the service trims the 18-place padding). */
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

/** The ledger's reads; the writes are in post-sql.ts. Every function takes a connection or a transaction. */
export const ledgerRepository = {
  async balance(db: DbOrTx, h: Holding): Promise<BalanceRow | undefined> {
    const rows = await db
      .select({ available: balances.available, frozen: balances.frozen })
      .from(balances)
      .where(
        and(
          eq(balances.userId, h.userId),
          eq(balances.account, h.account),
          eq(balances.currency, h.currency),
        ),
      )
      .limit(1);
    return rows[0];
  },

  /** The existing rows of many users in one wallet and a few currencies, in one statement. */
  async balancesFor(db: DbOrTx, userIds: readonly number[], account: Account, currencies: readonly string[]): Promise<BalanceOfUser[]> {
    const part = balancesForPart(userIds, account, currencies);
    return part.parse(await executePrepared<Record<string, unknown>>(db, part.query));
  },

  balancesOf(db: DbOrTx, userId: number, account?: Account) {
    return db
      .select({
        account: balances.account,
        currency: balances.currency,
        available: balances.available,
        frozen: balances.frozen,
      })
      .from(balances)
      .where(and(eq(balances.userId, userId), account ? eq(balances.account, account) : undefined))
      .orderBy(asc(balances.account), asc(balances.currency));
  },

  /** Ids of the platform accounts (auth owns `users`). */
  userIdsByAccount: (db: DbOrTx, accounts: readonly string[]): Promise<Map<string, number>> => userRecords.idsByAccount(db, accounts),
};

/** One user's balance in one currency of a wallet, as exact decimal text (maybe with trailing zeros). */
export interface BalanceOfUser {
  userId: number;
  currency: string;
  available: string;
  frozen: string;
}

/**
 * The select of `balancesFor`, for a market sequencer to read with the rest of its batch in one
 * round trip (trading/together.ts). Constant text whatever the sizes: arrays as parameters.
 */
export function balancesForPart(userIds: readonly number[], account: Account, currencies: readonly string[]): StatementPart<BalanceOfUser[]> {
  return {
    query: sql`select b.user_id, b.currency, b.available::text as available, b.frozen::text as frozen from ${balances} b
      where b.user_id = any(${sql.param([...userIds])}::integer[]) and b.account = ${account}
        and b.currency = any(${sql.param([...currencies])}::text[])`,
    parse: (rows) =>
      rows.map((r) => ({ userId: Number(r.user_id), currency: String(r.currency), available: String(r.available), frozen: String(r.frozen) })),
  };
}

/** Raw rows of an `execute` call; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
