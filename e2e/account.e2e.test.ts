import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceServerClock, serverNow } from './helpers/api';
import { baseUrl, launchBrowser, newVisitor, screenshot } from './helpers/browser';

/*
 * Personal centre and settings (issue 3 items 2 and 5) in Chromium against the real server:
 * registration by e-mail and by mobile, UID, nickname, avatar, password change with sign-out,
 * and the authenticator app at login.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shots = new URL('../docs/screenshots/', import.meta.url).pathname;
/** The machine is shared: give the first load of a page time. */
const GOTO = { waitUntil: 'domcontentloaded', timeout: 120_000 } as const;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** The newest code the dev outbox holds for `address` and `purpose`. */
async function latestCode(address: string, purpose: string, notBefore = 0): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${baseUrl()}/api/dev/outbox?address=${encodeURIComponent(address)}`);
    const body = (await res.json()) as { data: { list: { purpose: string; code: string; time: string }[] } };
    const entry = body.data.list.find((e) => e.purpose === purpose && Date.parse(e.time) >= notBefore);
    if (entry) return entry.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${purpose} code for ${address}`);
}

/** A visitor with patient waits (the machine is shared by many test runs). */
async function visitor(opts: Parameters<typeof newVisitor>[1] = {}) {
  const v = await newVisitor(browser, opts);
  v.context.setDefaultTimeout(90_000);
  return v;
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();

/** /reg then /reg-next with the demo invitation code; ends signed in on /home. */
async function register(page: Page, id: { email?: string; mobile?: string }, password: string) {
  await page.goto(`${baseUrl()}/reg`, GOTO);
  const form = page.getByTestId('register-form');
  if (id.mobile) {
    await page.getByTestId('identity-tabs').getByText('Mobile').click();
    await form.getByTestId('mobile-input').fill(id.mobile);
  } else {
    await form.getByTestId('email-input').fill(id.email!);
  }
  await form.getByTestId('send-code').click();
  await toast(page, 'Verification code sent').waitFor();
  const code = await latestCode(id.mobile ? `+1${id.mobile}` : id.email!, 'register');
  await form.getByTestId('code-input').fill(code);
  await form.getByTestId('register-next').click();
  await page.waitForURL(/\/reg-next$/);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('password_confirm-input').fill(password);
  await page.getByTestId('fund_password-input').fill('Fund2026pass');
  await page.getByTestId('fund_password_confirm-input').fill('Fund2026pass');
  await page.getByTestId('invite-input').fill('DEMO2026');
  await page.getByTestId('agree-checkbox').check();
  await page.getByTestId('register-submit').click();
  await page.waitForURL(/\/home$/);
}

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByTestId('login-form');
  await form.getByTestId('email-input').fill(email);
  await form.getByTestId('password-input').fill(password);
  await form.getByTestId('login-submit').click();
}

