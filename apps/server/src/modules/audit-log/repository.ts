import { and, asc, count, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowHash, GENESIS_HASH, type AuditContent } from './chain';
import { adminAuditLog, type AuditRow } from './schema';

/** The transaction-scoped advisory lock every append takes: one append at a time, one chain, no forks. */
const APPEND_LOCK = 727_031_001;

export type NewAuditEntry = Omit<AuditContent, 'id'>;

export interface AuditFilter {
  /** An admin's user id (all digits) or a part of their e-mail. */
  admin?: string;
  /** A part of the route path, e.g. 'identity' or '/api/admin/withdrawals/approve'. */
  action?: string;
  from?: number;
  to?: number;
}

/** SQL of the admin audit log: insert and read, nothing else (the database refuses the rest). */
export function createAuditRepository(db: Db) {
  return {
    /**
     * Appends one entry at the end of the chain. The lock and the read of the last row are in the
     * same transaction as the insert, so two appends (in this process or another on the same
     * PostgreSQL) never link to the same row; the lock is released at commit.
     */
    async append(entry: NewAuditEntry): Promise<AuditRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK})`);
        const [last] = await tx.select({ id: adminAuditLog.id, hash: adminAuditLog.hash }).from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
        const content: AuditContent = { ...entry, id: (last?.id ?? 0) + 1 };
        const prevHash = last?.hash ?? GENESIS_HASH;
        const row: AuditRow = { ...content, prevHash, hash: rowHash(prevHash, content) };
        await tx.insert(adminAuditLog).values(row);
        return row;
      });
    },

    /** A page of entries, newest first, and how many match. */
    async page(filter: AuditFilter, offset: number, limit: number): Promise<{ total: number; rows: AuditRow[] }> {
      const where = whereOf(filter);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(adminAuditLog).where(where);
      const rows = await db.select().from(adminAuditLog).where(where).orderBy(desc(adminAuditLog.id)).offset(offset).limit(limit);
      return { total: Number(n), rows };
    },

    /** Entries with ids in (afterId, upTo], oldest first, at most `limit`: the verifier's walk. */
    between(afterId: number, upTo: number, limit: number): Promise<AuditRow[]> {
      return db
        .select()
        .from(adminAuditLog)
        .where(and(gt(adminAuditLog.id, afterId), lte(adminAuditLog.id, upTo)))
        .orderBy(asc(adminAuditLog.id))
        .limit(limit);
    },

    /** The highest id (0 when empty) and the number of rows. */
    async extent(): Promise<{ maxId: number; rows: number }> {
      const [r] = await db.select({ maxId: sql<string | null>`max(${adminAuditLog.id})`, rows: count() }).from(adminAuditLog);
      return { maxId: Number(r?.maxId ?? 0), rows: Number(r?.rows ?? 0) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

function whereOf(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.admin && /^\d{1,9}$/.test(f.admin)) parts.push(eq(adminAuditLog.adminId, Number(f.admin)));
  else if (f.admin) parts.push(sql`strpos(lower(${adminAuditLog.adminEmail}), ${f.admin.toLowerCase()}) > 0`);
  // strpos, not LIKE: a '%' or '_' the admin types is a character, not a wildcard.
  if (f.action) parts.push(sql`strpos(${adminAuditLog.action}, ${f.action}) > 0`);
  if (f.from !== undefined) parts.push(gte(adminAuditLog.at, f.from));
  if (f.to !== undefined) parts.push(lte(adminAuditLog.at, f.to));
  return parts.length ? and(...parts) : undefined;
}
