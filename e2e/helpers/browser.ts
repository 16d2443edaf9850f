import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
  });
}

/** A new visitor: empty storage, optional locale preset, desktop viewport by default. */
export async function newVisitor(
  browser: Browser,
  opts: { locale?: string; viewport?: { width: number; height: number }; headers?: Record<string, string> } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1440, height: 900 }, extraHTTPHeaders: opts.headers });
  if (opts.locale) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, opts.locale);
  }
  const page = await context.newPage();
  return { context, page };
}
