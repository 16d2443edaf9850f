import { and, asc, count, desc, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userRecords } from '../auth/users';
import { referenceData } from '../platform/reference';
import {
  chainCursors,
  depositAddresses,
  deposits,
  fundingNetworks,
  fundingSecrets,
  withdrawAddresses,
  withdrawals,
} from './schema';

export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type AddressRow = typeof withdrawAddresses.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

/** A currency on a network, with the currency's switches and reference price. */
export interface NetworkRow {
  currency: string;
  network: string;
  confirmations: number;
  minDeposit: string;
  minWithdraw: string;
  withdrawFee: string;
  rechargeTurn: number;
  drawTurn: number;
  precision: number;
  price: string;
}

type NetworkTerms = typeof fundingNetworks.$inferSelect;

/**
 * The networks with their currencies' switches and prices (the platform's reference data, read
 * through its function): listed currencies only, in the currencies' display order, then the networks'.
 */
async function withCurrencies(db: DbOrTx, rows: NetworkTerms[]): Promise<NetworkRow[]> {
  const settings = new Map((await referenceData.currencySettings(db, rows.map((r) => r.currency))).map((c) => [c.symbol, c]));
  return rows
    .flatMap((n) => {
      const c = settings.get(n.currency);
      if (!c) return [];
      const row: NetworkRow = {
        currency: n.currency,
        network: n.network,
        confirmations: n.confirmations,
        minDeposit: n.minDeposit,
        minWithdraw: n.minWithdraw,
        withdrawFee: n.withdrawFee,
        rechargeTurn: c.rechargeTurn,
        drawTurn: c.drawTurn,
        precision: c.precision,
        price: c.price,
      };
      return [{ row, order: [c.sort, c.id, n.sort] }];
    })
    .sort((a, b) => a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]! || a.order[2]! - b.order[2]!)
    .map((r) => r.row);
}

const OPEN_OR_DONE = ['pending', 'confirming', 'completed'];

