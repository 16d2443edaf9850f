import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fundingAdminRoutes, fundingDevRoutes } from './admin-routes';
import { createSimulatedChain } from './chains/simulated-chain';
import { withdrawalsFrozenHolder } from './frozen-holder';
import { createKeyring } from './keys';
import { fundingRoutes } from './routes';
import { createFundingService, type FundingService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    funding: FundingService;
  }
}

/**
 * Deposits, withdrawals, address book and the simulated chain (issue 5 items 2-4). The chain mines
 * a block every `blockMs` (FUNDING_BLOCK_MS); 0 starts no timer, and tests mine by hand.
 */
export async function registerFunding(app: FastifyInstance, opts: { db: Db; production: boolean; blockMs: number }) {
  const { services } = app;
  services.ledger.registerFrozenHolder(withdrawalsFrozenHolder);
  const secondFactor = (services as unknown as { authenticator?: { verifySecondFactor(u: number, c?: string): Promise<void> } })
    .authenticator;
  const funding = createFundingService({
    db: opts.db,
    ledger: services.ledger,
    keyring: createKeyring(opts.db),
    chain: createSimulatedChain(opts.db),
    clock: services.clock,
    verifyFundPassword: (userId, plain) => services.auth.verifyFundPassword(userId, plain),
    // The single call site of the authenticator check (issue 3's second factor).
    verifySecondFactor: async (userId, code) => secondFactor?.verifySecondFactor(userId, code),
    nameCheck: async () => (await services.platform.platConfig()).config.name_check,
    userIdByAccount: (account) => services.auth.userIdByAccount(account),
    notify: (userId, kind, params) => services.notices.notify(userId, kind, params),
    log: app.log,
  });
  app.decorate('funding', funding);
  await app.register(fundingRoutes, { funding });
  await app.register(fundingAdminRoutes, { funding });
  if (!opts.production) await app.register(fundingDevRoutes, { funding });

  const every = opts.blockMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const beat = async () => {
    try {
      await funding.mine(1);
      await funding.tick();
    } catch (err) {
      app.log.error({ err }, 'funding chain tick failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= beat().finally(() => (running = undefined));
    }, every);
    timer.unref();
  });
  // A pass in flight finishes before the database closes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
