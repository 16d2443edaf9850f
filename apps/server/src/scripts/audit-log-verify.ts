import { loadConfig } from '../config';
import { verifyAuditLogDatabase } from './audit-log-verify-database';

/**
 * `npm run audit-log:verify`: checks the admin audit log's hash chain on the configured database and
 * prints `OK: N entries` (exit 0) or the first broken link with its id and why (exit 1); 2 when it
 * could not run.
 */
const config = loadConfig();
verifyAuditLogDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).then(
  ({ ok, text }) => {
    console.log(text);
    process.exit(ok ? 0 : 1);
  },
  (err) => {
    console.error('audit-log:verify failed to run:', err);
    process.exit(2);
  },
);
