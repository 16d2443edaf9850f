import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/*
 * The audit-log module's one table (issue 31). Only modules/audit-log reads or writes it, and it only
 * ever inserts: the migrations revoke UPDATE, DELETE and TRUNCATE and a trigger refuses them.
 */

/**
 * One admin action, as it was answered. `id` counts 1, 2, 3... with no gap (the append takes the
 * next number under a lock), so a deleted row shows as a gap even before its hash is checked.
 * `hash` is SHA-256 over `prev_hash` and this row's canonical JSON (chain.ts): a row changed by hand
 * no longer matches its hash, and a row forged with a matching hash breaks the next row's link.
 * Body, before and after are stored as the canonical JSON text that was hashed (not jsonb, which
 * would reorder keys and normalise numbers), so what is verified is exactly what was written.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    /** When the answer was given, in epoch ms from the clock service. */
    at: bigint('at', { mode: 'number' }).notNull(),
    adminId: integer('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    role: text('role').notNull(),
    /** request.clientAddress: the address the trusted proxies saw. */
    address: text('address').notNull(),
    /** The route path, e.g. /api/admin/identity/approve. */
    action: text('action').notNull(),
    /** The id the action names (body id, user_id, symbol...), when the body has one. */
    target: text('target'),
    /** The request body with every secret replaced (redact.ts), as canonical JSON. */
    body: text('body').notNull(),
    /** The envelope code of the answer (200 on success) and its catalogue key ('success' for a plain ok). */
    outcomeCode: integer('outcome_code').notNull(),
    outcomeKey: text('outcome_key').notNull(),
    /** What the action changed, when it says (canonical JSON). */
    before: text('before'),
    after: text('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('admin_audit_log_admin_idx').on(t.adminId, t.id), index('admin_audit_log_at_idx').on(t.at)],
);

export type AuditRow = typeof adminAuditLog.$inferSelect;
