import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@aurelix/shared/locales';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { DEMO_USER } from '../seed/reference-data';
import { PASSWORD, advanceClock, insertUser, login, uniqueEmail, xff, closeApp } from './test-kit';

const FIFTEEN_MINUTES = 15 * 60_000;

/** `total` logins sent `batch` at a time (concurrently within a batch); the envelope codes, in order. */
async function burst(
  total: number,
  batch: number,
  send: (i: number) => Promise<{ code: number }>,
): Promise<number[]> {
  const codes: number[] = [];
  for (let start = 0; start < total; start += batch) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(batch, total - start) }, (_, k) => send(start + k)),
    );
    codes.push(...answers.map((a) => a.code));
  }
  return codes;
}
const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  let n = 0;
  const fresh = () => xff(`10.40.${Math.floor(++n / 250)}.${n % 250}`);
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => closeApp(t));

  it('logs in with e-mail and password, answering a token and the center/index user', async () => {
    const res = await login(t, DEMO_USER.email.toUpperCase(), DEMO_USER.password, fresh());
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({ invite_code: 'DEMO2026', info: { name_status: 1 } });
    const me = (await t.post('/api/center/index', {}, { token: res.data.token })).body;
    expect(me.data.user).toEqual(res.data.user);
  });

  it('answers an unknown account exactly like a wrong password, in every language and through the lockout', async () => {
    const user = await insertUser(t);
    const stranger = uniqueEmail('stranger');
    for (const lang of LOCALE_CODES) {
      const wrong = await login(t, user.email!, 'Wrong123pw', { ...fresh(), lang });
      const unknown = await login(t, stranger, 'Wrong123pw', { ...fresh(), lang });
      expect(unknown).toEqual(wrong);
      expect(wrong.code).toBe(3011);
      expect(wrong.data).toBeNull();
      advanceClock(t, FIFTEEN_MINUTES);
    }
    const from = fresh();
    const wrongs = await burst(6, 1, () => login(t, user.email!, 'Wrong123pw', from));
    const unknowns = await burst(6, 1, () => login(t, stranger, 'Wrong123pw', from));
    expect(unknowns).toEqual(wrongs);
    expect(wrongs).toEqual([3011, 3011, 3011, 3011, 3011, 3012]);
  });

  it('locks an account for everyone after 20 wrong passwords spread over 1,000 client addresses, and only that account', async () => {
    const user = await insertUser(t);
    const codes = await burst(1000, 50, () => login(t, user.email!, 'Wrong123pw', fresh()));
    expect(countOf(codes, 3011)).toBe(20);
    expect(countOf(codes, 3905)).toBe(980);
    const locked = await login(t, user.email!, PASSWORD, { ...fresh(), lang: 'ru_RU' });
    expect(locked).toMatchObject({
      code: 3905,
      msg: 'Слишком много неудачных попыток входа в этот аккаунт. Он заблокирован на час; чтобы разблокировать его сейчас, сбросьте пароль',
      data: null,
    });
    const other = await insertUser(t);
    expect((await login(t, other.email!, PASSWORD, fresh())).code).toBe(200);
    advanceClock(t, 4 * FIFTEEN_MINUTES);
    expect((await login(t, user.email!, PASSWORD, fresh())).code).toBe(200);
  });

  it('locks an (account, address) pair after 5 wrong passwords; the owner elsewhere and other accounts there still log in', async () => {
    const attacker = fresh();
    const user = await insertUser(t);
    const codes = await burst(6, 1, () => login(t, user.email!, 'Wrong123pw', attacker));
    expect(codes).toEqual([3011, 3011, 3011, 3011, 3011, 3012]);
    expect((await login(t, user.email!, PASSWORD, attacker)).code).toBe(3012);
    expect((await login(t, user.email!, PASSWORD, fresh())).code).toBe(200);
    const neighbour = await insertUser(t);
    expect((await login(t, neighbour.email!, PASSWORD, attacker)).code).toBe(200);
  });

  it('a correct password resets the count of its account and address', async () => {
    const user = await insertUser(t);
    const from = fresh();
    expect(await burst(4, 1, () => login(t, user.email!, 'Wrong123pw', from))).toEqual([
      3011, 3011, 3011, 3011,
    ]);
    expect((await login(t, user.email!, PASSWORD, from)).code).toBe(200);
    expect(await burst(5, 1, () => login(t, user.email!, 'Wrong123pw', from))).toEqual([
      3011, 3011, 3011, 3011, 3011,
    ]);
    expect((await login(t, user.email!, PASSWORD, from)).code).toBe(3012);
  });

  it('records each login (time, forwarded address, user agent) and pages them newest first', async () => {
    const user = await insertUser(t);
    const tokens: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await login(t, user.email!, PASSWORD, {
        'x-forwarded-for': `198.51.100.${i}`,
        'user-agent': `agent-${i}`,
      });
      tokens.push(res.data.token);
    }
    const all = (await t.post('/api/center/logins', {}, { token: tokens[0]! })).body;
    expect(all.data).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(all.data.list.map((r: { ip: string }) => r.ip)).toEqual([
      '198.51.100.3',
      '198.51.100.2',
      '198.51.100.1',
    ]);
    expect(all.data.list[0].user_agent).toBe('agent-3');
    expect(Number.isNaN(Date.parse(all.data.list[0].time))).toBe(false);
    const second = (await t.post('/api/center/logins', { page: 2, limit: 1 }, { token: tokens[0]! })).body;
    expect(second.data.list).toEqual([all.data.list[1]]);
    expect((await t.post('/api/center/logins', { limit: 500 }, { token: tokens[0]! })).body.code).toBe(400);
    expect((await t.post('/api/center/logins')).body.code).toBe(403);
  });

  it('logout revokes the session with a translated message', async () => {
    const token = (await login(t, DEMO_USER.email, DEMO_USER.password, fresh())).data.token;
    expect((await t.post('/api/logout', undefined, { token, lang: 'zh_CN' })).body).toEqual({
      code: 200,
      msg: '已退出登录',
      data: null,
    });
    expect((await t.post('/api/center/index', {}, { token })).body.code).toBe(403);
    expect((await t.post('/api/logout', undefined, { token })).body.code).toBe(403);
  });

  it('refuses bad input with the message of the failed check', async () => {
    const cases: Array<[unknown, number]> = [
      [{ account: '', password: 'x' }, 3018],
      [{ account: DEMO_USER.email }, 3019],
      [{ account: DEMO_USER.email, password: '' }, 3019],
      [{ account: DEMO_USER.email, password: 'x'.repeat(300) }, 3011],
      [{ account: 'x'.repeat(300), password: 'x' }, 3011],
      [{ account: '13800000000', password: 'x' }, 3003],
      [{ account: 'abc', area_code: '86', password: 'x' }, 3002],
      [{ account: DEMO_USER.email, password: 'x', remember: true }, 400],
      [{ account: DEMO_USER.email, password: 42 }, 3019],
    ];
    for (const [body, code] of cases)
      expect((await t.post('/api/login', body, fresh())).body.code, JSON.stringify(body)).toBe(code);
  });
});

