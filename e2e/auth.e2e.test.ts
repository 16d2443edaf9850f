import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor } from './helpers/browser';

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

/** Opens the user popup: hover first, as a user would; a click when the hover did not open it (slow machine). */
async function openAccountPanel(page: Page): Promise<void> {
  const logout = page.locator('[data-testid="logout"]:visible');
  for (let attempt = 0; attempt < 5; attempt++) {
    await accountMenu(page).hover();
    if (await logout.waitFor({ timeout: 2_000 }).then(() => true, () => false)) return;
    await accountMenu(page).click();
    if (await logout.waitFor({ timeout: 2_000 }).then(() => true, () => false)) return;
    await page.mouse.move(0, 0);
  }
  throw new Error('the account popup did not open');
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

    await openAccountPanel(page);
    await page.locator('[data-testid="logout"]:visible').click();
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
    // The seeded admin account: no other test sends it a code or logs it in, so the 60 s resend
    // limit per address does not apply and no other test depends on its password.
    const email = 'admin@aurelix.example';
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
  });
});
