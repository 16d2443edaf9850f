import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { FrozenHolder } from '../modules/ledger/frozen-holders';
import { auditLedger, formatAuditReport } from '../modules/ledger/audit';

/**
 * The frozen holders the server registers. The app is wired exactly as the server wires it, so every
 * feature registers its holder with the ledger, but never started: no port, no sequencer, no timer,
 * no Redis, and nothing written.
 */
async function registeredFrozenHolders(config: AppConfig, database: Database): Promise<readonly FrozenHolder[]> {
  const app = await buildApp({ ...config, redisUrl: undefined }, database, { logger: false });
  try {
    return app.services.ledger.frozenHolders();
  } finally {
    await app.close();
  }
}

/**
 * What `npm run audit` does short of exiting: opens the database the server would (DATABASE_URL, or
 * the PGlite files in DATA_DIR), audits it against the registered frozen holders and closes it again.
 */
export async function auditDatabase(
  where: { databaseUrl?: string; dataDir: string },
  config: AppConfig = loadConfig(),
): Promise<{ ok: boolean; text: string }> {
  const database = await openDatabase(where);
  try {
    const holders = await registeredFrozenHolders(config, database);
    const report = await auditLedger(database.db, holders);
    const name = where.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${where.dataDir}`;
    const walked = `frozen holders: ${holders.map((h) => h.name).join(', ') || 'none'}`;
    return { ok: report.violations.length === 0, text: `database: ${name}\n${walked}\n${formatAuditReport(report)}` };
  } finally {
    await database.close();
  }
}
