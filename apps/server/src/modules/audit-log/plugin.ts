import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { installAuditHook } from './hook';
import { auditLogRoutes } from './routes';
import { createAuditLogService, type AuditLogService } from './service';

/**
 * The admin audit log (issue 31). Registered before every admin route: its hook (hook.ts) is added
 * to each /api/admin action as the route is registered, which only covers routes registered after it.
 */
export async function registerAuditLog(app: FastifyInstance, deps: { db: Db; clock: Clock }): Promise<AuditLogService> {
  const audit = createAuditLogService(deps);
  installAuditHook(app, audit);
  await app.register(auditLogRoutes, { audit });
  return audit;
}
