import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { isAdjustable, type Clock } from '../../lib/clock';
import type { AuthService } from '../auth/service';
import type { Ledger } from '../ledger/service';
import type { PlatformService } from '../platform/service';
import { userRecords } from '../auth/users';
import { JOBS, runJob, type JobCluster } from '../cluster/jobs';
import { icoAdminRoutes } from './admin-routes';
import { seedIcoDemo } from './demo';
import { icoFrozenHolder } from './frozen-holder';
import { icoRoutes } from './routes';
import { createIcoService, type IcoService } from './service';

/** What ICO needs from the rest of the exchange, given by app.ts. */
export interface IcoDeps {
  db: Db;
  ledger: Ledger;
  platform: Pick<PlatformService, 'ensureCurrency' | 'addPair' | 'currencyList'>;
  auth: Pick<AuthService, 'userIdByAccount'>;
  clock: Clock;
  /** The allocation runs in the one process holding job:ico. */
  cluster: JobCluster;
  /** The demo market (DEMO_MARKET): three demo projects on the first start. */
  demo: boolean;
  /** No development routes in production. */
  production: boolean;
}

/** The project account the raised funds are paid to. */
export const ICO_RAISE_ACCOUNT = 'system:ico_raise';
/** The longest the allocation sleeps between looks for projects whose recruit has ended. */
const MAX_SLEEP_MS = 60_000;
/**
 * With several processes an operator's save may reach another process than the job's: the holder
 * looks again this often, so a project whose end was moved earlier is allocated at most this late.
 */
const SHARED_MAX_SLEEP_MS = 5_000;

/**
 * ICO subscription (issue 19): projects, subscriptions paid from the ICO wallet, the allocation
 * once at each project's end (a timer, every move of the clock and each start), thawing, the API
 * and the admin.
 */
export async function registerIco(app: FastifyInstance, deps: IcoDeps): Promise<IcoService> {
  const { db, ledger, clock } = deps;
  ledger.registerFrozenHolder(icoFrozenHolder);
  const ico = createIcoService({
    db,
    ledger,
    platform: deps.platform,
    platformIds: async () => {
      await userRecords.ensureSystemUser(db, ICO_RAISE_ACCOUNT);
      return { world: await deps.auth.userIdByAccount('system:world'), raise: await deps.auth.userIdByAccount(ICO_RAISE_ACCOUNT) };
    },
    now: clock.nowMs,
  });

  // The allocation wakes at the next project's end (at most a minute apart, in case timers drift),
  // at every move of the clock, after an operator's save, and once at each start of the job.
  const longest = deps.cluster.shared ? SHARED_MAX_SLEEP_MS : MAX_SLEEP_MS;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let unsubscribe: (() => void) | undefined;
  const sleep = (ms: number) => {
    if (timer) clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(wake, ms);
    timer.unref();
  };
  const arm = async () => {
    const next = await ico.nextEnd();
    sleep(next === undefined ? longest : Math.min(longest, Math.max(0, next - clock.nowMs())));
  };
  // A failing allocation is logged and tried again at the next look (a minute later, 5 s with
  // several processes; never in a tight loop, never stopping the server's start).
  const allocate = () =>
    ico
      .allocateDue()
      .then(arm)
      .catch((err: unknown) => {
        app.log.error({ err }, 'ico allocation failed');
        sleep(longest);
      });
  // Only the job's holder allocates: a save or a clock move elsewhere waits for its next look.
  const wake = () => void (running ? allocate() : undefined);
  ico.onSaved(wake);
  const stop = async () => {
    running = false;
    if (timer) clearTimeout(timer);
    unsubscribe?.();
    unsubscribe = undefined;
    await ico.idle();
  };

  app.addHook('onReady', async () => {
    if (deps.demo)
      await seedIcoDemo({ db, ledger, ico, userIdByAccount: (a) => deps.auth.userIdByAccount(a), now: clock.nowMs() }).catch((err: unknown) =>
        app.log.error({ err }, 'ico demo projects not seeded'),
      );
    await runJob(deps.cluster, JOBS.ico, {
      async start() {
        running = true;
        // A project that ended while no process held the job is allocated now.
        await allocate();
        if (isAdjustable(clock)) unsubscribe = clock.onMove(wake);
      },
      stop,
    });
  });
  app.addHook('preClose', stop);

  await app.register(icoRoutes, { ico });
  await app.register(icoAdminRoutes, { ico });
  return ico;
}
