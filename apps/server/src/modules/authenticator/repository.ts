import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authenticatorBackupCodes, userAuthenticators } from './schema';

export function createAuthenticatorRepository(db: DbOrTx) {
  const t = userAuthenticators;
  const b = authenticatorBackupCodes;
  return {
    find: async (userId: number) => (await db.select().from(t).where(eq(t.userId, userId)).limit(1))[0],

    async savePending(userId: number, secret: string, now: Date) {
      await db
        .insert(t)
        .values({ userId, pendingSecret: secret, pendingAt: now })
        .onConflictDoUpdate({ target: t.userId, set: { pendingSecret: secret, pendingAt: now } });
    },

    /** Turns the pending secret on, only if it is still the one the code was checked against. */
    async activate(userId: number, secret: string, step: number, now: Date, codeHashes: string[]) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(t)
          .set({ secret, pendingSecret: null, pendingAt: null, enabledAt: now, lastStep: step })
          .where(and(eq(t.userId, userId), eq(t.pendingSecret, secret), isNull(t.secret)))
          .returning({ userId: t.userId });
        if (rows.length === 0) return false;
        await tx.delete(b).where(eq(b.userId, userId));
        await tx.insert(b).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      });
    },

    async remove(userId: number) {
      await db.transaction(async (tx) => {
        await tx.delete(t).where(eq(t.userId, userId));
        await tx.delete(b).where(eq(b.userId, userId));
      });
    },

    /** Records `step` as used; false when that step (or a later one) was already used: no replay. */
    async useStep(userId: number, step: number) {
      const rows = await db
        .update(t)
        .set({ lastStep: step })
        .where(and(eq(t.userId, userId), lt(t.lastStep, step)))
        .returning({ userId: t.userId });
      return rows.length > 0;
    },

    /** Marks an unused backup code used, once, even when two requests race. */
    async useBackupCode(userId: number, codeHash: string, now: Date) {
      const rows = await db
        .update(b)
        .set({ usedAt: now })
        .where(and(eq(b.userId, userId), eq(b.codeHash, codeHash), isNull(b.usedAt)))
        .returning({ id: b.id });
      return rows.length > 0;
    },

    backupCodesLeft: async (userId: number) =>
      (
        await db
          .select({ n: count() })
          .from(b)
          .where(and(eq(b.userId, userId), isNull(b.usedAt)))
      )[0]?.n ?? 0,
  };
}
