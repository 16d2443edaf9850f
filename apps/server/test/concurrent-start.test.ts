import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../src/modules/seed/reference-data';
import { auditDatabase } from '../src/scripts/audit-database';
import { scratchDatabase, services, startProcess, type ScratchDatabase, type ServerProcess } from './helpers/processes';

/*
 * An operator starts three processes at once on one empty PostgreSQL (docker-compose does): they
 * migrate one after another and seed once, and all three serve (issue 28).
 */
describe.skipIf(!services.postgres)('three processes started together on an empty database', () => {
  let database: ScratchDatabase | undefined;
  const processes: ServerProcess[] = [];
  afterAll(async () => {
    for (const p of processes) p.kill();
    await database?.drop();
  });

  it('all start, the schema and the demo data exist once, the ledger is clean', async () => {
    database = await scratchDatabase('start_together');
    const started = await Promise.allSettled([1, 2, 3].map(() => startProcess(database!.url, { DEMO_MARKET: '1', DEMO_HISTORY_DAYS: '1' })));
    for (const s of started) if (s.status === 'fulfilled') processes.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 2000) : 'started'))).toEqual(['started', 'started', 'started']);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const demo = await client.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [DEMO_USER.email]);
      expect(demo.rows[0].n).toBe(1);
      const migrations = await client.query('SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations');
      expect(migrations.rows[0].n).toBe(migrations.rows[0].distinct);
    } finally {
      await client.end();
    }
    // Every process answers the same demo account.
    for (const p of processes) {
      const res = await fetch(`${p.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: DEMO_USER.email, password: DEMO_USER.password }) });
      expect(((await res.json()) as { code: number }).code).toBe(200);
    }
    for (const p of processes.splice(0)) await p.stop();
    const audit = await auditDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
    expect(audit.text).toContain('OK: no violations');
  }, 240_000);
});
