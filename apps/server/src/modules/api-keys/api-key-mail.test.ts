import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startSmtp } from '../../../test/helpers/smtp';
import { FUND_PASSWORD, PASSWORD, closeApp, insertUser, login } from '../auth/test-kit';

/** Issue 29 item 1: a new API key is announced by e-mail too (with SMTP configured), in the owner's language. */
const smtp = startSmtp();

let t: TestApp;
beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await closeApp(t);
  await smtp.close();
});

describe('API key e-mail', () => {
  it('tells the owner by e-mail, in their language, when a key is created', async () => {
    const user = await insertUser(t);
    const token = (await login(t, user.email!, PASSWORD)).data.token as string;
    expect((await t.post('/api/center/settings', { lang: 'de_DE' }, { token })).body.code).toBe(200);
    const created = (await t.post('/api/user/api-key/create', { label: 'grid bot', fund_password: FUND_PASSWORD }, { token })).body;
    expect(created.code).toBe(200);
    const mail = await smtp.next();
    expect(mail.to).toEqual([user.email]);
    // German: "Neuer API-Schlüssel erstellt" (encoded as the mail's transfer encoding has it).
    expect(mail.raw).toContain('API-Schl');
    expect(mail.raw).not.toContain('New API key');
    expect(mail.raw).toContain('grid bot');
    expect(mail.raw).not.toContain(created.data.secret);
    // A refused creation (wrong fund password) sends nothing.
    expect((await t.post('/api/user/api-key/create', { label: 'x', fund_password: 'wrong-one' }, { token })).body.code).toBe(3014);
    expect(smtp.inbox).toEqual([]);
  });
});
