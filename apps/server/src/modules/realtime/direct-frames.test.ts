import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import type { DataPush } from '@aurelix/shared/ticker';
import { directFrameSettings, SLOW_CONSUMER_BYTES } from './direct-frames';
import { REALTIME_PATHS, urlOf, useRealtimeSuite, WAIT_MS, type TestClient } from './test-client';

const BTC = 'btc_usdt_tick';
const ETH = 'eth_usdt_tick';


/** The `n` of every push on `channel` in `run`, in the order received. */
const sequence = (client: TestClient, channel: string, run: string) =>
  client.pushes.filter((p) => p.channel === channel && (p.data as { run?: string }).run === run).map((p) => (p.data as { n: number }).n);

const waitForCount = async (client: TestClient, channel: string, run: string, count: number) => {
  await client.waitFor((p) => p.channel === channel && (p.data as { run?: string; n?: number }).run === run && (p.data as { n: number }).n === count - 1);
};

// What a client receives is the same on both paths; only the slow-consumer limit is the direct path's own.
describe.each(REALTIME_PATHS)('pushes on $path', (path) => {
  const suite = useRealtimeSuite(path);
  const open = suite.open;

  describe('broadcast pushes', () => {
    it('pushes of one turn arrive each whole, as their own message, in publish order', async () => {
      const client = await open();
      await client.sub([BTC, ETH]);
      const run = 'one-turn';
      // Sizes around the WebSocket length encodings (125 / 126 / 65,536 bytes) and text that is not ASCII.
      const bodies = ['', 'ü 中文 🚀', 'x'.repeat(120), 'y'.repeat(70_000), 'z'.repeat(3_000)];
      const channelOf = (n: number) => (n % 3 === 0 ? ETH : BTC);
      for (let n = 0; n < 40; n++) suite.t.app.services.realtime.publish(channelOf(n), { run, n, body: bodies[n % bodies.length] });
      await waitForCount(client, channelOf(39), run, 40);
      const received = client.pushes.filter((p) => (p.data as { run?: string }).run === run);
      expect(received.map((p) => (p.data as { n: number }).n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
      for (const push of received) {
        const { n, body } = push.data as { n: number; body: string };
        expect(push.channel).toBe(channelOf(n));
        expect(body).toBe(bodies[n % bodies.length]);
      }
    });

    it('a long-polling client and one that upgrades mid-stream get every push in order', async () => {
      const polling = await open({ transports: ['polling'] });
      const upgrading = await open({ transports: ['polling', 'websocket'] });
      const webSocket = await open();
      for (const c of [polling, upgrading, webSocket]) await c.sub(BTC);
      const run = 'transports';
      // Two pushes a turn for 100 turns (a socket that cannot take direct frames gets a turn's pushes
      // through Engine.IO, in order): the upgrade from polling to WebSocket happens somewhere in between.
      for (let n = 0; n < 200; n += 2) {
        suite.t.app.services.realtime.publish(BTC, { run, n });
        suite.t.app.services.realtime.publish(BTC, { run, n: n + 1 });
        await nextTurn();
      }
      const all = Array.from({ length: 200 }, (_, n) => n);
      for (const c of [polling, upgrading, webSocket]) {
        await waitForCount(c, BTC, run, 200);
        expect(sequence(c, BTC, run)).toEqual(all);
      }
      expect((polling.socket.io.engine as { transport: { name: string } }).transport.name).toBe('polling');
      expect((upgrading.socket.io.engine as { transport: { name: string } }).transport.name).toBe('websocket');
    });

    it('what the server sends a socket after a push (an answer, an error) arrives after that push', async () => {
      const client = await open();
      await client.sub(BTC);
      const events: string[] = [];
      client.socket.onAny((event: string, payload: DataPush | { code: string }) =>
        events.push(event === 'data' ? `data:${((payload as DataPush).data as { n: number }).n}` : `${event}:${(payload as { code: string }).code}`),
      );
      const server = suite.t.app.services.realtime.io.sockets.sockets.get(client.socket.id!)!;
      suite.t.app.services.realtime.publish(BTC, { run: 'order', n: 1 });
      server.emit('error', { code: 'NOT_LOGGED_IN' });
      suite.t.app.services.realtime.publish(BTC, { run: 'order', n: 2 });
      await client.waitFor((p) => (p.data as { run?: string; n?: number }).run === 'order' && (p.data as { n: number }).n === 2);
      expect(events).toEqual(['data:1', 'error:NOT_LOGGED_IN', 'data:2']);
    });

    it('a fan-out written in slices: pushes published between slices reach every socket once, in order', async () => {
      // Slices of 32 sockets (no time budget): 70 subscribers take three slices, and pushes published
      // while the first slice's sockets are written join the others' pending writes.
      const clients = await Promise.all(Array.from({ length: 70 }, () => open()));
      await Promise.all(clients.map((c) => c.sub([BTC, ETH])));
      const run = 'slices';
      const saved = directFrameSettings.writeSliceMs;
      directFrameSettings.writeSliceMs = 0;
      try {
        let n = 0;
        for (let turn = 0; turn < 6; turn++) {
          suite.t.app.services.realtime.publish(BTC, { run, n: n++ });
          suite.t.app.services.realtime.publish(ETH, { run, n: n++ });
          await nextTurn();
        }
        for (const c of clients) await waitForCount(c, ETH, run, n);
      } finally {
        directFrameSettings.writeSliceMs = saved;
      }
      const all = Array.from({ length: 12 }, (_, n) => n);
      for (const c of clients) {
        const got = c.pushes.filter((p) => (p.data as { run?: string }).run === run);
        expect(got.map((p) => (p.data as { n: number }).n)).toEqual(all);
        expect(got.map((p) => p.channel)).toEqual(all.map((n) => (n % 2 === 0 ? BTC : ETH)));
      }
      for (const c of clients) c.close();
    });

    it('a socket in two rooms of one broadcast gets it once (the general room loop)', async () => {
      const client = await open();
      await client.sub([BTC, ETH]);
      suite.t.app.services.realtime.io.to([BTC, ETH]).emit('data', { channel: BTC, data: { run: 'two-rooms', n: 0 } });
      suite.t.app.services.realtime.publish(BTC, { run: 'two-rooms', n: 1 });
      await waitForCount(client, BTC, 'two-rooms', 2);
      expect(sequence(client, BTC, 'two-rooms')).toEqual([0, 1]);
    });

    // Only the direct path has the limit: Socket.IO's own path buffers a stalled client's pushes without bound.
    it.runIf(path.directFrames)('disconnects a client that stops reading once its backlog passes the limit; others keep receiving', async () => {
      const healthy = await open();
      await healthy.sub(BTC);
      const stalled = await stalledSubscriber(urlOf(suite.t.app), BTC);
      const serverSide = suite.t.app.services.realtime.io.sockets.sockets.get(stalled.sid)!;
      const gone = once(serverSide, 'disconnect');
      const big = 'p'.repeat(512 * 1024);
      // Bounded: well past what the limit and the kernel's socket buffers can hold together.
      let published = 0;
      while (serverSide.connected && published < (4 * SLOW_CONSUMER_BYTES) / big.length + 64) {
        suite.t.app.services.realtime.publish(BTC, { run: 'slow', n: published++, big });
        await nextTurn();
      }
      await Promise.race([gone, new Promise((_, reject) => setTimeout(() => reject(new Error('not disconnected')), WAIT_MS))]);
      expect(serverSide.connected).toBe(false);
      suite.t.app.services.realtime.publish(BTC, { run: 'after-slow', n: 0 });
      await waitForCount(healthy, BTC, 'after-slow', 1);
      await waitForCount(healthy, BTC, 'slow', published);
      stalled.close();
    }, 60_000);
  });
});

/**
 * A subscriber that stops reading its socket right after the server acknowledged `channel`: the
 * Socket.IO handshake spoken over a bare WebSocket (ws), whose TCP socket is then paused.
 */
async function stalledSubscriber(base: string, channel: string): Promise<{ sid: string; close(): void }> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('stalled subscriber did not subscribe')), WAIT_MS);
    let sid = '';
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith('0{')) ws.send('40');
      else if (text.startsWith('40')) {
        sid = (JSON.parse(text.slice(2)) as { sid: string }).sid;
        ws.send(`420${JSON.stringify(['sub', [channel]])}`);
      } else if (text.startsWith('430')) {
        clearTimeout(timer);
        (ws as unknown as { _socket: { pause(): void } })._socket.pause();
        resolve({ sid, close: () => ws.terminate() });
      }
    });
  });
}
