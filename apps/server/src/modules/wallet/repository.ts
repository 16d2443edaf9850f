import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletTransfers } from './schema';

export type TransferRow = typeof walletTransfers.$inferSelect;

/**
 * The wallet's own table: internal transfers between a user's wallets. Money moves, balances and the
 * journal belong to the ledger, which the wallet reads and writes through its service only.
 */
export const walletRepository = {
  /** The wallets each transfer went from and to, by transfer id (the log's from and to columns). */
  async transferLegs(db: DbOrTx, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, { fromAccount: string; toAccount: string }>();
    const rows = await db
      .select({ id: walletTransfers.id, fromAccount: walletTransfers.fromAccount, toAccount: walletTransfers.toAccount })
      .from(walletTransfers)
      .where(inArray(walletTransfers.id, [...ids]));
    return new Map(rows.map((r) => [r.id, { fromAccount: r.fromAccount, toAccount: r.toAccount }]));
  },

  /** Claims (user, client id) for a new transfer; undefined when a transfer already holds it. */
  async claimTransfer(
    db: DbOrTx,
    row: Pick<TransferRow, 'userId' | 'clientId' | 'currency' | 'fromAccount' | 'toAccount' | 'amount'>,
  ): Promise<number | undefined> {
    const inserted = await db
      .insert(walletTransfers)
      .values(row)
      .onConflictDoNothing({ target: [walletTransfers.userId, walletTransfers.clientId] })
      .returning({ id: walletTransfers.id });
    return inserted[0]?.id;
  },

  async completeTransfer(
    db: DbOrTx,
    id: number,
    done: Pick<TransferRow, 'entryId' | 'fromBefore' | 'fromAfter' | 'toBefore' | 'toAfter'>,
  ): Promise<TransferRow> {
    const [row] = await db.update(walletTransfers).set(done).where(eq(walletTransfers.id, id)).returning();
    return row!;
  },

  async transferByClientId(db: DbOrTx, userId: number, clientId: string): Promise<TransferRow | undefined> {
    const rows = await db
      .select()
      .from(walletTransfers)
      .where(and(eq(walletTransfers.userId, userId), eq(walletTransfers.clientId, clientId)))
      .limit(1);
    return rows[0];
  },
};
