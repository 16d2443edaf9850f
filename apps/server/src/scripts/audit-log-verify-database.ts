import { openDatabase } from '../db/client';
import { createAuditLogService } from '../modules/audit-log/service';
import { formatVerify } from '../modules/audit-log/verify';
import { createSystemClock } from '../lib/clock';

/**
 * What `npm run audit-log:verify` does short of exiting: opens the database the server would
 * (DATABASE_URL, or the PGlite files in DATA_DIR), walks the admin audit log's hash chain and closes
 * it again. Nothing is written (the clock is never read: no entry is appended).
 */
export async function verifyAuditLogDatabase(where: { databaseUrl?: string; dataDir: string }): Promise<{ ok: boolean; text: string }> {
  const database = await openDatabase(where);
  try {
    const result = await createAuditLogService({ db: database.db, clock: createSystemClock() }).verify();
    const name = where.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${where.dataDir}`;
    return { ok: result.ok, text: `database: ${name}\n${formatVerify(result)}` };
  } finally {
    await database.close();
  }
}
