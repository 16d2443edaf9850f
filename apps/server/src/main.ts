import { loadConfig } from './config';
import { LOCKS, openDatabase } from './db/client';
import { buildApp } from './app';
import { seedIfEmpty } from './modules/seed/seed';

/** Starts the whole exchange on one port: API, Socket.IO and the built web app. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Processes starting together on one database start one after another, up to their ready hooks:
  // the first start seeds, and modules create their reference and demo rows when they are missing
  // (onReady): two doing it side by side would both insert.
  const app = await database.alone(LOCKS.start, async () => {
    const built = await buildApp(config, database);
    await seedIfEmpty(database.db, built.services, built.log);
    await built.ready();
    return built;
  });
  await app.listen({ port: config.port, host: config.host });

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
