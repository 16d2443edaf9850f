import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { productionWarnings, type AppConfig } from './config';
import type { Database } from './db/client';
import { installErrorHandler } from './http/error-handler';
import { installJsonBodyParser } from './http/json-body';
import { localePlugin } from './http/locale';
import { registerSecurity } from './plugins/security';
import { registerCompression } from './plugins/compression';
import { regionPlugin } from './plugins/region';
import { storableTextPlugin } from './plugins/storable-text';
import { registerWebApp } from './plugins/web-app';
import { registerApiDocs } from './plugins/api-docs';
import { createServerClock } from './lib/clock';
import { fastifyTrustProxy } from './lib/client-address';
import { adminGuard } from './modules/admin/guard';
import { createAuthRepository } from './modules/auth/repository';
import { registerAuth } from './modules/auth/plugin';
import { registerApiKeys } from './modules/api-keys/plugin';
import { registerBinance } from './modules/binance/plugin';
import { registerAuditLog } from './modules/audit-log/plugin';
import { registerAuthenticator } from './modules/authenticator/plugin';
import { createCluster, type Cluster } from './modules/cluster/cluster';
import { exchangeId } from './modules/cluster/cluster';
import { connectBroker, type Broker } from './modules/cluster/broker';
import { registerDevClock } from './modules/dev-clock/plugin';
import { registerFunding } from './modules/funding/plugin';
import { registerFutures } from './modules/futures/plugin';
import { registerP2p } from './modules/p2p/plugin';
import { registerHelp } from './modules/help/plugin';
import { registerIco } from './modules/ico/plugin';
import { registerIdentity } from './modules/identity/plugin';
import { registerIndexPrice, type IndexPriceModule } from './modules/index-price/plugin';
import { registerLedger } from './modules/ledger/plugin';
import { registerMarket, type MarketModule } from './modules/market/plugin';
import { registerMarketMaker } from './modules/market-maker/plugin';
import { registerNotices } from './modules/notices/plugin';
import { registerPlatform } from './modules/platform/plugin';
import { registerRealtime } from './modules/realtime/plugin';
import { registerSession } from './modules/session/plugin';
import { registerSecond } from './modules/second/plugin';
import { registerSpot } from './modules/spot/plugin';
import { registerUser } from './modules/user/plugin';
import { registerVerification } from './modules/verification/plugin';
import { registerWallet } from './modules/wallet/plugin';

/**
 * What each module's register function returned, by module: routes and background jobs may call
 * them through `app.services`, tests too. Modules themselves get what they need as explicit deps.
 */
