import { bigserial, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Verification codes (ARCHITECTURE 9). Only an argon2id hash of the code is kept; `address` is the
 * lower-cased e-mail or the mobile number as '+{area code}{number}'. Only the newest code of an
 * address and purpose counts; a resend makes the older one useless.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; at 5 the code is void. */
    attempts: smallint('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_address_idx').on(t.address, t.purpose, t.id)],
);

/**
 * The development outbox: codes that no SMTP server or SMS provider delivered. Written only outside
 * production, where GET /api/dev/outbox reads it so the whole flow works on a fresh machine and in tests.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dev_outbox_address_idx').on(t.address, t.id)],
);
