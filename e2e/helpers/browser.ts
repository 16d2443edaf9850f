import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { inject, onTestFailed } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/**
 * Screenshots of screens (docs/screenshots and the product files' folders) are taken only when
 * E2E_SCREENSHOTS=1: in CI they were a third of some files' time and nobody looked at them. A
 * failing test's page is still kept (helpers/product.ts keepOnFailure).
 */
export const screenshotsWanted = () => process.env.E2E_SCREENSHOTS === '1';

/** page.screenshot when screenshots are wanted (E2E_SCREENSHOTS=1), else nothing. */
export async function screenshot(page: Page, options: Parameters<Page['screenshot']>[0]): Promise<void> {
  if (screenshotsWanted()) await page.screenshot(options);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
  });
}

/**
 * antd's dialogs zoom in and its lists slide in over 0.2-0.3 s; CI runs lost clicks made mid-way
 * (a confirm that never confirmed, an option that was never chosen). The test browser plays those
 * animations in a millisecond, so a test clicks what a user would see settled. Only the length
 * changes: the same classes come and go and the animation's end still fires, so the app runs the
 * code it runs for users.
 */
function quickMotion(): void {
  const add = () => {
    const style = document.createElement('style');
    style.textContent =
      '[class*="ant-zoom"],[class*="ant-slide"],[class*="ant-move"],[class*="ant-fade"]' +
      '{animation-duration:1ms!important;animation-delay:0s!important}';
    document.head.appendChild(style);
  };
  if (document.head) add();
  else document.addEventListener('DOMContentLoaded', add);
}

/** A new visitor: empty storage, optional locale preset, desktop viewport by default. */
export async function newVisitor(
  browser: Browser,
  opts: { locale?: string; viewport?: { width: number; height: number }; headers?: Record<string, string> } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Each visitor comes from an address of its own (the e2e server trusts X-Forwarded-For), as real
  // users do, so per-address limits such as the login lockout do not leak from one test to the next.
  const address = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1440, height: 900 },
    extraHTTPHeaders: opts.headers ?? { 'X-Forwarded-For': address },
  });
  await context.addInitScript(quickMotion);
  if (opts.locale) {
    await context.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', lang);
    }, opts.locale);
  }
  const page = await context.newPage();
  noteOnFailure(page);
  return { context, page };
}

/**
 * When the test that opened the page fails, what the page showed then (address, open dialogs,
 * messages) is appended to .vitest-results/e2e-pages.txt, which `npm test` prints beside its failure
 * summary: a CI log read from its end then says what the user saw when the test stopped.
 */
function noteOnFailure(page: Page) {
  try {
    onTestFailed(async ({ task }) => {
      const seen = await page
        .evaluate(() => {
          const shown = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)]
              .filter((e) => e.getClientRects().length > 0)
              .map((e) => e.innerText.replace(/\s+/g, ' ').trim().slice(0, 200));
          return {
            url: location.pathname + location.search,
            dialogs: shown('.ant-modal-content, .ant-drawer-content'),
            messages: shown('.ant-message-notice, .ant-notification-notice, .ant-form-item-explain-error, .ant-alert'),
          };
        })
        .catch((err: unknown) => ({ error: String(err).slice(0, 200) }));
      const file = path.resolve(import.meta.dirname, '../../.vitest-results/e2e-pages.txt');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.appendFileSync(file, `${task.name}: ${JSON.stringify(seen)}\n`);
    });
  } catch {
    // Opened outside a test (a beforeAll): nothing to report against.
  }
}
