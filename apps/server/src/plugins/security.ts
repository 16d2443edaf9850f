import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppConfig } from '../config';
import { closeCounters, connectCounters, hitWindow, type RedisCounterClient } from '../lib/redis-counters';

/**
 * The security headers, built once. @fastify/helmet built helmet's middleware again on every
 * request, parsing the CSP each time: 3% of the server's CPU under the order benchmark
 * (bench/README.md). Helmet itself computes the headers when it is created and only sets them
 * per response.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // antd writes its CSS-in-JS into <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // 'self' covers the same host's ws: and wss: (CSP 3), which is all Socket.IO uses.
      connectSrc: ["'self'"],
      scriptSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** Security headers and the global per-address rate limit (issue 2, item 4). */
/** `namespace`: this exchange's name on a shared Redis (modules/cluster exchangeId). */
export async function registerSecurity(app: FastifyInstance, config: AppConfig, namespace = 'local'): Promise<void> {
  // On the root instance, so every answer gets them: API, web app, 404s and errors.
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws its errors instead of passing them on, so `next` is only ever called empty.
    // API answers are personal (balances, orders, sessions): no browser or proxy may keep them. A
    // route that serves something shareable (an avatar) sets its own Cache-Control over this one.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    securityHeaders(request.raw, reply.raw, () => done());
  });
  // With several processes (REDIS_URL) the count is one per address across all of them: an address
  // cannot multiply its requests by the number of processes behind the load balancer.
  const redis = config.redisUrl ? await connectCounters(config.redisUrl, (err, msg) => app.log.error({ err }, msg)) : undefined;
  if (redis) app.addHook('onClose', () => closeCounters(redis));
  await app.register(rateLimit, {
    ...(redis ? { store: redisRateStore(redis, `aurelix:${namespace}:rate:`) } : {}),
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The address the trusted proxies saw (ARCHITECTURE 12), not one the client wrote into a header.
    keyGenerator: (request) => request.clientAddress,
    // Only the API is limited; static files of the web app are cheap and cached.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
}

/**
 * @fastify/rate-limit's store on the project's Redis client (node-redis): the plugin's own Redis
 * store wants an ioredis client (defineCommand), and one Redis client library is enough.
 */
function redisRateStore(client: RedisCounterClient, prefix = 'aurelix:rate:'): FastifyRateLimitStoreCtor {
  const storeOf = (keyPrefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      hitWindow(client, keyPrefix + key, timeWindow).then(
        (r) => callback(null, r),
        (err: Error) => callback(err),
      );
    },
    child: (route) => storeOf(`${keyPrefix}${route.method}${route.url}-`),
  });
  return class {
    constructor() {
      return storeOf(prefix);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
