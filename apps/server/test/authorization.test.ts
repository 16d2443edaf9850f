import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { routesOf, type Route } from './helpers/routes';
import { closeApp, login, PASSWORD, xff } from '../src/modules/auth/test-kit';
import { adminToken, auth, newUser, submitIdentity } from '../src/modules/identity/test-support';

/**
 * Authorization sweep (issue 3, "Done when"): every route the app registers is listed from
 * app.printRoutes, so a route added tomorrow is covered without editing this file. Each route that
 * is not public must answer code 403 without a session; and user B must not read or change user A's
 * identity, notices, sessions, logins, spot orders or withdrawals.
 */

/** Routes meant for visitors: reference data, market data, sign-up and sign-in, help, docs, dev tools. */
const PUBLIC = [
  /^\/healthz$/,
  /^\/api\/docs/,
  /^\/api\/dev\//, // dev outbox and dev chain: never registered in production (tested by their owners)
  /^\/api\/(plat_config|plat_note|pair_list|currency_list)$/,
  /^\/api\/market\//,
  /^\/api\/(register|register\/check-code|login|code\/send|password\/reset)$/,
  /^\/api\/help\//,
  /^\/api\/futures\/(contracts|depth|trades|kline)$/, // contract list and market data, like spot's
  /^\/api\/second\/(products|ticks)$/, // second-contract products and the recorded index ticks (the proof)
  /^\/api\/ico\/(projects|project|lottery)$/, // ICO projects and each lottery's public data (the verification script reads it)
  /^\/api\/funding\/networks$/, // deposit/withdrawal networks are reference data
  /^\/api\/p2p\/ads$/, // the P2P ad list, as on every exchange's P2P page (issue 30)
  /^\/api\/avatar\/:file$/, // avatars are public pictures, like on any exchange profile
  /^\/socket\.io/,
  /^\/api\/v3\//, // the Binance-compatible API: an API key and signature, not a session (modules/binance tests them)
];
const isPublic = (url: string) => !url.startsWith('/api/') || PUBLIC.some((re) => re.test(url));

describe('authorization sweep', { timeout: 120_000 }, () => {
  let t: TestApp;
  let routes: Route[];
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(() => closeApp(t));

  it('lists the routes of every module', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const known of ['POST /api/register/check-code', 'POST /api/center/index', 'GET /api/identity/photo/:id', 'POST /api/notices/read-all', 'POST /api/admin/identity/approve'])
      expect(urls).toContain(known);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers code 403 without a session on every route that is not public', async () => {
    const guarded = routes.filter((r) => !isPublic(r.url));
    const wrong: string[] = [];
    for (const r of guarded) {
      const url = r.url.replace(/:(\w+)/g, '1');
      for (const payload of [{}, undefined]) {
        const res = await t.app.inject({
          method: r.method as 'GET' | 'POST',
          url,
          headers: payload === undefined ? {} : { 'content-type': 'application/json' },
          payload: payload === undefined ? undefined : JSON.stringify(payload),
        });
        const code = (() => {
          try {
            return res.json().code;
          } catch {
            return `HTTP ${res.statusCode}`;
          }
        })();
        if (code !== 403) wrong.push(`${r.method} ${r.url} (${payload ? 'json {}' : 'no body'}): ${code}`);
      }
    }
    expect(guarded.length).toBeGreaterThan(25);
    expect(wrong).toEqual([]);
  });

  it('public routes answer visitors (the list above is not too wide)', async () => {
    const open = routes.filter((r) => r.url.startsWith('/api/') && isPublic(r.url) && !r.url.includes(':') && !r.url.includes('*'));
    for (const r of open) {
      const res = await t.app.inject({ method: r.method as 'GET' | 'POST', url: r.url, headers: { 'content-type': 'application/json' }, payload: r.method === 'POST' ? '{}' : undefined });
      const code = String(res.headers['content-type'] ?? '').includes('json') ? res.json().code : res.statusCode;
      expect(code, `${r.method} ${r.url}`).not.toBe(403);
    }
  });

  it('answers 403 with a revoked or made-up token as well', async () => {
    const u = await newUser(t);
    await t.post('/api/logout', {}, auth(u.token));
    for (const token of [u.token, 'x'.repeat(43), 'x'.repeat(500)]) {
      expect((await t.post('/api/center/index', {}, auth(token))).body.code).toBe(403);
      expect((await t.post('/api/notices/list', {}, auth(token))).body.code).toBe(403);
      expect((await t.post('/api/identity/status', {}, auth(token))).body.code).toBe(403);
    }
  });

  it('admin routes refuse a normal user with ADMIN_ONLY and change nothing', async () => {
    const u = await newUser(t);
    await submitIdentity(t, u.token);
    const admin = await adminToken(t);
    const pending = (await t.post('/api/admin/identity/list', {}, auth(admin))).body.data.list[0];
    const adminRoutes = routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(4);
    for (const r of adminRoutes) {
      const res = await t.app.inject({ method: r.method as 'POST', url: r.url, headers: { 'content-type': 'application/json', token: u.token }, payload: JSON.stringify({ id: pending.id }) });
      expect(res.json().code, `${r.method} ${r.url}`).toBe(3500);
    }
    expect((await t.post('/api/center/index', {}, auth(u.token))).body.data.user.info.name_status).toBe(2);
  });
});

