import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@aurelix/shared/errors';
import { P2P_CRYPTOS, P2P_FIATS } from '@aurelix/shared/schemas/p2p';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { productionWarnings } from '../../config';
import { users } from '../../db/schema';
import { closeApp } from '../auth/test-kit';
import { MARKET_MAKER_ACCOUNT, MARKET_TAKER_ACCOUNT } from '../market-maker/seed';
import { DEMO_MERCHANTS } from '../p2p/demo';
import { ADMIN_USER, DEMO_USER } from './reference-data';

/**
 * Issue 26 finding 8: with NODE_ENV=production and nothing else said, a first start made two demo
 * merchants with 500,000 USDT and 20 BTC each from system:world and 32 online ads, a demo ICO that
 * took real subscriptions, a market maker, a predictable price walk, and a public API reference. In
 * production nothing demo exists unless the operator asks for it by name.
 */

// Empty values are "not set": the test environment itself turns the demo off (test-env.ts).
const PRODUCTION = { NODE_ENV: 'production', DEMO_MARKET: '', MARKET_MAKER: '', DEMO_HISTORY_DAYS: '1', ADMIN_EMAIL: 'ops@exchange.test', ADMIN_PASSWORD: 'Tr1cky-Horse-Battery' };

let t: TestApp | undefined;
afterEach(async () => {
  if (t) await closeApp(t);
  t = undefined;
});

/** Every online ad a signed-in user is shown, over every side, crypto and fiat. */
async function visibleAds(app: TestApp): Promise<number> {
  const admin = await app.app.services.auth.userIdByAccount(PRODUCTION.ADMIN_EMAIL);
  const token = await app.app.services.sessions.open(admin, { ip: '127.0.0.1', userAgent: 'test' });
  let count = 0;
  for (const side of ['buy', 'sell'])
    for (const crypto of P2P_CRYPTOS)
      for (const fiat of P2P_FIATS) {
        const res = await app.post('/api/p2p/ads', { side, crypto, fiat }, { token });
        expect(res.body.code).toBe(200);
        count += res.body.data.list.length;
      }
  return count;
}

describe('a production start on an empty database', { timeout: 120_000 }, () => {
  it('has no demo users, merchants, ads, ICO projects, market maker or price walk, and no money from nowhere', async () => {
    t = await createTestApp(PRODUCTION);
    expect(t.config).toMatchObject({ demoMarket: false, marketMaker: false });

    const accounts = (await t.database.db.select({ account: users.account, role: users.role }).from(users)).map((u) => `${u.role} ${u.account}`);
    expect(accounts.filter((a) => !a.startsWith('system system:'))).toEqual([`admin ${PRODUCTION.ADMIN_EMAIL}`]);
    for (const gone of [DEMO_USER.email, ADMIN_USER.email, ...DEMO_MERCHANTS.map((m) => m.account), 'system:ico_demo_1'])
      expect(accounts.some((a) => a.endsWith(` ${gone}`)), gone).toBe(false);

    expect(await visibleAds(t)).toBe(0);
    expect((await t.post('/api/ico/projects', {})).body.data.list).toEqual([]);

    // No market maker: not running, no inventory, no quotes on the books.
    expect(t.app.services.marketMaker.current).toBeUndefined();
    for (const account of [MARKET_MAKER_ACCOUNT, MARKET_TAKER_ACCOUNT])
      expect(await t.app.services.ledger.balancesOf(await t.app.services.auth.userIdByAccount(account))).toEqual([]);
    const depth = (await t.post('/api/market/depth', { symbol: 'BTC_USDT' })).body.data;
    expect([depth.bids, depth.asks]).toEqual([[], []]);
    // Nothing credited from the outside world: no money exists that nobody deposited.
    expect(await t.app.services.ledger.balancesOf(await t.app.services.auth.userIdByAccount('system:world'))).toEqual([]);

    // No price walk: an hour of the ticker moves no price when nobody trades, and no history was made up.
    const tickers = t.app.services.market.tickers;
    const before = tickers.pairs().map((p) => tickers.indexPrice(p.symbol));
    expect(tickers.publishTicks(Date.now() + 3_600_000)).toEqual([]);
    expect(tickers.pairs().map((p) => tickers.indexPrice(p.symbol))).toEqual(before);
    expect(await t.app.services.market.candles.hasAny()).toBe(false);
  });

  it('does not serve the API reference to a visitor', async () => {
    t = await createTestApp(PRODUCTION);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(ERROR_CODES.NOT_FOUND);
    }
  });

  it('runs the demo only when the operator sets DEMO_MARKET=1, and says so', async () => {
    t = await createTestApp({ ...PRODUCTION, DEMO_MARKET: '1', MARKET_MAKER: '0' });
    expect(t.config).toMatchObject({ demoMarket: true, marketMaker: false });
    expect(productionWarnings(t.config)).toEqual([expect.stringContaining('DEMO_MARKET is on in production')]);
    expect(await visibleAds(t)).toBeGreaterThan(0);
    expect((await t.post('/api/ico/projects', {})).body.data.list.length).toBeGreaterThan(0);
  });
});
