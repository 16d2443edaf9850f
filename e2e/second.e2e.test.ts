import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceServerClock, call } from './helpers/api';
import { launchBrowser } from './helpers/browser';
import { registerByApi } from './helpers/register';
import { depositUsdt, logInByApi, screens, toast, visit, visitor as visitorOf } from './helpers/product';

/*
 * Second contracts in Chromium (issue 17, Tests): a visitor sees "log in" in place of the buttons;
 * a user moves USDT from spot to the second-contract wallet on /wallet/transfer, buys up for 30 s,
 * watches the countdown with the live price against the buy price, and sees the result; the test
 * pins the index (POST /api/dev/second/index) and moves the server's clock, so a win, a loss and a
 * draw each happen. Then sec-history lists all three, the wallet and the house account reconcile,
 * and the ledger audit of the running server is clean. Screenshots at 1440 and 375 px go to SHOTS.
 */

const SHOTS = process.env.SEC_SHOTS ?? '/tmp/sec-shots';
const ADMIN = { account: 'admin@aurelix.example', password: 'Admin#2026pass' };
const PASSWORD = 'Second2026pass';
const SYMBOL = 'BTC_USDT';
const ADDRESS = '192.0.2.17';
const SLOW = 120_000;
const POLL = { timeout: 20_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await call('/api/dev/second/index', { symbol: SYMBOL, price: null }).catch(() => undefined);
  await browser?.close();
});
const { shootBoth, keepOnFailure } = screens(SHOTS);
const visitor = () => visitorOf(browser);


const pin = (price: string | null) => call('/api/dev/second/index', { symbol: SYMBOL, price });
const houseAvailable = async (adminToken: string) =>
  Number((await call<{ house: { available: string } }>('/api/admin/second/products', {}, adminToken)).house.available);


