import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { JOBS, runJob, type JobCluster } from '../cluster/jobs';
import { Decimal } from '../../lib/decimal';
import type { PriceOracle } from '../market/price-oracle';
import { toMarketPairs } from '../market/ticker-service';
import type { PlatformService } from '../platform/service';
import type { SpotMarketFeed } from '../spot/feed';
import type { BookTop } from './book-price';
import { createCcxtFeed, loadCcxt } from './ccxt-feed';
import { createDemoFeed, type PriceFeed } from './feeds';
import { DEFAULT_RULES } from './index-maths';
import { indexRepository as repo, type RecordedTick } from './repository';
import { indexRoutes } from './routes';
import { createIndexService, type IndexService } from './service';
import type { IndexSettings } from './sources-config';

/** The index is computed every second; external markets are asked every 2 s. */
const TICK_MS = 1000;
const POLL_MS = 2000;
const PRUNE_EVERY_MS = 600_000;
/** A process that does not hold job:index reads the recorded index this often. */
const FOLLOW_MS = 1000;
const HOUR_MS = 3_600_000;

/** The index as other modules see it (app.services.index). */
export interface IndexPriceModule extends Pick<
  IndexService,
  'indexPrice' | 'snapshot' | 'tick' | 'poll' | 'idle'
> {
  /** The demo market's walk (the demo tickers follow it too); undefined unless the demo market is on. */
  demoWalk?: PriceOracle;
  /** Whether any external market is configured (then the index is a real price, not a demo or a reference). */
  hasExternalSources: boolean;
  /** The recorded ticks of a pair from `from` (ms) on, oldest first. */
  recorded(symbol: string, from: number): Promise<RecordedTick[]>;
  /** Deletes recorded ticks older than INDEX_HISTORY_HOURS (a timer does it every 10 minutes). */
  prune(): Promise<number>;
  /** Stops the timers (the app's close does it too): the index then moves only by tick(). */
  stop(): void;
}

/**
 * The index service (ARCHITECTURE 8): external spot markets through ccxt, the demo walk when the demo
 * market is on, and the exchange's own spot book; the index every product reads, recorded with its
 * sources, and POST /api/market/index. Started when the app is ready, before market data (which
 * publishes it), after spot (whose books it reads). Computed by the process holding job:index and
 * followed from its record by the others.
 */
