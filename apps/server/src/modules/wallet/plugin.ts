import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FundingDescriber } from './logs';
import { walletRoutes } from './routes';
import { createWalletService, type WalletService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

/** The funding module's describer, wherever it ends up: app.services.funding or app.funding. */
function fundingOf(app: FastifyInstance): FundingDescriber | undefined {
  const holder = app as unknown as { services?: { funding?: unknown }; funding?: unknown };
  const candidate = (holder.services?.funding ?? holder.funding) as Partial<FundingDescriber> | undefined;
  return typeof candidate?.describeEntries === 'function' ? (candidate as FundingDescriber) : undefined;
}

/** The wallet (issue 5). Needs app.market (prices) and app.realtime (balance pushes). */
export async function registerWallet(app: FastifyInstance, opts: { db: Db }) {
  const wallet = createWalletService({
    db: opts.db,
    ledger: app.services.ledger,
    platform: app.services.platform,
    ticks: () => app.market.tickers.ticks(),
    publishToUser: (userId, data) => app.realtime.publishToUser(userId, data),
    funding: () => fundingOf(app),
    now: app.services.clock.nowMs,
  });
  app.decorate('wallet', wallet);
  await app.register(walletRoutes, { wallet });
}
