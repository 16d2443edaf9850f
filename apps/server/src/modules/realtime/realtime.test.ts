import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { channels } from '@aurelix/shared/ticker';
import { createTestApp } from '../../../test/helpers/app';
import { ADMIN_USER, DEMO_USER } from '../seed/reference-data';
import { connectClient, pushOf, REALTIME_PATHS, urlOf, useRealtimeSuite } from './test-client';

const BTC = 'btc_usdt_tick';
const ETH = 'eth_usdt_tick';

// Nothing here depends on how pushes are written: every test runs on both paths.
describe.each(REALTIME_PATHS)('realtime on $path', (path) => {
  const suite = useRealtimeSuite(path);
  const open = suite.open;
  const nonce = () => randomUUID();
  const sessionOf = async (account: string) => {
    const id = await suite.t.app.services.auth.userIdByAccount(account);
    return { id, token: await suite.t.app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' }) };
  };

  describe('public channels', () => {
    it('a publish reaches subscribers only, and stops after unsub', async () => {
      const both = await open();
      const ethOnly = await open();
      expect(await both.sub([BTC, ETH])).toEqual({ ok: [BTC, ETH], rejected: [] });
      expect(await ethOnly.sub(ETH)).toEqual({ ok: [ETH], rejected: [] });

      const first = nonce();
      const sentinel = nonce();
      suite.t.app.services.realtime.publish(BTC, { nonce: first });
      suite.t.app.services.realtime.publish(ETH, { nonce: sentinel });
      expect(await both.waitFor(pushOf(BTC, first))).toEqual({ channel: BTC, data: { nonce: first } });
      await both.waitFor(pushOf(ETH, sentinel));
      // Pushes on one connection arrive in order: once the sentinel is in, the BTC push would have been too.
      await ethOnly.waitFor(pushOf(ETH, sentinel));
      expect(ethOnly.pushes.some(pushOf(BTC, first))).toBe(false);

      expect(await both.unsub(BTC)).toEqual({ ok: [BTC], rejected: [] });
      const afterUnsub = nonce();
      const sentinel2 = nonce();
      suite.t.app.services.realtime.publish(BTC, { nonce: afterUnsub });
      suite.t.app.services.realtime.publish(ETH, { nonce: sentinel2 });
      await both.waitFor(pushOf(ETH, sentinel2));
      expect(both.pushes.some(pushOf(BTC, afterUnsub))).toBe(false);
    });

    it('reaches a channel only while a socket is in it, so pushes to nobody are not even built', async () => {
      const channel = 'sol_usdt_tick';
      expect(suite.t.app.services.realtime.reaches(channel)).toBe(false);
      const client = await open();
      await client.sub(channel);
      expect(suite.t.app.services.realtime.reaches(channel)).toBe(true);
      await client.unsub(channel);
      expect(suite.t.app.services.realtime.reaches(channel)).toBe(false);
    });

    it('knows the channels of every pair, contract channels only for contract pairs', async () => {
      const client = await open();
      const ack = await client.sub([
        'BTC_USDT_TICK',
        'btc_usdt_future_tick',
        'btc_usdt_future_index_tick',
        'uni_usdt_tick',
        'trx_usdt_future_tick',
        'trx_usdt_future_index_tick',
        'nope_usdt_tick',
        'btc_usdt',
        42,
      ]);
      expect(ack.ok).toEqual([
        'btc_usdt_tick',
        'btc_usdt_future_tick',
        'btc_usdt_future_index_tick',
        'uni_usdt_tick',
      ]);
      expect(ack.rejected.sort()).toEqual([
        'btc_usdt',
        'nope_usdt_tick',
        'number',
        'trx_usdt_future_index_tick',
        'trx_usdt_future_tick',
      ]);
      expect(client.errors).toContainEqual({ code: 'UNKNOWN_CHANNEL', channel: 'nope_usdt_tick' });
      expect(suite.t.app.services.realtime.channels.isPublic('trx_usdt_tick')).toBe(true);
      expect(suite.t.app.services.realtime.channels.isPublic('trx_usdt_future_tick')).toBe(false);
    });

    it('ignores invalid names: nothing is joined, so nothing published there arrives', async () => {
      const client = await open();
      expect(await client.sub(['nope_tick', '', { name: BTC }, 'x'.repeat(200)])).toMatchObject({ ok: [] });
      await client.sub(ETH);
      const stray = nonce();
      const sentinel = nonce();
      suite.t.app.services.realtime.publish('nope_tick', { nonce: stray });
      suite.t.app.services.realtime.publish(ETH, { nonce: sentinel });
      await client.waitFor(pushOf(ETH, sentinel));
      expect(client.pushes.some(pushOf('nope_tick', stray))).toBe(false);
    });
  });

  describe('the private user channel', () => {
    it('reaches its own user only, even when others sub to it', async () => {
      const demo = await sessionOf(DEMO_USER.email);
      const admin = await sessionOf(ADMIN_USER.email);
      const own = await open({ token: demo.token });
      const other = await open();
      const anonymous = await open();
      expect(await other.auth(admin.token)).toEqual({ ok: true, user_id: admin.id });

      const demoChannel = channels.user(demo.id);
      expect(await other.sub(demoChannel)).toEqual({ ok: [], rejected: [demoChannel] });
      expect(await anonymous.sub(demoChannel)).toEqual({ ok: [], rejected: [demoChannel] });
      expect(await own.sub(demoChannel)).toEqual({ ok: [demoChannel], rejected: [] });
      for (const c of [own, other, anonymous]) await c.sub(ETH);

      const secret = nonce();
      const adminNote = nonce();
      const sentinel = nonce();
      suite.t.app.services.realtime.publishToUser(demo.id, { nonce: secret });
      suite.t.app.services.realtime.publishToUser(admin.id, { nonce: adminNote });
      suite.t.app.services.realtime.publish(ETH, { nonce: sentinel });
      await own.waitFor(pushOf(demoChannel, secret));
      await other.waitFor(pushOf(channels.user(admin.id), adminNote));
      for (const c of [own, other, anonymous]) await c.waitFor(pushOf(ETH, sentinel));
      expect(other.pushes.some((p) => p.channel === demoChannel)).toBe(false);
      expect(anonymous.pushes.some((p) => p.channel.startsWith('user_'))).toBe(false);
      expect(own.pushes.some((p) => p.channel === channels.user(admin.id))).toBe(false);
    });

    it('a dead token signs nothing in; the socket stays connected for public data', async () => {
      const client = await open({ token: 'not-a-session' });
      expect(client.socket.connected).toBe(true);
      expect(await client.auth('still-not-a-session')).toEqual({ ok: false, user_id: null });
      expect(client.errors).toContainEqual({ code: 'NOT_LOGGED_IN' });
      expect((await client.sub(ETH)).ok).toEqual([ETH]);
    });

    it('signing out, ending the session or all sessions of the user stops private pushes', async () => {
      const demo = await sessionOf(DEMO_USER.email);
      const other = await sessionOf(DEMO_USER.email);
      const channel = channels.user(demo.id);
      const signedOut = await open({ token: demo.token });
      const ended = await open();
      const allEnded = await open({ token: other.token });
      const listening = await open({ token: other.token });
      expect(await ended.auth(demo.token)).toEqual({ ok: true, user_id: demo.id });
      expect(await signedOut.auth(null)).toEqual({ ok: false, user_id: null });
      await suite.t.app.services.realtime.endSession(demo.token);
      expect(await ended.sub(channel)).toEqual({ ok: [], rejected: [channel] });

      // Still signed in with the other session, but off its user channel: ending all sessions must reach it too.
      expect(await allEnded.unsub(channel)).toEqual({ ok: [channel], rejected: [] });
      const stillThere = nonce();
      suite.t.app.services.realtime.publishToUser(demo.id, { nonce: stillThere });
      await listening.waitFor(pushOf(channel, stillThere));
      await suite.t.app.services.realtime.endUserSessions(demo.id);
      expect(await allEnded.sub(channel)).toEqual({ ok: [], rejected: [channel] });
      expect(listening.errors).toContainEqual({ code: 'NOT_LOGGED_IN' });

      const everyone = [signedOut, ended, allEnded, listening];
      for (const c of everyone) await c.sub(ETH);
      const secret = nonce();
      const sentinel = nonce();
      suite.t.app.services.realtime.publishToUser(demo.id, { nonce: secret });
      suite.t.app.services.realtime.publish(ETH, { nonce: sentinel });
      for (const c of everyone) {
        await c.waitFor(pushOf(ETH, sentinel));
        expect(c.pushes.some(pushOf(channel, secret))).toBe(false);
      }
    });
  });

  describe('region restriction', () => {
    it('refuses sockets from blocked countries, by X-Forwarded-For only behind a trusted proxy', async () => {
      const [proxied, direct] = await Promise.all([
        createTestApp({ ...path.env, BLOCKED_COUNTRIES: 'US', TRUST_PROXY: '2' }),
        createTestApp({ ...path.env, BLOCKED_COUNTRIES: 'US', TRUST_PROXY: '0' }),
      ]);
      try {
        for (const app of [proxied.app, direct.app]) await app.listen({ port: 0, host: '127.0.0.1' });
        const fromUs = { headers: { 'x-forwarded-for': '8.8.8.8, 10.0.0.1' } };
        await expect(connectClient(urlOf(proxied.app), fromUs)).rejects.toThrow('REGION_RESTRICTED');
        // The proxies' own entries are on the right; what the client wrote on the left proves nothing.
        const forged = { headers: { 'x-forwarded-for': '81.169.145.105, 8.8.8.8, 10.0.0.1' } };
        await expect(connectClient(urlOf(proxied.app), forged)).rejects.toThrow('REGION_RESTRICTED');
        const local = await connectClient(urlOf(proxied.app));
        const spoofed = await connectClient(urlOf(direct.app), fromUs);
        expect(local.socket.connected && spoofed.socket.connected).toBe(true);
        local.close();
        spoofed.close();
      } finally {
        await proxied.close();
        await direct.close();
      }
    });
  });
});
