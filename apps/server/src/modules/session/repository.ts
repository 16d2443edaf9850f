import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export function createSessionRepository(db: DbOrTx) {
  return {
    async insert(row: { userId: number; tokenHash: string; ip: string; userAgent: string; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },
    /** The live session's user, or undefined when the token is unknown, revoked or expired. */
    async findLiveUser(tokenHash: string, now: Date) {
      const rows = await db
        .select({ user: users, sessionId: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },
    async revoke(tokenHash: string, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },
    async revokeAllOf(userId: number, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