export interface Services {
  clock: ReturnType<typeof createServerClock>;
  /** Which markets and timers this process holds (one owner each across processes). */
  cluster: Cluster;
  /** Commands and market events between processes (NATS, with NATS_URL on PostgreSQL); none on one process. */
  broker?: Broker;
  platform: Awaited<ReturnType<typeof registerPlatform>>;
  sessions: Awaited<ReturnType<typeof registerSession>>;
  /** Every admin action, in an append-only hash chain (issue 31). */
  auditLog: Awaited<ReturnType<typeof registerAuditLog>>;
  realtime: Awaited<ReturnType<typeof registerRealtime>>;
  notices: Awaited<ReturnType<typeof registerNotices>>;
  verification: Awaited<ReturnType<typeof registerVerification>>;
  authenticator: Awaited<ReturnType<typeof registerAuthenticator>>;
  auth: Awaited<ReturnType<typeof registerAuth>>;
  account: Awaited<ReturnType<typeof registerUser>>;
  ledger: Awaited<ReturnType<typeof registerLedger>>;
  spot: Awaited<ReturnType<typeof registerSpot>>;
  index: IndexPriceModule;
  market: MarketModule;
  marketMaker: Awaited<ReturnType<typeof registerMarketMaker>>;
  identity: Awaited<ReturnType<typeof registerIdentity>>;
  funding: Awaited<ReturnType<typeof registerFunding>>;
  wallet: Awaited<ReturnType<typeof registerWallet>>;
  help: Awaited<ReturnType<typeof registerHelp>>;
  futures: Awaited<ReturnType<typeof registerFutures>>;
  ico: Awaited<ReturnType<typeof registerIco>>;
  p2p: Awaited<ReturnType<typeof registerP2p>>;
  second: Awaited<ReturnType<typeof registerSecond>>;
  apiKeys: Awaited<ReturnType<typeof registerApiKeys>>;
  binance: Awaited<ReturnType<typeof registerBinance>>;
  /**
   * What the first start seeds (modules/seed): no demo users in production, and the first admin;
   * the market maker's inventory outside production, and in production only when MARKET_MAKER is on.
   */
  seedPolicy: { production: boolean; firstAdmin: AppConfig['firstAdmin']; marketMaker: boolean };
}

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

  installJsonBodyParser(app);

  app.decorate('config', config);
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  await app.register(localePlugin);
  installErrorHandler(app);
  // This exchange's name on shared services (NATS subjects, Redis keys): another exchange on the same
  // NATS or Redis neither answers its orders nor counts its requests.
  const namespace = await exchangeId(database.db);
  await registerSecurity(app, config, namespace);
  await registerCompression(app);
  await app.register(regionPlugin, { blocked: config.blockedCountries, allowUnknown: config.allowUnknownCountry });
  await app.register(storableTextPlugin);
  await registerModules(app, config, database, namespace);
  await registerWebApp(app, config.webDist);
  return app;
}

/**
 * Every module, wired one way: each module's `register<Module>(app, deps)` (its plugin.ts) builds its
 * service from the deps it is given here, registers its routes and hooks, and returns its service;
 * the service goes on `app.services` and into the deps of the modules registered after it, in
 * dependency order. No module looks another up on `app`. Sessions and the admin guard come before
 * any route (the session policy covers routes registered after it); the API docs too.
 */
