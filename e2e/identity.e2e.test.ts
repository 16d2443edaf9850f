import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, screenshot } from './helpers/browser';
import { registerByApi } from './helpers/register';

const SHOTS = path.resolve(import.meta.dirname, '../docs/screenshots');
const ADMIN = { email: 'admin@aurelix.example', password: 'Admin#2026pass' };
const PASSWORD = 'Login2026pass';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new account through the API. */
async function registerUser(): Promise<string> {
  const email = `kyc-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  return (await registerByApi(email, { login: PASSWORD, fund: 'Fund2026pass' })).email;
}

/** A visitor with generous timeouts: the shared test machine can be slow to serve a page. */
async function visitor(opts: Parameters<typeof newVisitor>[1] = {}) {
  const v = await newVisitor(browser, opts);
  v.context.setDefaultTimeout(90_000);
  v.context.setDefaultNavigationTimeout(90_000);
  return v;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home$/);
}

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 480, height: 300, channels: 3, background: { r, g, b } } })
    .composite([{ input: Buffer.from('<svg width="480" height="300"><rect x="24" y="24" width="140" height="180" rx="8" fill="#ddd"/><rect x="190" y="60" width="250" height="18" fill="#333"/><rect x="190" y="100" width="200" height="18" fill="#333"/><rect x="190" y="140" width="220" height="18" fill="#333"/></svg>'), top: 0, left: 0 }])
    .png()
    .toBuffer();

describe('identity verification and notices', () => {
  it('a user submits identity, an admin approves, the user sees authenticated and a notice', async () => {
    const email = await registerUser();
    const { context, page } = await visitor();
    await logIn(page, email, PASSWORD);

    await page.goto(`${baseUrl()}/user/identityRight`);
    const rights = page.getByTestId('identity-right-page');
    await expect.poll(() => rights.getByTestId('identity-right-status').innerText(), { timeout: 20_000 }).toBe('Not authenticated');
    expect(await rights.getByTestId('identity-right-futures').innerText()).toBe('No trading authority');
    expect(await rights.getByTestId('identity-right-withdraw').innerText()).toBe('100 USDT');

    await page.goto(`${baseUrl()}/user/identity`);
    const form = page.getByTestId('identity-page').getByTestId('identity-form');
    await form.waitFor();
    await form.getByTestId('identity-submit').click();
    await page.getByText('Please enter your full name (2-100 characters)').first().waitFor();
    await page.getByText('Please upload both the front and the back of your ID document').first().waitFor();

    await form.getByTestId('identity-name').fill('Hana Sato');
    await form.getByTestId('identity-number').fill('AB1234567');
    await form.getByTestId('identity-country').click();
    await page.keyboard.type('Japan');
    await page.keyboard.press('Enter');
    await form.getByTestId('identity-front-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await photo(40, 90, 160) });
    await form.getByTestId('identity-back-input').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await photo(30, 120, 90) });
    await form.getByRole('img', { name: 'Back of ID document' }).waitFor();
    await screenshot(page, { path: `${SHOTS}/identity-form-1440.png`, fullPage: true });
    await form.getByTestId('identity-submit').click();
    await page.getByText('Submitted successfully, awaiting review').first().waitFor();
    const application = page.getByTestId('identity-page').getByTestId('identity-application');
    await application.getByText('Under review').waitFor();
    await application.getByText('AB1***567').waitFor();

    // The browser logs in from another address than the API registration: that notice is already there.
    const bell = page.getByTestId('notice-bell-count');
    const unreadBefore = Number((await bell.innerText()).trim() || '0');
    expect(unreadBefore).toBe(1);

    // The admin reviews on /admin/identity.
    const admin = await visitor();
    await logIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto(`${baseUrl()}/admin/identity`);
    const queue = admin.page.getByTestId('admin-identity-page');
    const row = queue.locator('tr', { hasText: email });
    await row.waitFor();
    await row.getByText('AB1234567').waitFor();
    await screenshot(admin.page, { path: `${SHOTS}/identity-admin-1440.png`, fullPage: true });
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await admin.page.getByText('Application approved').first().waitFor();
    await expect.poll(() => queue.locator('tr', { hasText: email }).count(), { timeout: 20_000 }).toBe(0);
    await admin.context.close();

    // The user's bell learns of the notice over the private channel, without a reload.
    await expect.poll(() => bell.innerText(), { timeout: 20_000 }).toBe(String(unreadBefore + 1));

    await page.goto(`${baseUrl()}/user/identityRight`);
    await expect.poll(() => rights.getByTestId('identity-right-status').innerText(), { timeout: 20_000 }).toBe('Authenticated');
    expect(await rights.getByTestId('identity-right-futures').innerText()).toBe('Unrestricted');
    expect(await rights.getByTestId('identity-right-withdraw').innerText()).toBe('10,000 USDT');
    expect(await rights.getByTestId('identity-right-country').innerText()).toBe('Japan');
    await screenshot(page, { path: `${SHOTS}/identity-rights-1440.png`, fullPage: true });

    await page.getByTestId('notice-bell').click();
    await page.waitForURL(/\/inform$/);
    const inform = page.getByTestId('inform-page');
    const item = inform.getByTestId('inform-list').locator('li', { hasText: 'Identity verification approved' });
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await screenshot(page, { path: `${SHOTS}/identity-inform-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, { path: `${SHOTS}/identity-inform-375.png`, fullPage: true });
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect.poll(() => item.getAttribute('data-read'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => inform.getByTestId('inform-unread').innerText(), { timeout: 20_000 }).toBe(`Unread: ${unreadBefore}`);
    await inform.getByTestId('inform-list').locator('li', { hasText: 'Login from a new address' }).waitFor();
    await inform.getByTestId('inform-read-all').click();
    await expect.poll(() => inform.getByTestId('inform-unread').innerText(), { timeout: 20_000 }).toBe('Unread: 0');
    await page.goto(`${baseUrl()}/user/identityRight`);
    await rights.getByTestId('identity-right-status').waitFor();
    await screenshot(page, { path: `${SHOTS}/identity-rights-375.png`, fullPage: true });
    await context.close();
  }, 300_000);

  it('a normal user is refused on /admin/identity and a visitor is asked to log in on /inform', async () => {
    const email = await registerUser();
    // The same address as the registration: no 'new address' notice, so the list starts empty.
    const { context, page } = await visitor({ headers: { 'X-Forwarded-For': '192.0.2.10' } });
    await page.goto(`${baseUrl()}/inform`);
    await page.getByTestId('inform-page').getByTestId('inform-visitor').getByText('Please log in first.').waitFor();
    await logIn(page, email, PASSWORD);
    await page.goto(`${baseUrl()}/admin/identity`);
    await page.getByTestId('admin-forbidden').getByText('Administrators only').waitFor();
    await page.goto(`${baseUrl()}/inform`);
    await page.getByTestId('inform-page').getByTestId('inform-empty').waitFor();
    await screenshot(page, { path: `${SHOTS}/identity-inform-empty-1440.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseUrl()}/user/identity`);
    await page.getByTestId('identity-page').getByTestId('identity-form').waitFor();
    await screenshot(page, { path: `${SHOTS}/identity-form-375.png`, fullPage: true });
    await context.close();
  }, 180_000);
});
