import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startSmtp } from '../../../test/helpers/smtp';
import { registerBody, uniqueEmail, closeApp } from '../auth/test-kit';

let smtp: ReturnType<typeof startSmtp>;
let t: TestApp;
beforeAll(async () => {
  smtp = startSmtp();
  const port = await smtp.listen();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}/?from=codes@aurelix.example` });
});
afterAll(async () => {
  await closeApp(t);
  await smtp.close();
});

describe('e-mail delivery over SMTP (SMTP_URL set)', () => {
  it('mails the code in the request language, keeps it out of the dev outbox, and the mailed code works', async () => {
    const email = uniqueEmail('smtp');
    const arrived = smtp.next();
    const sent = (
      await t.post(
        '/api/code/send',
        { type: 'email', address: email, purpose: 'register' },
        { lang: 'en_US' },
      )
    ).body;
    expect(sent.code).toBe(200);

    const mail = await arrived;
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^From: codes@aurelix\.example/m);
    const body = mail.raw.replace(/=\r?\n/g, '');
    const code = /verification code is ([0-9]{6})\./.exec(body)?.[1];
    expect(code).toMatch(/^[0-9]{6}$/);

    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?address=${encodeURIComponent(email)}`,
    });
    expect(outbox.json().data.list).toEqual([]);

    const registered = (await t.post('/api/register', registerBody({ type: 'email', email }, code!))).body;
    expect(registered.code).toBe(200);
    expect(registered.data.token).toBeTruthy();
  });

  it('answers CODE_DELIVERY_FAILED when the SMTP server refuses the message', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    const port = await new Promise<number>((resolve) =>
      refusing.listen(0, '127.0.0.1', () => resolve((refusing.server.address() as AddressInfo).port)),
    );
    const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const sent = (
        await app.post(
          '/api/code/send',
          { type: 'email', address: uniqueEmail(), purpose: 'register' },
          { lang: 'zh_CN' },
        )
      ).body;
      expect(sent).toMatchObject({ code: 3105, msg: '验证码发送失败，请稍后再试', data: null });
    } finally {
      await closeApp(app);
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
