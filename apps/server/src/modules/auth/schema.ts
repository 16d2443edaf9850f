import { bigserial, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/**
 * Every account, customers and platform accounts alike (ARCHITECTURE 5). Auth owns the table because
 * auth creates the rows (registration, the first admin, platform accounts) and holds the credentials;
 * the profile columns the user module edits, the name status identity moves and the lookups others
 * need are auth's functions in users.ts, never this table.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    email: text('email'),
    mobile: text('mobile'),
    areaCode: text('area_code'),
    passwordHash: text('password_hash'),
    fundPasswordHash: text('fund_password_hash'),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    inviteCode: text('invite_code').notNull().unique(),
    invitedBy: integer('invited_by'),
    /** user | admin | system (platform accounts of ARCHITECTURE 5). */
    role: text('role').notNull().default('user'),
    nameStatus: smallint('name_status').notNull().default(1),
    pricingCurrency: text('pricing_currency').notNull().default('USD'),
    lang: text('lang').notNull().default('en_US'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), uniqueIndex('users_mobile_idx').on(t.areaCode, t.mobile)],
);
