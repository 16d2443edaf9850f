import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { seedIfEmpty } from './modules/seed/seed';
import { startupLock } from './lib/startup-lock';

/** Starts the whole exchange on one port: API, Socket.IO and the built web app. */
async function main() {
  const config = loadConfig();
  // Several processes on one PostgreSQL start one after another (lib/startup-lock.ts).
  const started = await startupLock(config.databaseUrl, (msg) => console.log(msg));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(config, database);
  await seedIfEmpty(database.db, app.services, app.log);
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    await started();
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new requests, finishing those in flight');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('closed');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
