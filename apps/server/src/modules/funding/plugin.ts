import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fundingAdminRoutes, fundingDevRoutes } from './admin-routes';
import { createSimulatedChain } from './chains/simulated-chain';
import { withdrawalsFrozenHolder } from './frozen-holder';
import { createKeyring } from './keys';
import { fundingRoutes } from './routes';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/service';
import { JOBS, runJob, type JobCluster } from '../cluster/jobs';
import type { AuthenticatorService } from '../authenticator/service';
import type { Ledger } from '../ledger/service';
import type { NoticeService } from '../notices/service';
import type { PlatformService } from '../platform/service';
import { createFundingService, type FundingService } from './service';

/**
 * Deposits, withdrawals, address book and the simulated chain (issue 5 items 2-4). The chain mines
 * a block every `blockMs` (FUNDING_BLOCK_MS); 0 starts no timer, and tests mine by hand.
 */
export async function registerFunding(
  app: FastifyInstance,
  opts: {
    db: Db;
    production: boolean;
    blockMs: number;
    ledger: Ledger;
    clock: Clock;
    /** The chain's blocks, deposit credits and withdrawal broadcasts run in the one process holding job:funding. */
    cluster: JobCluster;
    auth: Pick<AuthService, 'verifyFundPassword' | 'userIdByAccount'>;
    authenticator: Pick<AuthenticatorService, 'verifySecondFactor'>;
    platform: Pick<PlatformService, 'platConfig'>;
    notices: Pick<NoticeService, 'notify'>;
  },
): Promise<FundingService> {
  const { ledger, auth, authenticator, platform, notices } = opts;
  ledger.registerFrozenHolder(withdrawalsFrozenHolder);
  const funding = createFundingService({
    db: opts.db,
    ledger,
    keyring: createKeyring(opts.db),
    chain: createSimulatedChain(opts.db),
    clock: opts.clock,
    verifyFundPassword: (userId, plain) => auth.verifyFundPassword(userId, plain),
    // The single call site of the authenticator check (issue 3's second factor).
    verifySecondFactor: (userId, code) => authenticator.verifySecondFactor(userId, code),
    nameCheck: async () => (await platform.platConfig()).config.name_check,
    userIdByAccount: (account) => auth.userIdByAccount(account),
    notify: (userId, kind, params) => notices.notify(userId, kind, params),
    log: app.log,
  });
  await app.register(fundingRoutes, { funding });
  await app.register(fundingAdminRoutes, { funding });
  if (!opts.production) await app.register(fundingDevRoutes, { funding });

  const every = opts.blockMs;
  if (every <= 0) return funding;
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
  const stop = async () => {
    clearInterval(timer);
    timer = undefined;
    await running;
  };
  app.addHook('onReady', () =>
    runJob(opts.cluster, JOBS.funding, {
      start() {
        timer = setInterval(() => {
          running ??= beat().finally(() => (running = undefined));
        }, every);
        timer.unref();
      },
      stop,
    }),
  );
  // A pass in flight finishes before the database closes.
  app.addHook('preClose', stop);
  return funding;
}