describe("user B cannot read or change user A's data", { timeout: 120_000 }, () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof newUser>>;
  let b: Awaited<ReturnType<typeof newUser>>;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    a = await newUser(t);
    b = await newUser(t);
  });
  afterAll(() => closeApp(t));

  it('identity: status and photos', async () => {
    await submitIdentity(t, a.token);
    const mine = (await t.post('/api/identity/status', {}, auth(a.token))).body.data.application;
    expect((await t.post('/api/identity/status', {}, auth(b.token))).body.data).toMatchObject({ name_status: 1, application: null });
    for (const url of [mine.front_photo, mine.back_photo]) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(b.token) });
      expect(res.headers['content-type']).not.toMatch(/^image\//);
      expect(res.json().code).toBe(3510);
    }
    // B's submission cannot be steered onto A's account by an extra field.
    expect((await submitIdentity(t, b.token, { fields: { real_name: 'B', id_number: 'X1234', country: 'JP', user_id: String(a.id) } })).code).toBe(400);
  });

  it('notices: list, unread count, mark one, mark all', async () => {
    await t.app.services.notices.notify(a.id, 'admin', { title: 'for A only', content: 'secret' });
    const [notice] = (await t.post('/api/notices/list', {}, auth(a.token))).body.data.list;
    expect((await t.post('/api/notices/list', {}, auth(b.token))).body.data.list.some((n: { title: string }) => n.title === 'for A only')).toBe(false);
    expect((await t.post('/api/notices/read', { id: notice.id }, auth(b.token))).body.code).toBe(3600);
    await t.post('/api/notices/read-all', {}, auth(b.token));
    expect((await t.post('/api/notices/unread', {}, auth(a.token))).body.data.unread).toBe(1);
  });

  it('sessions and logins: B sees only B, and B logging out ends only B', async () => {
    const a2 = await newUser(t);
    const b2 = await newUser(t);
    expect((await login(t, a2.email, PASSWORD, xff('203.0.113.50'))).code).toBe(200);
    expect((await login(t, b2.email, PASSWORD, xff('203.0.113.60'))).code).toBe(200);
    const bLogins = (await t.post('/api/center/logins', { page: 1, limit: 50 }, auth(b2.token))).body.data.list;
    expect(bLogins.map((l: { ip: string }) => l.ip)).toEqual(['203.0.113.60']);
    expect((await t.post('/api/logout', {}, auth(b2.token))).body.code).toBe(200);
    expect((await t.post('/api/center/index', {}, auth(a2.token))).body.data.user.id).toBe(a2.id);
    expect((await t.post('/api/center/index', {}, auth(b2.token))).body.code).toBe(403);
  });

  it('the user behind a token is the token owner whatever the body says', async () => {
    const me = (await t.post('/api/center/index', {}, auth(b.token))).body.data.user;
    expect(me.id).toBe(b.id);
    const withId = await t.post('/api/center/index', { user_id: a.id }, auth(b.token));
    expect(withId.body.code).not.toBe(200);
  });

  it('spot orders: B cannot see or cancel A\'s order (when the spot module is present)', async () => {
    const routeList = t.app.printRoutes({ commonPrefix: false });
    if (!routeList.includes('/api/spot/order/cancel')) return;
    const { newTrader } = await import('../src/modules/spot/test-kit');
    const alice = await newTrader(t, { USDT: '1000' });
    const bob = await newTrader(t, { USDT: '1000' });
    const placed = await alice.place({ symbol: 'BTC_USDT', side: 'buy', type: 'limit', price: '10000', quantity: '0.01' });
    expect(placed.code).toBe(200);
    const orderId = String(placed.data.order_id ?? placed.data.id);
    const frozenBefore = await alice.balance('USDT');
    const detail = await bob.call('/api/spot/order/detail', { order_id: orderId });
    expect(detail.code).not.toBe(200);
    const cancel = await bob.cancel(orderId);
    expect(cancel.code).not.toBe(200);
    const current = await bob.call('/api/spot/order/current', {});
    expect(JSON.stringify(current.data)).not.toContain(orderId);
    expect(await alice.balance('USDT')).toBe(frozenBefore);
    expect(frozenBefore).not.toMatch(/\/0$/);
  });

  it('withdrawals and addresses: B cannot cancel A\'s withdrawal or delete A\'s address (when funding is present)', async () => {
    const routeList = t.app.printRoutes({ commonPrefix: false });
    if (!routeList.includes('/api/funding/withdraw')) return;
    const kit = await import('../src/modules/funding/test-kit');
    const alice = await kit.newClient(t, { funds: { USDT: '100' }, verified: true });
    const bob = await kit.newClient(t);
    const w = (await t.post('/api/funding/withdraw', kit.withdrawBody(), alice.headers)).body;
    expect(w.code).toBe(200);
    expect((await t.post('/api/funding/withdraw/cancel', { id: w.data.id }, bob.headers)).body.code).not.toBe(200);
    const bobList = (await t.post('/api/funding/withdrawals', {}, bob.headers)).body.data;
    expect(JSON.stringify(bobList)).not.toContain(kit.TRON_OUT);
    const added = await t.post('/api/funding/addresses/add', { currency: 'USDT', network: 'TRC20', address: kit.TRON_OUT, note: 'mine' }, alice.headers);
    if (added.body.code === 200) {
      const aliceList = (await t.post('/api/funding/addresses', {}, alice.headers)).body.data;
      const id = (aliceList.list ?? aliceList)[0].id;
      expect((await t.post('/api/funding/addresses/delete', { id }, bob.headers)).body.code).not.toBe(200);
      expect(JSON.stringify((await t.post('/api/funding/addresses', {}, alice.headers)).body.data)).toContain(kit.TRON_OUT);
    }
  });
});
