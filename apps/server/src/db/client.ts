import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `body` while no other process runs a body under the same lock (PostgreSQL's advisory lock on
   * a connection of its own); on the embedded database, which has one process, it just runs it.
   */
  alone<T>(lock: number, body: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Advisory locks of the steps several processes must take one at a time (any numbers, the same in
 * every process): schema changes, and a process's start (main.ts: its modules create their
 * reference and demo rows when missing, and the first start seeds).
 */
export const LOCKS = { migration: 727_028_001, start: 727_028_003 } as const;

/** Runs `body` while this process holds the advisory lock, taken on a connection of its own. */
async function alone<T>(pool: pg.Pool, lock: number, body: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock]);
    return await body();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    client.release();
  }
}

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`
 * (`memory://` for an in-memory database in tests), and brings the schema up to date.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this dumped data directory (a migrated test template), not an empty one. */
  loadDataDir?: Blob;
  /** False when the database is a clone of one already migrated (test templates). */
  migrate?: boolean;
  /**
   * PGlite only: its compiled WebAssembly and file-system bundle, when the caller opens many
   * databases in one process (tests): compiling them again for each one costs about 0.25 s.
   */
  pgliteAssets?: Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      // Named statements (db/prepared.ts) are planned once: the order flow's batch statements take
      // whole columns as arrays, and a plan made for one batch's sizes serves every batch.
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle client's error (server restart, dropped database) must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('postgres idle client error:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several processes starting on one empty database (an operator's docker-compose) migrate one
    // after another instead of creating the same tables side by side, which fails all but one.
    if (opts.migrate !== false) await alone(pool, LOCKS.migration, () => migratePg(db as never, { migrationsFolder }));
    return { db, kind: 'postgres', alone: (lock, body) => alone(pool, lock, body), close: () => pool.end() };
  }
  const dir = opts.dataDir ?? './data';
  let dataDir: string | undefined;
  if (!dir.startsWith('memory://')) {
    dataDir = path.join(dir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    ...opts.pgliteAssets,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', alone: (_lock, body) => body(), close: () => client.close() };
}
