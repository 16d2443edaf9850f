import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const US = '8.8.8.8';
const JP = '133.242.0.1';

describe('region restriction (ARCHITECTURE 9)', () => {
  it('answers HTTP 403 REGION_RESTRICTED to a blocked country behind trusted proxies', async () => {
    t = await createTestApp({ BLOCKED_COUNTRIES: 'US, KP', TRUST_PROXY: '2' });
    const blocked = await t.app.inject({ method: 'POST', url: '/api/plat_config', headers: { 'x-forwarded-for': `${US}, 10.0.0.1` } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().msg).toBe('REGION_RESTRICTED');
    const allowed = await t.app.inject({ method: 'POST', url: '/api/plat_config', headers: { 'x-forwarded-for': JP } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().code).toBe(200);
    const local = await t.app.inject({ method: 'POST', url: '/api/currency_list' });
    expect(local.json().code).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY=1', async () => {
    t = await createTestApp({ BLOCKED_COUNTRIES: 'US' });
    const res = await t.app.inject({ method: 'POST', url: '/api/plat_config', headers: { 'x-forwarded-for': US } });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
  });

  // The proxy appends the address it saw (a German one); everything left of it came from the client.
  const FORGED = ['8.8.8.8', '8.8.8.8:443', '[2001:4860:4860::8888]', '::ffff:808:808', '::8.8.8.8', '2002:808:808::1',
    '64:ff9b::808:808', '134744072', '0x08080808', '008.008.008.008', 'unknown, 8.8.8.8', '10.0.0.1, 8.8.8.8'];
  it('cannot be escaped by writing an address on the left of X-Forwarded-For', async () => {
    t = await createTestApp({ BLOCKED_COUNTRIES: 'DE', TRUST_PROXY: '1' });
    for (const forged of FORGED) {
      const res = await t.app.inject({ method: 'POST', url: '/api/plat_config', headers: { 'x-forwarded-for': `${forged}, 81.169.145.105` } });
      expect([forged, res.statusCode]).toEqual([forged, 403]);
    }
    const twoLines = await t.app.inject({
      method: 'POST',
      url: '/api/plat_config',
      headers: { 'x-forwarded-for': ['8.8.8.8', '81.169.145.105'] },
    });
    expect(twoLines.statusCode).toBe(403);
  });

  it('blocks the other written forms of a blocked address, which the proxy may record', async () => {
    t = await createTestApp({ BLOCKED_COUNTRIES: 'US', TRUST_PROXY: '1' });
    for (const form of FORGED.filter((f) => !f.includes(','))) {
      const res = await t.app.inject({ method: 'POST', url: '/api/plat_config', headers: { 'x-forwarded-for': form } });
      expect([form, res.statusCode]).toEqual([form, 403]);
    }
  });

  it('lets addresses of no known country pass unless ALLOW_UNKNOWN_COUNTRY=0', async () => {
    const headers = { 'x-forwarded-for': 'garbage' };
    t = await createTestApp({ BLOCKED_COUNTRIES: 'US', TRUST_PROXY: '1' });
    expect((await t.app.inject({ method: 'POST', url: '/api/plat_config', headers })).statusCode).toBe(200);
    await t.close();
    t = await createTestApp({ BLOCKED_COUNTRIES: 'US', TRUST_PROXY: '1', ALLOW_UNKNOWN_COUNTRY: '0' });
    expect((await t.app.inject({ method: 'POST', url: '/api/plat_config', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/plat_config', headers: { 'x-forwarded-for': JP } })).statusCode).toBe(200);
  });

  it('restricts only the API, not the health check', async () => {
    t = await createTestApp({ BLOCKED_COUNTRIES: 'US', TRUST_PROXY: '1' });
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': US } });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('go with API answers, errors and unknown paths alike', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
    const headers = { 'x-forwarded-for': JP };
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/currency_list', headers }),
      await t.app.inject({ method: 'GET', url: '/no/such/path', headers }),
      await t.app.inject({ method: 'POST', url: '/api/spot/order', headers, payload: '{"broken' }),
    ];
    // Past the limit: the rate limiter's own answer.
    for (let i = 0; i < 3; i++) answers.push(await t.app.inject({ method: 'POST', url: '/api/currency_list', headers }));
    expect(answers.at(-1)!.json().code).toBe(429);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});

describe('codes per hour per address', () => {
  it('cannot be escaped by rotating the first X-Forwarded-For entry', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '100000' });
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}, ${JP}`, 'content-type': 'application/json' };
      const payload = JSON.stringify({ type: 'email', address: `rotate${i}@example.com`, purpose: 'register' });
      codes.push((await t.app.inject({ method: 'POST', url: '/api/code/send', headers, payload })).json().code);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(3104);
  });
});

describe('caching of API answers', () => {
  it('every API answer, error or not, says no-store', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/currency_list' }),
      await t.app.inject({ method: 'POST', url: '/api/center/index' }),
      await t.app.inject({ method: 'POST', url: '/api/no/such/call' }),
      await t.app.inject({ method: 'POST', url: '/api/spot/order', payload: '{"broken', headers: { 'content-type': 'application/json' } }),
    ];
    for (let i = 0; i < 3; i++) answers.push(await t.app.inject({ method: 'POST', url: '/api/currency_list' }));
    expect(answers.at(-1)!.json().code).toBe(429);
    for (const res of answers) expect(res.headers['cache-control'], res.body.slice(0, 60)).toBe('no-store');
  });
});

describe('global rate limit', () => {
  it('answers a translated code 429 past the limit, per address', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' });
    const headers = { 'x-forwarded-for': JP, lang: 'ja_JP' };
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/currency_list', headers })).json().code);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await t.app.inject({ method: 'POST', url: '/api/currency_list', headers });
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toMatchObject({ code: 429, msg: 'リクエストが多すぎます。しばらくしてから再度お試しください' });
    const other = await t.app.inject({ method: 'POST', url: '/api/currency_list', headers: { 'x-forwarded-for': '1.1.1.1' } });
    expect(other.json().code).toBe(200);
  });

  it('cannot be escaped by rotating the first X-Forwarded-For entry', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}, ${JP}` };
      codes.push((await t.app.inject({ method: 'POST', url: '/api/currency_list', headers })).json().code);
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('API reference', () => {
  it('serves OpenAPI generated from the route schemas', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of ['/api/plat_config', '/api/currency_list', '/api/pair_list', '/api/market/pairPrice', '/api/center/index', '/api/plat_note']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
