import type { FastifyInstance } from 'fastify';
import { secondChannels } from '@aurelix/shared/schemas/second';
import type { Db } from '../../db/client';
import { isAdjustable, type Clock } from '../../lib/clock';
import { Decimal } from '../../lib/decimal';
import type { AuthService } from '../auth/service';
import { userRecords } from '../auth/users';
import { JOBS, runJob, type JobCluster } from '../cluster/jobs';
import type { Ledger } from '../ledger/service';
import type { MarketModule } from '../market/plugin';
import type { Realtime } from '../realtime/plugin';
import { pairChannelFamily } from '../realtime/channel-registry';
import { secondAdminRoutes, secondDevRoutes } from './admin-routes';
import { secondFrozenHolder } from './frozen-holder';
import { secondRoutes } from './routes';
import { createSecondService, type SecondService } from './service';

/** What second contracts need from the rest of the exchange, given by app.ts. */
export interface SecondDeps {
  db: Db;
  ledger: Ledger;
  realtime: Pick<Realtime, 'publish' | 'publishToUser' | 'channels'>;
  market: Pick<MarketModule, 'tickers'>;
  auth: Pick<AuthService, 'userIdByAccount'>;
  clock: Clock;
  /** The recorder and the settlement run in the one process holding job:second. */
  cluster: JobCluster;
  production: boolean;
}

/** The house float a non-production server starts with, so demo and tests can pay winnings. */
export const DEMO_HOUSE_FLOAT = '1000000';
/**
 * How often the recorder looks at the index: the market's ticker changes it once a second, so a
 * change is recorded (and pushed) at most a quarter of a second after it happened.
 */
const RECORD_EVERY_MS = 250;
/** How often the settlement timer looks at the next due instant. */
const DUE_CHECK_MS = 50;
/**
 * How often it re-reads the next due instant (orders placed through another process): with one
 * process every order is known at once and this only catches up; with several, orders placed
 * elsewhere settle at most this late (at their instant's price all the same).
 */
const DUE_REFRESH_MS = 5000;
const SHARED_DUE_REFRESH_MS = 1000;

/**
 * Second (fixed-term) contracts (issue 17): default products for every contract pair, the index
 * recorder (four times a second), the settlement timer, the API, the admin API and, outside production,
 * POST /api/dev/second/index.
 */
export async function registerSecond(app: FastifyInstance, deps: SecondDeps): Promise<SecondService> {
  const { ledger, realtime, market, clock } = deps;
  ledger.registerFrozenHolder(secondFrozenHolder);
  const contractPairs = () => market.tickers.pairs().filter((p) => p.contract);
  let symbolsFor: readonly unknown[] | undefined;
  let symbols: string[] = [];
  const parties = { houseId: 0, feesId: 0 };
  const second = createSecondService({
    db: deps.db,
    ledger,
    indexPrice: (symbol) => market.tickers.indexPrice(symbol),
    symbols: () => {
      const pairs = contractPairs();
      if (pairs !== symbolsFor) {
        symbolsFor = market.tickers.pairs();
        symbols = pairs.map((p) => p.symbol);
      }
      return symbols;
    },
    parties: async () => {
      if (!parties.houseId) {
        parties.houseId = await deps.auth.userIdByAccount('system:house');
        parties.feesId = await deps.auth.userIdByAccount('system:fees');
      }
      return parties;
    },
    publish: (channel, data) => realtime.publish(channel, data),
    publishToUser: (userId, push) => realtime.publishToUser(userId, push),
    accountsOf: (ids) => userRecords.accountsOf(deps.db, ids),
    log: (err, msg) => app.log.error({ err }, msg),
    now: clock.nowMs,
  });
  realtime.channels.register(pairChannelFamily('second_index', contractPairs, (p) => secondChannels.index(p.symbol)));

  const timers: NodeJS.Timeout[] = [];
  let stopMove: (() => void) | undefined;
  const settleIfDue = () => {
    const due = second.nextDue();
    if (due !== undefined && due <= clock.nowMs())
      second.settleDue().catch((err: unknown) => app.log.error({ err }, 'second: settlement failed'));
  };
  const stopTimers = async () => {
    for (const t of timers.splice(0)) clearInterval(t);
    stopMove?.();
    stopMove = undefined;
    await second.idle();
  };

  app.addHook('onReady', async () => {
    // Every process serves buys: products, the last ticks and the next due instant.
    await second.start();
    await runJob(deps.cluster, JOBS.second, {
      async start() {
        try {
          if (!deps.production) await fundHouse(deps, await second.houseBalance());
          // Orders open from before the house reserved per buy get their reservation now, as far as it goes.
          await second.reserveUnreserved();
          // A process that takes the job over knows nothing of the orders placed elsewhere meanwhile.
          await second.refreshDue();
          await second.beat();
          // A settlement that came due while no process held the job happens now, at its instant's price.
          await second.settleDue();
        } catch (err) {
          // The timers still start: the next pass tries again, the job is not left held and idle.
          app.log.error({ err }, 'second: catching up failed');
        }
        const refreshEvery = deps.cluster.shared ? SHARED_DUE_REFRESH_MS : DUE_REFRESH_MS;
        timers.push(setInterval(() => void second.beat(), RECORD_EVERY_MS));
        timers.push(setInterval(settleIfDue, DUE_CHECK_MS));
        timers.push(setInterval(() => void second.refreshDue().catch(() => undefined), refreshEvery));
        for (const t of timers) t.unref();
        if (isAdjustable(clock)) stopMove = clock.onMove(() => settleIfDue());
      },
      stop: stopTimers,
    });
  });
  app.addHook('preClose', stopTimers);

  await app.register(secondRoutes, { second });
  await app.register(secondAdminRoutes, { second });
  if (!deps.production) await app.register(secondDevRoutes, { second });
  return second;
}

/** Tops the house's second wallet up to the demo float from system:world (non-production only). */
async function fundHouse(deps: SecondDeps, house: { houseId: number; available: string }) {
  const missing = new Decimal(DEMO_HOUSE_FLOAT).minus(house.available);
  if (missing.lte(0)) return;
  await deps.ledger.credit({
    userId: house.houseId,
    account: 'second',
    currency: 'USDT',
    amount: missing.toFixed(),
    reason: 'deposit',
    refType: 'second_house',
    refId: 'float',
  });
}
