import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isStrongPassword } from '@aurelix/shared/schemas/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { platformConfig, users } from '../../db/schema';
import {
  FUND_PASSWORD,
  PASSWORD,
  advanceClock,
  emailCode,
  login,
  outboxCode,
  registerBody,
  registerByEmail,
  sendCode,
  uniqueEmail,
  uniqueMobile,
  xff,
  closeApp,
} from './test-kit';

let t: TestApp;
let n = 0;
const fresh = () => xff(`10.30.${Math.floor(++n / 250)}.${n % 250}`);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => closeApp(t));

async function mobileCode(areaCode: string, mobile: string) {
  expect(
    (
      await sendCode(
        t,
        { type: 'mobile', area_code: areaCode, address: mobile, purpose: 'register' },
        fresh(),
      )
    ).code,
  ).toBe(200);
  return outboxCode(t, `+${areaCode.replace('+', '')}${mobile}`);
}

async function setPhoneRegister(value: number) {
  await t.database.db
    .update(platformConfig)
    .set({ value: { enable_phone_register: value } })
    .where(eq(platformConfig.key, 'sys'));
}

describe('password rules', () => {
  it('8-64 characters with at least one letter and one digit', () => {
    expect(isStrongPassword('abcdefg1')).toBe(true);
    expect(isStrongPassword('Pässwort 2 mit Leerzeichen')).toBe(true);
    expect(isStrongPassword(`a1${'x'.repeat(62)}`)).toBe(true);
    expect(isStrongPassword(`a1${'x'.repeat(63)}`)).toBe(false);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    expect(isStrongPassword('пароль12')).toBe(false);
  });
});

describe('registration by e-mail', () => {
  it('checks the code (step 1), registers (step 2), opens a session and gives the user an invitation code', async () => {
    const email = uniqueEmail('Reg');
    const code = await emailCode(t, email, 'register', fresh());
    expect((await t.post('/api/register/check-code', { type: 'email', email, code })).body).toMatchObject({
      code: 200,
      data: null,
    });

    const { body } = await t.post(
      '/api/register',
      registerBody({ type: 'email', email: email.toUpperCase() }, code),
      { lang: 'ja_JP', 'user-agent': 'reg-test' },
    );
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({ info: { name_status: 1 }, lang: 'ja_JP', security_level: 1 });
    expect(body.data.user.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(body.data.user.email).toMatch(/\*\*\*@example\.com$/);

    const me = (await t.post('/api/center/index', {}, { token: body.data.token })).body;
    expect(me.code).toBe(200);
    expect(me.data.user.id).toBe(body.data.user.id);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.data.user.id));
    expect(row).toMatchObject({ account: email.toLowerCase(), email: email.toLowerCase(), mobile: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.fundPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row!.invitedBy).not.toBeNull();

    expect((await login(t, email, PASSWORD, fresh())).code).toBe(200);
    expect((await login(t, email, FUND_PASSWORD, fresh())).code).toBe(3011);
  });

  it('every new user gets a distinct invitation code that others can register with', async () => {
    const a = await registerByEmail(t, uniqueEmail(), fresh());
    const email = uniqueEmail();
    const code = await emailCode(t, email, 'register', fresh());
    const b = (
      await t.post(
        '/api/register',
        registerBody({ type: 'email', email }, code, { invite_code: a.data.user.invite_code.toLowerCase() }),
      )
    ).body;
    expect(b.code).toBe(200);
    expect(b.data.user.invite_code).not.toBe(a.data.user.invite_code);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, b.data.user.id));
    expect(row!.invitedBy).toBe(a.data.user.id);
  });

  it('refuses an invitation code that does not exist, or belongs to a platform account, without using up the code', async () => {
    const email = uniqueEmail();
    const code = await emailCode(t, email, 'register', fresh());
    for (const invite of ['NOPE2026', 'SYSTEM:WORLD', '']) {
      const res = (
        await t.post('/api/register', registerBody({ type: 'email', email }, code, { invite_code: invite }), {
          lang: 'fr_FR',
        })
      ).body;
      expect(res).toMatchObject({ code: 3008, msg: "Code d'invitation invalide", data: null });
    }
    expect((await t.post('/api/register', registerBody({ type: 'email', email }, code))).body.code).toBe(200);
  });

  it('refuses an address that is already registered, only to someone holding a valid code', async () => {
    const email = uniqueEmail();
    expect((await registerByEmail(t, email, fresh())).code).toBe(200);
    const stranger = (await t.post('/api/register', registerBody({ type: 'email', email }, '123456'))).body;
    expect(stranger.code).toBe(3101);
    advanceClock(t, 61_000);
    const code = await emailCode(t, email, 'register', fresh());
    expect((await t.post('/api/register/check-code', { type: 'email', email, code })).body.code).toBe(3009);
    expect(
      (await t.post('/api/register', registerBody({ type: 'email', email }, code), { lang: 'de_DE' })).body,
    ).toMatchObject({
      code: 3009,
      msg: 'Dieses Konto ist bereits registriert',
    });
  });

  it('refuses a wrong code and a code sent for another purpose', async () => {
    const email = uniqueEmail();
    const reset = await emailCode(t, email, 'reset_password', fresh());
    expect((await t.post('/api/register', registerBody({ type: 'email', email }, reset))).body.code).toBe(
      3101,
    );
  });

  it('applies the password rules with translated messages, and a refused form leaves the code usable', async () => {
    const email = uniqueEmail();
    const code = await emailCode(t, email, 'register', fresh());
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [
        { password: 'short1', password_confirm: 'short1' },
        3004,
        'La contraseña debe tener entre 8 y 64 caracteres e incluir al menos una letra (A-Z) y un número',
      ],
      [{ password: 'onlyletters', password_confirm: 'onlyletters' }, 3004, ''],
      [{ password: '1234567890', password_confirm: '1234567890' }, 3004, ''],
      [{ password: `a1${'x'.repeat(63)}`, password_confirm: `a1${'x'.repeat(63)}` }, 3004, ''],
      [{ password_confirm: 'Other123pw' }, 3005, 'Las contraseñas no coinciden'],
      [{ fund_password_confirm: 'Other123pw' }, 3005, ''],
      [
        { fund_password: PASSWORD, fund_password_confirm: PASSWORD },
        3006,
        'La contraseña de fondos debe ser distinta de la contraseña de inicio de sesión',
      ],
      [{ agree: false }, 3007, 'Lee y acepta el acuerdo de usuario'],
      [{ code: '12345' }, 3101, ''],
      [{ email: 'nope' }, 3001, ''],
      [{ nickname: 'x' }, 400, 'La solicitud contiene un campo desconocido'],
    ];
    for (const [patch, expected, msg] of cases) {
      const res = (
        await t.post('/api/register', registerBody({ type: 'email', email }, code, patch), { lang: 'es_ES' })
      ).body;
      expect(res.code, JSON.stringify(patch)).toBe(expected);
      if (msg) expect(res.msg).toBe(msg);
    }
    const missing = (await t.post('/api/register', { type: 'email', email, code })).body;
    expect(missing.code).not.toBe(200);
    expect((await t.post('/api/register', registerBody({ type: 'email', email }, code))).body.code).toBe(200);
  });
});

