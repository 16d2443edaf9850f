import { describe, expect, it } from 'vitest';
import { canonicalJson } from './chain';
import { isAuditedRoute } from './hook';
import { REDACTED, redactSecrets, targetOf } from './redact';

describe('what an audit entry keeps of a body', () => {
  it('replaces every field whose name says secret, at any depth, and keeps the rest', () => {
    const body = {
      id: 5,
      password: 'a',
      new_password: 'b',
      fund_password: 'c',
      google_code: '123456',
      code: '654321',
      totp: '1',
      api_secret: 'd',
      secret_key: 'e',
      token: 'f',
      private_key: 'g',
      seed_phrase: 'h',
      items: [{ pwd: 'i', note: 'kept' }],
      reason: 'kept',
      amount: '10',
    };
    const out = redactSecrets(body) as Record<string, unknown>;
    for (const key of ['password', 'new_password', 'fund_password', 'google_code', 'code', 'totp', 'api_secret', 'secret_key', 'token', 'private_key', 'seed_phrase']) expect(out[key], key).toBe(REDACTED);
    expect(out).toMatchObject({ id: 5, reason: 'kept', amount: '10', items: [{ pwd: REDACTED, note: 'kept' }] });
    // A body that names a prototype field cannot reach the prototype.
    expect(Object.getPrototypeOf(redactSecrets(JSON.parse('{"__proto__":{"x":1}}')))).toBe(Object.prototype);
  });

  it('names the target by the first id field the body has', () => {
    expect(targetOf({ reason: 'x', id: 7 })).toBe('id:7');
    expect(targetOf({ user_id: 9, amount: '1' })).toBe('user_id:9');
    expect(targetOf({ symbol: 'BTC_USDT', fee: '0.1' })).toBe('symbol:BTC_USDT');
    expect(targetOf({ ad_id: '12' })).toBe('ad_id:12');
    expect(targetOf({ note: 'x' })).toBeNull();
    expect(targetOf(null)).toBeNull();
  });

  it('writes one JSON text per value, whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('which admin routes are recorded', () => {
  it('every /api/admin route but GET/HEAD and the listed or declared reads', () => {
    expect(isAuditedRoute({ url: '/api/admin/identity/approve', method: 'POST' })).toBe(true);
    expect(isAuditedRoute({ url: '/api/admin/some/new/action', method: 'POST' })).toBe(true);
    expect(isAuditedRoute({ url: '/api/admin/identity/list', method: 'POST' })).toBe(false);
    expect(isAuditedRoute({ url: '/api/admin/audit-log', method: 'POST' })).toBe(false);
    expect(isAuditedRoute({ url: '/api/admin/report', method: ['GET', 'HEAD'] })).toBe(false);
    expect(isAuditedRoute({ url: '/api/admin/report', method: 'POST', config: { auditRead: true } })).toBe(false);
    expect(isAuditedRoute({ url: '/api/spot/order', method: 'POST' })).toBe(false);
  });
});
