import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createAdjustableClock } from '../../lib/clock';
import { openTestDatabase, usingPostgres } from '../../../test/helpers/database';
import { verifyAuditLogDatabase } from '../../scripts/audit-log-verify-database';
import { rowHash } from './chain';
import { createAuditRepository } from './repository';
import { createAuditLogService } from './service';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));

/** Three entries, as the hook would append them. */
async function recordThree(database: Database) {
  const audit = createAuditLogService({ db: database.db, clock: createAdjustableClock() });
  for (const [i, action] of ['/api/admin/identity/approve', '/api/admin/withdrawals/approve', '/api/admin/p2p/resolve'].entries())
    await audit.record({
      admin: { id: 7, email: 'ops@example.com', role: 'admin' },
      address: `203.0.113.${i + 1}`,
      action,
      body: { id: i + 1 },
      outcome: { code: 200, key: 'success' },
    });
}

/** Changes a row the way someone with the owner's or a superuser's rights could: trigger off, update, trigger on. */
async function byHand(database: Database, statement: ReturnType<typeof sql>) {
  await database.db.execute(sql`alter table admin_audit_log disable trigger admin_audit_log_no_update_delete`);
  await database.db.execute(statement);
  await database.db.execute(sql`alter table admin_audit_log enable trigger admin_audit_log_no_update_delete`);
}

/** Runs `npm run audit-log:verify`'s script on DATA_DIR as a separate process: its output and exit code. */
async function runCommand(dataDir: string): Promise<{ code: number; stdout: string }> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/scripts/audit-log-verify.ts'], { cwd: serverDir, env: { ...env, DATA_DIR: dataDir } }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (err: { code: number; stdout: string }) => ({ code: err.code, stdout: err.stdout }),
  );
}

describe('npm run audit-log:verify', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurelix-audit-log-'));
    const database = await openDatabase({ dataDir });
    await recordThree(database);
    await database.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints OK: N entries and exits 0 on an intact chain', async () => {
    const run = await runCommand(dataDir);
    expect(run).toEqual({ code: 0, stdout: `database: PGlite in ${dataDir}\nOK: 3 entries\n` });
  });

  it('names the first broken link and exits 1 when a row was changed by hand', async () => {
    const database = await openDatabase({ dataDir });
    await byHand(database, sql`update admin_audit_log set address = '10.9.9.9' where id = 2`);
    await database.close();
    const run = await runCommand(dataDir);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^BROKEN at entry 2: hash [0-9a-f]{64} does not match its content .*the row was changed \(1 entries before it verify\)$/m);
  });

  it('names the gap when a row was deleted', async () => {
    const database = await openDatabase({ dataDir });
    await byHand(database, sql`delete from admin_audit_log where id = 2`);
    await database.close();
    const result = await verifyAuditLogDatabase({ dataDir });
    expect(result.ok).toBe(false);
    expect(result.text).toContain('BROKEN at entry 3: expected entry 2 next, found 3 (an entry is missing)');
  });
});

describe('a row rewritten with a matching hash', () => {
  it('breaks the link of the row after it', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await recordThree(database);
      const [first] = await createAuditRepository(database.db).between(0, 1, 1);
      const forged = { ...first!, address: '10.9.9.9' };
      await byHand(database, sql`update admin_audit_log set address = ${forged.address}, hash = ${rowHash(forged.prevHash, forged)} where id = 1`);
      const result = await createAuditLogService({ db: database.db, clock: createAdjustableClock() }).verify();
      expect(result).toMatchObject({ ok: false, entries: 1, broken: { id: 2, why: expect.stringMatching(/^prev_hash [0-9a-f]{64} does not match the hash of entry 1/) } });
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!usingPostgres())('npm run audit-log:verify on PostgreSQL', { timeout: 120_000 }, () => {
  it('verifies the database DATABASE_URL names, and names the row changed by hand', async () => {
    const database = await openTestDatabase('migrated');
    try {
      await recordThree(database);
      const [{ name }] = ((await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows as [{ name: string }];
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      expect(await verifyAuditLogDatabase({ databaseUrl: url.toString(), dataDir: '' })).toEqual({ ok: true, text: 'database: PostgreSQL (DATABASE_URL)\nOK: 3 entries' });
      await byHand(database, sql`update admin_audit_log set body = '{"id":99}' where id = 3`);
      const broken = await verifyAuditLogDatabase({ databaseUrl: url.toString(), dataDir: '' });
      expect(broken.ok).toBe(false);
      expect(broken.text).toContain('BROKEN at entry 3: hash');
    } finally {
      await database.close();
    }
  });
});
