import fs from 'node:fs';
import sharp from 'sharp';
import type { Locator } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceServerClock, call } from './helpers/api';
import { launchBrowser } from './helpers/browser';
import { registerByApi } from './helpers/register';
import { ADMIN, approveIdentity, logInByApi, screens, signedIn as signedInAs, submitIdentity, visit, visitor, type Session } from './helpers/product';

/*
 * Fiat P2P in Chromium (issue 18, Tests), with two browser contexts: a merchant (a verified user the
 * admin made a merchant) and a buyer. The buyer adds a card, takes the merchant's ad on /deal, marks
 * the transfer; the merchant releases with the fund password; the crypto lands in the buyer's fiat
 * wallet. A second order expires when the test moves the server's clock and its escrow returns; a
 * third is appealed by the merchant and resolved by the admin on /admin/p2p. The ledger audit of the
 * running server is clean. The API only sets up what is not the subject: registration, identity,
 * the merchant's crypto and ad. Screenshots at 1440 and 375 px go to SHOTS.
 */

const SHOTS = process.env.P2P_SHOTS ?? '/tmp/p2p-shots';
const PASSWORD = 'P2pTrade2026pass';
const FUND = 'Fund2026p2p';
const SLOW = 240_000;
const POLL = { timeout: 30_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser?.close());

/** A picture as a user picks it from disk. */
const picture = (background: string) => sharp({ create: { width: 120, height: 80, channels: 3, background } }).png().toBuffer();
/** WCAG 2 contrast of an element's text against the first opaque background behind it. */
const contrast = (el: Locator) =>
  el.evaluate((node) => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    let bg: number[] = [0, 0, 0];
    for (let e: Element | null = node; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || c[3] === 1) {
        bg = c.slice(0, 3);
        break;
      }
    }
    const [a, b] = [lum(rgba(getComputedStyle(node).color)), lum(bg)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
/** Own chat messages and their times are readable (contrast at least 4.5:1). */
async function ownMessageReadable(chat: Locator, text: string) {
  const bubble = chat.getByText(text);
  expect(await contrast(bubble)).toBeGreaterThanOrEqual(4.5);
  expect(await contrast(bubble.locator('xpath=preceding-sibling::div[1]'))).toBeGreaterThanOrEqual(4.5);
}
/** The image has been fetched with the session and drawn (a refused one never gets a width). */
const drawn = (img: Locator) => expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth), POLL).toBe(120);

const { shootBoth, keepOnFailure } = screens(SHOTS);
/** A confirmation dialog done zooming in: a click during the zoom can land beside its button on a loaded machine. */
const signedIn = (session: Session) => signedInAs(browser, session);
/** The identity application and its approval by the admin. */
async function verify(email: string, token: string) {
  await submitIdentity(token, { name: 'Lena Park', idNumber: `P2P${Date.now() % 1e7}`, country: 'DE' });
  await approveIdentity(email);
}


