import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { KLINE_INTERVALS, spotChannels, type TradePrint } from '@aurelix/shared/schemas/spot';
import { channels } from '@aurelix/shared/ticker';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { IndexPriceModule } from '../index-price/plugin';
import type { PlatformService } from '../platform/service';
import type { Realtime } from '../realtime/plugin';
import { pairChannelFamily, type ChannelFamily } from '../realtime/channel-registry';
import type { SpotMarketFeed, SpotOrderPort } from '../spot/feed';
import { backfillCandles } from './backfill';
import { createCandleRepository, type CandleRepository } from './candle-repository';
import { createDemoTickerSource } from './demo-ticker-source';
import { createMarketData, type MarketData } from './market-data';
import { createMarketRepository } from './repository';
import { marketRoutes } from './routes';
import { createTradeTickerSource, type TradeTickerSource } from './trade-ticker-source';
import { createStaticTickerSource, type MarketPair } from './ticker-source';
import { createTickerService, type TickerService } from './ticker-service';

/** Market data as others see it (app.services.market). */
export interface MarketModule {
  tickers: TickerService;
  data: MarketData;
  candles: CandleRepository;
}

/** The order flow as the market data and the market maker see it (modules/spot/feed.ts). */
export type SpotPort = SpotOrderPort & {
  feed: SpotMarketFeed;
  /** Recent prints of a market, newest first, to answer /api/market/trades right after a restart. */
  recentTrades?(symbol: string, limit: number): Promise<TradePrint[]>;
};

const DAY_MS = 86_400_000;
export const BACKFILL_DAYS = 30;

/**
 * Market data: tickers (trade-based, falling back to the demo walk's ticks), depth, trades and
 * candles with their channels and REST calls. Started when the app is ready (after the first-start
 * seed); on a first start with the demo market, 30 days of candles are backfilled. `spot` is the
 * order flow whose trades it follows (none on a server without it); `index` the index service whose
 * price the tickers publish (its demo walk drives the demo tickers).
 */
export async function registerMarket(
  app: FastifyInstance,
  opts: {
    db: Db;
    demo: boolean;
    platform: PlatformService;
    realtime: Realtime;
    clock: Clock;
    spot?: SpotPort;
    index: Pick<IndexPriceModule, 'indexPrice' | 'demoWalk' | 'hasExternalSources'>;
    /** Seed of the demo tickers' volumes and of the backfilled history; random bytes by default. */
    seed?: string;
    backfillDays?: number;
  },
): Promise<MarketModule> {
  const { clock, realtime } = opts;
  const seed = opts.seed ?? randomBytes(16).toString('hex');
  const { index } = opts;
  const candles = createCandleRepository(opts.db);
  let tradeSource: TradeTickerSource | undefined;
  const tickers = createTickerService({
    platform: opts.platform,
    repo: createMarketRepository(opts.db),
    realtime,
    pushesHere: (symbol) => opts.spot?.feed.pushesHere?.(symbol) ?? true,
    log: app.log,
    demo: opts.demo,
    indexPrice: index.indexPrice,
    // currencies.price follows a live index; a reference price alone stays as the operator set it.
    saveReferencePrices: opts.demo || index.hasExternalSources,
    seed,
    clock: clock.nowMs,
    source: (pairs, now) => {
      const fallback = opts.demo ? createDemoTickerSource({ seed, now, pairs, oracle: index.demoWalk }) : createStaticTickerSource(pairs);
      tradeSource = createTradeTickerSource(pairs, fallback);
      return tradeSource;
    },
  });
  const data = createMarketData({ publish: (c, d) => realtime.publish(c, d), candles, log: app.log });

  const registry = realtime.channels;
  registry.register(pairChannelFamily('tick', tickers.pairs, (p) => channels.tick(p.left, p.right)));
  registry.register(
    pairChannelFamily('future_tick', tickers.pairs, (p) =>
      p.contract ? channels.futureTick(p.left, p.right) : undefined,
    ),
  );
  registry.register(
    pairChannelFamily('future_index_tick', tickers.pairs, (p) =>
      p.contract ? channels.futureIndexTick(p.left, p.right) : undefined,
    ),
  );
  registry.register(pairChannelFamily('depth', tickers.pairs, (p) => spotChannels.depth(p.symbol)));
  registry.register(pairChannelFamily('trade', tickers.pairs, (p) => spotChannels.trade(p.symbol)));
  registry.register(klineFamily(tickers.pairs));

  app.addHook('onReady', async () => {
    await tickers.start();
    const now = clock.nowMs();
    if (opts.demo && !(await candles.hasAny())) {
      const started = performance.now();
      await backfill(candles, tickers, now, opts.backfillDays ?? BACKFILL_DAYS, seed);
      app.log.info({ ms: Math.round(performance.now() - started) }, 'backfilled candle history');
    }
    await warmTickers(candles, tickers.pairs(), tradeSource, now);
    const spot = opts.spot;
    await data.start({ feed: spot?.feed, ticker: tradeSource });
    if (spot?.recentTrades) await data.loadTrades(tickers.pairs(), (symbol, limit) => spot.recentTrades!(symbol, limit));
  });
  // A pair listed while the server runs (an ICO's new currency) gets its ticker and its tick, depth,
  // trade and kline channels at once (the families follow tickers.pairs()); depth, trades and candles
  // come from spot's feed, which opened its market just before (platform tells spot first).
  const unsubscribe = opts.platform.onPairAdded(async (symbol) => {
    const added = await tickers.refreshPairs();
    if (added.length > 0) app.log.info({ symbol, added }, 'market data follows a newly listed pair');
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    await tickers.stop();
    await data.stop();
  });
  await app.register(marketRoutes, { tickers, data, now: clock.nowMs });
  return { tickers, data, candles };
}

/** `{l}_{r}_kline_{interval}` for every pair and interval of the contract. */
function klineFamily(pairs: () => readonly MarketPair[]): ChannelFamily {
  const families = KLINE_INTERVALS.map((interval) =>
    pairChannelFamily(`kline_${interval}`, pairs, (p) => spotChannels.kline(p.symbol, interval)),
  );
  return {
    name: 'kline',
    has: (channel) => families.some((f) => f.has(channel)),
    list: () => families.flatMap((f) => f.list()),
  };
}

/** Candle history for every pair, ending at the current index; one bulk insert per pair. */
async function backfill(candles: CandleRepository, tickers: TickerService, now: number, days: number, seed: string) {
  for (const pair of tickers.pairs()) {
    const index = tickers.indexPrice(pair.symbol);
    const currentPrice = Number(index ?? pair.referencePrice.toFixed());
    if (!(currentPrice > 0)) continue;
    await candles.insertMany(backfillCandles({ pair, currentPrice, now, days, seed }));
  }
}

/** The 24h tickers start from the stored one-minute candles of the last day. */
async function warmTickers(
  candles: CandleRepository,
  pairs: readonly MarketPair[],
  source: TradeTickerSource | undefined,
  now: number,
) {
  if (!source) return;
  for (const pair of pairs) {
    const minutes = await candles.since(pair.symbol, '1min', now - DAY_MS);
    source.warm(
      pair.symbol,
      minutes.map((c) => ({ ...c, start: c.time })),
    );
  }
}
