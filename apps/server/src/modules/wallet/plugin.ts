import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FundingService } from '../funding/service';
import type { Ledger } from '../ledger/service';
import type { MarketModule } from '../market/plugin';
import type { PlatformService } from '../platform/service';
import type { Realtime } from '../realtime/plugin';
import { walletRoutes } from './routes';
import { createWalletService, type WalletService } from './service';

/** The wallet (issue 5): balances valued at market prices, transfers, logs with funding's records. */
export async function registerWallet(
  app: FastifyInstance,
  deps: {
    db: Db;
    ledger: Ledger;
    platform: PlatformService;
    market: MarketModule;
    realtime: Pick<Realtime, 'publishToUser'>;
    funding: FundingService;
    clock: Clock;
  },
): Promise<WalletService> {
  const wallet = createWalletService({
    db: deps.db,
    ledger: deps.ledger,
    platform: deps.platform,
    ticks: () => deps.market.tickers.ticks(),
    publishToUser: (userId, data) => deps.realtime.publishToUser(userId, data),
    funding: () => deps.funding,
    now: deps.clock.nowMs,
  });
  await app.register(walletRoutes, { wallet });
  return wallet;
}
