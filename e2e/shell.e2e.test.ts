import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@aurelix/shared/locales';
import { baseUrl, launchBrowser, newVisitor } from './helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function noteTitle(type: number, lang: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/plat_note`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang },
    body: JSON.stringify({ type }),
  });
  return (await res.json()).data.detail.title;
}

describe('web shell', () => {
  it('sends / to /home and shows the live market trends', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/\/home$/);
    const table = page.getByTestId('market-trends');
    await table.waitFor();
    await expect.poll(() => table.innerText(), { timeout: 15_000 }).toContain('BTC');
    await context.close();
  });

  it('tells a visitor on /user/user to log in and takes them to /login', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/user/user`);
    await page.getByText('Please log in first.').first().waitFor();
    await page.waitForURL(/\/login$/, { timeout: 5_000 });
    await context.close();
  });

  it('changes the visible text for each of the 10 locales', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${baseUrl()}/home`);
    const header = page.locator('header').first();
    await header.waitFor();
    const seen = new Map<string, string>();
    for (const locale of LOCALES) {
      await page.getByTestId('lang-menu').first().click();
      await page.getByTestId('lang-menu-list').getByRole('menuitemradio', { name: locale.name }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 20_000 }).toBe(locale.lang.replace('_', '-'));
      const previous = [...seen.values()].at(-1);
      if (previous !== undefined) await expect.poll(() => header.innerText(), { timeout: 20_000 }).not.toBe(previous);
      const text = await header.innerText();
      seen.set(locale.lang, text);
    }
    // Every locale shows a header of its own: no two locales render the same text.
    expect(new Set(seen.values()).size).toBe(LOCALES.length);
    // And the choice survives a reload.
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await context.close();
  });

  it('opens the non-closable region dialog for a visitor from a blocked country', async () => {
    const { context, page } = await newVisitor(browser, { headers: { 'X-Forwarded-For': '8.8.8.8' } });
    await page.goto(`${baseUrl()}/home`);
    const dialog = page.getByTestId('region-dialog');
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.innerText()).toContain('Region restricted');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button').count()).toBe(1);
    expect(await dialog.getByRole('button').innerText()).toContain('Exit app');
    await context.close();
  });

  it('shows the user agreement and the privacy policy in popups from the footer, in the chosen language', async () => {
    for (const lang of ['en_US', 'ja_JP']) {
      const { context, page } = await newVisitor(browser, { locale: lang });
      await page.goto(`${baseUrl()}/home`);
      await page.getByTestId('footer-agreement').click();
      const agreement = page.getByRole('dialog');
      await agreement.getByText(await noteTitle(1, lang)).first().waitFor();
      await page.keyboard.press('Escape');
      await agreement.waitFor({ state: 'hidden' });
      await page.getByTestId('footer-privacy').click();
      await page.getByRole('dialog').getByText(await noteTitle(2, lang)).first().waitFor();
      await context.close();
    }
  });
});
