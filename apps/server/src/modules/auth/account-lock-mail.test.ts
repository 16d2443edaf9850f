import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp, insertUser, login, PASSWORD, xff } from './test-kit';

/** Issue 15 finding 6: the owner of an account locked by failed logins is told by e-mail too. */
interface Mail {
  to: string[];
  raw: string;
}
const inbox: Mail[] = [];
const waiters: Array<(m: Mail) => void> = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
      const waiter = waiters.shift();
      if (waiter) waiter(mail);
      else inbox.push(mail);
      callback();
    });
  },
});
const nextMail = () => new Promise<Mail>((resolve) => (inbox.length > 0 ? resolve(inbox.shift()!) : waiters.push(resolve)));

let t: TestApp;
beforeAll(async () => {
  const port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000', SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await closeApp(t);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('account lock e-mail', { timeout: 120_000 }, () => {
  it('goes to the owner once, when the 20th failure locks the account', async () => {
    const user = await insertUser(t);
    for (let i = 1; i <= 22; i++) await login(t, user.email!, 'Wrong123pw', xff(`192.0.2.${i}`));
    const mail = await nextMail();
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toContain('Subject: Account locked after failed sign-ins');
    expect(mail.raw).toContain('192.0.2.20');
    expect((await login(t, user.email!, PASSWORD, xff('192.0.2.99'))).code).toBe(3905);
    expect(inbox).toEqual([]);
  });
});
