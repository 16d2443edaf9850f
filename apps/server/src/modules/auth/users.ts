import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './schema';

/** A row of `users` as its owner hands it out. */
export type UserRow = typeof users.$inferSelect;
/** A new row of `users` (the first-start seed's platform and demo accounts, the first admin). */
export type NewUserRow = typeof users.$inferInsert;
/** The profile columns the user module edits. */
export type ProfilePatch = Partial<Pick<typeof users.$inferInsert, 'nickname' | 'pricingCurrency' | 'lang'>>;

/**
 * What other modules may do with `users`, the accounts table auth owns (schema.ts says why): each
 * function takes a connection or the caller's transaction, so a caller's own write and this one
 * commit together. Nothing else outside modules/auth names the table.
 */
export const userRecords = {
  async idByAccount(db: DbOrTx, account: string): Promise<number | undefined> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account)).limit(1);
    return row?.id;
  },

  /** Ids of these account names (the ledger's platform accounts, in one statement). */
  async idsByAccount(db: DbOrTx, accounts: readonly string[]): Promise<Map<string, number>> {
    if (accounts.length === 0) return new Map();
    const rows = await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.account, [...accounts]));
    return new Map(rows.map((r) => [r.account, r.id]));
  },

  /** Account names of these users (admin lists show who a row belongs to). */
  async accountsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r.account]));
  },

  /** Public nicknames (empty when not chosen): what other users may see of an account. */
  async nicknamesOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r.nickname]));
  },

  /** Inserts accounts (the first-start seed); a unique violation is thrown as is. */
  async insertMany(db: DbOrTx, rows: readonly NewUserRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(users).values([...rows]);
  },

  /** Inserts one account and returns its id. */
  async insert(db: DbOrTx, row: NewUserRow): Promise<number> {
    const [inserted] = await db.insert(users).values(row).returning({ id: users.id });
    return inserted!.id;
  },

  /** The account's id, invitation code and role, or undefined. */
  async byAccount(db: DbOrTx, account: string): Promise<{ id: number; inviteCode: string; role: string } | undefined> {
    const [row] = await db.select({ id: users.id, inviteCode: users.inviteCode, role: users.role }).from(users).where(eq(users.account, account));
    return row;
  },

  /** Makes the user an admin with a new password (`npm run create-admin` on an existing account). */
  async makeAdmin(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
    await db.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, userId));
  },

  /** A platform account (role system), made once: the first start's seed calls it. */
  async ensureSystemUser(db: DbOrTx, account: string): Promise<void> {
    await db
      .insert(users)
      .values({ account, role: 'system', nickname: account, inviteCode: account.toUpperCase() })
      .onConflictDoNothing();
  },

  /**
   * The live users behind another module's rows, in one statement: `rows` is that module's select
   * (over its own tables) with a `user_id` column, aliased `r`; `fields` picks its columns to return
   * beside each user. The session lookup of every signed-in request stays one round trip.
   */
  selectWith<F extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, rows: SQL, fields: F) {
    return db
      .select({ user: users, ...fields })
      .from(users)
      .innerJoin(sql`(${rows}) r`, sql`r.user_id = ${users.id}`);
  },

  async nameStatus(db: DbOrTx, userId: number): Promise<number | undefined> {
    const [row] = await db.select({ s: users.nameStatus }).from(users).where(eq(users.id, userId));
    return row?.s;
  },

  /** users.name_status, moved only from one of `from` (identity's status machine guard, in SQL). */
  async setNameStatus(db: DbOrTx, userId: number, from: number[], to: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ nameStatus: to })
      .where(and(eq(users.id, userId), inArray(users.nameStatus, from)))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /**
   * Locks the user's row until the caller's transaction ends and returns its name status: funding
   * serialises one user's withdrawal requests with it, so two cannot both pass the 24-hour limit.
   */
  async lockForUpdate(tx: DbOrTx, userId: number): Promise<{ nameStatus: number } | undefined> {
    const [row] = await tx.select({ nameStatus: users.nameStatus }).from(users).where(eq(users.id, userId)).for('update');
    return row;
  },

  async updateProfile(db: DbOrTx, userId: number, set: ProfilePatch): Promise<void> {
    if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId));
  },

  async setAvatar(db: DbOrTx, userId: number, url: string): Promise<void> {
    await db.update(users).set({ avatar: url }).where(eq(users.id, userId));
  },

  /** Another user already holds this e-mail. */
  emailTaken: async (db: DbOrTx, email: string, exceptUserId: number) =>
    (await db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, exceptUserId))).limit(1))
      .length > 0,
  /** Another user already holds this mobile number. */
  mobileTaken: async (db: DbOrTx, areaCode: string, mobile: string, exceptUserId: number) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile), ne(users.id, exceptUserId)))
        .limit(1)
    ).length > 0,

  /** A new e-mail; the account name follows it when the user signed up with their e-mail. */
  async setEmail(db: DbOrTx, userId: number, email: string, account: string | undefined): Promise<void> {
    await db
      .update(users)
      .set(account ? { email, account } : { email })
      .where(eq(users.id, userId));
  },
  /** A new mobile number; the account name follows it when the user signed up with their mobile. */
  async setMobile(db: DbOrTx, userId: number, areaCode: string, mobile: string, account: string | undefined): Promise<void> {
    await db
      .update(users)
      .set(account ? { areaCode, mobile, account } : { areaCode, mobile })
      .where(eq(users.id, userId));
  },
};
