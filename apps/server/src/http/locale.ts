import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveLocale, type Locale } from '@aurelix/shared/locales';
import { clientAddressOf, type TrustProxy } from '../lib/client-address';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's locale from the `lang` header (ARCHITECTURE 9); en_US when absent or unknown. */
    locale: Locale;
    /**
     * The client's address as the trusted proxies saw it, normalised (ARCHITECTURE 12): the one key
     * of the region block, the rate limits and the lockouts. 'unknown' when it cannot be read.
     */
    clientAddress: string;
  }
}

/** Reads, once per request and before any other hook, what later hooks and routes key on. */
export const localePlugin = fp(async (app: FastifyInstance) => {
  const trust: TrustProxy = app.config?.trustProxy ?? { kind: 'none' };
  app.decorateRequest('locale', 'en_US');
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', async (request) => {
    request.locale = resolveLocale(request.headers.lang);
    request.clientAddress = clientAddressOf(request.raw.socket.remoteAddress, request.headers['x-forwarded-for'], trust);
  });
});
