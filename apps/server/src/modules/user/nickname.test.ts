import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReservedNickname } from '@aurelix/shared/schemas/nickname';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp } from '../auth/test-kit';
import { newUser } from '../identity/test-support';

/**
 * Issue 15 finding 8: a nickname cannot hide or reorder text (control, zero-width, bidirectional
 * characters), is NFKC-normalised, and cannot pass for the platform (admin, support, the brand).
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Kestrel Markets' });
  token = (await newUser(t)).token;
});
afterAll(() => closeApp(t));

const save = async (nickname: string, lang = 'en_US') =>
  (await t.post('/api/center/settings', { nickname }, { token, lang })).body;

describe('nicknames', () => {
  it.each([
    ['right-to-left override', 'abc\u202Etxt.exe'],
    ['left-to-right isolate', 'ab\u2066cd'],
    ['zero-width space', 'ad\u200Bmin'],
    ['zero-width joiner', 'bob\u200D'],
    ['C1 control', 'bob\u0085'],
    ['Arabic letter mark', 'bob\u061C'],
    ['tag character', 'bob\u{E0041}'],
  ])('refuse a %s, translated', async (_what, name) => {
    expect(await save(name, 'fr_FR')).toMatchObject({ code: 3903, msg: 'Le pseudo contient des caractères non autorisés' });
  });

  it.each(['admin', 'Admin', 'ＡＤＭＩＮ', 'Support', 'support team', 'Aurelix', 'AURELIX Official', 'the real admin', 'Kestrel Markets', 'KestrelMarkets Team'])(
    'refuse the reserved name %s',
    async (name) => {
      expect(await save(name, 'ja_JP')).toMatchObject({ code: 3904, msg: 'このニックネームは予約されています。別のニックネームを選んでください' });
    },
  );

  it('store the NFKC form, and accept ordinary names that merely contain a reserved word', async () => {
    expect((await save('Ｔｒａｄｅｒ①')).data.user.nickname).toBe('Trader1');
    expect((await save('ﬁnance ﬂow')).data.user.nickname).toBe('finance flow');
    for (const name of ['badminton', 'modern', 'Supporter of BTC', 'Hana 佐藤']) expect((await save(name)).code, name).toBe(200);
  });

  it('the shared check knows the product names without a brand', () => {
    expect(isReservedNickname('Helpdesk')).toBe(true);
    expect(isReservedNickname('Kestrel Markets')).toBe(false);
    expect(isReservedNickname('Kestrel Markets', ['Kestrel Markets'])).toBe(true);
  });
});
