import { describe, expect, it } from 'vitest';
import { REALTIME_PATHS, useRealtimeSuite, type TestClient } from './test-client';

const BTC = 'btc_usdt_tick';

/** The `n` of every push of `run` on BTC the client received, in order. */
const received = (client: TestClient, run: string) =>
  client.pushes.filter((p) => p.channel === BTC && (p.data as { run?: string }).run === run).map((p) => (p.data as { n: number }).n);

// Room membership is Socket.IO's own on one path and room-fanout.ts's cache of it on the other.
describe.each(REALTIME_PATHS)('room membership on $path', (path) => {
  const suite = useRealtimeSuite(path);

  describe('a channel push goes to the room as it is at the time of the push', () => {
    it('follows subscribes, unsubscribes, resubscribes and disconnects between pushes', async () => {
      const run = 'membership';
      const publish = (n: number) => suite.t.app.services.realtime.publish(BTC, { run, n });
      const arrived = (client: TestClient, n: number) =>
        client.waitFor((p) => p.channel === BTC && (p.data as { run?: string; n?: number }).run === run && (p.data as { n: number }).n === n);
      const a = await suite.open();
      const b = await suite.open();
      await a.sub(BTC);
      await b.sub(BTC);
      publish(0);
      await Promise.all([arrived(a, 0), arrived(b, 0)]);
      await a.unsub(BTC);
      publish(1);
      await arrived(b, 1);
      await a.sub(BTC);
      publish(2);
      await Promise.all([arrived(a, 2), arrived(b, 2)]);
      b.close();
      await waitUntil(() => !suite.t.app.services.realtime.io.sockets.sockets.has(b.socket.id ?? ''));
      publish(3);
      await arrived(a, 3);
      const c = await suite.open();
      await c.sub(BTC);
      publish(4);
      await Promise.all([arrived(a, 4), arrived(c, 4)]);
      // A later push, so that anything wrongly sent before it would have arrived by now.
      publish(5);
      await Promise.all([arrived(a, 5), arrived(c, 5)]);
      expect(received(a, run)).toEqual([0, 2, 3, 4, 5]);
      expect(received(b, run)).toEqual([0, 1, 2]);
      expect(received(c, run)).toEqual([4, 5]);
    });
  });
});

async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
  if (!done()) throw new Error('condition not met within 5 s');
}
