/**
 * What the product e2e files (futures, second contracts, P2P, ICO) share: the signed-in browser,
 * screenshots at 1440 and 375 px, and the set-up through the API that is not their subject (USDT
 * deposited on the development chain, an identity submitted and approved).
 */
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { call } from './api';
import { baseUrl, newVisitor, screenshotsWanted } from './browser';

export interface Session {
  token: string;
  user: { id: number };
}

export const ADMIN = { account: 'admin@aurelix.example', password: 'Admin#2026pass' };

export const logInByApi = (account: string, password: string) => call<Session>('/api/login', { account, password });

export async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
}

export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();

/** A visitor with generous timeouts: the shared test machine can be slow to serve a page. */
export async function visitor(browser: Browser, viewport?: { width: number; height: number }) {
  const v = await newVisitor(browser, viewport ? { viewport } : {});
  v.context.setDefaultTimeout(60_000);
  v.context.setDefaultNavigationTimeout(90_000);
  return v;
}

/**
 * A signed-in visitor: the session put in local storage as the app keeps it (logging in is not the
 * subject of these files). Only on the first load: later loads keep what the app stored, such as
 * the user info it reads again once the identity is approved.
 */
export async function signedIn(browser: Browser, session: Session) {
  const v = await visitor(browser);
  await v.context.addInitScript(
    ([token, user]) => {
      if (localStorage.getItem('token')) return;
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return v;
}

/**
 * Screenshots into `dir`: of a failing test's page (always), of a screen and of a screen at 1440 and
 * 375 px (only with E2E_SCREENSHOTS=1; without, shootBoth still resizes to 375 px and runs `ready`
 * and `at375` there, so what a file checks at 375 px is checked in every run).
 */
export function screens(dir: string) {
  /** Once the splash screen has faded out, from the top (a fixed header is drawn mid-page when scrolled). */
  async function shoot(page: Page, name: string) {
    if (!screenshotsWanted()) return;
    await page.waitForFunction(() => document.getElementById('splash')?.classList.contains('is-hidden') ?? true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  }
  return {
    shoot,
    /** The page a failing test leaves a screenshot of (failed-*.png), to see what the user saw. */
    keepOnFailure(page: Page, name: string) {
      onTestFailed(async () => {
        await page.screenshot({ path: `${dir}/failed-${name}.png`, fullPage: true }).catch(() => undefined);
      });
    },
    /** The same screen at 1440 px, at 375 px (`at375` checks it there), then back at 1440 px. */
    async shootBoth(page: Page, name: string, ready: () => Promise<unknown> = async () => undefined, at375?: () => Promise<unknown>) {
      await shoot(page, `${name}-1440`);
      await page.setViewportSize({ width: 375, height: 812 });
      await ready();
      await shoot(page, `${name}-375`);
      await at375?.();
      await page.setViewportSize({ width: 1440, height: 900 });
      await ready();
    },
  };
}

/** USDT into the user's spot wallet: a deposit on the development chain, mined until it arrives. */
export async function depositUsdt(token: string, amount: number) {
  const { address } = await call<{ address: string }>('/api/funding/deposit/address', { currency: 'USDT', network: 'BEP20' }, token);
  await call('/api/dev/chain/deposit', { currency: 'USDT', network: 'BEP20', address, amount: String(amount) });
  for (let i = 0; i < 40; i++) {
    await call('/api/dev/chain/mine', { blocks: 20 });
    const spot = await call<{ assets: { currency: string; available: string }[] }>('/api/wallet/account', { account: 'spot' }, token);
    if (Number(spot.assets.find((a) => a.currency === 'USDT')?.available ?? 0) >= amount) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the deposit did not arrive');
}

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 480, height: 300, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The identity application through the API (multipart, as the form sends it). */
export async function submitIdentity(token: string, applicant: { name: string; idNumber: string; country: string }) {
  const form = new FormData();
  form.append('real_name', applicant.name);
  form.append('id_number', applicant.idNumber);
  form.append('country', applicant.country);
  form.append('front', new Blob([new Uint8Array(await photo(40, 90, 160))], { type: 'image/png' }), 'front.png');
  form.append('back', new Blob([new Uint8Array(await photo(30, 120, 90))], { type: 'image/png' }), 'back.png');
  const res = await fetch(`${baseUrl()}/api/identity/submit`, { method: 'POST', headers: { token, lang: 'en_US' }, body: form });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`identity not submitted: ${body.msg}`);
}

/** The admin approves the user's pending application. */
export async function approveIdentity(email: string) {
  const admin = await logInByApi(ADMIN.account, ADMIN.password);
  const page = await call<{ list: { id: number; account: string }[] }>('/api/admin/identity/list', { status: 2, page: 1, limit: 50 }, admin.token);
  const application = page.list.find((a) => a.account === email);
  if (!application) throw new Error(`no pending application of ${email}`);
  await call('/api/admin/identity/approve', { id: application.id }, admin.token);
}
