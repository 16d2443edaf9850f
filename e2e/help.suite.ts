import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor } from './helpers/browser';

const DEMO = { email: 'demo@aurelix.example', password: 'Demo#2026pass' };
const SHOTS = process.env.HELP_SCREENSHOTS;
/** The machine may be slow: a language bundle or a query can take seconds. */
const POLL = { timeout: 20_000 };
const GOTO = { waitUntil: 'domcontentloaded', timeout: 60_000 } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function logInAsDemo(page: Page) {
  await page.goto(`${baseUrl()}/login`, GOTO);
  const form = page.getByTestId('login-page');
  await form.getByTestId('email-input').fill(DEMO.email);
  await form.getByTestId('password-input').fill(DEMO.password);
  await form.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // Signed in once the header says so: until then the page above the footer is still being drawn,
  // and the footer (the next click) moves down under the pointer (CI lost that click once).
  await page.locator('[data-testid="account-menu"]:visible').first().waitFor();
}

async function switchLanguage(page: Page, name: string, lang: string) {
  await page.getByTestId('lang-menu').first().click();
  await page.getByTestId('lang-menu-list').getByRole('menuitemradio', { name }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), POLL).toBe(lang);
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/help-${name}.png`, fullPage: true });
}

describe('help centre', () => {
  it('searches, opens an article and reads it in another language', async () => {
    const { context, page } = await newVisitor(browser);
    await logInAsDemo(page);

    // From the footer link, as a user finds it.
    const footerLink = page.locator('footer').getByRole('link', { name: 'Help Center' }).first();
    await footerLink.scrollIntoViewIfNeeded();
    await footerLink.click();
    await page.waitForURL(/\/user\/helpcenter/);
    const centre = page.getByTestId('help-center-page');
    await centre.getByTestId('help-common').getByTestId('help-article-register-account').waitFor();
    await shoot(page, 'center-1440');

    await centre.getByRole('searchbox').fill('withdrawal limit');
    await centre.getByRole('searchbox').press('Enter');
    const results = centre.getByTestId('help-result-list');
    const hit = results.getByTestId('help-article-withdraw-crypto');
    await hit.waitFor();
    await expect.poll(async () => (await hit.locator('mark').allInnerTexts()).map((m) => m.toLowerCase())).toContain('withdrawal');
    await shoot(page, 'search-1440');

    // Nothing found: the empty state offers the support address.
    await centre.getByRole('searchbox').fill('lamborghini');
    await centre.getByTestId('help-no-results').waitFor();
    expect(await centre.getByTestId('help-contact').getAttribute('href')).toBe('mailto:support@aurelix.example');

    await centre.getByRole('searchbox').fill('withdrawal limit');
    await hit.click();
    await page.waitForURL(/\/user\/helpDetail\?id=\d+/);
    const detail = page.getByTestId('help-detail-page');
    const title = detail.getByTestId('help-article-title');
    await expect.poll(() => title.innerText(), POLL).toBe('How do I withdraw crypto?');
    expect(await detail.getByTestId('help-article').innerText()).toContain('10,000 USDT');
    expect(await detail.getByTestId('help-related').innerText()).toContain('How do I deposit crypto?');
    await shoot(page, 'detail-1440');

    await switchLanguage(page, 'Deutsch', 'de-DE');
    await expect.poll(() => title.innerText(), POLL).toBe('Wie zahle ich Kryptowährung aus?');
    expect(await detail.getByTestId('help-article').innerText()).toContain('10.000 USDT');
    await switchLanguage(page, '日本語', 'ja-JP');
    await expect.poll(() => title.innerText(), POLL).toBe('暗号資産の出金方法');

    // The breadcrumb leads back; a Japanese search finds the same article.
    await detail.getByTestId('help-breadcrumb-home').click();
    await centre.getByRole('searchbox').fill('出金');
    await centre.getByRole('searchbox').press('Enter');
    await centre.getByTestId('help-result-list').getByTestId('help-article-withdraw-crypto').waitFor();
    await switchLanguage(page, 'English', 'en-US');
    await context.close();
  });

  it('shows a not-found state for an unknown article and works at 375 px', async () => {
    const { context, page } = await newVisitor(browser, { viewport: { width: 375, height: 812 } });
    await logInAsDemo(page);
    await page.goto(`${baseUrl()}/user/helpDetail?id=999999`, GOTO);
    await page.getByTestId('help-detail-page').getByTestId('help-not-found').waitFor();

    await page.goto(`${baseUrl()}/user/helpcenter`, GOTO);
    const centre = page.getByTestId('help-center-page');
    await centre.getByTestId('help-all').getByTestId('help-article-fees').waitFor();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, 'center-375');

    await centre.getByTestId('help-all').getByTestId('help-article-fees').click();
    const detail = page.getByTestId('help-detail-page');
    await detail.getByTestId('help-article-title').waitFor();
    expect(await detail.getByTestId('help-article').innerText()).toContain('0.1%');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, 'detail-375');
    await context.close();
  });
});
