import { bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters behind the lockouts and send limits (wrong passwords, code sends). They live in the
 * database, not in memory, so a limit holds across every API process and survives a restart.
 * `scope` names the rule ('login_account', 'login_address', 'fund_password', 'code_resend', ...).
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
);

/** One row per successful login or registration, for the personal centre (POST /api/center/logins). */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_history_user_idx').on(t.userId, t.id)],
);
