import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { canonicalJson } from './chain';
import { redactSecrets, targetOf } from './redact';
import { createAuditRepository, type AuditFilter } from './repository';
import type { AuditRow } from './schema';
import { verifyChain } from './verify';

/** One admin action as the hook saw it (hook.ts). */
export interface AdminAction {
  admin: { id: number; email: string; role: string };
  address: string;
  action: string;
  body: unknown;
  outcome: { code: number; key: string };
  before?: unknown;
  after?: unknown;
}

const jsonOrNull = (v: unknown) => (v === undefined || v === null ? null : canonicalJson(v));

/** The admin audit log: record an action, list entries, verify the chain. */
export function createAuditLogService(deps: { db: Db; clock: Clock }) {
  const repo = createAuditRepository(deps.db);
  return {
    /** Appends one action, secrets removed from its body, stamped with the clock service's time. */
    record(a: AdminAction): Promise<AuditRow> {
      const body = redactSecrets(a.body ?? null);
      return repo.append({
        at: deps.clock.nowMs(),
        adminId: a.admin.id,
        adminEmail: a.admin.email,
        role: a.admin.role,
        address: a.address,
        action: a.action,
        target: targetOf(body),
        body: canonicalJson(body),
        outcomeCode: a.outcome.code,
        outcomeKey: a.outcome.key,
        before: jsonOrNull(redactSecrets(a.before)),
        after: jsonOrNull(redactSecrets(a.after)),
      });
    },
    page: (filter: AuditFilter, page: number, pageSize: number) => repo.page(filter, (page - 1) * pageSize, pageSize),
    verify: () => verifyChain(repo),
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
