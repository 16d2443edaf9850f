import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { walletRoutes } from './routes';
import { createWalletService, type WalletService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

/** The wallet (issue 5). Needs app.market (prices) and app.realtime (balance pushes). */
export async function registerWallet(app: FastifyInstance, opts: { db: Db }) {
  const wallet = createWalletService({
    db: opts.db,
    ledger: app.services.ledger,
    platform: app.services.platform,
    ticks: () => app.market.tickers.ticks(),
    publishToUser: (userId, data) => app.realtime.publishToUser(userId, data),
    // Funding is registered after the wallet in app.ts, so it is looked up when a log is read.
    funding: () => (app.hasDecorator('funding') ? app.funding : undefined),
    now: app.services.clock.nowMs,
  });
  app.decorate('wallet', wallet);
  await app.register(walletRoutes, { wallet });
}