async function newUser(tag: string, address: string): Promise<{ email: string; session: Session }> {
  const email = `p2p-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerByApi(email, { login: PASSWORD, fund: FUND }, address);
  return { email, session: await logInByApi(email, PASSWORD) };
}


/** USDT into the user's fiat wallet: a dev-chain deposit to spot, then a transfer spot → fiat. */
async function fundFiat(token: string, amount: number) {
  const { address } = await call<{ address: string }>('/api/funding/deposit/address', { currency: 'USDT', network: 'BEP20' }, token);
  await call('/api/dev/chain/deposit', { currency: 'USDT', network: 'BEP20', address, amount: String(amount) });
  for (let i = 0; i < 40; i++) {
    await call('/api/dev/chain/mine', { blocks: 20 });
    const spot = await call<{ quote: { available: string } }>('/api/spot/balances', { symbol: 'BTC_USDT' }, token);
    if (Number(spot.quote.available) >= amount) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await call('/api/wallet/transfer', { from: 'spot', to: 'fiat', currency: 'USDT', amount: String(amount), client_id: `p2p-${Date.now()}` }, token);
}

async function fiatUsdt(token: string): Promise<{ available: number; frozen: number }> {
  const acc = await call<{ assets: { currency: string; available: string; frozen: string }[] }>('/api/wallet/account', { account: 'fiat' }, token);
  const row = acc.assets.find((r) => r.currency === 'USDT');
  return { available: Number(row?.available ?? 0), frozen: Number(row?.frozen ?? 0) };
}

describe('fiat P2P', () => {
  it('a buyer and a merchant complete an order; another expires; another is appealed and resolved; audit clean', async () => {
    // Set-up through the API: a verified merchant with 1,000 USDT in the fiat wallet and a selling ad.
    const m = await newUser('merchant', '192.0.2.181');
    await verify(m.email, m.session.token);
    const admin = await logInByApi(ADMIN.account, ADMIN.password);
    await call('/api/admin/p2p/merchant/grant', { account: m.email }, admin.token);
    await fundFiat(m.session.token, 1000);
    await call('/api/p2p/card/add', { real_name: 'Lena Park', bank_name: 'Berlin Bank', card_no: 'DE89 3704 0044 0532 0130 00', fiat: 'EUR' }, m.session.token);
    const ad = await call<{ id: number }>(
      '/api/p2p/ad/save',
      { side: 'sell', crypto: 'USDT', fiat: 'EUR', price_type: 'fixed', price: '0.5', quantity: '600', min_amount: '10', max_amount: '100', methods: ['SEPA'], pay_window: 20 },
      m.session.token,
    );
    const b = await newUser('buyer', '192.0.2.182');

    // A verified user's collection method must be in the verified name (Lena Park), said in words.
    const merchantTab = await signedIn(m.session);
    await visit(merchantTab.page, '/user/addCollAddr');
    const mForm = merchantTab.page.getByTestId('p2p-card-form');
    await mForm.getByLabel('Full name').fill('Someone Else');
    await mForm.getByLabel('Bank name').fill('Berlin Bank');
    await mForm.getByLabel('Card or account number').fill('DE44 5001 0517 5407 3249 31');
    await mForm.getByTestId('p2p-card-save').click();
    await merchantTab.page.getByText('The holder’s name must be the name of your verified identity').first().waitFor();
    await merchantTab.context.close();

    const buyer = await signedIn(b.session);
    const merchant = await signedIn(m.session);
    keepOnFailure(buyer.page, 'buyer');
    keepOnFailure(merchant.page, 'merchant');

    // The buyer adds a card on /user/addCollAddr.
    await visit(buyer.page, '/user/addCollAddr');
    const form = buyer.page.getByTestId('p2p-card-form');
    await form.getByLabel('Full name').fill('Tom Weber');
    await form.getByLabel('Bank name').fill('Hamburg Sparkasse');
    await form.getByLabel('Card or account number').fill('DE02 1203 0000 0000 2020 51');
    await form.locator('.ant-select').click();
    await buyer.page.locator('.ant-select-item-option').filter({ hasText: 'EUR' }).click();
    await expect.poll(() => form.locator('.ant-select').innerText(), POLL).toContain('EUR');
    await form.getByTestId('p2p-card-save').click();
    await buyer.page.getByTestId('p2p-cards').getByText('**** 2051').waitFor();

    // /deal: buy USDT with EUR; the merchant's ad is there.
    await visit(buyer.page, '/deal');
    // As a user does: the list (USD by default) is on screen before the fiat is changed, and the
    // choice is on the select before an ad of it is taken.
    await buyer.page.getByTestId('p2p-best').waitFor();
    await buyer.page.getByTestId('p2p-fiat').click();
    await buyer.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'EUR' }).click();
    await expect.poll(() => buyer.page.getByTestId('p2p-fiat').innerText()).toBe('EUR');
    await buyer.page.getByTestId(`p2p-take-${ad.id}`).click();
    await buyer.page.getByTestId('p2p-take-value').fill('50');
    await buyer.page.getByTestId('p2p-place').click();
    await buyer.page.getByTestId('p2p-place-ok').click();
    await buyer.page.waitForURL(/\/deal\/buy-detail\/\d+/);
    const order = buyer.page.getByTestId('p2p-order');
    await expect.poll(() => order.getByTestId('p2p-status').innerText(), POLL).toBe('Order generated');
    expect(await order.getByTestId('p2p-order-qty').innerText()).toBe('100 USDT');
    // The seller's account number in full to the counterparty of the open order.
    await order.getByText('DE89 3704 0044 0532 0130 00').waitFor();
    await order.getByTestId('p2p-countdown').waitFor();
    await shootBoth(buyer.page, 'order-buyer-unpaid');
    expect(await fiatUsdt(m.session.token)).toEqual({ available: 900, frozen: 100 });

    // The chat, live on the other side.
    await order.getByTestId('p2p-chat-input').fill('Paying now by SEPA');
    await order.getByTestId('p2p-chat-send').click();
    const orderId = Number(buyer.page.url().split('/').pop());
    await visit(merchant.page, `/deal/sell-detail/${orderId}`);
    const seen = merchant.page.getByTestId('p2p-order');
    await seen.getByTestId('p2p-chat').getByText('Paying now by SEPA').waitFor();

    // The buyer's own message is readable at 1440 and at 375 px.
    await ownMessageReadable(order.getByTestId('p2p-chat'), 'Paying now by SEPA');
    await shootBoth(buyer.page, 'order-chat', async () => undefined, () => ownMessageReadable(order.getByTestId('p2p-chat'), 'Paying now by SEPA'));

    // A picture in the chat (the transfer receipt) is drawn for the buyer who sent it and the merchant.
    await order.getByTestId('p2p-chat-image-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await picture('#2a6df4') });
    await drawn(order.getByTestId('p2p-chat').locator('img'));
    await seen.getByTestId('p2p-chat').locator('img').waitFor(POLL);
    await drawn(seen.getByTestId('p2p-chat').locator('img'));
    await expect.poll(() => seen.getByTestId('p2p-status').innerText(), POLL).toBe('Waiting buyer payment');
    // The merchant sees the buyer's public name (no nickname chosen: User-<id>), nothing of the e-mail.
    expect(await seen.innerText()).toMatch(/Buyer\s+User-\d+/);
    expect(await seen.innerText()).not.toContain('@example.com');

    // "I have completed the transfer" (after a confirmation); the merchant's screen follows.
    await order.getByTestId('p2p-pay').click();
    await buyer.page.getByTestId('p2p-pay-ok').click();
    await expect.poll(() => order.getByTestId('p2p-status').innerText(), POLL).toBe('Payment submitted');
    await expect.poll(() => seen.getByTestId('p2p-status').innerText(), POLL).toBe('Payment submitted');

    // "I have received the payment" with the fund password.
    await seen.getByTestId('p2p-release').click();
    await merchant.page.getByTestId('p2p-fund-password').fill(FUND);
    await merchant.page.getByTestId('p2p-release-ok').click();
    await expect.poll(() => seen.getByTestId('p2p-status').innerText(), POLL).toBe('Completed');
    await expect.poll(() => order.getByTestId('p2p-status').innerText(), POLL).toBe('Completed');
    expect(await fiatUsdt(b.session.token)).toEqual({ available: 100, frozen: 0 });
    expect(await fiatUsdt(m.session.token)).toEqual({ available: 900, frozen: 0 });

    // /order/legal-order lists it with the SPEC 3 fields.
    await visit(buyer.page, '/order/legal-order');
    const row = buyer.page.getByTestId('p2p-orders').locator('tr', { has: buyer.page.getByTestId(`p2p-order-link-${orderId}`) });
    await row.getByText('Completed').waitFor();
    await shootBoth(buyer.page, 'legal-order');

    // A second order expires: the test moves the server's clock past the payment window.
    const second = await call<{ id: number }>('/api/p2p/order/place', { ad_id: ad.id, by: 'amount', value: '20', card_id: (await call<{ list: { id: number }[] }>('/api/p2p/cards', {}, b.session.token)).list[0]!.id }, b.session.token);
    expect(await fiatUsdt(m.session.token)).toEqual({ available: 860, frozen: 40 });
    await visit(buyer.page, `/deal/buy-detail/${second.id}`);
    await expect.poll(() => order.getByTestId('p2p-status').innerText(), POLL).toBe('Order generated');
    await advanceServerClock(21 * 60_000);
    await expect.poll(async () => (await call<{ status: string }>('/api/p2p/order/detail', { id: second.id }, b.session.token)).status, POLL).toBe('cancelled');
    await expect.poll(() => order.getByTestId('p2p-status').innerText(), POLL).toBe('Cancelled');
    expect(await fiatUsdt(m.session.token)).toEqual({ available: 900, frozen: 0 });

    // A third is paid, then appealed by the merchant (disputing the payment) and resolved by the admin.
    const third = await call<{ id: number }>('/api/p2p/order/place', { ad_id: ad.id, by: 'amount', value: '30', card_id: (await call<{ list: { id: number }[] }>('/api/p2p/cards', {}, b.session.token)).list[0]!.id }, b.session.token);
    await call('/api/p2p/order/pay', { id: third.id }, b.session.token);
    await visit(merchant.page, `/deal/sell-detail/${third.id}`);
    await expect.poll(() => seen.getByTestId('p2p-status').innerText(), POLL).toBe('Payment submitted');
    await seen.getByTestId('p2p-appeal').click();
    await merchant.page.getByTestId('p2p-appeal-reason').fill('Nothing arrived on my account');
    await merchant.page.getByTestId('p2p-appeal-file').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: await picture('#f0b90b') });
    await merchant.page.getByText('1 image').waitFor();
    await merchant.page.getByTestId('p2p-appeal-ok').click();
    await expect.poll(() => seen.getByTestId('p2p-status').innerText(), POLL).toBe('In appeal');

    const adminV = await signedIn(admin);
    keepOnFailure(adminV.page, 'admin');
    await visit(adminV.page, '/admin/p2p');
    await adminV.page.getByTestId(`p2p-admin-open-${third.id}`).click();
    const detail = adminV.page.getByTestId('p2p-admin-detail');
    await detail.getByText('Nothing arrived on my account').waitFor();
    // The appeal's evidence is drawn for the admin reviewing it, and on the order for both sides.
    await drawn(detail.getByTestId('p2p-appeal-images').locator('img'));
    await drawn(seen.getByTestId('p2p-appeal-images').locator('img'));
    await detail.getByTestId('p2p-admin-return').click();
    // The confirmation's button, pressed once it has finished opening over the drawer.
    const ok = adminV.page.getByTestId('p2p-admin-return-ok');
    for (let attempt = 0; attempt < 3; attempt++) {
      await ok.click().catch(() => undefined);
      if (await ok.waitFor({ state: 'hidden', timeout: 5_000 }).then(() => true, () => false)) break;
    }
    await expect.poll(async () => (await call<{ status: string }>('/api/p2p/order/detail', { id: third.id }, b.session.token)).status, POLL).toBe('cancelled');
    await expect.poll(() => seen.getByTestId('p2p-status').innerText(), POLL).toBe('Cancelled');
    expect(await fiatUsdt(m.session.token)).toEqual({ available: 900, frozen: 0 });
    await detail.getByText('Cancelled').first().waitFor();
    await shootBoth(adminV.page, 'admin-p2p');

    // Both sides were told; the wallet log's fiat tab shows the escrow moves.
    const notices = await call<{ list: { title: string; content: string }[] }>('/api/notices/list', { page: 1, limit: 20 }, b.session.token);
    expect(JSON.stringify(notices.list)).toMatch(/appeal/i);

    // Selling to a demo merchant completes: it pays within its 5 s (the server's clock moved), the
    // seller reads the order's rules and confirms receipt with the fund password.
    const demoAds = await call<{ list: { id: number; merchant_name: string }[] }>('/api/p2p/ads', { side: 'sell', crypto: 'USDT', fiat: 'EUR' }, b.session.token);
    const demoAd = demoAds.list.find((a) => a.merchant_name === 'AlphaOTC')!;
    const eurCard = (await call<{ list: { id: number }[] }>('/api/p2p/cards', {}, b.session.token)).list[0]!.id;
    const sold = await call<{ id: number }>('/api/p2p/order/place', { ad_id: demoAd.id, by: 'quantity', value: '40', card_id: eurCard }, b.session.token);
    await visit(buyer.page, `/deal/sell-detail/${sold.id}`);
    await order.getByTestId('p2p-rules').getByText('Release only when the money is in your account', { exact: false }).waitFor();
    await advanceServerClock(5_000);
    await expect.poll(() => order.getByTestId('p2p-status').innerText(), POLL).toBe('Payment submitted');
    await shootBoth(buyer.page, 'order-seller-demo-paid');
    await order.getByTestId('p2p-release').click();
    await buyer.page.getByTestId('p2p-fund-password').fill(FUND);
    await buyer.page.getByTestId('p2p-release-ok').click();
    await expect.poll(() => order.getByTestId('p2p-status').innerText(), POLL).toBe('Completed');
    expect(await fiatUsdt(b.session.token)).toEqual({ available: 60, frozen: 0 });

    const audit = await call<{ violations: string[] }>('/api/dev/audit', {});
    expect(audit.violations).toEqual([]);
    await Promise.all([buyer.context.close(), merchant.context.close(), adminV.context.close()]);
  }, SLOW);

  it('a visitor sees the ads, is asked to log in when taking one, and comes back to the same list', async () => {
    const u = await newUser('visitor', '192.0.2.183');
    const v = await visitor(browser);
    keepOnFailure(v.page, 'visitor');
    // The list a visitor opens (selling USDT for EUR), with the merchants, prices, limits and methods.
    await visit(v.page, '/deal?side=sell&crypto=USDT&fiat=EUR');
    const deal = v.page.getByTestId('p2p-deal');
    await deal.getByText('AlphaOTC').first().waitFor();
    expect(await v.page.getByTestId('p2p-fiat').innerText()).toBe('EUR');
    expect(await deal.getByText('Payment methods').count()).toBeGreaterThan(0);
    await shootBoth(v.page, 'deal-visitor', () => deal.getByText('AlphaOTC').first().waitFor());

    // Taking an ad asks to log in or sign up; logging in comes back to the same list.
    await deal.locator('[data-testid^="p2p-take-"]').first().click();
    await v.page.getByText('Log in or sign up to trade with this merchant', { exact: false }).waitFor();
    expect(await v.page.getByTestId('p2p-visitor-register').innerText()).toBe('Sign up');
    await v.page.getByTestId('p2p-visitor-login').click();
    await v.page.waitForURL(/\/login$/);
    await v.page.getByTestId('email-input').fill(u.email);
    await v.page.getByTestId('password-input').fill(PASSWORD);
    await v.page.getByTestId('login-submit').click();
    await v.page.waitForURL(/\/deal\?side=sell&crypto=USDT&fiat=EUR$/);
    await expect.poll(() => v.page.getByTestId('p2p-fiat').innerText(), POLL).toBe('EUR');
    // Signed in, the same button opens the ad.
    await deal.locator('[data-testid^="p2p-take-"]').first().click();
    await v.page.waitForURL(/\/deal\/sell-next\?ad=\d+&crypto=USDT&fiat=EUR/);
    await v.context.close();
  }, SLOW);
});
