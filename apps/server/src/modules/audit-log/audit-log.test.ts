import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp, xff } from '../auth/test-kit';
import { adminToken, auth, newUser, submitIdentity } from '../identity/test-support';
import { ADMIN_USER } from '../seed/reference-data';

/**
 * Issue 31, audit log: every admin action through HTTP lands in admin_audit_log with who, from
 * where, what and how it was answered; reads do not; secrets never; the chain verifies; the
 * application's connection cannot change or remove a row.
 */

type Entry = { id: number; action: string; admin_email: string; address: string; target: string | null; body: string; outcome_code: number; outcome_key: string; after: string | null };

describe('admin audit log', { timeout: 120_000 }, () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  const rows = async () => (await t.database.db.execute(sql`select * from admin_audit_log order by id`)) as unknown as { rows: Entry[] };
  const all = async () => (await rows()).rows;
  const last = async () => (await all()).at(-1)!;
  const pendingId = async () => {
    const u = await newUser(t);
    expect((await submitIdentity(t, u.token)).code).toBe(200);
    const list = (await t.post('/api/admin/identity/list', {}, auth(admin))).body.data.list as { id: number; user_id: number }[];
    return list.find((a) => a.user_id === u.id)!.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    admin = await adminToken(t);
    adminId = await t.app.services.auth.userIdByAccount(ADMIN_USER.email);
  });
  afterAll(() => closeApp(t));

  it('records an approval with who, from where, what and the answer', async () => {
    const id = await pendingId();
    const before = (await all()).length;
    const res = await t.post('/api/admin/identity/approve', { id }, auth(admin, xff('203.0.113.77')));
    expect(res.body.code).toBe(200);
    const entries = await all();
    expect(entries.length).toBe(before + 1); // the list call before it is a read: not recorded
    expect(await last()).toMatchObject({
      action: '/api/admin/identity/approve',
      admin_id: adminId,
      admin_email: ADMIN_USER.email,
      role: 'admin',
      address: '203.0.113.77',
      target: `id:${id}`,
      body: JSON.stringify({ id }),
      outcome_code: 200,
      outcome_key: 'IDENTITY_APPROVED',
    });
  });

  it('records a test deposit with the answer it produced as after', async () => {
    const body = { currency: 'USDT', network: 'TRC20', address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', amount: '5' };
    const res = await t.post('/api/admin/chain/deposit', body, auth(admin, xff('198.51.100.4')));
    expect(res.body.code).toBe(200);
    const entry = await last();
    expect(entry).toMatchObject({ action: '/api/admin/chain/deposit', address: '198.51.100.4', outcome_code: 200, outcome_key: 'DEPOSIT_SENT' });
    expect(JSON.parse(entry.body)).toEqual(body);
    expect(JSON.parse(entry.after!).txid).toBe(res.body.data.txid);
  });

  it('records refused actions: a business refusal and a body that fails its check', async () => {
    const id = await pendingId();
    await t.post('/api/admin/identity/approve', { id }, auth(admin));
    const again = await t.post('/api/admin/identity/approve', { id }, auth(admin, xff('203.0.113.78')));
    expect(again.body.code).toBe(3509);
    expect(await last()).toMatchObject({ action: '/api/admin/identity/approve', address: '203.0.113.78', outcome_code: 3509, outcome_key: 'IDENTITY_NOT_PENDING', after: null });
    const bad = await t.post('/api/admin/identity/reject', { id: 'x' }, auth(admin, { lang: 'de_DE' }));
    expect(bad.body.code).toBe(400);
    expect(await last()).toMatchObject({ action: '/api/admin/identity/reject', outcome_code: 400, outcome_key: 'INVALID_PARAMS', body: '{"id":"x"}' });
  });

  it('stores no secret from the body', async () => {
    const body = { id: 1, password: 'hunter2pw', fund_password: 'fundfund9', google_code: '246810', nested: { api_secret: 'sk-live-abc', note: 'kept' } };
    const res = await t.post('/api/admin/identity/approve', body, auth(admin));
    expect(res.body.code).toBe(400); // unknown fields: refused, and recorded
    const entry = await last();
    expect(JSON.parse(entry.body)).toEqual({ id: 1, password: '[redacted]', fund_password: '[redacted]', google_code: '[redacted]', nested: { api_secret: '[redacted]', note: 'kept' } });
    const everything = JSON.stringify(await all());
    for (const secret of ['hunter2pw', 'fundfund9', '246810', 'sk-live-abc']) expect(everything).not.toContain(secret);
  });

  it('records neither reads nor callers who are not admins', async () => {
    const before = (await all()).length;
    const u = await newUser(t);
    expect((await t.post('/api/admin/identity/approve', { id: 1 }, auth(u.token))).body.code).toBe(3500);
    expect((await t.post('/api/admin/identity/approve', { id: 1 })).body.code).toBe(403);
    for (const url of ['/api/admin/identity/list', '/api/admin/withdrawals', '/api/admin/audit-log']) expect((await t.post(url, {}, auth(admin))).body.code).toBe(200);
    expect((await all()).length).toBe(before);
  });

  it('keeps one chain when many actions arrive at once, and it verifies', async () => {
    const before = (await all()).length;
    await Promise.all(Array.from({ length: 12 }, (_, i) => t.post('/api/admin/identity/approve', { id: 900_000 + i }, auth(admin))));
    const entries = await all();
    expect(entries.length).toBe(before + 12);
    expect(entries.map((e) => Number(e.id))).toEqual(entries.map((_, i) => i + 1)); // no gap, no fork
    expect(await t.app.services.auditLog.verify()).toEqual({ ok: true, entries: entries.length });
  });

  it("refuses UPDATE, DELETE and TRUNCATE on the application's connection", async () => {
    const db = t.database.db;
    for (const statement of [sql`update admin_audit_log set address = '10.0.0.1' where id = 1`, sql`delete from admin_audit_log where id = 1`, sql`truncate admin_audit_log`])
      expect(await db.execute(statement).then(() => 'done', (err: Error & { cause?: Error }) => (err.cause ?? err).message)).toMatch(/^admin_audit_log is append-only: (UPDATE|DELETE|TRUNCATE) refused$/);
    expect((await all())[0]!.address).not.toBe('10.0.0.1');
    // The grants the migration left: no role may update, delete or truncate (ACL letters w, d, D).
    const acl = (await db.execute(sql`select relacl::text as acl from pg_class where relname = 'admin_audit_log'`)) as unknown as { rows: { acl: string }[] };
    const grants = acl.rows[0]!.acl.replace(/[{}]/g, '').split(',');
    expect(grants.length).toBeGreaterThan(0);
    for (const grant of grants) expect(grant.split('=')[1]!.split('/')[0]).not.toMatch(/[wdD]/);
  });

  it('lists and filters the log for /admin/audit-log', async () => {
    const page = (body: object) => t.post('/api/admin/audit-log', body, auth(admin));
    const everything = (await page({ page_size: 100 })).body.data;
    expect(everything.total).toBe((await all()).length);
    expect(everything.list[0].id).toBe(everything.total); // newest first
    const deposits = (await page({ action: 'chain/deposit' })).body.data;
    expect(deposits.total).toBe(1);
    expect(deposits.list[0]).toMatchObject({ action: '/api/admin/chain/deposit', admin_email: ADMIN_USER.email });
    expect((await page({ admin: String(adminId), page: 2, page_size: 5 })).body.data.list.length).toBe(5);
    expect((await page({ admin: 'admin@aurelix' })).body.data.total).toBe(everything.total);
    expect((await page({ admin: 'nobody@' })).body.data.total).toBe(0);
    const at = everything.list.at(-1).at as number;
    expect((await page({ from: at + 60_000 * 60 * 24 })).body.data.total).toBe(0);
    expect((await page({ to: at - 1 })).body.data.total).toBe(0);
    expect((await page({ page_size: 1000 })).body.code).toBe(400);
    expect((await page({ sort: 'id' })).body.code).toBe(400);
  });

  it('fails closed: while entries cannot be written, admin actions are refused, and the first written refusal reopens them', async () => {
    const db = t.database.db;
    await db.execute(sql`alter table admin_audit_log rename to admin_audit_log_away`);
    try {
      const lost = await t.post('/api/admin/chain/deposit', { currency: 'USDT', network: 'TRC20', address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', amount: '1' }, auth(admin));
      expect(lost.body.code).toBe(200); // done before the entry failed: the answer is the truth
      const refused = await t.post('/api/admin/identity/approve', { id: 1 }, auth(admin));
      expect(refused.body.code).toBe(3770);
    } finally {
      await db.execute(sql`alter table admin_audit_log_away rename to admin_audit_log`);
    }
    const count = (await all()).length;
    expect((await t.post('/api/admin/identity/approve', { id: 1 }, auth(admin))).body.code).toBe(3770);
    expect(await last()).toMatchObject({ outcome_code: 3770, outcome_key: 'AUDIT_LOG_UNAVAILABLE' });
    expect((await t.post('/api/admin/identity/approve', { id: 999_999 }, auth(admin))).body.code).toBe(3510);
    expect((await all()).length).toBe(count + 2);
    expect(await t.app.services.auditLog.verify()).toEqual({ ok: true, entries: count + 2 });
  });
});
