import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  PASSWORD,
  closeApp,
  emailCode,
  insertUser,
  login,
  outboxCode,
  sendCode,
  uniqueEmail,
  uniqueMobile,
  xff,
} from '../auth/test-kit';
import { ADMIN_USER } from '../seed/reference-data';
import { jpegWithExif, pixelFloodPng, uploadAvatar } from './test-support';

let t: TestApp;
let n = 0;
const fresh = () => xff(`10.61.${Math.floor(++n / 250)}.${n % 250}`);

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => closeApp(t));

async function signedIn() {
  const user = await insertUser(t);
  const token = (await login(t, user.email!, PASSWORD, fresh())).data.token as string;
  return { user, email: user.email!, token };
}
const center = async (token: string) => (await t.post('/api/center/index', {}, { token })).body;

describe('POST /api/center/index', () => {
  it('answers the signed-in user with masked e-mail, invitation code and security level', async () => {
    const { user, email, token } = await signedIn();
    const res = await center(token);
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({
      id: user.id,
      invite_code: user.inviteCode,
      email: `${email.slice(0, 2)}***@example.com`,
      mobile: '',
      security_level: 1,
      info: { name_status: 1 },
      is_admin: false,
    });
    expect(JSON.stringify(res.data)).not.toContain(email);
  });

  it('tells the operator apart, so the web app can link to the back office', async () => {
    const id = await t.app.services.auth.userIdByAccount(ADMIN_USER.email);
    const token = await t.app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' });
    expect((await center(token)).data.user).toMatchObject({ is_admin: true });
  });

  it('refuses without a session', async () => {
    expect((await t.post('/api/center/index', {})).body.code).toBe(403);
  });
});

describe('POST /api/center/settings', () => {
  it('saves nickname, pricing currency and language of the caller only', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const res = await t.post(
      '/api/center/settings',
      { nickname: '  Moon Whale  ', pricing_currency: 'EUR', lang: 'de_DE' },
      { token: a.token },
    );
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('Saved successfully');
    expect(res.body.data.user).toMatchObject({ nickname: 'Moon Whale', pricing_currency: 'EUR', lang: 'de_DE' });
    expect((await center(a.token)).data.user.nickname).toBe('Moon Whale');
    expect((await center(b.token)).data.user).toMatchObject({ nickname: '', pricing_currency: 'USD' });
  });

  it('requires a bounded nickname and a known currency and language, translated', async () => {
    const { token } = await signedIn();
    const empty = await t.post('/api/center/settings', { nickname: '   ' }, { token });
    expect(empty.body).toMatchObject({ code: 3200, msg: 'Please enter a nickname' });
    const long = await t.post('/api/center/settings', { nickname: 'x'.repeat(21) }, { token, lang: 'de_DE' });
    expect(long.body).toMatchObject({ code: 3201, msg: 'Der Spitzname darf höchstens 20 Zeichen lang sein' });
    expect((await t.post('/api/center/settings', { pricing_currency: 'XYZ' }, { token })).body.code).toBe(400);
    expect((await t.post('/api/center/settings', { lang: 'xx_XX' }, { token })).body.code).toBe(400);
    expect((await center(token)).data.user.nickname).toBe('');
  });

  it("cannot name another user: unknown fields are refused and nothing changes", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const res = await t.post('/api/center/settings', { nickname: 'Hijack', user_id: b.user.id }, { token: a.token });
    expect(res.body.code).not.toBe(200);
    expect((await center(b.token)).data.user.nickname).toBe('');
    expect((await center(a.token)).data.user.nickname).toBe('');
  });
});

describe('POST /api/center/avatar', () => {
  it('re-encodes a JPEG to a 256 px WebP without metadata and serves it', async () => {
    const { token } = await signedIn();
    const res = await uploadAvatar(t, token, await jpegWithExif(), 'holiday.jpg', 'image/jpeg');
    expect(res).toMatchObject({ code: 200, msg: 'Avatar changed' });
    const url = res.data!.avatar;
    expect(url).toMatch(/^\/api\/avatar\/[A-Za-z0-9_-]{22}\.webp$/);
    expect((await center(token)).data.user.avatar).toBe(url);

    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(img.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('a new upload replaces the old picture, whose address stops answering', async () => {
    const { token } = await signedIn();
    const first = (await uploadAvatar(t, token, await jpegWithExif(), 'a.jpg', 'image/jpeg')).data!.avatar;
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#123456' } }).png().toBuffer();
    const second = (await uploadAvatar(t, token, png)).data!.avatar;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).json()).toMatchObject({ code: 3207 });
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses a file that is not an image whatever its name says', async () => {
    const { token } = await signedIn();
    const res = await uploadAvatar(t, token, Buffer.from('<svg onload="alert(1)"></svg>'), 'cat.png', 'image/png');
    expect(res).toMatchObject({ code: 3205, msg: 'The image must be a JPEG, PNG or WebP picture' });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await uploadAvatar(t, token, gif, 'x.png', 'image/png')).code).toBe(3205);
    expect((await center(token)).data.user.avatar).toBe('');
  });

  it('refuses an image over 5 MB', async () => {
    const { token } = await signedIn();
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await uploadAvatar(t, token, big, 'big.jpg', 'image/jpeg');
    expect(res).toMatchObject({ code: 3204, msg: 'The image must be 5 MB or smaller' });
    expect((await center(token)).data.user.avatar).toBe('');
  });

  it('refuses a pixel flood (a tiny file declaring 900 megapixels) before decoding it', async () => {
    const { token } = await signedIn();
    const res = await uploadAvatar(t, token, await pixelFloodPng(), 'flood.png');
    expect(res).toMatchObject({ code: 3206, msg: 'The image has too many pixels, please choose a smaller one' });
  });

  it('needs a session and a file', async () => {
    expect((await uploadAvatar(t, 'not-a-token', await jpegWithExif())).code).toBe(403);
    const { token } = await signedIn();
    expect((await t.post('/api/center/avatar', {}, { token })).body.code).toBe(3203);
  });
});

