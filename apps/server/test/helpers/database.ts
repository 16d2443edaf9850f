import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
    return openDatabase({ dataDir: 'memory://', loadDataDir: templateBlob(templates[template]), migrate: false, pgliteAssets: pgliteAssets() });
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

/** A template's dumped data directory, read once per worker (PGlite copies it on load). */
const templateBlobs = new Map<string, Blob>();
function templateBlob(file: string): Blob {
  let blob = templateBlobs.get(file);
  if (!blob) templateBlobs.set(file, (blob = new Blob([fs.readFileSync(file)])));
  return blob;
}

/** PGlite's WebAssembly compiled once per worker, not once per database. */
// The server's type settings name WebAssembly's types but not its global value.
const wasm = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WebAssembly.Module } }).WebAssembly;
let assets: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob } | undefined;
function pgliteAssets() {
  if (!assets) {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    assets = {
      pgliteWasmModule: new wasm.Module(fs.readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
    };
  }
  return assets;
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