describe('second contracts', () => {
  it('a visitor sees the page with "Log In" and "Sign Up" below the form', { timeout: SLOW }, async () => {
    const { context, page } = await visitor();
    keepOnFailure(page, 'visitor');
    await visit(page, '/contract_sec/btc_usdt');
    const panel = page.getByTestId('second-panel');
    await panel.getByTestId('second-visitor').getByTestId('second-visitor-actions-login').waitFor();
    expect(await page.getByTestId('second-duration-30').innerText()).toContain('80%');
    await expect.poll(async () => Number((await page.getByTestId('second-index').innerText()).replace(/,/g, '')), POLL).toBeGreaterThan(0);
    await shootBoth(page, 'visitor');
    await context.close();
  });

  it('transfers to the second wallet, wins, loses and draws on BTC/USDT, and finds it all in sec-history', { timeout: SLOW }, async () => {
    const email = `sec-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await registerByApi(email, { login: PASSWORD, fund: 'Fund2026second' }, ADDRESS);
    const session = await logInByApi(email, PASSWORD);
    const admin = await logInByApi(ADMIN.account, ADMIN.password);
    await depositUsdt(session.token, 1000);
    const { context, page } = await visitor();
    await context.addInitScript(
      ([token, user]) => {
        if (localStorage.getItem('token')) return;
        localStorage.setItem('token', token);
        localStorage.setItem('userInfo', user);
      },
      [session.token, JSON.stringify(session.user)] as const,
    );
    keepOnFailure(page, 'trader');

    // Spot to the second-contract wallet on the transfer screen.
    await visit(page, '/wallet/transfer');
    const form = page.getByTestId('transfer-form');
    await form.getByTestId('transfer-to').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Second contract' }).click();
    await form.getByTestId('transfer-amount').fill('300');
    // The form confirms only against the loaded balance: a click before it arrives does nothing.
    await expect.poll(() => form.getByTestId('transfer-available').innerText(), POLL).toContain('1,000');
    await form.getByTestId('transfer-submit').click();
    expect(await page.getByTestId('transfer-confirm-text').innerText()).toBe('Transfer 300 USDT from Spot to Second contract?');
    await page.getByTestId('transfer-confirm').click();
    await toast(page, 'Transfer successful').waitFor();

    const house0 = await houseAvailable(admin.token);
    await pin('50000');
    await visit(page, '/contract_sec/btc_usdt');
    const trade = page.getByTestId('second-page');
    await expect.poll(() => trade.getByTestId('second-available').innerText(), POLL).toBe('300.00');
    await expect.poll(() => trade.getByTestId('second-index').innerText(), POLL).toBe('50,000');

    const dialog = page.getByTestId('second-dialog-body');
    /** Buys at the pinned index, moves the index to `settle`, lets 31 s pass on the server, and answers the result text. */
    async function round(direction: 'up' | 'down', stake: string, settle: string) {
      await trade.getByTestId('second-duration-30').click();
      await trade.getByRole('spinbutton', { name: 'Stake' }).fill(stake);
      await expect.poll(() => trade.getByTestId('second-estimated').innerText(), POLL).toBe(`+${Number(stake) * 0.8} USDT`);
      await trade.getByTestId(`second-buy-${direction}`).click();
      await expect.poll(() => dialog.getAttribute('data-status'), POLL).toBe('open');
      // The countdown runs from 30 s on the server's clock.
      expect(await dialog.getByTestId('second-countdown').innerText()).toMatch(/^00:(30|[12][0-9])$/);
      await pin(settle);
      // Every digit, grouped for the locale (en_US).
      await expect.poll(() => dialog.getByTestId('second-live-price').innerText(), POLL).toBe(Number(settle).toLocaleString('en-US'));
      const standing = await dialog.getByTestId('second-standing').innerText();
      await advanceServerClock(31_000);
      await expect.poll(() => dialog.getAttribute('data-status'), POLL).toBe('settled');
      const result = await dialog.getByTestId('second-result').innerText();
      return { standing, result, payout: await dialog.getByTestId('second-payout').innerText() };
    }

    // Up for 30 s: the index rises, a win of stake × 80%.
    const win = await round('up', '100', '50100');
    expect(win.standing).toBe('Winning so far');
    expect(win.result).toBe('You won 79.8 USDT');
    expect(win.payout).toBe('180 USDT');
    await shootBoth(page, 'result-win');
    await page.getByTestId('second-dialog-close').click();

    // Down at 50100 while it rises again: a loss of the stake and the fee.
    const loss = await round('down', '100', '50200');
    expect(loss.standing).toBe('Losing so far');
    expect(loss.result).toBe('You lost 100.2 USDT');
    expect(loss.payout).toBe('0 USDT');
    await page.getByTestId('second-dialog-close').click();

    // Up at 50200 and the index stays: a draw, the stake back.
    const draw = await round('up', '50', '50200');
    expect(draw.standing).toBe('Level with the buy price');
    expect(draw.result).toBe('Draw: your stake of 50 USDT is back');
    await page.getByTestId('second-dialog-close').click();
    await pin(null);

    // 300 − 100.2 + 180 − 100.2 − 50.1 + 50
    await expect.poll(() => trade.getByTestId('second-available').innerText(), POLL).toBe('279.50');

    // sec-history: all three with their prices and results.
    await visit(page, '/order/sec-history');
    const table = page.getByTestId('second-history-table');
    await expect.poll(() => table.getByTestId('second-row-result').allInnerTexts(), POLL).toEqual(['Draw', 'Loss', 'Win']);
    const rows = await table.locator('tbody tr.ant-table-row').allInnerTexts();
    expect(rows[2]).toContain('50,000');
    expect(rows[2]).toContain('50,100');
    expect(rows[2]).toContain('+79.8');
    expect(rows[1]).toContain('-100.2');
    expect(rows[0]).toContain('-0.1');
    await page.getByTestId('second-days-3').click();
    expect(await table.getByTestId('second-row-result').count()).toBe(3);
    await shootBoth(page, 'sec-history');

    // The wallet shows the account; the house took the lost 100 and paid the won 80 (the fees went to system:fees).
    await visit(page, '/wallet/secContract');
    await expect.poll(() => page.getByTestId('second-wallet-available').innerText(), POLL).toBe('279.5 USDT');
    expect(await page.getByTestId('second-wallet-held').innerText()).toBe('0 USDT');
    await shootBoth(page, 'wallet');
    expect((await houseAvailable(admin.token)) - house0).toBeCloseTo(100 - 80, 8);

    const audit = await call<{ violations: string[] }>('/api/dev/audit', {});
    expect(audit.violations).toEqual([]);
    await context.close();
  });
});
