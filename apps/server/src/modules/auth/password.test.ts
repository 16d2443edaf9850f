import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  FUND_PASSWORD,
  PASSWORD,
  advanceClock,
  emailCode,
  insertUser,
  login,
  registerByEmail,
  uniqueEmail,
  xff,
  closeApp,
} from './test-kit';

const NEW_PASSWORD = 'Brand9newPw';
const NEW_FUND = 'Fund7newPw';

let t: TestApp;
let n = 0;
const fresh = () => xff(`10.50.${Math.floor(++n / 250)}.${n % 250}`);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => closeApp(t));

/** A fresh user with two live sessions. */
async function userWithSessions() {
  const user = await insertUser(t);
  const a = (await login(t, user.email!, PASSWORD, fresh())).data.token as string;
  const b = (await login(t, user.email!, PASSWORD, fresh())).data.token as string;
  return { user, email: user.email!, tokens: [a, b] };
}
const centerCode = async (token: string) => (await t.post('/api/center/index', {}, { token })).body.code;

describe('POST /api/password/reset', () => {
  it('sets a new password with a reset code and ends every session', async () => {
    const { email, tokens } = await userWithSessions();
    const code = await emailCode(t, email, 'reset_password', fresh());
    const body = { type: 'email', email, code, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect((await t.post('/api/password/reset', body, { lang: 'ja_JP' })).body).toEqual({
      code: 200,
      msg: 'パスワードを設定しました',
      data: null,
    });
    for (const token of tokens) expect(await centerCode(token)).toBe(403);
    expect((await login(t, email, PASSWORD, fresh())).code).toBe(3011);
    expect((await login(t, email, NEW_PASSWORD, fresh())).code).toBe(200);
    expect((await t.post('/api/password/reset', body)).body.code).toBe(3101);
  });

  it('refuses a wrong code, a register code, and a password equal to the fund password (code stays usable)', async () => {
    const { email } = await userWithSessions();
    const base = { type: 'email', email, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect((await t.post('/api/password/reset', { ...base, code: '000000' })).body.code).toBe(3101);
    const registerCode = await emailCode(t, email, 'register', fresh());
    expect((await t.post('/api/password/reset', { ...base, code: registerCode })).body.code).toBe(3101);
    advanceClock(t, 61_000);
    const code = await emailCode(t, email, 'reset_password', fresh());
    const same = (
      await t.post('/api/password/reset', {
        ...base,
        code,
        password: FUND_PASSWORD,
        password_confirm: FUND_PASSWORD,
      })
    ).body;
    expect(same.code).toBe(3006);
    expect(
      (await t.post('/api/password/reset', { ...base, code, password_confirm: 'Other123pw' })).body.code,
    ).toBe(3005);
    expect((await t.post('/api/password/reset', { ...base, code })).body.code).toBe(200);
  });

  it('tells the owner of an address without an account only after the code is proved', async () => {
    const email = uniqueEmail('noaccount');
    const base = { type: 'email', email, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect((await t.post('/api/password/reset', { ...base, code: '000000' })).body.code).toBe(3101);
    const code = await emailCode(t, email, 'reset_password', fresh());
    expect((await t.post('/api/password/reset', { ...base, code }, { lang: 'de_DE' })).body).toMatchObject({
      code: 3017,
      msg: 'Mit dieser Adresse ist kein Konto registriert',
    });
  });

  it('lifts a login lockout', async () => {
    const { email } = await userWithSessions();
    const from = fresh();
    for (let i = 0; i < 5; i++) await login(t, email, 'Wrong123pw', from);
    expect((await login(t, email, PASSWORD, from)).code).toBe(3012);
    const code = await emailCode(t, email, 'reset_password', fresh());
    const body = { type: 'email', email, code, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect((await t.post('/api/password/reset', body)).body.code).toBe(200);
    expect((await login(t, email, NEW_PASSWORD, from)).code).toBe(200);
  });
});

describe('POST /api/password/change', () => {
  it('changes the password, answers "please log in again" translated, and old tokens get 403', async () => {
    const { email, tokens } = await userWithSessions();
    const body = { old_password: PASSWORD, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    const res = (await t.post('/api/password/change', body, { token: tokens[0]!, lang: 'ko_KR' })).body;
    expect(res).toEqual({ code: 200, msg: '변경되었습니다. 다시 로그인해 주세요', data: null });
    for (const token of tokens) expect(await centerCode(token)).toBe(403);
    expect((await login(t, email, PASSWORD, fresh())).code).toBe(3011);
    expect((await login(t, email, NEW_PASSWORD, fresh())).code).toBe(200);
  });

  it('needs a live session', async () => {
    const body = { old_password: PASSWORD, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect((await t.post('/api/password/change', body)).body.code).toBe(403);
    expect((await t.post('/api/password/change', body, { token: 'forged' })).body.code).toBe(403);
  });

  it('refuses a wrong old password; 5 of them lock the change, not the login', async () => {
    const { email, tokens } = await userWithSessions();
    const body = { old_password: 'Wrong123pw', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await t.post('/api/password/change', body, { token: tokens[0]! })).body.code);
    expect(codes).toEqual([3013, 3013, 3013, 3013, 3013, 3012]);
    expect((await login(t, email, PASSWORD, fresh())).code).toBe(200);
    expect(await centerCode(tokens[0]!)).toBe(200);
  });

  it('refuses a new password equal to the fund password, or not matching its repeat', async () => {
    const { tokens } = await userWithSessions();
    const same = { old_password: PASSWORD, password: FUND_PASSWORD, password_confirm: FUND_PASSWORD };
    expect((await t.post('/api/password/change', same, { token: tokens[0]! })).body.code).toBe(3006);
    const mismatch = { old_password: PASSWORD, password: NEW_PASSWORD, password_confirm: 'Other123pw' };
    expect((await t.post('/api/password/change', mismatch, { token: tokens[0]! })).body.code).toBe(3005);
    expect(await centerCode(tokens[0]!)).toBe(200);
  });

  it('when a code is sent, it must be a reset_password code of the user’s own address', async () => {
    const { email, tokens } = await userWithSessions();
    const body = { old_password: PASSWORD, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD };
    expect(
      (await t.post('/api/password/change', { ...body, code: '000000' }, { token: tokens[0]! })).body.code,
    ).toBe(3101);
    const code = await emailCode(t, email, 'reset_password', fresh());
    expect((await t.post('/api/password/change', { ...body, code }, { token: tokens[0]! })).body.code).toBe(
      200,
    );
  });
});

describe('fund password', () => {
  it('changes with the old fund password, must differ from the login password, and ends every session', async () => {
    const { user, email, tokens } = await userWithSessions();
    const differ = {
      old_fund_password: FUND_PASSWORD,
      fund_password: PASSWORD,
      fund_password_confirm: PASSWORD,
    };
    expect((await t.post('/api/fund-password/change', differ, { token: tokens[0]! })).body.code).toBe(3006);
    const wrong = {
      old_fund_password: 'Wrong123pw',
      fund_password: NEW_FUND,
      fund_password_confirm: NEW_FUND,
    };
    expect(
      (await t.post('/api/fund-password/change', wrong, { token: tokens[0]!, lang: 'tr_TR' })).body,
    ).toMatchObject({
      code: 3014,
      msg: 'Fon şifresi hatalı',
    });
    const body = {
      old_fund_password: FUND_PASSWORD,
      fund_password: NEW_FUND,
      fund_password_confirm: NEW_FUND,
    };
    const res = (await t.post('/api/fund-password/change', body, { token: tokens[0]!, lang: 'fr_FR' })).body;
    expect(res).toEqual({ code: 200, msg: 'Modification réussie, veuillez vous reconnecter', data: null });
    for (const token of tokens) expect(await centerCode(token)).toBe(403);
    await expect(t.app.services.auth.verifyFundPassword(user.id, NEW_FUND)).resolves.toBeUndefined();
    await expect(t.app.services.auth.verifyFundPassword(user.id, FUND_PASSWORD)).rejects.toMatchObject({
      key: 'FUND_PASSWORD_WRONG',
    });
    expect((await login(t, email, PASSWORD, fresh())).code).toBe(200);
  });

  it('verifyFundPassword locks after 5 wrong fund passwords for 15 minutes, for the route too', async () => {
    const { user, tokens } = await userWithSessions();
    const { auth } = t.app.services;
    for (let i = 0; i < 5; i++)
      await expect(auth.verifyFundPassword(user.id, 'Wrong123pw')).rejects.toMatchObject({
        key: 'FUND_PASSWORD_WRONG',
      });
    await expect(auth.verifyFundPassword(user.id, FUND_PASSWORD)).rejects.toMatchObject({
      key: 'FUND_PASSWORD_LOCKED',
    });
    const body = {
      old_fund_password: FUND_PASSWORD,
      fund_password: NEW_FUND,
      fund_password_confirm: NEW_FUND,
    };
    expect((await t.post('/api/fund-password/change', body, { token: tokens[0]! })).body.code).toBe(3015);
    advanceClock(t, 15 * 60_000);
    await expect(auth.verifyFundPassword(user.id, FUND_PASSWORD)).resolves.toBeUndefined();
  });

  it('holds the fund lockout under concurrent guesses: exactly 5 are compared', async () => {
    const { user } = await userWithSessions();
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () => t.app.services.auth.verifyFundPassword(user.id, 'Wrong123pw')),
    );
    const keys = results.map((r) => (r.status === 'rejected' ? (r.reason as { key: string }).key : 'ok'));
    expect(keys.filter((k) => k === 'FUND_PASSWORD_WRONG')).toHaveLength(5);
    expect(keys.filter((k) => k === 'FUND_PASSWORD_LOCKED')).toHaveLength(55);
  });
});

describe('no user can read or change another user’s data', () => {
  it('each token sees only its own user and login history; bodies cannot name another user', async () => {
    const alice = await registerByEmail(t, uniqueEmail('alice'), { ...fresh(), 'user-agent': 'alice-agent' });
    const bob = await registerByEmail(t, uniqueEmail('bob'), { ...fresh(), 'user-agent': 'bob-agent' });
    expect(alice.code).toBe(200);
    expect(bob.code).toBe(200);
    const aliceMe = (await t.post('/api/center/index', {}, { token: alice.data.token })).body.data.user;
    expect(aliceMe.id).toBe(alice.data.user.id);
    expect(aliceMe.id).not.toBe(bob.data.user.id);

    const aliceLogins = (await t.post('/api/center/logins', {}, { token: alice.data.token })).body.data;
    expect(aliceLogins.total).toBe(1);
    expect(aliceLogins.list.map((r: { user_agent: string }) => r.user_agent)).toEqual(['alice-agent']);

    const foreign = {
      old_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
      user_id: bob.data.user.id,
    };
    expect((await t.post('/api/password/change', foreign, { token: alice.data.token })).body.code).toBe(400);
    expect(
      (await t.post('/api/center/logins', { user_id: bob.data.user.id }, { token: alice.data.token })).body
        .code,
    ).toBe(400);
    expect(await centerCode(bob.data.token)).toBe(200);
  });
});
