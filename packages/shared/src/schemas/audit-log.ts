import { z } from 'zod';

/*
 * The admin audit log (issue 31): POST /api/admin/audit-log lists it for /admin/audit-log, newest
 * first. Times are epoch milliseconds, as the log stores them.
 */

const MS_MAX = 8_640_000_000_000_000; // the largest time a JS Date can hold

/** Filters and page of the list; every filter is optional. */
export const auditLogListBody = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    /** An admin's user id, or a part of their e-mail. */
    admin: z.string().trim().max(100).optional(),
    /** A part of the action's route path, e.g. 'withdrawals' or '/api/admin/identity/approve'. */
    action: z.string().trim().max(200).optional(),
    from: z.number().int().min(0).max(MS_MAX).optional(),
    to: z.number().int().min(0).max(MS_MAX).optional(),
  })
  .strict();
export type AuditLogListBody = z.input<typeof auditLogListBody>;

/** One entry; body, before and after are the JSON texts that were recorded (secrets removed). */
export const auditLogEntry = z.object({
  id: z.number(),
  at: z.number(),
  admin_id: z.number(),
  admin_email: z.string(),
  role: z.string(),
  address: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  body: z.string(),
  outcome_code: z.number(),
  outcome_key: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  hash: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogPage = z.object({
  list: z.array(auditLogEntry),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;