export async function registerIndexPrice(
  app: FastifyInstance,
  deps: {
    db: Db;
    platform: PlatformService;
    clock: Clock;
    spotFeed: SpotMarketFeed;
    demo: boolean;
    settings: IndexSettings;
    /**
     * One process (job:index) polls the sources, computes and records the index; every other
     * process reads the recorded ticks each second, so all of them read one index.
     */
    cluster: JobCluster;
  },
): Promise<IndexPriceModule> {
  const { db, clock, settings } = deps;
  const warn = (err: unknown, msg: string) => app.log.warn({ err }, msg);
  const feeds: PriceFeed[] = [];
  if (settings.sources.length > 0) {
    const ccxt = await loadCcxt();
    for (const source of settings.sources)
      feeds.push(createCcxtFeed(ccxt, source, { now: clock.nowMs, warn }));
  }
  const demo = deps.demo ? createDemoFeed([], clock.nowMs()) : undefined;
  if (demo) feeds.push(demo);
  const book = createBookReader(deps.spotFeed);
  const service = createIndexService({
    feeds,
    bookTop: book.top,
    bookWeight: new Decimal(settings.bookWeight),
    rules: { ...DEFAULT_RULES, bookBound: new Decimal(settings.bookBoundPercent).div(100) },
    record: (ticks) => repo.insertTicks(db, ticks),
    log: (err, msg) => app.log.error({ err }, msg),
    // An operator wants to know when a pair's index stops following the exchanges, and when it is back.
    onBasisChange: (symbol, from, to) =>
      to === 'sources'
        ? app.log.info({ symbol, from }, 'index: back on its external sources')
        : app.log.warn(
            { symbol, basis: to },
            'index: no external source is usable; the index follows the book or holds',
          ),
  });

  const loadPairs = async () =>
    toMarketPairs((await deps.platform.pairList()).list, (await deps.platform.currencyList()).list);
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, fn: () => unknown) => {
    const timer = setInterval(() => {
      try {
        void Promise.resolve(fn()).catch((err: unknown) => app.log.error({ err }, 'index: timer failed'));
      } catch (err) {
        // A timer callback that throws would end the process; one lost tick is better.
        app.log.error({ err }, 'index: tick failed');
      }
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  const stop = () => {
    for (const t of timers) clearInterval(t);
    timers.length = 0;
  };
  const prune = async () => {
    const deleted = await repo.pruneTicks(
      db,
      service.symbols(),
      clock.nowMs() - settings.historyHours * HOUR_MS,
    );
    if (deleted > 0) app.log.info({ deleted }, 'index: pruned old ticks');
    return deleted;
  };

  // Computing: the process holding job:index. Following: every other one, from the record.
  let leading = false;
  let following: NodeJS.Timeout | undefined;
  let followed = 0;
  const follow = async () => {
    const ticks = await repo.latestTicks(db, service.symbols(), followed);
    for (const t of ticks) followed = Math.max(followed, t.ts);
    service.adopt(ticks);
  };
  const startFollowing = () => {
    if (following) return;
    following = setInterval(() => {
      if (!leading) void follow().catch((err: unknown) => app.log.warn({ err }, 'index: reading the recorded index failed'));
    }, FOLLOW_MS);
    following.unref();
  };

  app.addHook('onReady', async () => {
    service.start(await loadPairs(), clock.nowMs(), await repo.lastTicks(db));
    // Alone on the embedded database this process always computes: nothing to follow.
    if (deps.cluster.shared) startFollowing();
    await runJob(deps.cluster, JOBS.index, {
      async start() {
        leading = true;
        // The first index is made from the external markets' first answers, not from the fallback.
        await service.poll().catch((err: unknown) => app.log.warn({ err }, 'index: first poll failed'));
        service.tick(clock.nowMs());
        every(TICK_MS, () => service.tick(clock.nowMs()));
        if (feeds.some((f) => f.poll)) every(POLL_MS, () => service.poll());
        every(PRUNE_EVERY_MS, prune);
      },
      async stop() {
        stop();
        leading = false;
        await service.idle();
      },
    });
  });
  // A pair listed while the server runs gets its index before market data publishes its ticker:
  // its reference price or book at once (a new listing is rarely on other exchanges yet), the
  // exchanges' quotes from the next poll. The listing does not wait for a poll. A follower takes the
  // pair in and reads its index from the record.
  const unsubscribe = deps.platform.onPairAdded(async () => {
    const now = clock.nowMs();
    service.addPairs(await loadPairs(), now);
    if (leading) service.tick(now);
  });
  app.addHook('preClose', async () => {
    stop();
    if (following) clearInterval(following);
    unsubscribe();
    book.close();
    await service.idle();
  });

  // The demo walk runs once per exchange too: a following process's demo tickers read the walk's
  // price through the recorded index, so every process shows the holder's prices. Its own walk still
  // advances (priceAt never goes back in time), for the moment it takes the job over.
  const demoWalk: PriceOracle | undefined = demo && {
    priceAt(symbol, now) {
      const walked = demo.walk.priceAt(symbol, now);
      const followed = leading ? undefined : service.indexPrice(symbol);
      return followed === undefined ? walked : new Decimal(followed);
    },
    history: (symbol, count, stepMs) => demo.walk.history(symbol, count, stepMs),
    addPair: (pair, start) => demo.walk.addPair?.(pair, start) ?? false,
  };

  await app.register(indexRoutes, { index: service });
  return {
    indexPrice: service.indexPrice,
    snapshot: service.snapshot,
    tick: service.tick,
    poll: service.poll,
    idle: service.idle,
    demoWalk,
    hasExternalSources: settings.sources.length > 0,
    recorded: (symbol, from) => repo.ticks(db, symbol, from),
    prune,
    stop,
  };
}

/** The spot book as the index reads it: the top from the sequencer's book, the last trade from the feed. */
function createBookReader(feed: SpotMarketFeed) {
  const last = new Map<string, Decimal>();
  const stop = feed.onTrades((symbol, trades) => {
    const trade = trades[trades.length - 1];
    if (trade) last.set(symbol, new Decimal(trade.price));
  });
  return {
    top(symbol: string): BookTop {
      const depth = feed.depth(symbol, 1);
      const bid = depth?.bids[0]?.[0];
      const ask = depth?.asks[0]?.[0];
      return {
        bid: bid === undefined ? undefined : new Decimal(bid),
        ask: ask === undefined ? undefined : new Decimal(ask),
        last: last.get(symbol),
      };
    },
    close: stop,
  };
}
