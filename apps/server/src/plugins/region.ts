import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import geoip from 'geoip-country';
import { REGION_RESTRICTED } from '@aurelix/shared/envelope';
import { UNKNOWN_ADDRESS } from '../lib/client-address';

/** Country of a normalised address (lib/client-address.ts) from geoip-country; undefined for private and unknown ones. */
export function countryOf(ip: string): string | undefined {
  if (ip === UNKNOWN_ADDRESS) return undefined;
  return geoip.lookup(ip)?.country || undefined;
}

/** The region rule: BLOCKED_COUNTRIES, and whether an address of no known country may pass (ALLOW_UNKNOWN_COUNTRY). */
export interface RegionRule {
  blocked: string[];
  allowUnknown: boolean;
}

/** Whether a client address is refused; with no blocked countries nothing is. */
export function isBlocked(ip: string, rule: RegionRule): boolean {
  if (rule.blocked.length === 0) return false;
  const country = countryOf(ip);
  return country === undefined ? !rule.allowUnknown : rule.blocked.includes(country);
}

/**
 * Region restriction (ARCHITECTURE 9, 12): every API call from a blocked country gets HTTP 403 with the
 * message REGION_RESTRICTED. request.clientAddress is the address the trusted proxies saw.
 */
export const regionPlugin = fp(async (app: FastifyInstance, opts: RegionRule) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (isBlocked(request.clientAddress, opts)) {
      return reply.code(403).send({ code: 403, msg: REGION_RESTRICTED, data: null });
    }
  });
});
