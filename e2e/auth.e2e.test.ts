import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor } from './helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  resetAccount = registerByApi();
  await resetAccount;
});
afterAll(() => browser?.close());

/** The newest code the dev outbox holds for `address` and `purpose`. */
async function latestCode(address: string, purpose: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${baseUrl()}/api/dev/outbox?address=${encodeURIComponent(address)}`);
    const body = (await res.json()) as { data: { list: { purpose: string; code: string }[] } };
    const entry = body.data.list.find((e) => e.purpose === purpose);
    if (entry) return entry.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${purpose} code for ${address}`);
}

async function post(path: string, body: unknown): Promise<{ code: number }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number };
}

/** An account registered through the API, for the password-reset test (started first: see the 60 s rule). */
async function registerByApi(): Promise<{ email: string; codeSentAt: number }> {
  const email = `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const codeSentAt = Date.now();
  expect((await post('/api/code/send', { type: 'email', address: email, purpose: 'register' })).code).toBe(200);
  const registered = await post('/api/register', {
    type: 'email',
    email,
    code: await latestCode(email, 'register'),
    password: 'Before2026pass',
    password_confirm: 'Before2026pass',
    fund_password: 'Fund2026pass',
    fund_password_confirm: 'Fund2026pass',
    invite_code: 'DEMO2026',
    agree: true,
  });
  expect(registered.code).toBe(200);
  return { email, codeSentAt };
}

let resetAccount: Promise<{ email: string; codeSentAt: number }>;

/** The signed-in user's avatar button (the header renders a desktop and a compact copy). */
const accountMenu = (page: Page) => page.locator('[data-testid="account-menu"]:visible');

async function logIn(page: Page, email: string, password: string) {
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('sign-in screens', () => {
  it('registers a new visitor, logs out and logs in again with the new password', async () => {
    const { context, page } = await newVisitor(browser);
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = 'Login2026pass';

    await page.goto(`${baseUrl()}/reg`);
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('send-code').click();
    await page.getByText('Verification code sent').first().waitFor();
    await expect.poll(() => page.getByTestId('send-code').innerText()).toMatch(/Resend in \d+s/);
    const code = await latestCode(email, 'register');
    await page.getByTestId('code-input').fill(code);
    await page.getByTestId('register-next').click();

    await page.waitForURL(/\/reg-next$/);
    await page.getByTestId('reg-next-page').getByText(email).waitFor();
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('password_confirm-input').fill(password);
    // The fund password may not equal the login password.
    await page.getByTestId('fund_password-input').fill(password);
    await page.getByTestId('fund_password_confirm-input').fill(password);
    await page.getByTestId('invite-input').fill('DEMO2026');
    await page.getByTestId('agree-checkbox').check();
    await page.getByTestId('register-submit').click();
    await page.getByText('The fund password must be different from the login password').first().waitFor();
    expect(page.url()).toMatch(/\/reg-next$/);
    await page.getByTestId('fund_password-input').fill('Fund2026pass');
    await page.getByTestId('fund_password_confirm-input').fill('Fund2026pass');
    await page.getByTestId('register-submit').click();

    await page.waitForURL(/\/home$/);
    await accountMenu(page).waitFor();

    await accountMenu(page).hover();
    await page.getByTestId('logout').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByTestId('login-page').waitFor();
    expect(await accountMenu(page).count()).toBe(0);

    await logIn(page, email, password);
    await page.waitForURL(/\/home$/);
    await accountMenu(page).waitFor();
    await context.close();
  });

  it('sends /reg-next without the first step back to /reg', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/reg-next?invite=DEMO2026`);
    await page.waitForURL(/\/reg\?invite=DEMO2026$/);
    await page.getByTestId('reg-page').waitFor();
    await context.close();
  });

  it('logs the demo user in from /login, and returns a guarded visitor to the page they wanted', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('login-page').waitFor();
    expect(await page.getByTestId('login-page').getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/reg');
    expect(await page.getByTestId('login-page').getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forget-pass');
    await logIn(page, 'demo@aurelix.example', 'Demo#2026pass');
    await page.waitForURL(/\/home$/);
    await accountMenu(page).waitFor();
    await context.close();

    const second = await newVisitor(browser);
    await second.page.goto(`${baseUrl()}/wallet/spot`);
    await second.page.waitForURL(/\/login$/, { timeout: 5_000 });
    await logIn(second.page, 'demo@aurelix.example', 'Demo#2026pass');
    await second.page.waitForURL(/\/wallet\/spot$/);
    await second.context.close();
  });

  it('shows the translated error for a wrong password and stays on /login', async () => {
    for (const [lang, message] of [
      ['en_US', 'Incorrect account or password'],
      ['de_DE', null],
    ] as const) {
      const { context, page } = await newVisitor(browser, { locale: lang });
      const expected =
        message ??
        (
          (await (
            await fetch(`${baseUrl()}/api/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', lang },
              body: JSON.stringify({ account: 'nobody@aurelix.example', password: 'Wrong#pass1' }),
            })
          ).json()) as { msg: string }
        ).msg;
      await page.goto(`${baseUrl()}/login`);
      await page.getByTestId('login-page').waitFor();
      await logIn(page, 'nobody@aurelix.example', 'Wrong#pass1');
      await page.getByText(expected).first().waitFor();
      expect(page.url()).toMatch(/\/login$/);
      expect(await accountMenu(page).count()).toBe(0);
      await context.close();
    }
  });
  it('resets a forgotten password from /forget-pass and /set-pass', async () => {
    const { email, codeSentAt } = await resetAccount;
    // One code per address every 60 s, whatever the purpose: wait out the registration code.
    await new Promise((r) => setTimeout(r, Math.max(0, codeSentAt + 61_000 - Date.now())));
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('login-page').getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forget-pass$/);
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('forget-submit').click();
    await page.waitForURL(/\/set-pass$/);
    await page.getByTestId('set-pass-page').getByText(email).waitFor();
    await page.getByTestId('code-input').fill(await latestCode(email, 'reset_password'));
    await page.getByTestId('password-input').fill('After2026pass');
    await page.getByTestId('password_confirm-input').fill('After2026pass');
    await page.getByTestId('set-pass-submit').click();
    await page.getByText('Password set successfully').first().waitFor();
    await page.waitForURL(/\/login$/);
    await logIn(page, email, 'After2026pass');
    await page.waitForURL(/\/home$/);
    await accountMenu(page).waitFor();
    await context.close();
  }, 120_000);
});
