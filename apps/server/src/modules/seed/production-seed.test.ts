import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { users } from '../../db/schema';
import { closeApp, login } from '../auth/test-kit';
import { codeAt } from '../authenticator/totp';
import { SYSTEM_ACCOUNTS } from '../ledger/system-accounts';
import { ADMIN_USER, DEMO_USER } from './reference-data';
import { adminPasswordProblem, createAdmin } from './first-admin';

/** Issue 15 finding 1: a fresh production database holds no account with a published password. */
const OPS = { ADMIN_EMAIL: 'ops@exchange.test', ADMIN_PASSWORD: 'Tr1cky-Horse-Battery' };
// Production as an operator starts it (empty is "not set": the test environment turns the demo off).
const PRODUCTION = { NODE_ENV: 'production', DEMO_MARKET: '', MARKET_MAKER: '' };

let t: TestApp | undefined;
afterEach(async () => {
  if (t) await closeApp(t);
  t = undefined;
});

const accountRow = (app: TestApp, account: string) =>
  app.database.db.select().from(users).where(eq(users.account, account)).then((rows) => rows[0]);

describe('production seed', { timeout: 120_000 }, () => {
  it('creates no demo trader and no README admin, keeps the system accounts, and makes the admin of ADMIN_EMAIL', async () => {
    t = await createTestApp({ ...PRODUCTION, ...OPS });
    expect(await accountRow(t, DEMO_USER.email)).toBeUndefined();
    expect(await accountRow(t, ADMIN_USER.email)).toBeUndefined();
    expect((await login(t, ADMIN_USER.email, ADMIN_USER.password)).code).not.toBe(200);
    expect((await login(t, DEMO_USER.email, DEMO_USER.password)).code).not.toBe(200);
    for (const account of SYSTEM_ACCOUNTS) expect((await accountRow(t, account))?.role, account).toBe('system');
    expect((await accountRow(t, OPS.ADMIN_EMAIL))?.role).toBe('admin');
    // The exchange has its pairs; the market maker, off in production, no money (production-demo.test.ts).
    expect(JSON.stringify((await t.post('/api/pair_list')).body.data)).toContain('BTC_USDT');
    const maker = await t.app.services.auth.userIdByAccount('system:market_maker');
    expect(await t.app.services.ledger.balancesOf(maker, 'spot')).toEqual([]);
  });

  it('opens the back office to that admin only after an authenticator is enrolled', async () => {
    t = await createTestApp({ ...PRODUCTION, ...OPS });
    const signedIn = await login(t, OPS.ADMIN_EMAIL, OPS.ADMIN_PASSWORD);
    expect(signedIn.code).toBe(200);
    const token = { token: signedIn.data.token as string, lang: 'fr_FR' };
    const before = await t.post('/api/admin/identity/list', {}, token);
    expect(before.body).toMatchObject({ code: 3901, msg: "Les administrateurs doivent configurer une application d'authentification avant d'utiliser l'espace d'administration" });
    const setup = (await t.post('/api/authenticator/setup', {}, token)).body.data;
    const enabled = await t.post('/api/authenticator/enable', { code: codeAt(setup.secret, t.app.services.clock.now()) }, token);
    expect(enabled.body.code).toBe(200);
    expect((await t.post('/api/admin/identity/list', {}, token)).body.code).toBe(200);
  });

  it('refuses to start with a weak ADMIN_PASSWORD', async () => {
    await expect(createTestApp({ ...PRODUCTION, ADMIN_EMAIL: OPS.ADMIN_EMAIL, ADMIN_PASSWORD: ADMIN_USER.password })).rejects.toThrow(
      /ADMIN_PASSWORD refused/,
    );
  });

  it('without ADMIN_EMAIL has no admin until create-admin makes one', async () => {
    t = await createTestApp(PRODUCTION);
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toEqual([]);
    await expect(createAdmin(t.database.db, { email: 'root@exchange.test', password: 'password12' })).rejects.toThrow(/refused/);
    const made = await createAdmin(t.database.db, { email: 'Root@Exchange.test', password: 'Blue-Kettle-9-Jump' });
    expect(made.created).toBe(true);
    expect((await login(t, 'root@exchange.test', 'Blue-Kettle-9-Jump')).code).toBe(200);
  });
});

describe('outside production', () => {
  it('still seeds the README accounts for demos', async () => {
    t = await createTestApp();
    expect((await accountRow(t, DEMO_USER.email))?.role).toBe('user');
    expect((await accountRow(t, ADMIN_USER.email))?.role).toBe('admin');
  });
});

describe('admin passwords', () => {
  it.each([
    ['short1A!', /at least 12/],
    ['alllowercase123', /three/],
    [ADMIN_USER.password + 'xx', /guessable word 'admin'/],
    ['Ops-Exchange-2026', /e-mail/],
    ['Aaaaaaaaaaa1!', /different characters/],
  ])('refuses %s', (password, reason) => {
    expect(adminPasswordProblem('ops@exchange.test', password)).toMatch(reason);
  });

  it('accepts a long mixed one', () => {
    expect(adminPasswordProblem('ops@exchange.test', 'Tr1cky-Horse-Battery')).toBeUndefined();
  });
});
