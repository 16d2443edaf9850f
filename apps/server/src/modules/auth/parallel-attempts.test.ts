import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { AppError } from '../../lib/app-error';
import { newClient, withdrawBody } from '../funding/test-kit';
import { closeApp, FUND_PASSWORD, insertUser, login, PASSWORD, xff } from './test-kit';

/**
 * Issue 15 finding 5: attempts sent together are counted as what they are. Correct passwords never
 * lock anyone out, and wrong ones are allowed exactly 5 times however many arrive at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => closeApp(t));

const outcome = (p: Promise<unknown>) => p.then(() => 'ok', (err: unknown) => (err instanceof AppError ? err.key : String(err)));
const tally = (list: string[]) => list.reduce<Record<string, number>>((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {});

describe('attempts sent together', { timeout: 300_000 }, () => {
  it('20 simultaneous correct logins all succeed', async () => {
    const user = await insertUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(t, user.email!, PASSWORD, xff('203.0.113.77'))));
    expect(tally(answers.map((a) => String(a.code)))).toEqual({ 200: 20 });
  });

  it('20 simultaneous wrong logins: exactly 5 are checked, the rest are locked out', async () => {
    const user = await insertUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(t, user.email!, 'Wrong1234pw', xff('203.0.113.78'))));
    expect(tally(answers.map((a) => String(a.code)))).toEqual({ 3011: 5, 3012: 15 });
  });

  it('100 simultaneous correct fund passwords all pass; 20 wrong ones: exactly 5 checked', async () => {
    const user = await insertUser(t);
    const right = await Promise.all(Array.from({ length: 100 }, () => outcome(t.app.services.auth.verifyFundPassword(user.id, FUND_PASSWORD))));
    expect(tally(right)).toEqual({ ok: 100 });
    const wrong = await Promise.all(Array.from({ length: 20 }, () => outcome(t.app.services.auth.verifyFundPassword(user.id, 'Wrong1234pw'))));
    expect(tally(wrong)).toEqual({ FUND_PASSWORD_WRONG: 5, FUND_PASSWORD_LOCKED: 15 });
  });

  it('100 simultaneous withdrawals with the right fund password: none is told the password was wrong or locked', async () => {
    const c = await newClient(t, { funds: { USDT: '5000' }, verified: true });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.post('/api/funding/withdraw', withdrawBody({ amount: '20' }), c.headers)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 3014 || code === 3015)).toEqual([]);
    expect(tally(codes.map(String))).toEqual({ 200: 100 });
  });
});
