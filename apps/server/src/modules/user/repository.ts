import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { userAvatars } from './schema';

/** The profile columns of `users` (nickname, avatar, preferences, e-mail, mobile) and the avatar images. */
export function createUserRepository(db: DbOrTx) {
  return {
    async updateProfile(
      userId: number,
      set: Partial<Pick<typeof users.$inferInsert, 'nickname' | 'pricingCurrency' | 'lang'>>,
    ) {
      if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, userId));
    },

    /** Replaces the user's avatar image and points users.avatar at it, in one transaction. */
    async replaceAvatar(userId: number, key: string, data: Buffer, url: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
        await tx.insert(userAvatars).values({ key, userId, data, createdAt: now });
        await tx.update(users).set({ avatar: url }).where(eq(users.id, userId));
      });
    },

    avatarByKey: async (key: string) =>
      (await db.select({ data: userAvatars.data }).from(userAvatars).where(eq(userAvatars.key, key)).limit(1))[0],

    /** Another user already holds this e-mail or mobile number. */
    emailTaken: async (email: string, exceptUserId: number) =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
          .limit(1)
      ).length > 0,
    mobileTaken: async (areaCode: string, mobile: string, exceptUserId: number) =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile), ne(users.id, exceptUserId)))
          .limit(1)
      ).length > 0,

    async setEmail(userId: number, email: string, account: string | undefined) {
      await db
        .update(users)
        .set(account ? { email, account } : { email })
        .where(eq(users.id, userId));
    },
    async setMobile(userId: number, areaCode: string, mobile: string, account: string | undefined) {
      await db
        .update(users)
        .set(account ? { areaCode, mobile, account } : { areaCode, mobile })
        .where(eq(users.id, userId));
    },
  };
}
