import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import DataLoader from 'dataloader';
import type { Clock } from '../../lib/clock';
import { createSessionRepository } from './repository';

/** Sessions last 7 days; ARCHITECTURE 9: random opaque tokens, stored hashed, expiring, revocable. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionUser = NonNullable<Awaited<ReturnType<ReturnType<typeof createSessionRepository>['findLiveUser']>>>['user'];

export function createSessionService(db: Db, clock: Clock) {
  const repo = createSessionRepository(db);
  // Every signed-in request looks its token up. Lookups that arrive in the same turn of the event
  // loop (a burst of requests read from the sockets together) share one statement: the answer is
  // the same as asking one by one at that moment, and a busy server makes one round trip, not one
  // per request. Nothing is cached: a revoked session is refused by the very next lookup.
  const live = new DataLoader<string, SessionUser | undefined>(
    async (hashes) => {
      const rows = await repo.findLiveUsers(hashes, clock.now());
      const byHash = new Map(rows.map((r) => [r.tokenHash, r.user]));
      return hashes.map((h) => byHash.get(h));
    },
    { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 500 },
  );
  return {
    /** Opens a session and returns the token the client keeps; only its hash is stored. */
    async open(userId: number, meta: { ip: string; userAgent: string }, now = clock.now()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await repo.insert({ userId, tokenHash: hashToken(token), ...meta, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
      return token;
    },
    /** The user of a live session; `now` (tests) asks as of another time. */
    async userOf(token: string | undefined, now?: Date): Promise<SessionUser | undefined> {
      if (!token || token.length > 200) return undefined;
      if (now === undefined) return live.load(hashToken(token));
      return (await repo.findLiveUser(hashToken(token), now))?.user;
    },
    revoke: (token: string) => repo.revoke(hashToken(token), clock.now()),
    revokeAllOf: (userId: number) => repo.revokeAllOf(userId, clock.now()),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
