import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { newTrader } from '../spot/test-kit';
import { SESSION_TTL_MS } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('sessions (the prepared live-session lookup)', () => {
  it('a live token gives its user; an unknown, expired or revoked one gives nobody', async () => {
    const sessions = t.app.services.sessions;
    const trader = await newTrader(t);
    expect((await sessions.userOf(trader.token))?.id).toBe(trader.id);
    expect(await sessions.userOf('not-a-token')).toBeUndefined();

    const old = await sessions.open(trader.id, { ip: '127.0.0.1', userAgent: 'test' }, new Date(Date.now() - SESSION_TTL_MS - 1000));
    expect(await sessions.userOf(old)).toBeUndefined();
    const almost = await sessions.open(trader.id, { ip: '127.0.0.1', userAgent: 'test' }, new Date(Date.now() - SESSION_TTL_MS + 60_000));
    expect((await sessions.userOf(almost))?.id).toBe(trader.id);

    await sessions.revoke(trader.token);
    expect(await sessions.userOf(trader.token)).toBeUndefined();
    expect((await sessions.userOf(almost))?.id).toBe(trader.id);
    await sessions.revokeAllOf(trader.id);
    expect(await sessions.userOf(almost)).toBeUndefined();
  });

  it('lookups made together share one statement and each still gets its own answer', async () => {
    const sessions = t.app.services.sessions;
    const [x, y] = await Promise.all([newTrader(t), newTrader(t)]);
    const gone = await sessions.open(y.id, { ip: '127.0.0.1', userAgent: 'test' });
    await sessions.revoke(gone);
    const asked = [x.token, 'nobody', y.token, gone, x.token];
    const users = await Promise.all(asked.map((token) => sessions.userOf(token)));
    expect(users.map((u) => u?.id)).toEqual([x.id, undefined, y.id, undefined, x.id]);
  });

  it('a private route refuses a revoked token at once', async () => {
    const trader = await newTrader(t, { USDT: '10' });
    expect((await trader.call('/api/spot/order/current', { symbol: 'BTC_USDT' })).code).toBe(200);
    await t.app.services.sessions.revoke(trader.token);
    expect((await trader.call('/api/spot/order/current', { symbol: 'BTC_USDT' })).code).not.toBe(200);
  });
});
