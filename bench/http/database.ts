import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh, empty database on the PostgreSQL server at `serverUrl`, for one benchmark run. */
export interface BenchDatabase {
  /** The new database's URL. */
  url: string;
  /** Drops it, even with connections still open. */
  drop(): Promise<void>;
}

export async function createBenchDatabase(serverUrl: string, prefix: string): Promise<BenchDatabase> {
  const name = `${prefix}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
