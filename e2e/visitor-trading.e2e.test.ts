import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/api';
import { launchBrowser } from './helpers/browser';
import { registerByApi } from './helpers/register';
import { approveIdentity, depositUsdt, logInByApi, screens, signedIn, submitIdentity, visit, visitor as visitorOf } from './helpers/product';

/*
 * Issue 30 in Chromium. "A visitor sees the offer before signing up": the whole futures form on
 * /contract/btc_usdt and the whole second-contract form on /contract_sec/btc_usdt to a visitor, whose
 * buttons read "Log In" / "Sign Up"; acting asks to log in, and the login brings the visitor back
 * to the same screen with what was typed. Item 5: a futures position on a phone is a card with
 * PnL, liquidation price, Close, TP/SL and Quick close in reach. Item 7: the futures and spot order
 * buttons without scrolling at 1440x900. Users of its own (the API registers and verifies them).
 */

const SHOTS = process.env.VISITOR_SHOTS ?? '/tmp/visitor-shots';
const PASSWORD = 'Visitor2026pass';
const ADDRESS = '192.0.2.30';
const SLOW = 180_000;
const POLL = { timeout: 30_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

const { shootBoth, keepOnFailure } = screens(SHOTS);

async function newUser(prefix: string, verified: boolean) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerByApi(email, { login: PASSWORD, fund: 'Fund2026visitor' }, ADDRESS);
  if (verified) {
    const session = await logInByApi(email, PASSWORD);
    await submitIdentity(session.token, { name: 'Rin Visitor', idNumber: 'VT3000030', country: 'JP' });
    await approveIdentity(email);
  }
  return email;
}

