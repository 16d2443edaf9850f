import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per user who started or finished authenticator setup. `pendingSecret` is the secret shown
 * during setup (replaced by each new setup), `secret` the active one once a code confirmed it.
 * `lastStep` is the newest 30-second step a code was accepted for, so a code is never accepted twice.
 */
export const userAuthenticators = pgTable('user_authenticators', {
  userId: integer('user_id').primaryKey(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step').notNull().default(0),
});

/** The 10 one-time backup codes of an enabled authenticator, stored hashed (sha256: they are random). */
export const authenticatorBackupCodes = pgTable(
  'authenticator_backup_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('authenticator_backup_codes_user_idx').on(t.userId)],
);
