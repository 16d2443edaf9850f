import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { seedIfEmpty } from '../../src/modules/seed/seed';
import { DEMO_USER } from '../../src/modules/seed/reference-data';
import { openTestDatabase } from './database';
import { TEST_APP_ENV } from './test-env';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** A live session token of the seeded demo user. */
  demoToken(): Promise<string>;
  /** POST a JSON body and return the parsed envelope. */
  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: { code: number; msg: string; data: T } }>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated and seeded database, driven through app.inject(). The database
 * is a copy of the run's seeded template; a production app seeds its own (production seeds less).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_APP_ENV, ...env });
  const database = await openTestDatabase(config.production ? 'migrated' : 'seeded');
  const app = await buildApp(config, database, { logger: false });
  await seedIfEmpty(database.db, app.services);
  await app.ready();
  return {
    app,
    database,
    config,
    async demoToken() {
      const id = await app.services.auth.userIdByAccount(DEMO_USER.email);
      return app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' });
    },
    async post(url, body, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body === undefined ? '' : JSON.stringify(body),
      });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
