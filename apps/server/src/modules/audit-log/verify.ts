import { checkLink, type Break } from './chain';
import type { AuditRepository } from './repository';
import type { AuditRow } from './schema';

const BATCH = 1000;

export type VerifyResult = { ok: true; entries: number } | { ok: false; entries: number; broken: Break };

/**
 * Walks the chain from entry 1 to the last entry present when the walk starts (appends made during
 * the walk are left for the next run), and stops at the first broken link. A row count above the
 * highest id means rows were added out of the chain (a duplicate id cannot exist: it is the key).
 */
export async function verifyChain(repo: AuditRepository): Promise<VerifyResult> {
  const { maxId, rows } = await repo.extent();
  let prev: AuditRow | undefined;
  let walked = 0;
  // Bounded: each batch moves past at least one id up to maxId, or ends the walk.
  while (walked < rows) {
    const batch = await repo.between(prev?.id ?? 0, maxId, BATCH);
    if (batch.length === 0) break;
    for (const row of batch) {
      const why = checkLink(prev, row);
      if (why) return { ok: false, entries: walked, broken: { id: row.id, why } };
      prev = row;
      walked++;
    }
  }
  if (walked !== rows) return { ok: false, entries: walked, broken: { id: (prev?.id ?? 0) + 1, why: `${rows} rows but the chain ends after ${walked}` } };
  return { ok: true, entries: walked };
}

/** The command's text: `OK: N entries`, or the first broken link with its id and why. */
export function formatVerify(result: VerifyResult): string {
  if (result.ok) return `OK: ${result.entries} entries`;
  return `BROKEN at entry ${result.broken.id}: ${result.broken.why} (${result.entries} entries before it verify)`;
}
