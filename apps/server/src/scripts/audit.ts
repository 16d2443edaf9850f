import { loadConfig } from '../config';
import { auditDatabase } from './audit-database';

/**
 * `npm run audit`: checks the ledger invariants on the database the server uses and exits 1 when any
 * is broken (2 when it could not run), so it can gate a deploy or raise a cron alert.
 */
const config = loadConfig();
auditDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).then(
  ({ ok, text }) => {
    console.log(text);
    process.exit(ok ? 0 : 1);
  },
  (err) => {
    console.error('audit failed to run:', err);
    process.exit(2);
  },
);
