import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorMessage } from '@aurelix/shared/errors';
import { createTestApp, type TestApp } from './helpers/app';
import { closeApp } from '../src/modules/auth/test-kit';
import { adminToken, multipart, newUser } from '../src/modules/identity/test-support';
import { routesOf } from './helpers/routes';

/**
 * Text PostgreSQL cannot store (issue 15 finding 4): every string field of every registered route
 * (the fields are read from the OpenAPI the route schemas generate) gets a NUL in turn, signed in (as
 * the admin on admin routes) and not. No answer may be a 5xx; each is the translated TEXT_UNSTORABLE
 * (the Binance-compatible /api/v3 answers Binance's -1100, illegal characters).
 */

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; enum?: unknown[] };
type Operation = { parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

const NUL = 'a\u0000b';
/** Values a real client would send, so a field is not refused for something else on the old code. */
const SAMPLES: Record<string, unknown> = {
  account: 'nul@example.com', email: 'nul@example.com', password: 'Secret123pw', fund_password: 'Fund456pw',
  currency: 'USDT', coin: 'USDT', network: 'TRC20', symbol: 'BTC_USDT', pair: 'BTC_USDT', amount: '1', quantity: '1',
  price: '1', address: 'TQ5pWXbZ4bgJzXhQmJtqmM8uxdZ6CJ6J7s', code: '123456', query: 'deposit', lang: 'en_US',
};

const isType = (s: JsonSchema | undefined, type: string): boolean =>
  !!s && (s.type === type || (Array.isArray(s.type) && s.type.includes(type)) || !!s.anyOf?.some((x) => isType(x, type)));

function sampleOf(name: string, s: JsonSchema): unknown {
  if (s.enum?.length) return s.enum[0];
  if (isType(s, 'string')) return typeof SAMPLES[name] === 'string' ? SAMPLES[name] : 'x';
  if (isType(s, 'integer') || isType(s, 'number')) return 1;
  if (isType(s, 'boolean')) return false;
  if (isType(s, 'array')) return [];
  if (s.properties) return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, sampleOf(k, v)]));
  return undefined;
}

/** Paths (a.b) of every string field of a schema, nested objects included. */
function stringFields(s: JsonSchema | undefined, prefix = ''): string[] {
  if (!s?.properties) return [];
  return Object.entries(s.properties).flatMap(([k, v]) =>
    isType(v, 'string') ? [prefix + k] : v.properties ? stringFields(v, `${prefix}${k}.`) : [],
  );
}

function withField(base: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(base);
  const keys = path.split('.');
  let at = copy as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

describe('NUL in every string field of every route', { timeout: 600_000 }, () => {
  let t: TestApp;
  let userToken: string;
  let admin: string;
  let doc: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '1000000' });
    userToken = (await newUser(t)).token;
    admin = await adminToken(t);
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => closeApp(t));

  it('answers TEXT_UNSTORABLE, translated, and never a 5xx', async () => {
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.includes('*'),
    );
    const wrong: string[] = [];
    let sent = 0;
    const expected = { code: ERROR_CODES.TEXT_UNSTORABLE, msg: errorMessage('TEXT_UNSTORABLE', 'de_DE') };
    const binanceExpected = { code: -1100, msg: 'Illegal characters found in a parameter.' };
    for (const r of routes) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {};
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const body = (sampleOf('', bodySchema ?? {}) ?? {}) as Record<string, unknown>;
      const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const cases: Array<{ field: string; body?: Record<string, unknown>; query?: Record<string, string>; url?: string }> = [
        ...stringFields(bodySchema).map((field) => ({ field, body: withField(body, field, NUL) })),
        ...params.filter((p) => p.in === 'query').map((p) => ({ field: `?${p.name}`, query: { [p.name]: NUL } })),
        ...params.filter((p) => p.in === 'path').map((p) => ({ field: `:${p.name}`, url: r.url.replace(`:${p.name}`, '%00') })),
        // Routes that declare nothing still must not pass a NUL on.
        { field: '(undeclared)', body: { ...body, note: NUL }, query: r.method === 'GET' ? { note: NUL } : undefined, url: r.url.replace(/:(\w+)/g, '%00') },
      ];
      const token = r.url.startsWith('/api/admin/') ? admin : userToken;
      for (const c of cases) {
        for (const headers of [{ token, lang: 'de_DE' }, { lang: 'de_DE' }]) {
          const res = await t.app.inject({
            method: r.method as 'GET' | 'POST',
            url: (c.url ?? r.url.replace(/:(\w+)/g, '1')) + (c.query ? `?${new URLSearchParams(c.query)}` : ''),
            headers: { ...headers, ...(r.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
            payload: r.method === 'GET' ? undefined : JSON.stringify(c.body ?? body),
          });
          sent++;
          const answer = String(res.headers['content-type']).includes('json') ? res.json() : { code: `HTTP ${res.statusCode}` };
          // The Binance-compatible API answers in Binance's words: -1100, illegal characters.
          const want = r.url.startsWith('/api/v3/') ? binanceExpected : expected;
          if (res.statusCode >= 500 || answer.code !== want.code || answer.msg !== want.msg)
            wrong.push(`${r.method} ${r.url} ${c.field} ${headers.token ? 'signed in' : 'visitor'}: HTTP ${res.statusCode} ${answer.code} ${answer.msg ?? ''}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });

  it('refuses a NUL in a multipart text field', async () => {
    const form = multipart([{ name: 'real_name', value: NUL }, { name: 'id_number', value: 'ab-1234567' }, { name: 'country', value: 'JP' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/identity/submit', headers: { ...form.headers, token: userToken }, payload: form.payload });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).not.toBe(200);
  });
});