async function registerModules(app: FastifyInstance, config: AppConfig, database: Database, namespace: string): Promise<Services> {
  const { db } = database;
  const services = { seedPolicy: { production: config.production, firstAdmin: config.firstAdmin, marketMaker: config.marketMaker } } as Services;
  app.decorate('services', services);
  const add = <K extends keyof Services>(name: K, service: Services[K]): Services[K] => (services[name] = service);
  const { production } = config;
  const brandName = config.brandOverrides.name;

  // The one clock of the server (lib/clock.ts); movable outside production by tests and /api/dev/clock.
  const clock = add('clock', createServerClock({ production }));
  // On PostgreSQL several processes may share the database: each market and timer is leased to one.
  const cluster = add('cluster', createCluster({ db, shared: database.kind === 'postgres', engine: config.engine, log: (err, msg) => app.log.error({ err }, msg) }));
  // Hooks run in reverse order of registration: this one, added first, runs after every module has
  // stopped its own work, and hands the leases over to the other processes.
  const broker = database.kind === 'postgres' && config.natsUrl ? add('broker', await connectBroker({ url: config.natsUrl, namespace, log: (err, msg) => app.log.error({ err }, msg) })) : undefined;
  app.addHook('onClose', async () => {
    await cluster.stop();
    await broker?.close();
  });
  const sessions = add('sessions', await registerSession(app, { db, clock }));
  await app.register(adminGuard);
  // Before every admin route: its hook is attached to each admin action as the route is registered.
  add('auditLog', await registerAuditLog(app, { db, clock }));
  // The API reference lists every call, admin ones included: outside production only (README).
  if (!production) await registerApiDocs(app, brandName ?? 'Aurelix');
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok', db: database.kind }));
  // Ready: what this process holds (markets, timers), for the operator and a load balancer.
  app.get('/readyz', { schema: { hide: true } }, async () => ({ status: 'ready', role: config.engine ? 'engine' : 'api', process: cluster.holder, holds: cluster.held().sort() }));

  const platform = add('platform', await registerPlatform(app, { db, brandOverrides: config.brandOverrides }));
  const realtime = add(
    'realtime',
    await registerRealtime(app, {
      sessions,
      clock,
      redisUrl: config.redisUrl,
      namespace,
      blocked: config.blockedCountries,
      allowUnknownCountry: config.allowUnknownCountry,
    }),
  );
  // Notices learn of users and logins through auth's functions, never its tables.
  const notices = add(
    'notices',
    await registerNotices(app, {
      db,
      clock,
      accounts: createAuthRepository(db),
      publishToUser: (userId, data) => realtime.publishToUser(userId, data),
    }),
  );
  const verification = add('verification', await registerVerification(app, { db, clock, smtpUrl: config.smtpUrl, production, brandName }));
  const authenticator = add('authenticator', await registerAuthenticator(app, { db, clock, issuer: brandName ?? 'Aurelix' }));
  const auth = add('auth', await registerAuth(app, { db, sessions, verification, authenticator, notices, platform, clock }));
  add('account', await registerUser(app, { db, sessions, verification, authenticator, clock }));
  const apiKeys = add('apiKeys', await registerApiKeys(app, { db, clock, encryptionKey: config.apiKeyEncryptionKey, auth, authenticator, notices, verification }));
  await registerDevClock(app, { clock, production });
  const ledger = add('ledger', await registerLedger(app, { db, production }));
  // Spot's price band reads market data's index price, and the index reads spot's book: both are
  // registered after spot, so the band asks through this function (none before it is up). The band
  // needs a live index (external markets or the demo walk): a pair's reference price alone is not one.
  const later: { market?: MarketModule } = {};
  const banded = config.demoMarket || config.index.sources.length > 0;
  const indexPrice = (symbol: string) => (banded ? later.market?.tickers.indexPrice(symbol) : undefined);
  const spot = add('spot', await registerSpot(app, { db, ledger, realtime, platform, clock, indexPrice, cluster, broker, fanout: Boolean(config.redisUrl) }));
  const index = add('index', await registerIndexPrice(app, { db, platform, clock, cluster, spotFeed: spot.feed, demo: config.demoMarket, settings: config.index }));
  const market = (later.market = add('market', await registerMarket(app, { db, demo: config.demoMarket, backfillDays: config.demoHistoryDays, platform, realtime, clock, spot, index })));
  add('marketMaker', await registerMarketMaker(app, { enabled: config.marketMaker, spot, market, ledger, platform, auth, clock, cluster }));
  const identity = add('identity', await registerIdentity(app, { db, platform, notices, clock }));
  const funding = add(
    'funding',
    await registerFunding(app, { db, production, blockMs: config.fundingBlockMs, ledger, clock, cluster, auth, authenticator, platform, notices }),
  );
  const wallet = add('wallet', await registerWallet(app, { db, ledger, platform, market, realtime, funding, clock }));
  add('help', await registerHelp(app, { db }));
  const futures = add('futures', await registerFutures(app, { db, ledger, platform, realtime, market, identity, notices, wallet, auth, clock, marketMaker: config.marketMaker, demo: config.demoMarket, production, cluster, broker, fanout: Boolean(config.redisUrl) }));
  add('ico', await registerIco(app, { db, ledger, platform, auth, clock, cluster, demo: config.demoMarket, production }));
  add('p2p', await registerP2p(app, { db, ledger, platform, realtime, market, identity, notices, auth, clock, cluster, demo: config.demoMarket, production }));
  add('second', await registerSecond(app, { db, ledger, realtime, market, auth, clock, cluster, production }));
  add('binance', await registerBinance(app, { clock, apiKeys, spot, market, platform, ledger, futures, weightPerMinute: config.apiWeightPerMinute, redisUrl: config.redisUrl, namespace }));
  return services;
}
