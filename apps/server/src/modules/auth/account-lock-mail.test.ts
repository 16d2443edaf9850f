import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startSmtp } from '../../../test/helpers/smtp';
import { closeApp, insertUser, login, PASSWORD, xff } from './test-kit';

/** Issue 15 finding 6: the owner of an account locked by failed logins is told by e-mail too. */
const smtp = startSmtp();

let t: TestApp;
beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000', SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await closeApp(t);
  await smtp.close();
});

describe('account lock e-mail', { timeout: 120_000 }, () => {
  it('goes to the owner once, when the 20th failure locks the account', async () => {
    const user = await insertUser(t);
    for (let i = 1; i <= 22; i++) await login(t, user.email!, 'Wrong123pw', xff(`192.0.2.${i}`));
    const mail = await smtp.next();
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toContain('Subject: Account locked after failed sign-ins');
    expect(mail.raw).toContain('192.0.2.20');
    expect((await login(t, user.email!, PASSWORD, xff('192.0.2.99'))).code).toBe(3905);
    expect(smtp.inbox).toEqual([]);
  });
});
