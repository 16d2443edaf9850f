import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import geoip from 'geoip-country';
import { REGION_RESTRICTED } from '@aurelix/shared/envelope';

/** Country of an address from the GeoIP database shipped in geoip-country; undefined for private and unknown ones. */
export function countryOf(ip: string): string | undefined {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(plain)?.country || undefined;
}

export function isBlocked(ip: string, blocked: string[]): boolean {
  if (blocked.length === 0) return false;
  const country = countryOf(ip);
  return country !== undefined && blocked.includes(country);
}

/**
 * Region restriction (ARCHITECTURE 9): every API call from a blocked country gets HTTP 403 with the
 * message REGION_RESTRICTED. request.ip is the socket's address, or the first X-Forwarded-For address
 * when TRUST_PROXY=1 (Fastify's trustProxy).
 */
export const regionPlugin = fp(async (app: FastifyInstance, opts: { blocked: string[] }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (isBlocked(request.ip, opts.blocked)) {
      return reply.code(403).send({ code: 403, msg: REGION_RESTRICTED, data: null });
    }
  });
});
