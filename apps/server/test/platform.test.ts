import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@aurelix/shared/locales';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('SPEC 7 calls', () => {
  it('plat_config answers the spec fields and defaults', async () => {
    const { status, body } = await t.post('/api/plat_config');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const { config, communities } = body.data;
    expect(config.sys.enable_phone_register).toBe(1);
    expect(config.legal_trade).toEqual({ confirm_time: 60, max_unpaid_num: 5, pay_time: 120 });
    expect(config.name_check).toMatchObject({ draw_check: '10000', draw_uncheck: '100', trust_single: '1000', trust_total: '10000', trust_uncheck: '1000' });
    expect(config.download.android_download_url).toMatch(/^https:/);
    expect(config.service_info.email).toContain('@');
    expect(communities.length).toBeGreaterThanOrEqual(3);
    expect(communities[0]).toHaveProperty('logo');
  });

  it('currency_list has at least 12 currencies with the spec flags', async () => {
    const { body } = await t.post('/api/currency_list', {});
    const symbols = body.data.list.map((c: { symbol: string }) => c.symbol);
    expect(symbols.length).toBeGreaterThanOrEqual(12);
    for (const s of ['BTC', 'ETH', 'USDT', 'BNB', 'SOL', 'XRP', 'DOGE', 'TRX', 'LTC', 'ADA', 'DOT', 'LINK']) expect(symbols).toContain(s);
    const btc = body.data.list.find((c: { symbol: string }) => c.symbol === 'BTC');
    expect(btc).toMatchObject({ recharge_turn: 1, draw_turn: 1, legal_status: 1, precision: 8 });
    expect(typeof btc.price).toBe('string');
  });

  it('pair_list has USDT pairs with trading settings as decimal strings', async () => {
    const { body } = await t.post('/api/pair_list');
    const btc = body.data.list.find((p: { symbol: string }) => p.symbol === 'BTC_USDT');
    expect(btc).toMatchObject({ left_symbol: 'BTC', right_symbol: 'USDT', is_hot: 1, trade_status: 1, contract_status: 1, tick_size: '0.01' });
    expect(body.data.list.every((p: { right_symbol: string }) => p.right_symbol === 'USDT')).toBe(true);
  });

  it('pairPrice answers for each of the 8 pricing currencies', async () => {
    for (const code of ['usd', 'jpy', 'krw', 'hkd', 'rub', 'eur', 'gbp', 'try']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/market/pairPrice?pair=usdt_${code}` });
      const body = res.json();
      expect(body.code).toBe(200);
      expect(Number(body.data.price)).toBeGreaterThan(0);
    }
    const usd = (await t.app.inject({ method: 'GET', url: '/api/market/pairPrice?pair=usdt_usd' })).json();
    expect(usd.data.price).toBe('1');
  });

  it('pairPrice refuses an unknown pair with a translated message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/market/pairPrice?pair=usdt_xyz', headers: { lang: 'de_DE' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1001, msg: 'Dieses Handelspaar existiert nicht', data: null });
  });

  it('plat_note gives each of the 5 documents in every locale', async () => {
    for (const lang of LOCALE_CODES) {
      const titles = new Set<string>();
      for (const type of [1, 2, 3, 4, 5]) {
        const { body } = await t.post('/api/plat_note', { type }, { lang });
        expect(body.code).toBe(200);
        expect(body.data.detail.title.length).toBeGreaterThan(2);
        expect(body.data.detail.content.split('## ').length).toBeGreaterThanOrEqual(4);
        titles.add(body.data.detail.title);
      }
      expect(titles.size).toBe(5);
    }
    const en = await t.post('/api/plat_note', { type: 1 }, { lang: 'en_US' });
    const ja = await t.post('/api/plat_note', { type: 1 }, { lang: 'ja_JP' });
    expect(ja.body.data.detail.title).not.toBe(en.body.data.detail.title);
  });

  it('center/index answers code 403 without a live session and the user with one', async () => {
    expect((await t.post('/api/center/index')).body.code).toBe(403);
    expect((await t.post('/api/center/index', {}, { token: 'not-a-token' })).body.code).toBe(403);
    const token = await t.demoToken();
    const { body } = await t.post('/api/center/index', {}, { token });
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({ invite_code: 'DEMO2026', info: { name_status: 1 } });
    expect(body.data.user.email).toMatch(/^de\*\*\*@/);
    await t.app.services.sessions.revoke(token);
    expect((await t.post('/api/center/index', {}, { token })).body.code).toBe(403);
  });
});

describe('bad input gets an envelope error, never a 5xx', () => {
  const cases: Array<[string, string, string | undefined]> = [
    ['malformed JSON', '/api/plat_note', '{"type":'],
    ['wrong type', '/api/plat_note', '{"type":"1"}'],
    ['out of range', '/api/plat_note', '{"type":9}'],
    ['unknown field', '/api/plat_note', '{"type":1,"x":1}'],
    ['unknown field on empty call', '/api/plat_config', '{"evil":true}'],
    ['array body', '/api/plat_note', '[1,2]'],
    ['huge string', '/api/plat_note', JSON.stringify({ type: 'x'.repeat(200_000) })],
    ['prototype pollution', '/api/plat_note', '{"type":1,"__proto__":{"admin":true}}'],
  ];
  for (const [name, url, payload] of cases) {
    it(name, async () => {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', lang: 'fr_FR' }, payload });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).not.toBe(200);
      expect(body.code >= 500 && body.code < 600).toBe(false);
      expect(body.data).toBeNull();
      expect(body.msg).not.toMatch(/^[A-Z_]+$/);
    });
  }

  it('unknown API routes answer an envelope 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nope' });
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
