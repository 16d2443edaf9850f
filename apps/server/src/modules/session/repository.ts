import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export function createSessionRepository(db: DbOrTx) {
  // Every signed-in request asks this: built once and prepared on each connection, so a request
  // costs a bind and an execute instead of building and planning the join again.
  const liveUser = db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_live_user');
  const liveUsers = db
    .select({ user: users, sessionId: sessions.id, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_live_users');
  return {
    async insert(row: { userId: number; tokenHash: string; ip: string; userAgent: string; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },
    /** The live session's user, or undefined when the token is unknown, revoked or expired. */
    async findLiveUser(tokenHash: string, now: Date) {
      const rows = await liveUser.execute({ tokenHash, now });
      return rows[0];
    },
    /** The live sessions among these token hashes, with their users, in one statement. */
    findLiveUsers(tokenHashes: readonly string[], now: Date) {
      return liveUsers.execute({ tokenHashes, now });
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