/** The login form, as a person fills it in. */
async function logIn(page: Page, email: string) {
  await page.getByTestId('login-page').waitFor();
  await page.getByTestId('email-input').fill(email);
  await page.getByTestId('password-input').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

describe('trading forms for visitors', () => {
  it('shows a visitor the whole futures form; Log In brings the trader back to it with what was typed', { timeout: SLOW }, async () => {
    const email = await newUser('vfut', true);
    const { context, page } = await visitorOf(browser);
    keepOnFailure(page, 'futures');
    await visit(page, '/contract/btc_usdt');
    const form = page.getByTestId('futures-trade-panel').getByTestId('futures-visitor');
    await form.waitFor();
    // Long/short, leverage, cross/isolated, limit/market/trigger, price, amount, cost and max.
    expect(await form.getByTestId('leverage-button').innerText()).toBe('Leverage 20x');
    expect(await form.getByTestId('margin-mode').innerText()).toMatch(/Cross\s+Isolated/);
    for (const type of ['limit', 'market', 'trigger']) expect(await page.getByTestId(`futures-type-${type}`).count()).toBe(1);
    await expect.poll(() => form.getByTestId('futures-price').inputValue(), POLL).toMatch(/^\d+(\.\d+)?$/);
    await form.getByTestId('futures-price').fill('50000');
    await form.getByTestId('futures-quantity').fill('0.004');
    // 200 notional: 10 margin at 20x plus the taker fee.
    await expect.poll(() => form.getByTestId('cost-long').innerText(), POLL).toMatch(/^10\.\d+ USDT$/);
    expect(await form.getByTestId('max-long').innerText()).toBe('--');
    expect(await form.getByText('Open long').count()).toBe(1);
    expect(await form.getByText('Open short').count()).toBe(1);
    expect(await form.getByTestId('futures-visitor-actions-login').innerText()).toBe('Log In');
    expect(await form.getByTestId('futures-visitor-actions-register').innerText()).toBe('Sign Up');
    await shootBoth(page, 'contract-visitor-form', () => form.waitFor());

    // A setting asks to log in first.
    await form.getByTestId('leverage-button').click();
    const prompt = page.getByTestId('visitor-prompt');
    expect(await prompt.innerText()).toBe('Please log in or register to trade futures.');
    await page.getByTestId('visitor-prompt-actions-login').click();
    await page.waitForURL(/\/login$/);
    await logIn(page, email);
    await page.waitForURL(/\/contract\/btc_usdt$/);
    const trade = page.getByTestId('futures-trade-panel');
    await trade.getByTestId('submit-open_long').waitFor();
    expect(await trade.getByTestId('futures-price').inputValue()).toBe('50000');
    expect(await trade.getByTestId('futures-quantity').inputValue()).toBe('0.004');
    await context.close();
  });

  it('shows a visitor the whole second-contract form; up asks to log in, and the login keeps duration and stake', { timeout: SLOW }, async () => {
    const email = await newUser('vsec', false);
    const { context, page } = await visitorOf(browser);
    keepOnFailure(page, 'second');
    await visit(page, '/contract_sec/btc_usdt');
    const panel = page.getByTestId('second-panel');
    await panel.getByTestId('second-visitor').waitFor();
    // Up/down, durations with payout rates, stake, fee, estimated profit.
    expect(await panel.getByTestId('second-duration-30').innerText()).toContain('80%');
    await panel.getByTestId('second-duration-60').click();
    await panel.getByTestId('second-stake').fill('25');
    await expect.poll(() => panel.getByTestId('second-estimated').innerText(), POLL).toMatch(/^\+2\d(\.\d+)? USDT$/);
    expect(await panel.getByText(/^Fee/).count()).toBeGreaterThan(0);
    expect(await panel.getByTestId('second-visitor-actions-login').innerText()).toBe('Log In');
    expect(await panel.getByTestId('second-visitor-actions-register').innerText()).toBe('Sign Up');
    await shootBoth(page, 'second-visitor-form', () => panel.waitFor());

    await panel.getByTestId('second-buy-up').click();
    expect(await page.getByTestId('visitor-prompt').innerText()).toBe('Log in to buy second contracts.');
    await page.getByTestId('visitor-prompt-actions-login').click();
    await page.waitForURL(/\/login$/);
    await logIn(page, email);
    await page.waitForURL(/\/contract_sec\/btc_usdt$/);
    const back = page.getByTestId('second-panel');
    await back.getByTestId('second-available').waitFor();
    expect(await back.getByTestId('second-duration-60').getAttribute('aria-pressed')).toBe('true');
    expect(await back.getByTestId('second-stake').inputValue()).toMatch(/^25(\.00)?$/);
    await context.close();
  });

  it('shows a futures position on a phone as a card with PnL, liquidation price and its actions in reach', { timeout: SLOW }, async () => {
    const email = await newUser('vpos', true);
    const session = await logInByApi(email, PASSWORD);
    await depositUsdt(session.token, 500);
    await call('/api/wallet/transfer', { currency: 'USDT', from: 'spot', to: 'futures', amount: '400', client_id: `vpos-${Date.now()}` }, session.token);
    await call('/api/futures/order/place', { symbol: 'BTC_USDT', direction: 'open_long', type: 'market', quantity: '0.002' }, session.token);
    const { context, page } = await signedIn(browser, session);
    keepOnFailure(page, 'phone-position');
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, '/contract/btc_usdt');
    const card = page.getByTestId('positions-cards').locator('[data-testid="position-row"][data-side="long"]');
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.getByTestId('position-pnl').innerText(), POLL).toMatch(/USDT$/);
    // Everything a person acts on lies inside the 375 px screen, not in a table scrolled sideways.
    for (const id of ['position-pnl', 'position-liq', 'position-tpsl-button', 'position-close', 'position-quick-close']) {
      const box = await card.getByTestId(id).boundingBox();
      expect(box, id).not.toBeNull();
      expect(box!.x, id).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, id).toBeLessThanOrEqual(375);
    }
    // The positions come right under the form, before the book and the trades.
    const cardTop = (await card.boundingBox())!.y;
    const bookTop = (await page.getByTestId('book-bid-row').first().boundingBox())!.y;
    expect(cardTop).toBeLessThan(bookTop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/contract-position-cards-375.png` });
    await context.close();
  });

  it('keeps the margin-mode labels whole on a Russian phone (item 14: not "Изолир…")', { timeout: SLOW }, async () => {
    const { context, page } = await visitorOf(browser, { width: 375, height: 812 });
    await context.addInitScript(() => localStorage.setItem('lang', 'ru_RU'));
    keepOnFailure(page, 'ru-margin-mode');
    await visit(page, '/contract/btc_usdt');
    const labels = page.getByTestId('futures-visitor').getByTestId('margin-mode').locator('.ant-segmented-item-label');
    await labels.first().waitFor();
    await expect.poll(() => labels.allInnerTexts(), POLL).toEqual(['Кросс', 'Изолированная']);
    // Each label is drawn whole: nothing overflows its box into an ellipsis.
    expect(await labels.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent))).toEqual([]);
    await context.close();
  });

  it('shows the futures and spot order buttons without scrolling at 1440x900', { timeout: SLOW }, async () => {
    const email = await newUser('vfold', true);
    const session = await logInByApi(email, PASSWORD);
    const { context, page } = await signedIn(browser, session);
    keepOnFailure(page, 'fold');
    const below = async (testId: string) => {
      const box = await page.getByTestId(testId).first().boundingBox();
      expect(box, testId).not.toBeNull();
      return box!.y + box!.height;
    };
    await visit(page, '/contract/btc_usdt');
    await page.getByTestId('submit-open_long').waitFor();
    expect(await below('submit-open_long')).toBeLessThanOrEqual(900);
    expect(await below('submit-open_short')).toBeLessThanOrEqual(900);
    await page.screenshot({ path: `${SHOTS}/contract-fold-1440.png` });
    await visit(page, '/markets/kline/btc_usdt');
    await page.getByTestId('buy-submit').waitFor();
    expect(await below('buy-submit')).toBeLessThanOrEqual(900);
    expect(await below('sell-submit')).toBeLessThanOrEqual(900);
    await page.screenshot({ path: `${SHOTS}/spot-fold-1440.png` });
    await context.close();
  });
});
