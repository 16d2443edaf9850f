import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp, emailCode, insertUser, login, PASSWORD, xff } from './test-kit';

/**
 * Issue 15 finding 6: nobody can lock anyone out. Failures lock the (account, address) pair; only
 * 20 from any addresses in an hour lock the account itself, and then its owner is told and a
 * password reset lifts it.
 */
let t: TestApp;
let n = 0;
const fresh = () => xff(`198.18.${Math.floor(++n / 250)}.${n % 250}`);
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => closeApp(t));

const wrongFrom = async (email: string, times: number, from: () => Record<string, string>) => {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await login(t, email, 'Wrong123pw', from())).code);
  return codes;
};

describe('login lockouts', { timeout: 120_000 }, () => {
  it('5 failures from one address lock that address out of that account only', async () => {
    const victim = await insertUser(t);
    const other = await insertUser(t);
    const attacker = fresh();
    expect(await wrongFrom(victim.email!, 6, () => attacker)).toEqual([3011, 3011, 3011, 3011, 3011, 3012]);
    expect((await login(t, victim.email!, PASSWORD, fresh())).code).toBe(200);
    expect((await login(t, other.email!, PASSWORD, attacker)).code).toBe(200);
  });

  it('20 failures across addresses lock the account for everyone, tell the owner, and a password reset unlocks', async () => {
    const victim = await insertUser(t);
    expect(await wrongFrom(victim.email!, 21, fresh)).toEqual([...Array(20).fill(3011), 3905]);
    expect((await login(t, victim.email!, PASSWORD, fresh())).code).toBe(3905);

    const owner = await t.app.services.sessions.open(victim.id, { ip: '127.0.0.1', userAgent: 'test' });
    const notices = (await t.post('/api/notices/list', {}, { token: owner, lang: 'de_DE' })).body.data.list;
    expect(notices[0]).toMatchObject({ kind: 'login_account_locked', title: 'Konto nach fehlgeschlagenen Anmeldungen gesperrt' });
    expect(notices[0].content).toContain('198.18.');

    const code = await emailCode(t, victim.email!, 'reset_password', fresh());
    const body = { type: 'email', email: victim.email!, code, password: 'Renewed2026pw', password_confirm: 'Renewed2026pw' };
    expect((await t.post('/api/password/reset', body)).body.code).toBe(200);
    expect((await login(t, victim.email!, 'Renewed2026pw', fresh())).code).toBe(200);
  });

  it('rotating a forged first X-Forwarded-For entry does not escape the pair lockout', async () => {
    const victim = await insertUser(t);
    let i = 0;
    const rotating = () => xff(`100.64.0.${++i}, 203.0.113.9`);
    expect(await wrongFrom(victim.email!, 7, rotating)).toEqual([3011, 3011, 3011, 3011, 3011, 3012, 3012]);
  });
});
