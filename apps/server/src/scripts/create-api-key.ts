import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createServerClock } from '../lib/clock';
import { createApiKeyCommand } from './create-api-key-command';

/** `npm run create-api-key -- --email <user> --permissions read,trade [--ip 127.0.0.1]` (create-api-key-command.ts). */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await createApiKeyCommand(process.argv.slice(2), {
      db: database.db,
      clock: createServerClock({ production: config.production }),
      encryptionKey: config.apiKeyEncryptionKey,
    });
    for (const line of result.out) console.log(line);
    for (const line of result.err) console.error(line);
    return result.code;
  } finally {
    await database.close();
  }
}

main().then((code) => process.exit(code), (err) => {
  console.error('create-api-key failed to run:', err);
  process.exit(2);
});
