import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor } from './helpers/browser';

const DEMO = { email: 'demo@aurelix.example', password: 'Demo#2026pass', fund: 'Fund#2026pass' };
const ADMIN = { email: 'admin@aurelix.example', password: 'Admin#2026pass' };
/** Where the outside wallet sends the withdrawal (a valid TRON address that is nobody's here). */
const OUTSIDE = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
/** Screenshots go here when FUNDING_SHOTS names a folder (docs/screenshots picks from them). */
const SHOTS = process.env.FUNDING_SHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function logIn(page: Page, who: { email: string; password: string }) {
  // The machine is shared with other test runs: give slow page loads room.
  page.setDefaultTimeout(45_000);
  page.setDefaultNavigationTimeout(90_000);
  await page.goto(`${baseUrl()}/login`);
  await page.getByTestId('email-input').fill(who.email);
  await page.getByTestId('password-input').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home$/);
}

/** The simulated chain adds blocks only when asked in tests: the dev endpoint mines and runs the watcher. */
async function mine(blocks: number) {
  const res = await fetch(`${baseUrl()}/api/dev/chain/mine`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ blocks }) });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

async function sendDeposit(address: string, amount: string) {
  const res = await fetch(`${baseUrl()}/api/dev/chain/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'USDT', network: 'TRC20', address, amount }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const plain = (text: string) => text.replace(/[^\d.]/g, '');
/** expect.poll gives up after 1 s by default; the shared machine needs longer. */
const POLL = { timeout: 30_000 };

describe('deposits and withdrawals', () => {
  it('deposits on the simulated chain, adds an address, withdraws with the fund password, and the admin approves', async () => {
    const { context, page } = await newVisitor(browser);
    await logIn(page, DEMO);

    // Deposit: the address of USDT on TRC20, a transfer to it, confirmations, then the credit.
    await page.goto(`${baseUrl()}/wallet/recharge/USDT`);
    const recharge = page.getByTestId('recharge-page');
    await recharge.getByTestId('network-warning').waitFor();
    const address = (await recharge.getByTestId('deposit-address').innerText()).trim();
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await sendDeposit(address, '250');
    await mine(1);
    const deposits = recharge.getByTestId('deposit-history');
    await deposits.locator('[data-status="confirming"]').waitFor({ timeout: 15_000 });
    // The server's chain also adds a block every few seconds on its own (FUNDING_BLOCK_MS), so the
    // count the page shows may already be past 1 when it refreshes: any count of the 19 will do.
    await deposits.getByText(/^\d+\/19$/).first().waitFor();
    await shoot(page, 'funding-recharge');
    await mine(18);
    await deposits.locator('[data-status="success"]').waitFor({ timeout: 15_000 });
    await deposits.getByText('19/19').waitFor();

    // Address book: add the outside address with a note.
    await page.goto(`${baseUrl()}/user/c-symAddr`);
    const book = page.getByTestId('address-book-page');
    await book.getByTestId('add-address').click();
    const dialog = page.getByTestId('add-address-dialog');
    await dialog.getByTestId('address-input').fill('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdJ');
    await dialog.getByTestId('address-note').fill('abc');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The note must be 4-20 characters').waitFor();
    await dialog.getByTestId('address-note').fill('Outside wallet');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // The form was refused on the page, not sent: the 2 s double-submit guard starts now.
    await dialog.getByText('The address is not valid on the selected network').waitFor();
    await dialog.getByTestId('address-input').fill(OUTSIDE);
    await page.waitForTimeout(2_100);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Address added').first().waitFor();
    await book.getByText('Outside wallet').waitFor();
    await shoot(page, 'funding-address-book');

    // Withdraw 20 USDT to it, picked from the book, with the fund password.
    await page.goto(`${baseUrl()}/wallet/cash/USDT`);
    const cash = page.getByTestId('cash-page');
    // A dash until the balance has loaded.
    await expect.poll(async () => Number(plain(await cash.getByTestId('withdraw-available').innerText())), POLL).toBeGreaterThan(0);
    const before = Number(plain(await cash.getByTestId('withdraw-available').innerText()));
    await cash.getByTestId('withdraw-address').click();
    await page.getByText('Outside wallet').first().click();
    await expect.poll(() => cash.getByTestId('withdraw-address').inputValue(), POLL).toBe(OUTSIDE);
    await cash.getByTestId('withdraw-amount').fill('5');
    await cash.getByTestId('withdraw-submit').click();
    await cash.getByText('The amount is below the minimum withdrawal').waitFor();
    await cash.getByTestId('withdraw-amount').fill('20');
    await expect.poll(() => cash.getByTestId('withdraw-receive').innerText(), POLL).toBe('19.00 USDT');
    await cash.getByTestId('withdraw-submit').click();
    const check = page.getByTestId('security-check');
    await check.getByTestId('fund-password').fill('Wrong#2026pass');
    await check.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Incorrect fund password').first().waitFor();
    await check.getByTestId('fund-password').fill(DEMO.fund);
    // SPEC 9: a second submit within 2 s is ignored; a person retyping takes longer than that.
    await page.waitForTimeout(2_100);
    await check.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Withdrawal submitted').first().waitFor();
    const history = cash.getByTestId('withdrawal-history');
    await history.locator('[data-status="pending"]').waitFor();
    await expect.poll(async () => Number(plain(await cash.getByTestId('withdraw-available').innerText())), POLL).toBe(before - 20);
    await shoot(page, 'funding-cash');

    // The admin approves on /admin/withdrawals; the payout confirms on chain and completes.
    const admin = await newVisitor(browser);
    await logIn(admin.page, ADMIN);
    await admin.page.goto(`${baseUrl()}/admin/withdrawals`);
    const queue = admin.page.getByTestId('admin-withdrawals-page');
    const row = queue.locator('tr', { hasText: DEMO.email }).first();
    await row.waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByRole('button', { name: 'Confirm' }).click();
    await admin.page.getByText('Withdrawal approved').first().waitFor();
    await shoot(admin.page, 'funding-admin-withdrawals');
    await admin.context.close();

    await history.locator('[data-status="confirming"]').waitFor({ timeout: 35_000 });
    await mine(19);
    await history.locator('[data-status="completed"]').waitFor({ timeout: 35_000 });

    // Every step is in the crypto log, read from the ledger, with its before and new balance.
    await page.goto(`${baseUrl()}/wallet/log-currency`);
    const log = page.getByTestId('wallet-log-currency-page').getByTestId('wallet-log-table');
    const rows = log.locator('tbody tr.ant-table-row');
    const rowOf = async (type: string, quantity: string) => {
      await expect.poll(() => rows.filter({ hasText: type }).filter({ hasText: quantity }).count(), POLL).toBeGreaterThan(0);
      const row = rows.filter({ hasText: type }).filter({ hasText: quantity }).first();
      const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
      // time, type, account, asset, quantity, before, new balance, network, address, status, note
      return {
        text: cells.join(' | '),
        type: cells[1],
        asset: cells[3],
        before: Number(plain(cells[5]!)),
        after: Number(plain(cells[6]!)),
      };
    };
    const deposit = await rowOf('Deposit', '+250');
    expect(deposit).toMatchObject({ type: 'Deposit', asset: 'USDT' });
    expect(deposit.after - deposit.before).toBe(250);
    expect(deposit.text).toContain(address);
    const freeze = await rowOf('Withdrawal freeze', '-20');
    expect(freeze.before - freeze.after).toBe(20);
    expect(freeze.text).toContain(OUTSIDE);
    expect(freeze.text).toContain('Completed');
    await shoot(page, 'funding-log-currency');
    await context.close();
  }, 420_000);

  it('works at 375 px: the deposit page shows the address and the warning', async () => {
    const { context, page } = await newVisitor(browser, { viewport: { width: 375, height: 812 } });
    await logIn(page, DEMO);
    await page.goto(`${baseUrl()}/wallet/recharge/BTC`);
    const recharge = page.getByTestId('recharge-page');
    await expect.poll(async () => (await recharge.getByTestId('deposit-address').innerText()).trim(), POLL).toMatch(/^bc1q/);
    await recharge.getByTestId('network-warning').waitFor();
    await shoot(page, 'funding-recharge-375');
    await page.goto(`${baseUrl()}/wallet/cash/TON`);
    await page.getByTestId('cash-page').getByTestId('withdraw-closed').waitFor();
    await shoot(page, 'funding-cash-375');
    await context.close();
  }, 240_000);
});
