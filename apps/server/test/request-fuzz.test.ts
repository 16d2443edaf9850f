import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, errorMessage } from '@aurelix/shared/errors';
import { createTestApp, type TestApp } from './helpers/app';
import { routesOf, type Route } from './helpers/routes';
import { deepArrays, fuzzCases, type FuzzCase, type Operation } from './helpers/fuzz-cases';
import { closeApp } from '../src/modules/auth/test-kit';
import { adminToken, newUser } from '../src/modules/identity/test-support';

/**
 * Issue 26 finding 3: no request, signed in or not, may answer a 5xx or stop the server. Every route
 * the app registers (read from app.printRoutes, so tomorrow's routes are covered too) gets nested,
 * huge, deep, wrong-typed and garbage bodies and queries, and every id it takes gets huge, negative,
 * fractional and exotic values (finding 7), as a visitor and signed in (as the admin on admin routes).
 */

interface Answer {
  status: number;
  code: number | string;
  msg?: string;
}

describe('every route under hostile requests', { timeout: 900_000 }, () => {
  let t: TestApp;
  let routes: Route[];
  let doc: { paths: Record<string, Record<string, Operation>> };
  let user: Awaited<ReturnType<typeof newUser>>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '1000000' });
    user = await newUser(t);
    admin = await adminToken(t);
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => (r.url.startsWith('/api/') || r.url === '/healthz') && !r.url.startsWith('/api/docs') && !r.url.includes('*'),
    );
  });
  afterAll(() => closeApp(t));

  async function send(r: Route, c: FuzzCase, token: string | undefined): Promise<Answer> {
    const path = r.url.replace(/:(\w+)/g, c.param ?? '1');
    const headers: Record<string, string> = { lang: 'de_DE', ...(token ? { token } : {}) };
    if (c.payload !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
    const res = await t.app.inject({
      method: r.method as 'GET' | 'POST',
      url: path + (c.query ? `?${c.query}` : ''),
      headers,
      payload: r.method === 'GET' ? undefined : c.payload,
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    const body = isJson ? (res.json() as { code?: number; msg?: string }) : undefined;
    return { status: res.statusCode, code: body?.code ?? `HTTP ${res.statusCode}`, msg: body?.msg };
  }

  it('answers no 5xx to any of them, and /healthz still answers afterwards', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const r of routes) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {};
      // A session of its own per route: a route that ends sessions (logout) must not sign out the rest.
      const signedIn = r.url.startsWith('/api/admin/') ? admin : await t.app.services.sessions.open(user.id, { ip: '127.0.0.1', userAgent: 'fuzz' });
      for (const c of fuzzCases(op, r.method, r.url.includes(':'))) {
        for (const token of [undefined, signedIn]) {
          const answer = await send(r, c, token);
          sent++;
          if (answer.status >= 500 || answer.code === ERROR_CODES.SYSTEM_ERROR)
            wrong.push(`${r.method} ${r.url} [${c.name}] ${token ? 'signed in' : 'visitor'}: HTTP ${answer.status} ${answer.code} ${answer.msg ?? ''}`);
        }
      }
    }
    expect(routes.length).toBeGreaterThan(100);
    expect(sent).toBeGreaterThan(5_000);
    expect(wrong).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
  });

  it('refuses a body nested deeper than 32 levels without parsing it, in the request language', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const deep = deepArrays();
      for (const url of ['/api/login', '/api/p2p/chat/send', '/api/spot/order/place']) {
        const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', lang: 'fr_FR', token: user.token }, payload: deep });
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toEqual({ code: ERROR_CODES.JSON_TOO_COMPLEX, msg: errorMessage('JSON_TOO_COMPLEX', 'fr_FR'), data: null });
      }
      // Not one JSON.parse of the deep text: it was refused while being read, not after being built.
      expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.startsWith('[[[[')).length).toBe(0);
    } finally {
      parse.mockRestore();
    }
  });

  it('still reads a body of 32 levels and of 10,000 values, and checks it as before', async () => {
    const nested = '['.repeat(31) + '"x"' + ']'.repeat(31);
    const deepest = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: `{"account":${nested}}` });
    expect(deepest.json().code).toBe(ERROR_CODES.ACCOUNT_REQUIRED);
    const widest = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: `{"account":[${'0,'.repeat(9_998)}0]}` });
    expect(widest.json().code).toBe(ERROR_CODES.ACCOUNT_REQUIRED);
    const tooWide = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: `{"account":[${'0,'.repeat(9_999)}0]}` });
    expect(tooWide.json().code).toBe(ERROR_CODES.JSON_TOO_COMPLEX);
  });
});
