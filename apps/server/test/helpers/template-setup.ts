import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { seedIfEmpty } from '../../src/modules/seed/seed';
import { TEST_APP_ENV } from './test-env';

/**
 * Made once per run, before any server test file: a migrated database and a migrated, seeded one
 * (reference data, platform accounts, demo users hashed with the tests' cheap argon2). Each test file then starts
 * from a copy instead of migrating and seeding its own: on PGlite a dumped data directory loaded
 * into a new in-memory instance, on PostgreSQL `CREATE DATABASE … TEMPLATE`. Files still never
 * share state: every file gets its own copy.
 */
export default async function setup(project: TestProject) {
  // The seeded users' hashes made at the tests' cost, as in the test files (vitest.config.ts `env`).
  process.env.CHEAP_PASSWORD_HASH_FOR_TESTS = '1';
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templates = { migrated: await pgTemplate(url, false), seeded: await pgTemplate(url, true) };
    project.provide('dbTemplates', { kind: 'postgres', ...templates });
    return async () => {
      for (const name of [templates.migrated, templates.seeded]) await dropDatabase(url, name);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurelix-templates-'));
  const migrated = path.join(dir, 'migrated.tar');
  const seeded = path.join(dir, 'seeded.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  await dump(database, migrated);
  await seed(database);
  await dump(database, seeded);
  await database.close();
  project.provide('dbTemplates', { kind: 'pglite', migrated, seeded });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Seeds as a default test app would (createTestApp's configuration). */
async function seed(database: Database) {
  const app = await buildApp(loadConfig(TEST_APP_ENV), database, { logger: false });
  await seedIfEmpty(database.db, app.services);
  await app.close();
}

async function dump(database: Database, file: string) {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const blob = await client.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

async function pgTemplate(url: string, seeded: boolean): Promise<string> {
  const name = `tpl_${seeded ? 's' : 'm'}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
  if (seeded) await seed(database);
  await database.close();
  return name;
}

async function dropDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: { kind: 'pglite' | 'postgres'; migrated: string; seeded: string };
  }
}
