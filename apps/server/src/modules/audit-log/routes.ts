import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogListBody, auditLogPage, type AuditLogEntry } from '@aurelix/shared/schemas/audit-log';
import { envelopeOf, ok } from '../../http/envelope';
import { answerValidationKeys } from '../../http/replies';
import type { AuditRow } from './schema';
import type { AuditLogService } from './service';

const tags = ['admin'];

const entryOf = (r: AuditRow): AuditLogEntry => ({
  id: r.id,
  at: r.at,
  admin_id: r.adminId,
  admin_email: r.adminEmail,
  role: r.role,
  address: r.address,
  action: r.action,
  target: r.target,
  body: r.body,
  outcome_code: r.outcomeCode,
  outcome_key: r.outcomeKey,
  before: r.before,
  after: r.after,
  hash: r.hash,
});

/** /admin/audit-log: the log, newest first, filtered by admin, action and time. A read: not recorded. */
export async function auditLogRoutes(app: FastifyInstance, { audit }: { audit: AuditLogService }) {
  answerValidationKeys(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/admin/audit-log',
    { attachValidation: true, schema: { tags, body: auditLogListBody.nullish(), response: { 200: envelopeOf(auditLogPage) } } },
    async (req) => {
      await req.requireAdmin();
      const { page, page_size, admin, action, from, to } = req.body ?? auditLogListBody.parse({});
      const { total, rows } = await audit.page({ admin: admin || undefined, action: action || undefined, from, to }, page, page_size);
      return ok({ list: rows.map(entryOf), total, page, page_size });
    },
  );
}
