import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { PASSWORD, closeApp, insertUser, login, xff } from '../auth/test-kit';
import { codeAt } from './totp';

let t: TestApp;
let n = 0;
const fresh = () => xff(`10.62.${Math.floor(++n / 250)}.${n % 250}`);
/** A fixed instant for services.clock (set back in time, which the dev route refuses): every check reads it. */
let now = new Date('2026-03-01T12:00:00Z');
const tick = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
  Object.assign(t.app.services.clock, { now: () => now, nowMs: () => now.getTime() });
});
afterAll(() => closeApp(t));

async function signedIn() {
  const user = await insertUser(t);
  const token = (await login(t, user.email!, PASSWORD, fresh())).data.token as string;
  return { user, email: user.email!, token };
}

/** A user with the authenticator on: its secret and backup codes. */
async function withAuthenticator() {
  const s = await signedIn();
  const setup = (await t.post('/api/authenticator/setup', {}, { token: s.token })).body.data;
  const enabled = await t.post('/api/authenticator/enable', { code: codeAt(setup.secret, now) }, { token: s.token });
  expect(enabled.body.code).toBe(200);
  tick(30_000); // the next code belongs to a new step
  return { ...s, secret: setup.secret as string, backup: enabled.body.data.backup_codes as string[] };
}

const loginWith = async (email: string, totp_code?: string) =>
  (await t.post('/api/login', { account: email, password: PASSWORD, ...(totp_code && { totp_code }) }, fresh())).body;

describe('authenticator setup', () => {
  it('shows a secret and otpauth URI, enables with a code of it, and answers 10 backup codes once', async () => {
    const { token, email } = await signedIn();
    const setup = await t.post('/api/authenticator/setup', {}, { token });
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.uri).toMatch(/^otpauth:\/\/totp\/Aurelix:.*secret=[A-Z2-7]{32}/);
    expect(decodeURIComponent(setup.body.data.uri)).toContain(email);

    const wrong = await t.post('/api/authenticator/enable', { code: '123456' }, { token });
    expect(wrong.body).toMatchObject({ code: 3301, msg: 'The authenticator code is incorrect' });
    const ok = await t.post('/api/authenticator/enable', { code: codeAt(setup.body.data.secret, now) }, { token });
    expect(ok.body).toMatchObject({ code: 200, msg: 'Authenticator enabled' });
    expect(ok.body.data.backup_codes).toHaveLength(10);
    expect(new Set(ok.body.data.backup_codes).size).toBe(10);

    const status = await t.post('/api/authenticator/status', {}, { token });
    expect(status.body.data).toEqual({ enabled: true, backup_codes_left: 10 });
    expect((await t.post('/api/authenticator/setup', {}, { token })).body.code).toBe(3303);
    const sec = await t.post('/api/center/security', {}, { token });
    expect(sec.body.data).toMatchObject({ authenticator_enabled: true, security_level: 2 });
  });

  it('a setup older than 10 minutes must start again', async () => {
    const { token } = await signedIn();
    const setup = (await t.post('/api/authenticator/setup', {}, { token })).body.data;
    tick(11 * 60_000);
    const res = await t.post('/api/authenticator/enable', { code: codeAt(setup.secret, now) }, { token });
    expect(res.body.code).toBe(3305);
  });
});

