import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authThrottles } from './schema';

/**
 * A counting rule: at most `max` hits per window of `windowMs` (the window opens at the first hit).
 * The hit that reaches `max` locks the subject for `lockMs` from then, or to the end of the window
 * when `lockMs` is not given.
 */
export interface ThrottleRule {
  scope: string;
  max: number;
  windowMs: number;
  lockMs?: number;
}

const MINUTE = 60_000;

/**
 * Wrong login passwords: 5 per (account, client address) lock that pair for 15 minutes, so a stranger
 * cannot lock the owner out from elsewhere, and a locked address still reaches other accounts. 20 per
 * account from any addresses in an hour lock the account for everyone for an hour (the owner is told;
 * a password reset lifts it).
 */
export const LOGIN_PAIR: ThrottleRule = {
  scope: 'login_pair',
  max: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
export const LOGIN_ACCOUNT: ThrottleRule = {
  scope: 'login_account_hour',
  max: 20,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
};
/** The current password of a signed-in user (password change): 5 per user, without locking the login. */
export const PASSWORD_CHANGE: ThrottleRule = {
  scope: 'password_change',
  max: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};
/** The fund password: 5 per user. */
export const FUND_PASSWORD: ThrottleRule = {
  scope: 'fund_password',
  max: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
};

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Database-backed counters (one upsert per hit), so a limit holds across API processes. An attempt is
 * counted *before* the work it guards (a password check), which keeps the bound exact even when a
 * thousand requests arrive at once; a success takes its hit back with `forgive` or `clear`.
 */
export function createThrottle(db: DbOrTx) {
  const t = authThrottles;
  return {
    /** Counts one hit and answers the count (the hit that reaches `max` set the lock); false, without counting, while locked. */
    async hit(rule: ThrottleRule, subject: string, now: Date): Promise<number | false> {
      const windowFloor = new Date(now.getTime() - rule.windowMs);
      const expired = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${ts(now)}) or (${t.lockedUntil} is null and ${t.windowStartedAt} <= ${ts(windowFloor)}))`;
      const hits = sql`(case when ${expired} then 1 else ${t.hits} + 1 end)`;
      const windowStart = sql`(case when ${expired} then ${ts(now)} else ${t.windowStartedAt} end)`;
      const lockEnd =
        rule.lockMs !== undefined
          ? ts(new Date(now.getTime() + rule.lockMs))
          : sql`${windowStart} + ${rule.windowMs}::integer * interval '1 millisecond'`;
      const firstLock = rule.max <= 1 ? new Date(now.getTime() + (rule.lockMs ?? rule.windowMs)) : null;
      const rows = await db
        .insert(t)
        .values({ scope: rule.scope, subject, hits: 1, windowStartedAt: now, lockedUntil: firstLock })
        .onConflictDoUpdate({
          target: [t.scope, t.subject],
          set: {
            hits,
            windowStartedAt: windowStart,
            lockedUntil: sql`case when ${hits} >= ${rule.max} then ${lockEnd} else null end`,
          },
          setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${ts(now)}`,
        })
        .returning({ hits: t.hits });
      return rows[0]?.hits ?? false;
    },

    /** Takes back one hit that turned out well; lifts the lock if that hit was the one that set it. */
    async forgive(rule: ThrottleRule, subject: string): Promise<void> {
      await db
        .update(t)
        .set({
          hits: sql`greatest(${t.hits} - 1, 0)`,
          lockedUntil: sql`case when ${t.hits} - 1 < ${rule.max} then null else ${t.lockedUntil} end`,
        })
        .where(and(eq(t.scope, rule.scope), eq(t.subject, subject)));
    },

    /** Forgets every subject of a rule that starts with `prefix` (a password reset lifts every pair lock of the account). */
    async clearPrefix(rule: ThrottleRule, prefix: string): Promise<void> {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      await db.delete(t).where(and(eq(t.scope, rule.scope), sql`${t.subject} like ${pattern}`));
    },

    /** Forgets every hit of a subject (a correct password resets its count). */
    async clear(rule: ThrottleRule, subject: string): Promise<void> {
      await db.delete(t).where(and(eq(t.scope, rule.scope), eq(t.subject, subject)));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/**
 * Runs the tasks of one key one after another, in this process. A guarded check (count, verify,
 * forgive) is serialised per subject, so correct passwords sent together never see each other's
 * in-flight count as failures: only failures accumulate, and the bound stays exact under parallel
 * load. Across processes each holds at most one attempt per subject in flight.
 */
export function createKeyedSerial() {
  const tails = new Map<string, Promise<void>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
