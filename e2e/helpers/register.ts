import { baseUrl } from './browser';

/**
 * A new e-mail account through the API (code from the dev outbox, demo invitation code), for tests
 * that need a user without driving the registration screens. The next code to the same address must
 * wait 60 s: move the server's clock (helpers/api.ts advanceServerClock) rather than waiting.
 */
export async function registerByApi(
  email: string,
  passwords: { login: string; fund: string },
  address = '192.0.2.10',
): Promise<{ email: string }> {
  const post = (url: string, body: unknown) =>
    fetch(`${baseUrl()}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ code: number; msg: string }>);
  const sent = await post('/api/code/send', { type: 'email', address: email, purpose: 'register' });
  if (sent.code !== 200) throw new Error(`register code not sent: ${sent.msg}`);
  let code = '';
  for (let i = 0; i < 20 && !code; i++) {
    const res = await fetch(`${baseUrl()}/api/dev/outbox?address=${encodeURIComponent(email)}`);
    const list = ((await res.json()) as { data: { list: { purpose: string; code: string }[] } }).data.list;
    code = list.find((e) => e.purpose === 'register')?.code ?? '';
    if (!code) await new Promise((r) => setTimeout(r, 250));
  }
  const res = await post('/api/register', {
    type: 'email',
    email,
    code,
    password: passwords.login,
    password_confirm: passwords.login,
    fund_password: passwords.fund,
    fund_password_confirm: passwords.fund,
    invite_code: 'DEMO2026',
    agree: true,
  });
  if (res.code !== 200) throw new Error(`registration failed: ${res.msg}`);
  return { email };
}