describe('without a trusted proxy (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => closeApp(t));

  it('the lockout holds under 1,000 bad logins from one address: 5 are checked, the right password too is refused', async () => {
    const codes = await burst(1000, 50, () => login(t, DEMO_USER.email, 'Wrong123pw'));
    expect(countOf(codes, 3011)).toBe(5);
    expect(countOf(codes, 3012)).toBe(995);
    expect((await login(t, DEMO_USER.email, DEMO_USER.password)).code).toBe(3012);
    advanceClock(t, FIFTEEN_MINUTES - 60_000);
    expect((await login(t, DEMO_USER.email, DEMO_USER.password)).code).toBe(3012);
    advanceClock(t, 60_000);
    expect((await login(t, DEMO_USER.email, DEMO_USER.password)).code).toBe(200);
  });

  it('ignores X-Forwarded-For: changing it neither escapes the lockout nor shows up in the history', async () => {
    advanceClock(t, FIFTEEN_MINUTES);
    const user = await insertUser(t);
    const codes = await burst(6, 1, (i) => login(t, user.email!, 'Wrong123pw', xff(`203.0.113.${i + 1}`)));
    expect(codes).toEqual([3011, 3011, 3011, 3011, 3011, 3012]);
    expect((await login(t, user.email!, PASSWORD, xff('203.0.113.99'))).code).toBe(3012);
    advanceClock(t, FIFTEEN_MINUTES);
    const res = await login(t, user.email!, PASSWORD, xff('203.0.113.100'));
    expect(res.code).toBe(200);
    const history = (await t.post('/api/center/logins', {}, { token: res.data.token })).body;
    expect(history.data.list[0].ip).toBe('127.0.0.1');
  });
});
