import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { createSessionRepository } from './repository';

/** Sessions last 7 days; ARCHITECTURE 9: random opaque tokens, stored hashed, expiring, revocable. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionUser = NonNullable<Awaited<ReturnType<ReturnType<typeof createSessionRepository>['findLiveUser']>>>['user'];

export function createSessionService(db: Db) {
  const repo = createSessionRepository(db);
  return {
    /** Opens a session and returns the token the client keeps; only its hash is stored. */
    async open(userId: number, meta: { ip: string; userAgent: string }, now = new Date()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await repo.insert({ userId, tokenHash: hashToken(token), ...meta, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
      return token;
    },
    async userOf(token: string | undefined, now = new Date()): Promise<SessionUser | undefined> {
      if (!token || token.length > 200) return undefined;
      return (await repo.findLiveUser(hashToken(token), now))?.user;
    },
    revoke: (token: string) => repo.revoke(hashToken(token), new Date()),
    revokeAllOf: (userId: number) => repo.revokeAllOf(userId, new Date()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
