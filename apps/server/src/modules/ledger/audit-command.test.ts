import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { usingPostgres } from '../../../test/helpers/database';
import { auditDatabase } from '../../scripts/audit-database';
import { selectRows } from './repository';
import { createLedger } from './service';
import { openLedgerFixture } from './test-support';

/** `npm run audit` on a PGlite data directory, as a single-process deployment runs it. */
describe('npm run audit', () => {
  const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
  let dataDir: string;
  let userId: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurelix-audit-'));
    const database = await openDatabase({ dataDir });
    const [, user] = await database.db
      .insert(users)
      .values([
        { account: 'system:world', role: 'system', inviteCode: 'W' },
        { account: 'u', inviteCode: 'U' },
      ])
      .returning({ id: users.id });
    userId = user!.id;
    await createLedger(database.db).credit({
      userId,
      account: 'spot',
      currency: 'ETH',
      amount: '2',
      reason: 'deposit',
    });
    await database.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('reports counts and no violations on a sound ledger', async () => {
    const { ok, text } = await auditDatabase({ dataDir });
    expect(ok).toBe(true);
    expect(text).toContain(`PGlite in ${dataDir}`);
    // The holders come from the ledger's registry as the wired server fills it, not from a list in the audit.
    expect(text).toContain('frozen holders: open spot orders, open withdrawals');
    expect(text).toMatch(
      /balance rows: 2[\s\S]*journal entries: 1[\s\S]*postings: 2[\s\S]*currencies: 1[\s\S]*OK/,
    );
  });

  it('exits 1 with a readable line per violation on a broken one', async () => {
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`update balances set available = 3 where user_id = ${userId}`);
    await database.close();
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/scripts/audit.ts'], {
      cwd: serverDir,
      env: { ...env, DATA_DIR: dataDir },
    });
    const failure = (await run.then(
      () => ({ code: 0, stdout: '' }),
      (err: unknown) => err,
    )) as { code: number; stdout: string };
    expect(failure.code).toBe(1);
    expect(failure.stdout).toContain('FAILED: 1 violation(s)');
    expect(failure.stdout).toMatch(/\[balance_mismatch\] user \d+ spot ETH: row 3 \/ 0 but postings 2 \/ 0/);
  });

  it('reports money frozen for a registered holder that holds none, and money no holder claims', async () => {
    const database = await openDatabase({ dataDir });
    const ledger = createLedger(database.db);
    // A withdrawal freeze with no withdrawal behind it, and an escrow of a feature that registered no holder.
    for (const refType of ['withdrawal', 'p2p_escrow'])
      await ledger.freeze({ userId, account: 'spot', currency: 'ETH', amount: '0.5', reason: 'freeze', refType, refId: '1' });
    await database.close();
    const { ok, text } = await auditDatabase({ dataDir });
    expect(ok).toBe(false);
    expect(text).toMatch(/\[frozen_not_held\] user \d+ spot ETH: 0\.5 frozen for open withdrawals, but they hold 0/);
    expect(text).toMatch(/\[frozen_unclaimed\] user \d+ spot ETH: 0\.5 frozen under ref type 'p2p_escrow', which no registered frozen holder claims/);
  });
});

describe.skipIf(!usingPostgres())('npm run audit on PostgreSQL', () => {
  it('audits the database DATABASE_URL names', async () => {
    const f = await openLedgerFixture(1);
    try {
      await f.ledger.credit({
        userId: f.customers[0]!,
        account: 'spot',
        currency: 'BTC',
        amount: '1',
        reason: 'deposit',
      });
      const [{ name }] = (await selectRows<{ name: string }>(
        f.db,
        sql`select current_database() as name`,
      )) as [{ name: string }];
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const { ok, text } = await auditDatabase({ databaseUrl: url.toString(), dataDir: '' });
      expect(ok).toBe(true);
      expect(text).toContain('PostgreSQL');
      expect(text).toContain('postings: 2');
    } finally {
      await f.close();
    }
  });
});
