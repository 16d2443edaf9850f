import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userRecords, type ProfilePatch } from '../auth/users';
import { userAvatars } from './schema';

/**
 * The avatar images, and the profile columns of `users` through auth's functions (auth owns the
 * table: modules/auth/schema.ts).
 */
export function createUserRepository(db: DbOrTx) {
  return {
    updateProfile: (userId: number, set: ProfilePatch) => userRecords.updateProfile(db, userId, set),

    /** Replaces the user's avatar image and points users.avatar at it, in one transaction. */
    async replaceAvatar(userId: number, key: string, data: Buffer, url: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
        await tx.insert(userAvatars).values({ key, userId, data, createdAt: now });
        await userRecords.setAvatar(tx, userId, url);
      });
    },

    avatarByKey: async (key: string) =>
      (await db.select({ data: userAvatars.data }).from(userAvatars).where(eq(userAvatars.key, key)).limit(1))[0],

    /** Another user already holds this e-mail or mobile number. */
    emailTaken: (email: string, exceptUserId: number) => userRecords.emailTaken(db, email, exceptUserId),
    mobileTaken: (areaCode: string, mobile: string, exceptUserId: number) =>
      userRecords.mobileTaken(db, areaCode, mobile, exceptUserId),

    setEmail: (userId: number, email: string, account: string | undefined) => userRecords.setEmail(db, userId, email, account),
    setMobile: (userId: number, areaCode: string, mobile: string, account: string | undefined) =>
      userRecords.setMobile(db, userId, areaCode, mobile, account),
  };
}
