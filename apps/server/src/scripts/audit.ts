import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { auditLedger, formatAuditReport } from '../modules/ledger/audit';

/**
 * `npm run audit`: checks the ledger invariants on the database the server uses (DATABASE_URL, or
 * the PGlite files in DATA_DIR) and exits 1 when any is broken, so it can gate a deploy or a cron alert.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await auditLedger(database.db);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(`database: ${where}\n${formatAuditReport(report)}`);
    return report.violations.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('audit failed to run:', err);
    process.exit(2);
  },
);
