import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor } from './helpers/browser';
import { advanceServerClock } from './helpers/api';
import { registerByApi } from './helpers/register';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
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


/** The signed-in user's avatar button (the header renders a desktop and a compact copy). */
const accountMenu = (page: Page) => page.locator('[data-testid="account-menu"]:visible');

/**
 * Logout from the user popup, confirmed in the dialog. Hover opens the popup, as a user would; on a
 * loaded machine the hover can be slow, and the fallback click can toggle a popup that just opened
 * shut, so that the logout click reaches nothing. Each round therefore checks that the
 * confirmation opened, and starts over when it did not.
 */
async function logOutThroughMenu(page: Page): Promise<void> {
  const logout = page.locator('[data-testid="logout"]:visible');
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Log Out' });
  const shows = (l: Locator, timeout: number) => l.waitFor({ timeout }).then(() => true, () => false);
  for (let attempt = 0; attempt < 5; attempt++) {
    await accountMenu(page).hover();
    if (!(await shows(logout, 2_000))) await accountMenu(page).click();
    if (await shows(logout, 2_000)) {
      await logout.click({ timeout: 5_000 }).catch(() => undefined);
      if (await shows(confirm, 5_000)) return confirm.click();
    }
    await page.mouse.move(0, 0);
  }
  throw new Error('the logout confirmation never opened');
}

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

    await logOutThroughMenu(page);
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
    // A fresh account: other test files log in with the seeded ones.
    const { email } = await registerByApi(
      `reset-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      { login: 'Before2026pass', fund: 'Fund2026reset' },
      '192.0.2.44',
    );
    // One code per address per 60 s: the registration code went to this e-mail just now, so the
    // server's clock moves past the cooldown instead of the test waiting for it.
    await advanceServerClock(61_000);
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('login-page').getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forget-pass$/);
    // Fill the form of the new page, not the login form that may still be on screen while the
    // /forget-pass chunk loads (both have an e-mail field).
    const form = page.getByTestId('forget-pass-page');
    await form.getByTestId('email-input').fill(email);
    await form.getByTestId('forget-submit').click();
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
  }, 150_000);
});
