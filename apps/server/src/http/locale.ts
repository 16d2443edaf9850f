import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveLocale, type Locale } from '@aurelix/shared/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's locale from the `lang` header (ARCHITECTURE 9); en_US when absent or unknown. */
    locale: Locale;
  }
}

export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en_US');
  app.addHook('onRequest', async (request) => {
    request.locale = resolveLocale(request.headers.lang);
  });
});
