import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { closeApp, outboxCode, sendCode, uniqueEmail, xff } from '../auth/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => closeApp(t));

const moveClock = async (body: unknown) => (await t.post('/api/dev/clock', body)).body;

describe('POST /api/dev/clock', () => {
  it('lets a 61 s resend cooldown pass in well under a second of wall time', async () => {
    const email = uniqueEmail('clock');
    const headers = xff('10.71.0.1');
    const first = await sendCode(t, { type: 'email', address: email, purpose: 'register' }, headers);
    expect(first.code).toBe(200);
    const firstCode = await outboxCode(t, email);
    const tooSoon = await sendCode(t, { type: 'email', address: email, purpose: 'register' }, headers);
    expect(tooSoon.code).not.toBe(200);
    expect(tooSoon.msg).toMatch(/wait|again|soon/i);

    const wallBefore = Date.now();
    const moved = await moveClock({ advance_ms: 61_000 });
    expect(moved.code).toBe(200);
    expect(moved.data.offset_ms).toBeGreaterThanOrEqual(61_000);
    const again = await sendCode(t, { type: 'email', address: email, purpose: 'register' }, headers);
    expect(again.code).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?address=${encodeURIComponent(email)}` });
    expect(outbox.json().data.list).toHaveLength(2);
    expect(firstCode).toMatch(/^\d{6}$/);
    // The cooldown passed on the server's clock, not by waiting.
    expect(Date.now() - wallBefore).toBeLessThan(61_000);
  });

  it('moves the clock that the services read, and sets an instant', async () => {
    const before = t.app.services.clock.nowMs();
    const target = new Date(before + 8 * 3600_000).toISOString();
    const set = await moveClock({ set: target });
    expect(set.code).toBe(200);
    expect(t.app.services.clock.nowMs()).toBeGreaterThanOrEqual(Date.parse(target));
    expect(Date.parse(set.data.now)).toBeGreaterThanOrEqual(Date.parse(target));
    const read = await moveClock(undefined);
    expect(read.code).toBe(200);
    expect(read.data.now_ms).toBeGreaterThanOrEqual(Date.parse(target));
  });

  it('refuses the past, negative moves and unknown fields, and moves nothing', async () => {
    const before = t.app.services.clock.nowMs();
    for (const body of [{ set: '2000-01-01T00:00:00Z' }, { advance_ms: -5 }, { advance_ms: 1.5 }, { by: 3 }, { advance_ms: 1, set: new Date().toISOString() }]) {
      const res = await moveClock(body);
      expect(res.code, JSON.stringify(body)).not.toBe(200);
    }
    expect(t.app.services.clock.nowMs() - before).toBeLessThan(5_000);
  });
});

describe('in production', () => {
  it('has no clock route, and the clock is the system clock', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advance_ms: 1000 } });
      expect(res.statusCode).toBe(404);
      expect(prod.app.services.clock.adjustable).toBe(false);
      expect(Math.abs(prod.app.services.clock.nowMs() - Date.now())).toBeLessThan(5_000);
    } finally {
      await closeApp(prod);
    }
  });
});
