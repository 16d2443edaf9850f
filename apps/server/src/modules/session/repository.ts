import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userRecords } from '../auth/users';
import { sessions } from './schema';

/** The live sessions among the `tokenHashes` placeholder at the `now` placeholder: session's own select. */
const liveSessions = sql`select s.id, s.user_id, s.token_hash from ${sessions} s
  where s.token_hash = any(${sql.placeholder('tokenHashes')}::text[]) and s.revoked_at is null and s.expires_at > ${sql.placeholder('now')}::timestamptz`;

export function createSessionRepository(db: DbOrTx) {
  // Every signed-in request asks this: built once and prepared on each connection, so a request
  // costs a bind and an execute instead of building and planning the join again. The sessions are
  // this module's select; auth (which owns `users`) joins its users to it in the same statement.
  const fields = { sessionId: sql<number>`r.id`.mapWith(Number), tokenHash: sql<string>`r.token_hash` };
  const liveUsers = userRecords.selectWith(db, liveSessions, fields).prepare('session_live_users');
  const liveUser = userRecords
    .selectWith(db, sql`${liveSessions} limit 1`, fields)
    .prepare('session_live_user');
  return {
    async insert(row: { userId: number; tokenHash: string; ip: string; userAgent: string; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },
    /** The live session's user, or undefined when the token is unknown, revoked or expired. */
    async findLiveUser(tokenHash: string, now: Date) {
      const rows = await liveUser.execute({ tokenHashes: [tokenHash], now: now.toISOString() });
      return rows[0];
    },
    /** The live sessions among these token hashes, with their users, in one statement. */
    findLiveUsers(tokenHashes: readonly string[], now: Date) {
      return liveUsers.execute({ tokenHashes, now: now.toISOString() });
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