describe('registration by mobile', () => {
  it('registers with area code and number, and logs in with them', async () => {
    const mobile = uniqueMobile();
    const code = await mobileCode('+86', mobile);
    const res = (
      await t.post('/api/register', registerBody({ type: 'mobile', area_code: '+86', mobile }, code))
    ).body;
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({ area_code: '86', email: '' });
    expect(res.data.user.mobile).toMatch(/^139\*\*\*\*/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.data.user.id));
    expect(row).toMatchObject({ account: `+86${mobile}`, areaCode: '86', mobile, email: null });

    const ok = (
      await t.post('/api/login', { account: `0${mobile}`, area_code: '86', password: PASSWORD }, fresh())
    ).body;
    expect(ok.code).toBe(200);
    const otherCountry = (
      await t.post('/api/login', { account: mobile, area_code: '852', password: PASSWORD }, fresh())
    ).body;
    expect(otherCountry.code).toBe(3011);
    const noArea = (await t.post('/api/login', { account: mobile, password: PASSWORD }, fresh())).body;
    expect(noArea.code).toBe(3003);
  });

  it('is refused while platform config sys.enable_phone_register is not 1', async () => {
    const mobile = uniqueMobile();
    const code = await mobileCode('44', mobile);
    await setPhoneRegister(0);
    try {
      const check = (
        await t.post(
          '/api/register/check-code',
          { type: 'mobile', area_code: '44', mobile, code },
          { lang: 'zh_TW' },
        )
      ).body;
      expect(check).toMatchObject({ code: 3010, msg: '目前暫不開放手機號碼註冊' });
      expect(
        (await t.post('/api/register', registerBody({ type: 'mobile', area_code: '44', mobile }, code))).body
          .code,
      ).toBe(3010);
      expect((await registerByEmail(t, uniqueEmail(), fresh())).code).toBe(200);
    } finally {
      await setPhoneRegister(1);
    }
    expect(
      (await t.post('/api/register', registerBody({ type: 'mobile', area_code: '44', mobile }, code))).body
        .code,
    ).toBe(200);
  });
});
