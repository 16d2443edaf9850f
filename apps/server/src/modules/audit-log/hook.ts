import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isAdmin } from '../admin/roles';
import { outcomeOf } from './outcome';
import { redactSecrets } from './redact';
import type { AuditLogService } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This /api/admin route only reads: it is not recorded in the audit log. */
    auditRead?: boolean;
  }
  interface FastifyRequest {
    /** What the action changed, for its audit entry (after defaults to the success answer's data). */
    auditChange: { before?: unknown; after?: unknown } | null;
  }
}

/**
 * The admin routes that only read (lists, details, the audit log itself). Every other /api/admin
 * route is an action and is recorded: a new admin route is recorded until it is listed here or
 * declares `config: { auditRead: true }`, so forgetting the list loses no evidence.
 */
export const ADMIN_READS: readonly string[] = [
  '/api/admin/identity/list',
  '/api/admin/withdrawals',
  '/api/admin/futures/contracts',
  '/api/admin/futures/liquidations',
  '/api/admin/second/products',
  '/api/admin/p2p/merchants',
  '/api/admin/p2p/orders',
  '/api/admin/p2p/order',
  '/api/admin/ico/projects',
  '/api/admin/ico/pair/list',
  '/api/admin/audit-log',
];

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isAuditedRoute(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): boolean {
  if (!route.url.startsWith('/api/admin/')) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.every((m) => READ_METHODS.has(String(m).toUpperCase()))) return false;
  return !(ADMIN_READS.includes(route.url) || (route.config as { auditRead?: boolean } | undefined)?.auditRead === true);
}

const hooksOf = <T>(existing: T | T[] | undefined): T[] => (existing ? (Array.isArray(existing) ? existing : [existing]) : []);

/**
 * Records every admin action, once, after its answer is known and before it is sent: success and
 * refusal alike (an admin's refused action is evidence too). Only callers who are admins are
 * recorded; anyone else is refused by the session policy before any handler runs, and recording
 * them would let anyone fill the log.
 *
 * When an entry cannot be written the answer still goes out unchanged (the action has happened by
 * then: answering an error would invite a second attempt of something done), the entry is logged at
 * error level in full, and the next admin actions are refused with AUDIT_LOG_UNAVAILABLE before
 * their handler runs, until an entry is written again: each refusal is itself recorded, so the first
 * refusal that reaches the table opens the back office again. Fail closed, without a timer.
 */
export function installAuditHook(app: FastifyInstance, audit: AuditLogService): void {
  let failing = false;
  app.decorateRequest('auditChange', null);

  async function refuseWhileFailing() {
    if (failing) throw new AppError('AUDIT_LOG_UNAVAILABLE');
  }

  async function record(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const admin = await request.requireUser().catch(() => undefined);
    if (!admin || !isAdmin(admin)) return payload;
    const outcome = outcomeOf(payload, reply.statusCode, request.locale);
    const change = request.auditChange;
    const action = {
      admin: { id: admin.id, email: admin.email ?? admin.account, role: admin.role },
      address: request.clientAddress,
      action: request.routeOptions.url ?? request.url,
      body: request.body ?? null,
      outcome: { code: outcome.code, key: outcome.key },
      before: change?.before,
      after: change?.after ?? (outcome.code === 200 ? outcome.data : undefined),
    };
    try {
      await audit.record(action);
      failing = false;
    } catch (err) {
      failing = true;
      request.log.error({ err, auditEntry: { ...action, body: redactSecrets(action.body), before: undefined, after: undefined } }, 'admin audit log: the entry could not be written; admin actions are refused until one is');
    }
    return payload;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isAuditedRoute(route)) return;
    route.preHandler = [refuseWhileFailing, ...hooksOf(route.preHandler)];
    route.onSend = [...hooksOf(route.onSend), record];
  });
}
