import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { DEMO_USER } from '../seed/reference-data';
import {
  advanceClock,
  emailCode,
  outboxCode,
  registerBody,
  sendCode,
  uniqueEmail,
  uniqueMobile,
  xff,
  closeApp,
} from '../auth/test-kit';
import { verificationCodes } from './schema';

let t: TestApp;
let n = 0;
/** Each test speaks from its own client address, so per-address send limits never leak between tests. */
const fresh = () => xff(`10.20.${Math.floor(++n / 250)}.${n % 250}`);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => closeApp(t));

const checkCode = async (email: string, code: string, headers = {}) =>
  (await t.post('/api/register/check-code', { type: 'email', email, code }, headers)).body;

describe('POST /api/code/send', () => {
  it('sends a 6-digit code to the dev outbox, answers in the request language and stores only a hash', async () => {
    const headers = { ...fresh(), lang: 'ja_JP' };
    const sent = await sendCode(
      t,
      { type: 'email', address: ' Alice.Sender@Example.COM ', purpose: 'register' },
      headers,
    );
    expect(sent).toEqual({
      code: 200,
      msg: '認証コードを送信しました',
      data: { expires_in: 600, resend_in: 60 },
    });
    const code = await outboxCode(t, 'alice.sender@example.com');
    expect(code).toMatch(/^[0-9]{6}$/);
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.address, 'alice.sender@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('sends mobile codes to the outbox under +{area code}{number}', async () => {
    const mobile = uniqueMobile();
    const sent = await sendCode(
      t,
      { type: 'mobile', area_code: '+86', address: mobile, purpose: 'register' },
      fresh(),
    );
    expect(sent.code).toBe(200);
    expect(await outboxCode(t, `+86${mobile}`)).toMatch(/^[0-9]{6}$/);
    const byParts = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?address=${mobile}&area_code=86`,
    });
    expect(byParts.json().data.list[0].purpose).toBe('register');
  });

  it('answers the same whether or not an account exists', async () => {
    const known = await sendCode(
      t,
      { type: 'email', address: DEMO_USER.email, purpose: 'reset_password' },
      fresh(),
    );
    const unknown = await sendCode(
      t,
      { type: 'email', address: uniqueEmail('nobody'), purpose: 'reset_password' },
      fresh(),
    );
    expect(unknown).toEqual(known);
    expect(known.code).toBe(200);
  });

  it('refuses a resend to the same address within 60 s, whatever the purpose, and allows it after', async () => {
    const address = uniqueEmail();
    const headers = { ...fresh(), lang: 'de_DE' };
    expect((await sendCode(t, { type: 'email', address, purpose: 'register' }, headers)).code).toBe(200);
    const again = await sendCode(t, { type: 'email', address, purpose: 'reset_password' }, headers);
    expect(again).toMatchObject({
      code: 3103,
      msg: 'Bitte warten Sie 60 Sekunden, bevor Sie einen neuen Code anfordern',
      data: null,
    });
    advanceClock(t, 61_000);
    expect((await sendCode(t, { type: 'email', address, purpose: 'register' }, headers)).code).toBe(200);
  });

  it('sends at most 10 codes to one address in an hour', async () => {
    const address = uniqueEmail();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await sendCode(t, { type: 'email', address, purpose: 'register' }, fresh())).code);
      advanceClock(t, 61_000);
    }
    expect(codes).toEqual([...Array(10).fill(200), 3104]);
    advanceClock(t, 3_600_000);
    expect((await sendCode(t, { type: 'email', address, purpose: 'register' }, fresh())).code).toBe(200);
  });

  it('sends at most 30 codes from one client address in an hour', async () => {
    const headers = fresh();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (await sendCode(t, { type: 'email', address: uniqueEmail(), purpose: 'register' }, headers)).code,
      );
    expect(codes).toEqual([...Array(30).fill(200), 3104]);
    expect(
      (await sendCode(t, { type: 'email', address: uniqueEmail(), purpose: 'register' }, fresh())).code,
    ).toBe(200);
  });

  it('refuses bad input with the message of the failed check', async () => {
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ type: 'email', address: 'not-an-email', purpose: 'register' }, 3001],
      [{ type: 'email', address: `${'a'.repeat(250)}@example.com`, purpose: 'register' }, 3001],
      [{ type: 'mobile', address: '13800000000', purpose: 'register' }, 3003],
      [{ type: 'mobile', address: '12ab', area_code: '86', purpose: 'register' }, 3002],
      [{ type: 'email', address: 'a@example.com', purpose: 'steal' }, 400],
      [{ type: 'fax', address: 'a@example.com', purpose: 'register' }, 400],
      [{ type: 'email', address: 'a@example.com', purpose: 'register', admin: true }, 400],
    ];
    for (const [body, code] of cases) {
      const res = await sendCode(t, body, { ...fresh(), lang: 'fr_FR' });
      expect(res.code, JSON.stringify(body)).toBe(code);
      expect(res.data).toBeNull();
      expect(res.msg).not.toMatch(/^[A-Z_]+$/);
    }
    expect(
      (await sendCode(t, { type: 'email', address: 'a@example.com', purpose: 'register', x: 1 })).msg,
    ).toBe('The request contains an unknown field');
  });
});

describe('proving a code (through POST /api/register/check-code)', () => {
  it('accepts the right code without using it up, and refuses a wrong one', async () => {
    const email = uniqueEmail();
    const code = await emailCode(t, email, 'register', fresh());
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await checkCode(email, wrong, { lang: 'es_ES' })).toMatchObject({
      code: 3101,
      msg: 'El código de verificación es incorrecto o ya se ha utilizado',
    });
    expect((await checkCode(email, code)).code).toBe(200);
    expect((await checkCode(email, code)).code).toBe(200);
  });

  it('refuses a used code', async () => {
    const email = uniqueEmail();
    const code = await emailCode(t, email, 'register', fresh());
    expect(
      (await t.post('/api/register', registerBody({ type: 'email', email }, code), fresh())).body.code,
    ).toBe(200);
    expect((await checkCode(email, code)).code).toBe(3101);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const email = uniqueEmail();
    const code = await emailCode(t, email, 'register', fresh());
    advanceClock(t, 9 * 60_000);
    expect((await checkCode(email, code)).code).toBe(200);
    advanceClock(t, 61_000);
    expect(await checkCode(email, code, { lang: 'ko_KR' })).toMatchObject({
      code: 3102,
      msg: '인증 코드가 더 이상 유효하지 않습니다. 새 코드를 요청해 주세요',
    });
  });

  it('voids a code after 5 wrong tries, even for the right code', async () => {
    const email = uniqueEmail();
    const code = await emailCode(t, email, 'register', fresh());
    const wrong = code === '999999' ? '999998' : '999999';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await checkCode(email, wrong)).code);
    expect(answers).toEqual([3101, 3101, 3101, 3101, 3101]);
    expect((await checkCode(email, code)).code).toBe(3102);
  });

  it('counts every try of a burst of concurrent guesses: no more than 5 are ever compared', async () => {
    const email = uniqueEmail();
    const code = await emailCode(t, email, 'register', fresh());
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(Array.from({ length: 40 }, () => checkCode(email, wrong)));
    expect(answers.filter((a) => a.code === 3101)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 3102)).toHaveLength(35);
    expect((await checkCode(email, code)).code).toBe(3102);
  });

  it('only the newest code counts, and only for its purpose', async () => {
    const email = uniqueEmail();
    const first = await emailCode(t, email, 'register', fresh());
    advanceClock(t, 61_000);
    const reset = await emailCode(t, email, 'reset_password', fresh());
    if (reset !== first) expect((await checkCode(email, reset)).code).toBe(3101);
    expect((await checkCode(email, first)).code).toBe(200);
    advanceClock(t, 61_000);
    const second = await emailCode(t, email, 'register', fresh());
    if (second !== first) expect((await checkCode(email, first)).code).toBe(3101);
    expect((await checkCode(email, second)).code).toBe(200);
  });
});

describe('production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => closeApp(prod));

  it('has no dev outbox, and without SMTP or SMS provider refuses to send rather than log codes', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox?address=a@example.com' });
    expect(res.json()).toMatchObject({ code: 404 });
    const sent = (
      await prod.post(
        '/api/code/send',
        { type: 'email', address: 'a@example.com', purpose: 'register' },
        { lang: 'tr_TR' },
      )
    ).body;
    expect(sent).toMatchObject({
      code: 3105,
      msg: 'Doğrulama kodu gönderilemedi, lütfen daha sonra tekrar deneyin',
    });
  });
});
