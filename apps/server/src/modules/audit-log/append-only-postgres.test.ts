import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createAdjustableClock } from '../../lib/clock';
import { usingPostgres } from '../../../test/helpers/database';
import { createAuditLogService } from './service';

/**
 * The deployment the grants are for: the server connects as an ordinary role (no superuser) that
 * owns its database and runs the migrations at start. That role can append to the audit log and
 * read it, and cannot UPDATE, DELETE or TRUNCATE it: first the revoked grants refuse it, and when it
 * grants itself the rights back (an owner may), the trigger still does.
 */
describe.skipIf(!usingPostgres())('admin_audit_log on PostgreSQL, as the application role', { timeout: 120_000 }, () => {
  const suffix = randomBytes(4).toString('hex');
  const role = `aurelix_app_${suffix}`;
  const name = `t_audit_${suffix}`;
  let database: Database;
  const superuser = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  /** PostgreSQL's own message (drizzle wraps it in 'Failed query: ...'). */
  const refusal = (statement: ReturnType<typeof sql>) =>
    database.db.execute(statement).then(
      () => 'done',
      (err: Error & { cause?: Error }) => (err.cause ?? err).message,
    );

  beforeAll(async () => {
    await superuser(`create role ${role} login nosuperuser`);
    await superuser(`create database ${name} owner ${role}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.username = role;
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const audit = createAuditLogService({ db: database.db, clock: createAdjustableClock() });
    await audit.record({ admin: { id: 1, email: 'ops@example.com', role: 'admin' }, address: '203.0.113.9', action: '/api/admin/identity/approve', body: { id: 3 }, outcome: { code: 200, key: 'IDENTITY_APPROVED' } });
  });
  afterAll(async () => {
    await database?.close();
    await superuser(`drop database if exists ${name} with (force)`);
    await superuser(`drop role if exists ${role}`);
  });

  it('the application role owns the table it cannot change', async () => {
    const [row] = ((await database.db.execute(sql`select tableowner, current_user as me from pg_tables where tablename = 'admin_audit_log'`)) as unknown as { rows: { tableowner: string; me: string }[] }).rows;
    expect(row).toEqual({ tableowner: role, me: role });
  });

  it('refuses UPDATE, DELETE and TRUNCATE by the grants', async () => {
    for (const statement of [sql`update admin_audit_log set address = '10.0.0.1'`, sql`delete from admin_audit_log`, sql`truncate admin_audit_log`])
      expect(await refusal(statement)).toBe('permission denied for table admin_audit_log');
  });

  it('and by the trigger once the owner grants itself the rights again', async () => {
    await database.db.execute(sql`grant update, delete, truncate on admin_audit_log to current_user`);
    for (const statement of [sql`update admin_audit_log set address = '10.0.0.1'`, sql`delete from admin_audit_log`, sql`truncate admin_audit_log`])
      expect(await refusal(statement)).toMatch(/^admin_audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused$/);
    const audit = createAuditLogService({ db: database.db, clock: createAdjustableClock() });
    expect(await audit.verify()).toEqual({ ok: true, entries: 1 });
  });
});
