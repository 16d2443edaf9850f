import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { FUND_PASSWORD, PASSWORD, closeApp, insertUser, login } from '../auth/test-kit';
import { codeAt } from '../authenticator/totp';
import { createApiKeyCommand } from '../../scripts/create-api-key-command';
import type { AdjustableClock } from '../../lib/clock';

/*
 * API keys (issue 29) through the HTTP API on the real database: the fund password (and the
 * authenticator when bound) before a key is made, the secret answered once and kept encrypted,
 * read-only by default, at most 30, revoking, the notice, and the operator's script.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => closeApp(t));

async function signedIn() {
  const user = await insertUser(t);
  const token = (await login(t, user.email!, PASSWORD)).data.token as string;
  const call = async (url: string, body: unknown = {}, lang?: string) => (await t.post(url, body, { token, ...(lang ? { lang } : {}) })).body;
  return { user, token, call };
}

describe('creating an API key', () => {
  it('needs the fund password, answers the secret once, keeps it encrypted and notifies the owner', async () => {
    const { user, call } = await signedIn();
    expect(await call('/api/user/api-key/create', { label: 'bot' })).toMatchObject({ code: 3019 });
    expect(await call('/api/user/api-key/create', { label: 'bot', fund_password: 'wrong-one' })).toMatchObject({ code: 3014 });
    expect((await call('/api/user/api-key/list')).data.list).toEqual([]);

    const created = await call('/api/user/api-key/create', { label: 'grid bot', trade: true, ips: ['127.0.0.1', '2001:db8::1'], fund_password: FUND_PASSWORD });
    expect(created).toMatchObject({ code: 200, msg: 'API key created', data: { label: 'grid bot', permissions: ['read', 'trade'], ips: ['127.0.0.1', '2001:db8::1'] } });
    expect(created.data.api_key).toMatch(/^[0-9a-f]{64}$/);
    expect(created.data.secret).toMatch(/^[0-9a-f]{64}$/);

    const listed = (await call('/api/user/api-key/list')).data;
    expect(listed.max).toBe(30);
    expect(listed.list).toHaveLength(1);
    expect(listed.list[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(listed)).not.toContain(created.data.secret);

    // At rest the secret is sealed (AES-256-GCM): nowhere in the row as written.
    const rows = await t.database.db.execute(sql`select * from api_keys where user_id = ${user.id}`);
    const stored = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(stored).not.toContain(created.data.secret);
    const grant = await t.app.services.apiKeys.grant(created.data.api_key);
    expect(grant).toMatchObject({ userId: user.id, secret: created.data.secret, permissions: ['read', 'trade'] });

    const notices = await t.app.services.notices.list(user.id, 1, 10, 'de_DE');
    expect(notices.list[0]).toMatchObject({ kind: 'api_key_created', title: 'Neuer API-Schlüssel erstellt' });
    expect(notices.list[0]!.content).toContain('„grid bot“');
  });

  it('is read-only by default and refuses bad labels and addresses in the caller’s language', async () => {
    const { call } = await signedIn();
    const plain = await call('/api/user/api-key/create', { label: 'tracker', fund_password: FUND_PASSWORD });
    expect(plain.data.permissions).toEqual(['read']);
    expect(await call('/api/user/api-key/create', { label: ' ', fund_password: FUND_PASSWORD })).toMatchObject({ code: 9504 });
    expect(await call('/api/user/api-key/create', { label: 'x'.repeat(41), fund_password: FUND_PASSWORD })).toMatchObject({ code: 9505 });
    expect(await call('/api/user/api-key/create', { label: 'x', ips: ['300.1.1.1'], fund_password: FUND_PASSWORD }, 'ja_JP')).toMatchObject({
      code: 9503,
      msg: '203.0.113.7 や 2001:db8::1 のようなIPアドレスを入力してください（最大30個）',
    });
    expect((await call('/api/user/api-key/list')).data.list).toHaveLength(1);
  });

  it('asks for the authenticator when one is bound', async () => {
    const { token, call } = await signedIn();
    const now = t.app.services.clock.now();
    const setup = (await t.post('/api/authenticator/setup', {}, { token })).body.data;
    expect((await t.post('/api/authenticator/enable', { code: codeAt(setup.secret, now) }, { token })).body.code).toBe(200);
    expect(await call('/api/user/api-key/create', { label: 'bot', fund_password: FUND_PASSWORD })).toMatchObject({ code: 3300 });
    (t.app.services.clock as AdjustableClock).advance(30_000);
    const created = await call('/api/user/api-key/create', { label: 'bot', fund_password: FUND_PASSWORD, code: codeAt(setup.secret, t.app.services.clock.now()) });
    expect(created.code).toBe(200);
  });

  it('keeps at most 30 live keys, even asked for at once, and a revoked key frees a place and grants nothing', async () => {
    const { call } = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => call('/api/user/api-key/create', { label: `k${i}`, fund_password: FUND_PASSWORD })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.code === 9501)).toHaveLength(2);
    const first = answers.find((a) => a.code === 200)!.data;
    expect(await call('/api/user/api-key/revoke', { id: first.id })).toMatchObject({ code: 200, msg: 'API key revoked' });
    expect(await call('/api/user/api-key/revoke', { id: first.id })).toMatchObject({ code: 9502 });
    expect(await t.app.services.apiKeys.grant(first.api_key)).toBeUndefined();
    expect((await call('/api/user/api-key/list')).data.list).toHaveLength(29);
    expect((await call('/api/user/api-key/create', { label: 'again', fund_password: FUND_PASSWORD })).code).toBe(200);
  });

  it('revokes only the owner’s keys, and answers nothing without a session', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const key = (await a.call('/api/user/api-key/create', { label: 'mine', fund_password: FUND_PASSWORD })).data;
    expect(await b.call('/api/user/api-key/revoke', { id: key.id })).toMatchObject({ code: 9502 });
    expect((await t.post('/api/user/api-key/list', {})).body.code).toBe(403);
    expect((await a.call('/api/user/api-key/list')).data.list).toHaveLength(1);
  });
});

describe('npm run create-api-key', () => {
  const run = (argv: string[]) =>
    createApiKeyCommand(argv, { db: t.database.db, clock: t.app.services.clock, encryptionKey: t.config.apiKeyEncryptionKey });

  it('prints API_KEY and API_SECRET on two lines for a key the signed API accepts, with the permissions and addresses asked for', async () => {
    const { user } = await signedIn();
    const result = await run(['--email', user.email!, '--permissions', 'read,trade', '--ip', '127.0.0.1']);
    expect(result.code).toBe(0);
    expect(result.out).toHaveLength(2);
    const [key, secret] = result.out.map((l) => l.split('=')[1]!);
    expect(result.out[0]).toMatch(/^API_KEY=[0-9a-f]{64}$/);
    expect(result.out[1]).toMatch(/^API_SECRET=[0-9a-f]{64}$/);
    expect(await t.app.services.apiKeys.grant(key!)).toMatchObject({ userId: user.id, secret, permissions: ['read', 'trade'], ips: ['127.0.0.1'] });
  });

  it('refuses an unknown account, permission or address', async () => {
    const { user } = await signedIn();
    expect((await run(['--email', 'nobody@example.com'])).code).toBe(1);
    expect((await run(['--email', user.email!, '--permissions', 'read,admin'])).code).toBe(2);
    expect((await run(['--email', user.email!, '--ip', 'localhost'])).code).toBe(2);
    expect((await run([])).code).toBe(2);
  });
});
