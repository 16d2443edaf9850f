import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './http/error-handler';
import { localePlugin } from './http/locale';
import { registerSecurity } from './plugins/security';
import { regionPlugin } from './plugins/region';
import { registerWebApp } from './plugins/web-app';
import { registerApiDocs } from './plugins/api-docs';
import { createPlatformService } from './modules/platform/service';
import { platformRoutes } from './modules/platform/routes';
import { createSessionService } from './modules/session/service';
import { sessionPlugin } from './modules/session/plugin';
import { userRoutes } from './modules/user/routes';
import { createLedger } from './modules/ledger/service';
import { registerRealtime } from './modules/realtime/plugin';
import { createClock } from './modules/auth/clock';
import { createAuthService } from './modules/auth/service';
import { authRoutes } from './modules/auth/routes';
import { createVerificationService } from './modules/verification/service';
import { verificationRoutes } from './modules/verification/routes';
import { registerMarket } from './modules/market/plugin';

/** Everything a route or background job may call; built once per process. */
export function createServices(database: Database, config: AppConfig) {
  const { db } = database;
  const platform = createPlatformService(db, config.brandOverrides);
  const sessions = createSessionService(db);
  // One clock for lockouts and code expiry; tests stub services.clock.now to move time.
  const clock = createClock();
  const verification = createVerificationService(db, {
    clock,
    smtpUrl: config.smtpUrl,
    production: config.production,
    brandName: config.brandOverrides.name,
  });
  return {
    platform,
    sessions,
    clock,
    verification,
    auth: createAuthService(db, { sessions, verification, platform, clock }),
    ledger: createLedger(db),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: AppConfig;
  }
}

/** API requests are small JSON documents; uploads get their own limit where they are accepted. */
const API_BODY_LIMIT = 64 * 1024;

export async function buildApp(config: AppConfig, database: Database, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: API_BODY_LIMIT,
    // A closing server finishes requests in flight but takes no new ones.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body means "no payload" (the SPEC 7 calls that take none), not an error.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    jsonParser(req, body as string, done);
  });

  const services = createServices(database, config);
  app.decorate('services', services);
  app.decorate('config', config);

  await app.register(localePlugin);
  installErrorHandler(app);
  await registerSecurity(app, config);
  await app.register(regionPlugin, { blocked: config.blockedCountries });
  await app.register(sessionPlugin, { sessions: services.sessions });
  await registerApiDocs(app, config.brandOverrides.name ?? 'Aurelix');

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', db: database.kind }));
  await app.register(platformRoutes, { platform: services.platform });
  await app.register(userRoutes);
  await app.register(verificationRoutes, {
    verification: services.verification,
    exposeOutbox: !config.production,
  });
  await app.register(authRoutes, { auth: services.auth });
  await registerRealtime(app, { sessions: services.sessions, redisUrl: config.redisUrl, blocked: config.blockedCountries });
  await registerMarket(app, { db: database.db, demo: config.demoMarket });

  await registerWebApp(app, config.webDist);
  return app;
}