describe('personal centre and settings', () => {
  it('a new e-mail user sees the UID, changes nickname and avatar, changes the password and logs in again', async () => {
    const { context, page } = await visitor();
    const email = `acct-${unique()}@example.com`;
    await register(page, { email }, 'Login2026pass');

    await page.goto(`${baseUrl()}/user/user`, GOTO);
    const centre = page.getByTestId('personal-centre');
    await centre.waitFor();
    await expect.poll(() => centre.getByTestId('profile-uid').innerText()).toMatch(/^\d+$/);
    await expect.poll(() => centre.getByTestId('invite-code').innerText()).toMatch(/^[A-Z0-9]{8}$/);
    await centre.getByTestId('recent-logins').locator('.ant-table-row').first().waitFor();
    // The side menu: the e-mail entry for an e-mail account, the current screen highlighted.
    const menu = page.getByTestId('user-menu');
    await menu.getByTestId('user-menu-s-emailset').waitFor();
    expect(await menu.getByTestId('user-menu-s-phoneset').count()).toBe(0);
    expect(await menu.getByTestId('user-menu-user').getAttribute('aria-current')).toBe('page');
    await screenshot(page, { path: `${shots}account-centre-1440.png` });

    // Nickname: required, then saved.
    await menu.getByTestId('user-menu-c-set').click();
    const settings = page.getByTestId('general-settings');
    await settings.waitFor();
    await settings.getByTestId('nickname-input').fill('');
    await settings.getByTestId('settings-save').click();
    await settings.getByText('Please enter a nickname').waitFor();
    await settings.getByTestId('nickname-input').fill('Satoshi Fan');
    await settings.getByTestId('settings-save').click();
    await toast(page, 'Saved successfully').waitFor();

    // Avatar: a real PNG through the file picker; the new picture is shown.
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a6df4' } })
      .png()
      .toBuffer();
    await settings.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'Avatar changed').waitFor();
    await expect
      .poll(() => settings.getByTestId('settings-avatar').locator('img').getAttribute('src'))
      .toMatch(/^\/api\/avatar\/.+\.webp$/);
    await screenshot(page, { path: `${shots}account-settings-1440.png` });

    await page.goto(`${baseUrl()}/user/user`, GOTO);
    await expect.poll(() => page.getByTestId('profile-name').innerText()).toBe('Satoshi Fan');

    // Login password: old password, a code of the own e-mail, new password twice.
    await page.goto(`${baseUrl()}/user/s-loginpwd`, GOTO);
    const pwd = page.getByTestId('login-password-page');
    await pwd.waitFor();
    await pwd.getByTestId('old-password-input').fill('Login2026pass');
    // One code per address per 60 s: the registration code went to this e-mail moments ago, so the
    // server's clock moves past the cooldown instead of the test waiting for it.
    await advanceServerClock(61_000);
    const sentAt = Date.now() - 1000;
    await pwd.getByTestId('own-code-send').click();
    await toast(page, 'Verification code sent').waitFor();
    await pwd.getByTestId('own-code-input').fill(await latestCode(email, 'reset_password', sentAt));
    await pwd.getByTestId('password-input').fill('Newer2026pass');
    await pwd.getByTestId('password_confirm-input').fill('Newer2026pass');
    await pwd.getByTestId('password-change-submit').click();
    await toast(page, 'Modification successful, please log in again').waitFor();
    await page.waitForURL(/\/login$/);

    await logIn(page, email, 'Newer2026pass');
    // Signed in again, the user returns to the page the sign-out came from.
    await page.waitForURL(/\/user\/s-loginpwd$/);
    await page.goto(`${baseUrl()}/user/user`, GOTO);
    await expect.poll(() => page.getByTestId('profile-name').innerText()).toBe('Satoshi Fan');
    await context.close();
  }, 300_000);

  it('a new mobile user registers, sees the UID and the phone entry of the side menu (375 px)', async () => {
    const { context, page } = await visitor({ viewport: { width: 375, height: 812 } });
    const mobile = `415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await register(page, { mobile }, 'Login2026pass');
    await page.goto(`${baseUrl()}/user/user`, GOTO);
    await expect.poll(() => page.getByTestId('profile-uid').innerText()).toMatch(/^\d+$/);
    const menu = page.getByTestId('user-menu');
    await menu.getByTestId('user-menu-s-phoneset').waitFor();
    expect(await menu.getByTestId('user-menu-s-emailset').count()).toBe(0);
    await screenshot(page, { path: `${shots}account-centre-375.png` });

    await menu.getByTestId('user-menu-s-securityset').click();
    const security = page.getByTestId('security-settings');
    await security.getByTestId('row-mobile').waitFor();
    await expect.poll(() => security.getByTestId('row-mobile').innerText()).toContain('+1');
    await screenshot(page, { path: `${shots}account-security-375.png`, fullPage: true });
    await context.close();
  }, 300_000);

  it('enables the authenticator and then logs in with a code of it', async () => {
    const { context, page } = await visitor();
    const email = `totp-${unique()}@example.com`;
    await register(page, { email }, 'Login2026pass');

    await page.goto(`${baseUrl()}/user/s-securityset`, GOTO);
    const security = page.getByTestId('security-settings');
    await security.getByTestId('row-authenticator-action').click();
    const dialog = page.getByTestId('authenticator-enable');
    await dialog.getByTestId('authenticator-start').click();
    const secret = (await dialog.getByTestId('authenticator-secret').innerText()).trim();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await screenshot(page, { path: `${shots}account-authenticator-1440.png` });
    // Codes follow the server's clock, which other tests may have moved ahead of this machine's.
    await dialog.getByTestId('authenticator-code').fill(totp.generate({ timestamp: await serverNow() }));
    await dialog.getByTestId('authenticator-confirm').click();
    await toast(page, 'Authenticator enabled').waitFor();
    await expect.poll(() => dialog.getByTestId('backup-codes').locator('span').count()).toBe(10);
    await dialog.getByTestId('backup-done').click();
    await expect.poll(() => security.getByTestId('row-authenticator').innerText()).toContain('Enabled');

    // A fresh browser: the password alone is not enough any more.
    const second = await visitor();
    await second.page.goto(`${baseUrl()}/login`, GOTO);
    await logIn(second.page, email, 'Login2026pass');
    await toast(second.page, 'Please enter the code from your authenticator app').waitFor();
    await second.page.getByTestId('login-totp').waitFor();
    // A code is accepted once: the server's clock moves to the step after the one that enabled it.
    const nextStep = await advanceServerClock(30_000);
    await second.page.getByTestId('totp-input').fill(totp.generate({ timestamp: nextStep }));
    // SPEC 9: a second submit within 2 s of the first is ignored; a person typing a code takes longer.
    await second.page.waitForTimeout(2_100);
    await second.page.getByTestId('login-submit').click();
    await second.page.waitForURL(/\/home$/);
    await second.context.close();
    await context.close();
  }, 300_000);
});
