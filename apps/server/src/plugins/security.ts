import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from '../config';

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
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // On the root instance, so every answer gets them: API, web app, 404s and errors.
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws its errors instead of passing them on, so `next` is only ever called empty.
    // API answers are personal (balances, orders, sessions): no browser or proxy may keep them. A
    // route that serves something shareable (an avatar) sets its own Cache-Control over this one.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    securityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The address the trusted proxies saw (ARCHITECTURE 12), not one the client wrote into a header.
    keyGenerator: (request) => request.clientAddress,
    // Only the API is limited; static files of the web app are cheap and cached.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
}
