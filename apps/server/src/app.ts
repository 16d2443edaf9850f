import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './http/error-handler';
import { localePlugin } from './http/locale';
import { registerSecurity } from './plugins/security';
import { registerCompression } from './plugins/compression';
import { regionPlugin } from './plugins/region';
import { storableTextPlugin } from './plugins/storable-text';
import { registerWebApp } from './plugins/web-app';
import { registerApiDocs } from './plugins/api-docs';
import { createPlatformService } from './modules/platform/service';
import { platformRoutes } from './modules/platform/routes';
import { createSessionService } from './modules/session/service';
import { sessionPlugin } from './modules/session/plugin';
import { adminGuard } from './modules/admin/guard';
import { adminIdentityRoutes } from './modules/admin/identity-routes';
import { createNoticeService } from './modules/notices/service';
import { noticeRoutes } from './modules/notices/routes';
import { createIdentityService } from './modules/identity/service';
import { identityRoutes } from './modules/identity/routes';
import { userRoutes } from './modules/user/routes';
import { createAccountService } from './modules/user/account-service';
import { createAuthenticatorService } from './modules/authenticator/service';
import { authenticatorRoutes } from './modules/authenticator/routes';
import { createLedger } from './modules/ledger/service';
import { registerRealtime } from './modules/realtime/plugin';
import { createServerClock, isAdjustable } from './lib/clock';
import { fastifyTrustProxy } from './lib/client-address';
import { devClockRoutes } from './modules/dev-clock/routes';
import { createAuthRepository } from './modules/auth/repository';
import { createAuthService } from './modules/auth/service';
import { authRoutes } from './modules/auth/routes';
import { createAccountLockAlert } from './modules/auth/account-lock-alert';
import { createVerificationService } from './modules/verification/service';
import { verificationRoutes } from './modules/verification/routes';
import { registerMarket } from './modules/market/plugin';
import { registerMarketMaker } from './modules/market-maker/plugin';
import { registerSpot } from './modules/spot/plugin';
import { registerWallet } from './modules/wallet/plugin';
import { registerFunding } from './modules/funding/plugin';
import { createHelpService } from './modules/help/service';
import { helpRoutes } from './modules/help/routes';

/** Everything a route or background job may call; built once per process. */
export function createServices(database: Database, config: AppConfig) {
  const { db } = database;
  const platform = createPlatformService(db, config.brandOverrides);
  // The one clock of the server (lib/clock.ts); movable outside production by tests and /api/dev/clock.
  const clock = createServerClock({ production: config.production });
  const sessions = createSessionService(db, clock);
  // Notices learn of users and logins through auth's functions, never its tables.
  const notices = createNoticeService(db, { clock, accounts: createAuthRepository(db) });
  const verification = createVerificationService(db, {
    clock,
    smtpUrl: config.smtpUrl,
    production: config.production,
    brandName: config.brandOverrides.name,
  });
  // The authenticator app (TOTP): asked at login, withdrawal and security changes once enabled.
  const authenticator = createAuthenticatorService(db, { clock, issuer: config.brandOverrides.name ?? 'Aurelix' });
  return {
    platform,
    sessions,
    clock,
    verification,
    authenticator,
    account: createAccountService(db, { sessions, verification, authenticator, clock }),
    auth: createAuthService(db, {
      sessions,
      verification,
      platform,
      clock,
      secondFactor: authenticator.verifySecondFactor,
      onAccountLocked: createAccountLockAlert({ notices, verification }),
    }),
    ledger: createLedger(db),
    notices,
    identity: createIdentityService(db, { platform, notices, clock }),
    help: createHelpService(db),
    /** What the first start seeds (modules/seed): no demo users in production, and the first admin. */
    seedPolicy: { production: config.production, firstAdmin: config.firstAdmin },
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
    // request.ip (logs) by the same rule; the address every check keys on is request.clientAddress.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: API_BODY_LIMIT,
    // A closing server finishes requests in flight but takes no new ones.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Start-up hooks rebuild every book from its open orders and warm the market data: on a large
    // database or a busy machine that takes longer than Fastify's 10 s default, which would abort the start.
    pluginTimeout: 120_000,
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
  await registerCompression(app);
  await app.register(regionPlugin, { blocked: config.blockedCountries, allowUnknown: config.allowUnknownCountry });
  await app.register(storableTextPlugin);
  await app.register(sessionPlugin, { sessions: services.sessions });
  await app.register(adminGuard);
  await registerApiDocs(app, config.brandOverrides.name ?? 'Aurelix');

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', db: database.kind }));
  await app.register(platformRoutes, { platform: services.platform });
  await app.register(userRoutes, { account: services.account });
  await app.register(authenticatorRoutes, { authenticator: services.authenticator });
  await app.register(verificationRoutes, {
    verification: services.verification,
    exposeOutbox: !config.production,
  });
  await app.register(authRoutes, { auth: services.auth });
  if (!config.production && isAdjustable(services.clock)) await app.register(devClockRoutes, { clock: services.clock });
  await registerRealtime(app, {
    sessions: services.sessions,
    clock: services.clock,
    redisUrl: config.redisUrl,
    blocked: config.blockedCountries,
    allowUnknownCountry: config.allowUnknownCountry,
  });
  await registerSpot(app, { db: database.db });
  await registerMarket(app, { db: database.db, demo: config.demoMarket });
  await registerMarketMaker(app, { enabled: config.marketMaker });
  await app.register(noticeRoutes, { notices: services.notices });
  await app.register(identityRoutes, { identity: services.identity });
  await app.register(adminIdentityRoutes, { identity: services.identity });
  await registerWallet(app, { db: database.db });
  await registerFunding(app, { db: database.db, production: config.production, blockMs: config.fundingBlockMs });
  await app.register(helpRoutes, { help: services.help });

  await registerWebApp(app, config.webDist);
  return app;
}
