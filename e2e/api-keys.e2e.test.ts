import { createHmac } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNow } from './helpers/api';
import { baseUrl, launchBrowser } from './helpers/browser';
import { logInByApi, screens, signedIn, toast, visit } from './helpers/product';
import { registerByApi } from './helpers/register';

/*
 * /user/api (issue 29) in Chromium against the real server: a user creates an API key with the
 * fund password, sees the secret once, signs a Binance-style request with it from outside the
 * browser, and revokes the key after a confirmation, after which the same request is refused.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const { shoot, shootBoth, keepOnFailure } = screens(new URL('../docs/screenshots/', import.meta.url).pathname);
const PASSWORDS = { login: 'Keys#2026login', fund: 'Keys#2026fund' };

/** GET /api/v3/account signed as a Binance client signs it. */
async function account(apiKey: string, secret: string) {
  const query = `timestamp=${await serverNow()}`;
  const signature = createHmac('sha256', secret).update(query).digest('hex');
  const res = await fetch(`${baseUrl()}/api/v3/account?${query}&signature=${signature}`, { headers: { 'X-MBX-APIKEY': apiKey } });
  return { status: res.status, body: (await res.json()) as { code?: number; canTrade?: boolean } };
}

describe('API management', () => {
  it('creates a key with the fund password, shows its secret once, and revokes it', async () => {
    const email = `keys.${Date.now()}@example.com`;
    await registerByApi(email, PASSWORDS);
    const session = await logInByApi(email, PASSWORDS.login);
    const { page } = await signedIn(browser, session);
    keepOnFailure(page, 'api-keys');
    await visit(page, '/user/api');
    const panel = page.getByTestId('api-keys-page');
    await panel.getByText('No API keys yet').waitFor();

    await panel.getByTestId('create-api-key').click();
    const dialog = page.getByTestId('create-api-key-dialog');
    await dialog.getByTestId('api-key-label').fill('Grid bot');
    await dialog.getByTestId('api-key-trade').click();
    await dialog.getByTestId('api-key-ips').fill('127.0.0.1');
    await dialog.getByTestId('api-key-fund-password').fill('Wrong#2026fund');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Incorrect fund password').waitFor();
    await dialog.getByTestId('api-key-fund-password').fill(PASSWORDS.fund);
    // SPEC 9: a second submit within 2 s is ignored; a person retyping takes longer than that.
    await page.waitForTimeout(2_100);
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    const secretDialog = page.getByTestId('api-key-secret-dialog');
    await secretDialog.getByText('This is the only time the secret is shown').waitFor();
    const apiKey = await secretDialog.getByTestId('api-key-value').innerText();
    const secret = await secretDialog.getByTestId('api-secret-value').innerText();
    expect(apiKey).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await shoot(page, 'api-keys-secret-1440');
    await secretDialog.getByTestId('api-key-saved').click();

    await panel.getByText('Grid bot').waitFor();
    await panel.getByText('1 of 30 keys').waitFor();
    expect(await panel.innerText()).not.toContain(secret);
    await shootBoth(page, 'api-keys', () => panel.getByText('Grid bot').waitFor());

    // The key works for a Binance client on this machine's address, with trading on.
    expect(await account(apiKey, secret)).toMatchObject({ status: 200, body: { canTrade: true } });

    await panel.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Revoke this key? Programs using it stop working at once.').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'API key revoked').waitFor();
    await panel.getByText('No API keys yet').waitFor();
    expect(await account(apiKey, secret)).toMatchObject({ status: 401, body: { code: -2015 } });
  });
});
