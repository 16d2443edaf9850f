import pg from 'pg';

/*
 * Processes starting together on one PostgreSQL (docker compose up, a restart of every process)
 * start one at a time: migrations, the first seed and each module's start-up seeding (demo
 * merchants, ICO projects, default products, candle history) are written for one process at a time.
 * A session-level advisory lock on a connection of its own: a process that dies while starting
 * frees it with its connection.
 */

/** The lock's key: any fixed number the exchange uses for nothing else. */
const STARTUP_LOCK = 280_028;

/** Waits for the start-up lock of `databaseUrl` (nothing to wait for on the embedded database); answers its release. */
export async function startupLock(databaseUrl: string | undefined, log: (msg: string) => void): Promise<() => Promise<void>> {
  if (!databaseUrl) return async () => undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [STARTUP_LOCK]);
  if (!rows[0]?.got) {
    log('another process is starting on this database: waiting for it');
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
  }
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}