/** SQL of the funding module. Every function takes a connection or a transaction. */
export const fundingRepository = {
  async networks(db: DbOrTx, currency?: string): Promise<NetworkRow[]> {
    const rows = await db.select().from(fundingNetworks).where(currency ? eq(fundingNetworks.currency, currency) : undefined);
    return withCurrencies(db, rows);
  },

  async network(db: DbOrTx, currency: string, network: string): Promise<NetworkRow | undefined> {
    const rows = await db
      .select()
      .from(fundingNetworks)
      .where(and(eq(fundingNetworks.currency, currency), eq(fundingNetworks.network, network)));
    return (await withCurrencies(db, rows))[0];
  },

  async networkCodes(db: DbOrTx): Promise<string[]> {
    const rows = await db.selectDistinct({ network: fundingNetworks.network }).from(fundingNetworks);
    return rows.map((r) => r.network);
  },

  async secret(db: DbOrTx, name: string, candidate: string): Promise<string> {
    // First writer wins: every process ends up with the same value.
    await db.insert(fundingSecrets).values({ name, value: candidate }).onConflictDoNothing();
    const [row] = await db.select().from(fundingSecrets).where(eq(fundingSecrets.name, name));
    return row!.value;
  },

  async depositAddress(db: DbOrTx, userId: number, family: string) {
    const [row] = await db
      .select()
      .from(depositAddresses)
      .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.family, family)));
    return row;
  },
  async insertDepositAddress(db: DbOrTx, row: typeof depositAddresses.$inferInsert) {
    await db.insert(depositAddresses).values(row).onConflictDoNothing();
  },
  async ownersOf(db: DbOrTx, addresses: string[]): Promise<Map<string, number>> {
    if (addresses.length === 0) return new Map();
    const rows = await db
      .select({ address: depositAddresses.address, userId: depositAddresses.userId })
      .from(depositAddresses)
      .where(inArray(depositAddresses.address, addresses));
    return new Map(rows.map((r) => [r.address, r.userId]));
  },

  async cursor(db: DbOrTx, network: string): Promise<number> {
    const [row] = await db.select().from(chainCursors).where(eq(chainCursors.network, network));
    return row?.height ?? 0;
  },
  async setCursor(db: DbOrTx, network: string, height: number) {
    await db
      .insert(chainCursors)
      .values({ network, height })
      .onConflictDoUpdate({ target: chainCursors.network, set: { height: sql`greatest(${chainCursors.height}, ${height})` } });
  },

  /** True when the row is new; a replayed chain event finds its (network, txid, vout) taken. */
  async insertDeposit(db: DbOrTx, row: typeof deposits.$inferInsert): Promise<boolean> {
    const rows = await db.insert(deposits).values(row).onConflictDoNothing().returning({ id: deposits.id });
    return rows.length > 0;
  },
  confirmingDeposits(db: DbOrTx): Promise<DepositRow[]> {
    return db.select().from(deposits).where(eq(deposits.status, 'confirming')).orderBy(asc(deposits.id));
  },
  async setDepositConfirmations(db: DbOrTx, id: number, confirmations: number) {
    await db.update(deposits).set({ confirmations }).where(and(eq(deposits.id, id), eq(deposits.status, 'confirming')));
  },
  /** confirming -> success, once: only the caller that flips it gets the row back (and credits it). */
  async markDepositCredited(db: DbOrTx, id: number, confirmations: number, now: Date): Promise<DepositRow | undefined> {
    const [row] = await db
      .update(deposits)
      .set({ status: 'success', confirmations, creditedAt: now })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'confirming')))
      .returning();
    return row;
  },
  async depositPage(db: DbOrTx, userId: number, currency: string | undefined, offset: number, limit: number) {
    const where = and(eq(deposits.userId, userId), currency ? eq(deposits.currency, currency) : undefined);
    const [rows, [total]] = await Promise.all([
      db.select().from(deposits).where(where).orderBy(desc(deposits.id)).offset(offset).limit(limit),
      db.select({ n: count() }).from(deposits).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  depositsByIds(db: DbOrTx, ids: number[]): Promise<DepositRow[]> {
    return ids.length ? db.select().from(deposits).where(inArray(deposits.id, ids)) : Promise.resolve([]);
  },

  /** Serialises one user's withdrawal requests, so two cannot both pass the 24-hour limit (auth locks its row). */
  lockUser: (db: DbOrTx, userId: number): Promise<{ nameStatus: number } | undefined> => userRecords.lockForUpdate(db, userId),
  async nameStatus(db: DbOrTx, userId: number): Promise<number> {
    return (await userRecords.nameStatus(db, userId)) ?? 1;
  },
  async usedUsdtSince(db: DbOrTx, userId: number, since: Date): Promise<string> {
    const [row] = await db
      .select({ total: sum(withdrawals.usdtValue) })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), gt(withdrawals.createdAt, since), inArray(withdrawals.status, OPEN_OR_DONE)));
    return row?.total ?? '0';
  },
  async withdrawalByClientId(db: DbOrTx, userId: number, clientId: string): Promise<WithdrawalRow | undefined> {
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.clientId, clientId)));
    return row;
  },
  async insertWithdrawal(db: DbOrTx, row: NewWithdrawal): Promise<WithdrawalRow | undefined> {
    const [inserted] = await db.insert(withdrawals).values(row).onConflictDoNothing().returning();
    return inserted;
  },
  async withdrawal(db: DbOrTx, id: number): Promise<WithdrawalRow | undefined> {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row;
  },
  /** Moves a withdrawal from one state to the next; undefined when it was not in `from` (someone was first). */
  async moveWithdrawal(
    db: DbOrTx,
    id: number,
    from: string,
    set: Partial<Pick<WithdrawalRow, 'status' | 'txid' | 'note' | 'reviewedBy'>> & { updatedAt: Date },
  ): Promise<WithdrawalRow | undefined> {
    const [row] = await db
      .update(withdrawals)
      .set(set)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
      .returning();
    return row;
  },
  async setWithdrawalTxid(db: DbOrTx, id: number, txid: string) {
    await db.update(withdrawals).set({ txid }).where(eq(withdrawals.id, id));
  },
  withdrawalsIn(db: DbOrTx, status: string): Promise<WithdrawalRow[]> {
    return db.select().from(withdrawals).where(eq(withdrawals.status, status)).orderBy(asc(withdrawals.id));
  },
  async withdrawalPage(
    db: DbOrTx,
    filter: { userId?: number; currency?: string; status?: string },
    offset: number,
    limit: number,
  ) {
    const where = and(
      filter.userId !== undefined ? eq(withdrawals.userId, filter.userId) : undefined,
      filter.currency ? eq(withdrawals.currency, filter.currency) : undefined,
      filter.status ? eq(withdrawals.status, filter.status) : undefined,
    );
    const [page, [total]] = await Promise.all([
      db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(withdrawals).where(where),
    ]);
    // Who asked for each withdrawal: auth's function, since auth owns `users`.
    const accounts = await userRecords.accountsOf(db, page.map((w) => w.userId));
    const rows = page.map((w) => ({ w, account: accounts.get(w.userId) ?? '' }));
    return { rows, total: total?.n ?? 0 };
  },
  withdrawalsByIds(db: DbOrTx, ids: number[]): Promise<WithdrawalRow[]> {
    return ids.length ? db.select().from(withdrawals).where(inArray(withdrawals.id, ids)) : Promise.resolve([]);
  },

  addresses(db: DbOrTx, userId: number, filter: { currency?: string; network?: string }): Promise<AddressRow[]> {
    return db
      .select()
      .from(withdrawAddresses)
      .where(
        and(
          eq(withdrawAddresses.userId, userId),
          filter.currency ? eq(withdrawAddresses.currency, filter.currency) : undefined,
          filter.network ? eq(withdrawAddresses.network, filter.network) : undefined,
        ),
      )
      .orderBy(desc(withdrawAddresses.id));
  },
  async addressCount(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(withdrawAddresses).where(eq(withdrawAddresses.userId, userId));
    return row?.n ?? 0;
  },
  async insertAddress(db: DbOrTx, row: typeof withdrawAddresses.$inferInsert): Promise<AddressRow | undefined> {
    const [inserted] = await db.insert(withdrawAddresses).values(row).onConflictDoNothing().returning();
    return inserted;
  },
  async deleteAddress(db: DbOrTx, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(withdrawAddresses)
      .where(and(eq(withdrawAddresses.userId, userId), eq(withdrawAddresses.id, id)))
      .returning({ id: withdrawAddresses.id });
    return rows.length > 0;
  },
};
