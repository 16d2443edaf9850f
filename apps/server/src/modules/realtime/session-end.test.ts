import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { channels } from '@aurelix/shared/ticker';
import { advanceClock, FUND_PASSWORD, insertUser, login, PASSWORD } from '../auth/test-kit';
import { SESSION_TTL_MS } from '../session/service';
import { pushOf, useRealtimeSuite, type TestClient } from './test-client';

/**
 * Issue 15 finding 3: a socket signed in with a session loses the user's private pushes the moment
 * that session ends, whichever way it ends: logout, password change, fund-password change, expiry.
 */
const ETH = 'eth_usdt_tick';

describe('sockets end with their session', () => {
  const suite = useRealtimeSuite();

  /** A fresh user signed in over HTTP, and a socket signed in with that session on its user channel. */
  async function signedInSocket() {
    const user = await insertUser(suite.t);
    const token = (await login(suite.t, user.email!, PASSWORD)).data.token as string;
    const client = await suite.open({ token });
    const channel = channels.user(user.id);
    expect(await client.sub([channel, ETH])).toEqual({ ok: [channel, ETH], rejected: [] });
    const before = randomUUID();
    suite.t.app.services.realtime.publishToUser(user.id, { nonce: before });
    await client.waitFor(pushOf(channel, before));
    return { user, token, client, channel };
  }

  /** A private push after the end does not arrive, while a public one sent after it does. */
  async function expectNoPrivatePush(client: TestClient, userId: number) {
    const secret = randomUUID();
    const sentinel = randomUUID();
    suite.t.app.services.realtime.publishToUser(userId, { nonce: secret });
    suite.t.app.services.realtime.publish(ETH, { nonce: sentinel });
    await client.waitFor(pushOf(ETH, sentinel));
    expect(client.pushes.some(pushOf(channels.user(userId), secret))).toBe(false);
    expect(client.errors).toContainEqual({ code: 'NOT_LOGGED_IN' });
    expect((await client.sub(channels.user(userId))).rejected).toEqual([channels.user(userId)]);
  }

  it('on logout', async () => {
    const s = await signedInSocket();
    expect((await suite.t.post('/api/logout', {}, { token: s.token })).body.code).toBe(200);
    await expectNoPrivatePush(s.client, s.user.id);
  });

  it('on a password change, for every session of the user', async () => {
    const s = await signedInSocket();
    const body = { old_password: PASSWORD, password: 'Changed2026pw', password_confirm: 'Changed2026pw' };
    expect((await suite.t.post('/api/password/change', body, { token: s.token })).body.code).toBe(200);
    await expectNoPrivatePush(s.client, s.user.id);
  });

  it('on a fund-password change', async () => {
    const s = await signedInSocket();
    const body = { old_fund_password: FUND_PASSWORD, fund_password: 'NewFund2026pw', fund_password_confirm: 'NewFund2026pw' };
    expect((await suite.t.post('/api/fund-password/change', body, { token: s.token })).body.code).toBe(200);
    await expectNoPrivatePush(s.client, s.user.id);
  });

  it('on expiry, and leaves live sessions alone', async () => {
    const expiring = await signedInSocket();
    advanceClock(suite.t, SESSION_TTL_MS - 60_000);
    const fresh = await signedInSocket();
    advanceClock(suite.t, 120_000);
    expect(await suite.t.app.services.realtime.endExpiredSessions()).toBe(1);
    await expectNoPrivatePush(expiring.client, expiring.user.id);
    const still = randomUUID();
    suite.t.app.services.realtime.publishToUser(fresh.user.id, { nonce: still });
    await fresh.client.waitFor(pushOf(fresh.channel, still));
  });
});
