import { createHash } from 'node:crypto';
import type { AuditRow } from './schema';

/** The link before the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every depth: one text per value, whichever order it was built in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) Object.defineProperty(out, key, { value: sortKeys(v), enumerable: true });
  }
  return out;
}

export type AuditContent = Omit<AuditRow, 'prevHash' | 'hash'>;

/** What a row's hash covers: every column but the two hashes, by their column names. */
export function rowText(row: AuditContent): string {
  return canonicalJson({
    id: row.id,
    at: row.at,
    admin_id: row.adminId,
    admin_email: row.adminEmail,
    role: row.role,
    address: row.address,
    action: row.action,
    target: row.target,
    body: row.body,
    outcome_code: row.outcomeCode,
    outcome_key: row.outcomeKey,
    before: row.before,
    after: row.after,
  });
}

/** SHA-256 (hex) over the previous row's hash and this row's canonical JSON. */
export function rowHash(prevHash: string, row: AuditContent): string {
  return createHash('sha256').update(prevHash).update('\n').update(rowText(row)).digest('hex');
}

export type Break = { id: number; why: string };

/**
 * Checks one row against the row before it (`prev` undefined for the first): numbering without gaps,
 * the link to the previous hash, and the row's own hash. Returns why it is broken, or undefined.
 */
export function checkLink(prev: Pick<AuditRow, 'id' | 'hash'> | undefined, row: AuditRow): string | undefined {
  const expectedId = (prev?.id ?? 0) + 1;
  if (row.id !== expectedId) return `expected entry ${expectedId} next, found ${row.id} (an entry is missing)`;
  const expectedPrev = prev?.hash ?? GENESIS_HASH;
  if (row.prevHash !== expectedPrev) return `prev_hash ${row.prevHash} does not match the hash of entry ${prev?.id ?? 'none'} (${expectedPrev})`;
  const hash = rowHash(row.prevHash, row);
  if (row.hash !== hash) return `hash ${row.hash} does not match its content (recomputed ${hash}): the row was changed`;
  return undefined;
}
