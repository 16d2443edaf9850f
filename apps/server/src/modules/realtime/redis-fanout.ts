import type { FastifyBaseLogger } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

/** How often a broken Redis connection is logged at most (node-redis retries on its own). */
const ERROR_LOG_INTERVAL_MS = 10_000;

export interface RedisFanout {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * The Socket.IO Redis adapter (ARCHITECTURE 1): a publish in one API process reaches the clients of
 * every other process that shares REDIS_URL. Fails the start when Redis does not answer, because a
 * process that silently stops fanning out would serve stale prices.
 */
export async function connectRedisFanout(url: string, log: FastifyBaseLogger, now: () => number, namespace = 'local'): Promise<RedisFanout> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  let lastLogged = 0;
  const onError = (err: Error) => {
    const at = now();
    if (at - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = at;
    log.error({ err: err.message }, 'redis (realtime fan-out) error');
  };
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    // Channels under this exchange's name: another exchange on the same Redis hears none of its pushes.
    adapter: createAdapter(pub, sub, { key: `socket.io#${namespace}`, publishOnSpecificResponseChannel: true }),
    async close() {
      const results = await Promise.allSettled([pub.close(), sub.close()]);
      for (const [i, r] of results.entries()) {
        if (r.status === 'rejected') (i === 0 ? pub : sub).destroy();
      }
    },
  };
}