describe('login with the authenticator', () => {
  it('asks for the second step after a right password, then accepts a code once', async () => {
    const { email, secret } = await withAuthenticator();
    const first = await loginWith(email);
    expect(first).toMatchObject({ code: 3300, msg: 'Please enter the code from your authenticator app', data: null });
    // A wrong password still answers a plain login failure: the second step reveals nothing.
    const badPw = (await t.post('/api/login', { account: email, password: 'Wrong123pw' }, fresh())).body;
    expect(badPw.code).not.toBe(3300);

    const code = codeAt(secret, now);
    const ok = await loginWith(email, code);
    expect(ok.code).toBe(200);
    expect(typeof ok.data.token).toBe('string');
    expect((await loginWith(email, code)).code).toBe(3301); // replay of the same code
    tick(30_000);
    expect((await loginWith(email, codeAt(secret, now))).code).toBe(200);
  });

  it('accepts a code from one step ago (phone clock drift) but not from two minutes ago', async () => {
    const { email, secret } = await withAuthenticator();
    tick(30_000); // the step before now was never used (setup used an older one)
    const old = codeAt(secret, new Date(now.getTime() - 120_000));
    expect((await loginWith(email, old)).code).toBe(3301);
    const slightlyOld = codeAt(secret, new Date(now.getTime() - 30_000));
    tick(1_000);
    expect((await loginWith(email, slightlyOld)).code).toBe(200);
  });

  it('a backup code works once, with or without dashes and case', async () => {
    const { email, token, backup } = await withAuthenticator();
    const code = backup[0]!;
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    expect((await loginWith(email, typed)).code).toBe(200);
    expect((await loginWith(email, code)).code).toBe(3301);
    expect((await t.post('/api/authenticator/status', {}, { token })).body.data.backup_codes_left).toBe(9);
  });

  it('5 wrong codes lock the second step for 15 minutes, even for the right code', async () => {
    const { email, secret, user } = await withAuthenticator();
    for (let i = 0; i < 5; i++) expect((await loginWith(email, '000000')).code).toBe(3301);
    const locked = await loginWith(email, codeAt(secret, now));
    expect(locked).toMatchObject({ code: 3302 });
    await expect(t.app.services.authenticator.verifySecondFactor(user.id, codeAt(secret, now))).rejects.toMatchObject({
      key: 'TOTP_LOCKED',
    });
    tick(15 * 60_000 + 1_000);
    expect((await loginWith(email, codeAt(secret, now))).code).toBe(200);
  });
});

describe('verifySecondFactor (withdrawals)', () => {
  it('passes for a user without an authenticator and requires a code for one with it', async () => {
    const plain = await signedIn();
    await expect(t.app.services.authenticator.verifySecondFactor(plain.user.id, undefined)).resolves.toBeUndefined();
    const on = await withAuthenticator();
    await expect(t.app.services.authenticator.verifySecondFactor(on.user.id, undefined)).rejects.toMatchObject({
      key: 'TOTP_REQUIRED',
    });
    await expect(
      t.app.services.authenticator.verifySecondFactor(on.user.id, codeAt(on.secret, now)),
    ).resolves.toBeUndefined();
  });

  it("one user's code never passes for another user", async () => {
    const a = await withAuthenticator();
    const b = await withAuthenticator();
    await expect(
      t.app.services.authenticator.verifySecondFactor(b.user.id, codeAt(a.secret, now)),
    ).rejects.toMatchObject({ key: 'TOTP_INVALID' });
    await expect(t.app.services.authenticator.verifySecondFactor(b.user.id, a.backup[0])).rejects.toMatchObject({
      key: 'TOTP_INVALID',
    });
  });
});

describe('security changes', () => {
  it('changing the login password needs the code once it is enabled; without it nothing changes', async () => {
    const { email, token, secret } = await withAuthenticator();
    const change = (totp_code?: string) =>
      t.post(
        '/api/password/change',
        { old_password: PASSWORD, password: 'Changed2026pass', password_confirm: 'Changed2026pass', ...(totp_code && { totp_code }) },
        { token },
      );
    expect((await change()).body.code).toBe(3300);
    expect((await loginWith(email)).code).toBe(3300); // the old password is still the one
    expect((await change(codeAt(secret, now))).body.code).toBe(200);
    const next = await t.post('/api/login', { account: email, password: 'Changed2026pass' }, fresh());
    expect(next.body.code).toBe(3300); // the new password is right; the second step is still asked
  });
});

describe('disable', () => {
  it('needs a right code; then login no longer asks', async () => {
    const { token, email, secret } = await withAuthenticator();
    expect((await t.post('/api/authenticator/disable', { code: '111111' }, { token })).body.code).toBe(3301);
    expect((await loginWith(email)).code).toBe(3300);
    const off = await t.post('/api/authenticator/disable', { code: codeAt(secret, now) }, { token });
    expect(off.body).toMatchObject({ code: 200, msg: 'Authenticator disabled' });
    expect((await loginWith(email)).code).toBe(200);
    expect((await t.post('/api/authenticator/status', {}, { token })).body.data).toEqual({
      enabled: false,
      backup_codes_left: 0,
    });
  });

  it("another user's session cannot disable it", async () => {
    const a = await withAuthenticator();
    const b = await signedIn();
    const res = await t.post('/api/authenticator/disable', { code: codeAt(a.secret, now) }, { token: b.token });
    expect(res.body.code).toBe(3304);
    expect((await loginWith(a.email)).code).toBe(3300);
  });
});
