import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginHistory, users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** Credentials and login records. Auth owns the password columns of `users` and the rows it inserts. */
export function createAuthRepository(db: DbOrTx) {
  const first = <T>(rows: T[]) => rows[0];
  return {
    findById: async (id: number) => first(await db.select().from(users).where(eq(users.id, id)).limit(1)),
    findByEmail: async (email: string) =>
      first(await db.select().from(users).where(eq(users.email, email)).limit(1)),
    findByMobile: async (areaCode: string, mobile: string) =>
      first(
        await db
          .select()
          .from(users)
          .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile)))
          .limit(1),
      ),

    /** The user behind an invitation code; platform accounts do not invite. */
    inviterByCode: async (inviteCode: string) =>
      first(
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.inviteCode, inviteCode), ne(users.role, 'system')))
          .limit(1),
      ),

    inviteCodeTaken: async (inviteCode: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, inviteCode)).limit(1))
        .length > 0,

    /** Inserts a user; a unique violation (account, e-mail, mobile or invite code taken) is thrown as is. */
    insertUser: async (row: typeof users.$inferInsert): Promise<UserRow> => {
      const inserted = first(await db.insert(users).values(row).returning());
      if (!inserted) throw new Error('insert into users returned no row');
      return inserted;
    },

    async setPasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
    async setFundPasswordHash(userId: number, fundPasswordHash: string) {
      await db.update(users).set({ fundPasswordHash }).where(eq(users.id, userId));
    },

    async recordLogin(row: { userId: number; ip: string; userAgent: string; createdAt: Date }) {
      await db.insert(loginHistory).values(row);
    },
    loginPage: (userId: number, offset: number, limit: number) =>
      db
        .select()
        .from(loginHistory)
        .where(eq(loginHistory.userId, userId))
        .orderBy(desc(loginHistory.id))
        .offset(offset)
        .limit(limit),
    /**
     * How often the user has logged in, in all and from `ip` (the notices module asks, to tell a login
     * from a new address; it reads login history through this function, never the table).
     */
    async loginCounts(userId: number, ip: string): Promise<{ all: number; fromIp: number }> {
      const [row] = await db
        .select({
          all: count(),
          fromIp: sql<number>`count(*) filter (where ${loginHistory.ip} = ${ip})`.mapWith(Number),
        })
        .from(loginHistory)
        .where(eq(loginHistory.userId, userId));
      return { all: row?.all ?? 0, fromIp: row?.fromIp ?? 0 };
    },
    /** Ids of every customer (platform accounts aside): the notices module's "to every user". */
    customerIds: async (): Promise<number[]> =>
      (await db.select({ id: users.id }).from(users).where(ne(users.role, 'system'))).map((r) => r.id),
    /** Whether `userId` is a customer (exists and is not a platform account). */
    isCustomer: async (userId: number): Promise<boolean> =>
      (await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), ne(users.role, 'system'))).limit(1))
        .length > 0,
    loginCount: async (userId: number) =>
      first(await db.select({ n: count() }).from(loginHistory).where(eq(loginHistory.userId, userId)))?.n ??
      0,
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