describe('POST /api/center/security', () => {
  it('lists what is bound and rates the account', async () => {
    const { token } = await signedIn();
    const res = await t.post('/api/center/security', {}, { token });
    expect(res.body.data).toMatchObject({
      security_level: 1,
      email_bound: true,
      mobile_bound: false,
      fund_password_set: true,
      authenticator_enabled: false,
    });
  });
});

describe('POST /api/center/email/change', () => {
  it('moves the account to a new e-mail with both codes, ends every session, and the new e-mail logs in', async () => {
    const { email, token } = await signedIn();
    const next = uniqueEmail('moved');
    const oldCode = await emailCode(t, email, 'change_email', fresh());
    const newCode = await emailCode(t, next, 'bind', fresh());
    const res = await t.post('/api/center/email/change', { old_code: oldCode, email: next, new_code: newCode }, { token });
    expect(res.body).toMatchObject({ code: 200, msg: 'Modification successful, please log in again' });
    expect((await center(token)).code).toBe(403);
    expect((await login(t, email, PASSWORD, fresh())).code).not.toBe(200);
    const again = await login(t, next, PASSWORD, fresh());
    expect(again.code).toBe(200);
    expect((await center(again.data.token)).data.user.email).toBe(`${next.slice(0, 2)}***@example.com`);
  });

  it('refuses a wrong old code, an e-mail of another account, and the same e-mail; nothing changes', async () => {
    const { email, token } = await signedIn();
    const other = await insertUser(t);
    const next = uniqueEmail('nope');
    const newCode = await emailCode(t, next, 'bind', fresh());
    const wrong = await t.post('/api/center/email/change', { old_code: '000000', email: next, new_code: newCode }, { token });
    expect(wrong.body.code).toBe(3101);

    const oldCode = await emailCode(t, email, 'change_email', fresh());
    const takenCode = await emailCode(t, other.email!, 'bind', fresh());
    const taken = await t.post(
      '/api/center/email/change',
      { old_code: oldCode, email: other.email, new_code: takenCode },
      { token },
    );
    expect(taken.body).toMatchObject({ code: 3210, msg: 'This e-mail is already bound to another account' });
    const same = await t.post('/api/center/email/change', { old_code: oldCode, email, new_code: newCode }, { token });
    expect(same.body.code).toBe(3212);
    expect((await center(token)).code).toBe(200);
    expect((await login(t, email, PASSWORD, fresh())).code).toBe(200);
  });
});

describe('POST /api/center/mobile/change', () => {
  it('binds a mobile to an e-mail account with a code of the e-mail and of the phone', async () => {
    const { email, token } = await signedIn();
    const mobile = uniqueMobile();
    const oldCode = await emailCode(t, email, 'change_mobile', fresh());
    await sendCode(t, { type: 'mobile', address: mobile, area_code: '86', purpose: 'bind' }, fresh());
    const newCode = await outboxCode(t, `+86${mobile}`);
    const res = await t.post(
      '/api/center/mobile/change',
      { old_code: oldCode, area_code: '86', mobile, new_code: newCode },
      { token },
    );
    expect(res.body).toMatchObject({ code: 200, msg: 'Modification successful, please log in again' });
    expect((await center(token)).code).toBe(403);
    const again = await login(t, email, PASSWORD, fresh());
    const sec = await t.post('/api/center/security', {}, { token: again.data.token });
    expect(sec.body.data).toMatchObject({ mobile_bound: true, security_level: 2, area_code: '86' });
    // The e-mail account stays an e-mail account.
    expect((await center(again.data.token)).data.user.account).toContain('@');
  });

  it("a code sent to someone else's address does not prove the change", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const mobile = uniqueMobile();
    const bCode = await emailCode(t, b.email, 'change_mobile', fresh());
    await sendCode(t, { type: 'mobile', address: mobile, area_code: '86', purpose: 'bind' }, fresh());
    const newCode = await outboxCode(t, `+86${mobile}`);
    const res = await t.post(
      '/api/center/mobile/change',
      { old_code: bCode, area_code: '86', mobile, new_code: newCode },
      { token: a.token },
    );
    expect(res.body.code).toBe(3101);
    expect((await t.post('/api/center/security', {}, { token: a.token })).body.data.mobile_bound).toBe(false);
  });
});
