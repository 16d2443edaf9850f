import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import DataLoader from 'dataloader';
import type { Clock } from '../../lib/clock';
import { createSessionRepository } from './repository';

/** Sessions last 7 days; ARCHITECTURE 9: random opaque tokens, stored hashed, expiring, revocable. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionUser = NonNullable<Awaited<ReturnType<ReturnType<typeof createSessionRepository>['findLiveUser']>>>['user'];

/** A session that ended (logout) or every session of a user (credential change, reset, freeze). */
export type SessionEnd = { tokenHash: string } | { userId: number };
type SessionEndListener = (end: SessionEnd) => Promise<void> | void;

export function createSessionService(db: Db, clock: Clock) {
  const repo = createSessionRepository(db);
  // Realtime listens here, so every way a session ends also ends its sockets' private access,
  // including ways added later that only know to call revoke or revokeAllOf.
  const listeners = new Set<SessionEndListener>();
  async function ended(end: SessionEnd) {
    await Promise.allSettled([...listeners].map(async (listener) => listener(end)));
  }
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
    async revoke(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      await repo.revoke(tokenHash, clock.now());
      await ended({ tokenHash });
    },
    async revokeAllOf(userId: number): Promise<void> {
      await repo.revokeAllOf(userId, clock.now());
      await ended({ userId });
    },
    /** Calls `listener` after each revoke; returns the function that stops it. */
    onEnd(listener: SessionEndListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Which of these token hashes are live sessions now (by the clock service). */
    async liveHashes(tokenHashes: readonly string[]): Promise<Set<string>> {
      if (tokenHashes.length === 0) return new Set();
      const rows = await repo.findLiveUsers(tokenHashes, clock.now());
      return new Set(rows.map((r) => r.tokenHash));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
