import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';

export type TemplateKind = 'migrated' | 'seeded';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close), so files never share state.
 * It starts as a copy of the run's template (test/helpers/template-setup.ts): `migrated` is an
 * empty schema, `seeded` also holds what a first start seeds. Without a template (a file run
 * outside the server project's setup) the database is migrated here, and `seeded` is left to the
 * caller's seedIfEmpty.
 */
export async function openTestDatabase(template: TemplateKind = 'migrated'): Promise<Database> {
  const templates = inject('dbTemplates');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (templates?.kind !== 'pglite') return openDatabase({ dataDir: 'memory://' });
    const blob = new Blob([fs.readFileSync(templates[template])]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: blob, migrate: false });
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const from = templates?.kind === 'postgres' ? ` template ${templates[template]}` : '';
  await admin.query(`create database ${name}${from}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), migrate: !from });
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      // pool.end() resolves before every backend has gone; forcing the drop earlier would kill
      // connections that are still closing and surface as unhandled errors.
      for (let i = 0; i < 50; i++) {
        const { rows } = await drop.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
