import type { FastifyInstance } from 'fastify';
import { NAME_STATUS } from '@aurelix/shared/schemas/identity';
import type { Db } from '../../db/client';
import { isAdjustable, type Clock } from '../../lib/clock';
import type { AuthService } from '../auth/service';
import { userRecords } from '../auth/users';
import { JOBS, runJob, type JobCluster } from '../cluster/jobs';
import type { IdentityService } from '../identity/service';
import { reencodePhoto } from '../identity/photos';
import type { Ledger } from '../ledger/service';
import type { MarketModule } from '../market/plugin';
import type { NoticeService } from '../notices/service';
import type { PlatformService } from '../platform/service';
import type { Realtime } from '../realtime/plugin';
import { p2pAdminRoutes } from './admin-routes';
import { seedDemoMerchants } from './demo';
import { p2pFrozenHolder } from './frozen-holder';
import { p2pRoutes } from './routes';
import { createP2pService, type P2pService } from './service';

/** What fiat P2P needs from the rest of the exchange, given by app.ts. */
export interface P2pModuleDeps {
  db: Db;
  ledger: Ledger;
  platform: Pick<PlatformService, 'platConfig' | 'pairPrice'>;
  realtime: Pick<Realtime, 'publishToUser'>;
  market: Pick<MarketModule, 'tickers'>;
  identity: Pick<IdentityService, 'status'>;
  notices: Pick<NoticeService, 'notify'>;
  auth: Pick<AuthService, 'verifyFundPassword'>;
  clock: Clock;
  /** The sweep runs in the one process holding job:p2p. */
  cluster: JobCluster;
  /** The demo market (DEMO_MARKET): seed the demo merchants and their ads. */
  demo: boolean;
  production: boolean;
}

/** How often the clock-driven sweep (expiries, demo confirmations) runs. */
const SWEEP_MS = 1_000;

/**
 * Fiat P2P (issue 18): collection methods, merchants' ads, orders with the seller's crypto escrowed
 * in the fiat wallet, payment countdowns on the server clock, appeals and the order chat.
 */
export async function registerP2p(app: FastifyInstance, deps: P2pModuleDeps): Promise<P2pService> {
  const { db, ledger, clock } = deps;
  ledger.registerFrozenHolder(p2pFrozenHolder);
  const autoConfirm = new Set<number>();
  const p2p = createP2pService({
    db,
    ledger,
    now: clock.nowMs,
    async legalTrade() {
      const lt = (await deps.platform.platConfig()).config.legal_trade as Partial<Record<'pay_time' | 'confirm_time' | 'max_unpaid_num', number | string>> | undefined;
      return { pay_time: Number(lt?.pay_time ?? 120), confirm_time: Number(lt?.confirm_time ?? 60), max_unpaid_num: Number(lt?.max_unpaid_num ?? 5) };
    },
    async limits(userId) {
      const s = await deps.identity.status(userId);
      const verified = s.name_status === NAME_STATUS.APPROVED;
      return { verified, trust_single: String(s.limits.trust_single), trust_total: String(s.limits.trust_total), name: verified ? (s.application?.real_name ?? null) : null };
    },
    usdtRate: async (fiat) => (await deps.platform.pairPrice(`usdt_${fiat.toLowerCase()}`)).price,
    usdtPrice: (crypto) => (crypto === 'USDT' ? '1' : deps.market.tickers.indexPrice(`${crypto}_USDT`)),
    verifyFundPassword: (userId, plain) => deps.auth.verifyFundPassword(userId, plain),
    notify: (userId, kind, params) => deps.notices.notify(userId, kind, params),
    push: (userId, data) => deps.realtime.publishToUser(userId, data),
    reencode: reencodePhoto,
    nicknamesOf: (ids) => userRecords.nicknamesOf(db, ids),
    autoConfirm,
  });

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  let stopListening: (() => void) | undefined;
  const sweep = () =>
    (sweeping ??= p2p
      .sweep()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'p2p sweep failed'),
      )
      .finally(() => (sweeping = undefined)));
  const stopSweeping = async () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    stopListening?.();
    stopListening = undefined;
    // A sweep in flight finishes before another process may take the job.
    await sweeping;
  };
  app.addHook('onReady', async () => {
    if (deps.demo) {
      const ids = await seedDemoMerchants(db, ledger, clock.nowMs());
      // Outside production a demo merchant plays both sides: it pays for what it buys and confirms what it sells.
      if (!deps.production) for (const id of ids) p2p.actAsDemo(id);
    }
    await runJob(deps.cluster, JOBS.p2p, {
      start() {
        timer = setInterval(() => void sweep(), SWEEP_MS);
        timer.unref();
        // A moved clock (tests, /api/dev/clock) ends what it made due at once, not on the next tick.
        if (isAdjustable(clock)) stopListening = clock.onMove(() => void sweep());
      },
      stop: stopSweeping,
    });
  });
  app.addHook('preClose', stopSweeping);

  await app.register(p2pRoutes, { p2p });
  await app.register(p2pAdminRoutes, {
    p2p,
    userIdOf: (account) => userRecords.idByAccount(db, account),
    verified: async (userId) => (await deps.identity.status(userId)).name_status === NAME_STATUS.APPROVED,
  });
  return p2p;
}
