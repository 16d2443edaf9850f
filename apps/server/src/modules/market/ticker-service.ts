import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TickerRow } from '@aurelix/shared/schemas/market';
import type { CurrencyItem, PairItem } from '@aurelix/shared/schemas/platform';
import { channels, type MarketTick } from '@aurelix/shared/ticker';
import { AppError } from '../../lib/app-error';
import { Decimal } from '../../lib/decimal';
import type { PlatformService } from '../platform/service';
import type { Realtime } from '../realtime/plugin';
import { createDemoTickerSource } from './demo-ticker-source';
import type { MarketRepository } from './repository';
import { createStaticTickerSource, type MarketPair, type TickerSource } from './ticker-source';

/** Ticks go out every second; currencies.price is written every 10 s (ARCHITECTURE 8). */
const TICK_INTERVAL_MS = 1000;
const PRICE_SAVE_INTERVAL_MS = 10_000;
const REFERENCE_QUOTE = 'USDT';

export type SourceFactory = (pairs: readonly MarketPair[], now: number) => TickerSource;

interface Deps {
  platform: PlatformService;
  repo: MarketRepository;
  realtime: Pick<Realtime, 'publish'>;
  /** Whether this process pushes the pair's tick (issue 28: its market's owner, with the Redis adapter). */
  pushesHere?: (symbol: string) => boolean;
  log: FastifyBaseLogger;
  /** Run the demo market: the demo walk's tickers for pairs that have not traded. */
  demo: boolean;
  /** The index price of a pair (the index service's): tickers' index_price and currencies.price. */
  indexPrice(symbol: string): string | undefined;
  /** Keep currencies.price at the index every 10 s (a live index: external markets or the demo walk). */
  saveReferencePrices: boolean;
  /**
   * Seed of the demo tickers' volumes; random bytes per start by default, never the clock (a seed
   * that can be guessed from the start time makes the demo market predictable).
   */
  seed?: string;
  /** Replaces the source (the matching engine's trade-based tickers later, fakes in tests). */
  source?: SourceFactory;
  /** The server's clock (lib/clock.ts), in epoch ms. */
  clock: () => number;
}

/** 24h tickers for REST and the `{left}_{right}_tick` and `_future_index_tick` channels. */
export function createTickerService(deps: Deps) {
  const { clock } = deps;
  const seed = deps.seed ?? randomBytes(16).toString('hex');
  const makeSource: SourceFactory =
    deps.source ??
    (deps.demo
      ? (pairs, now) => createDemoTickerSource({ seed, now, pairs })
      : (pairs) => createStaticTickerSource(pairs));
  let pairs: readonly MarketPair[] = [];
  let bySymbol = new Map<string, MarketPair>();
  let source: TickerSource = createStaticTickerSource([]);
  let timer: NodeJS.Timeout | undefined;
  let saving: Promise<void> | undefined;
  let lastSaved = 0;
  let supplies = new Map<string, string>();
  let refreshing: Promise<unknown> = Promise.resolve();
  const toRow = (tick: MarketTick): TickerRow => {
    const supply = supplies.get(tick.pair);
    const precision = bySymbol.get(tick.pair)?.amountPrecision ?? 2;
    return {
      ...tick,
      index_price: deps.indexPrice(tick.pair),
      market_cap: supply === undefined ? undefined : new Decimal(tick.close).times(supply).toFixed(precision, Decimal.ROUND_DOWN),
    };
  };

  const service = {
    /** The pairs as last loaded; a new array after each load (the channel families follow it). */
    pairs: () => pairs,
    ticks: (): MarketTick[] => source.ticks(),
    tick(symbol: string): MarketTick {
      const tick = source.tick(symbol);
      if (!tick) throw new AppError('UNKNOWN_PAIR');
      return tick;
    },
    /** The index service's price of a pair; every product reads it here (tests may replace it). */
    indexPrice: (symbol: string) => deps.indexPrice(symbol),
    /** REST rows: each tick with the index price and the market cap (close x circulating supply). */
    rows: (): TickerRow[] => source.ticks().map(toRow),
    row: (symbol: string): TickerRow => toRow(service.tick(symbol)),

    /** Loads the pairs and prices, warms up the source and, for the demo market, starts the clock. */
    async start() {
      if (timer) return;
      pairs = toMarketPairs((await deps.platform.pairList()).list, (await deps.platform.currencyList()).list);
      bySymbol = new Map(pairs.map((p) => [p.symbol, p]));
      supplies = await deps.repo.supplies();
      const now = clock();
      source = makeSource(pairs, now);
      lastSaved = now;
      // Trade-based tickers move without the demo market too, so the clock always runs.
      timer = setInterval(() => service.beat(clock()), TICK_INTERVAL_MS);
      timer.unref();
    },

    /**
     * Takes in the pairs listed since the last load (platform's onPairAdded, issue 19): they are
     * appended to `pairs` (a new array, so the channel families follow) and to the source, which
     * gives them ticks at once. Before start() it does nothing (start loads every pair).
     */
    refreshPairs(): Promise<string[]> {
      const run = async () => {
        if (!timer) return [];
        const [{ list: pairList }, { list: currencyList }] = await Promise.all([deps.platform.pairList(), deps.platform.currencyList()]);
        const added = toMarketPairs(pairList, currencyList).filter((p) => !bySymbol.has(p.symbol));
        if (added.length === 0) return [];
        supplies = await deps.repo.supplies();
        source.addPairs(added, clock());
        for (const p of added) bySymbol.set(p.symbol, p);
        pairs = [...pairs, ...added];
        return added.map((p) => p.symbol);
      };
      // One load at a time: two listings at once must not add a pair twice.
      const next = refreshing.then(run, run);
      refreshing = next.catch(() => undefined);
      return next;
    },

    async stop() {
      clearInterval(timer);
      timer = undefined;
      await saving;
    },

    /** One second of the market: advance, publish, and now and then save reference prices. */
    beat(now: number) {
      try {
        service.publishTicks(now);
      } catch (err) {
        // A timer callback that throws would end the process; one lost second of ticks is better.
        deps.log.error({ err }, 'publishing ticks failed');
      }
      if (deps.saveReferencePrices && now - lastSaved >= PRICE_SAVE_INTERVAL_MS && !saving) {
        lastSaved = now;
        saving = service
          .saveReferencePrices()
          .catch((err: unknown) => deps.log.error({ err }, 'saving reference prices failed'))
          .finally(() => (saving = undefined));
      }
    },

    /** Advances the source to `now` and publishes every changed tick. */
    publishTicks(now: number): string[] {
      const changed = source.advance(now);
      for (const symbol of changed) {
        const pair = bySymbol.get(symbol);
        const tick = source.tick(symbol);
        if (!pair || !tick || deps.pushesHere?.(symbol) === false) continue;
        // Contract channels (index and mark, the contract's own 24h tick) are the futures module's.
        deps.realtime.publish(channels.tick(pair.left, pair.right), tick);
      }
      return changed;
    },

    /** currencies.price (in USDT) from the index of each `{X}_USDT` pair. */
    async saveReferencePrices() {
      const prices = pairs.flatMap((p) => {
        const price = p.right === REFERENCE_QUOTE ? service.indexPrice(p.symbol) : undefined;
        return price ? [{ symbol: p.left, price }] : [];
      });
      await deps.repo.setReferencePrices(prices);
    },
  };
  return service;
}

export type TickerService = ReturnType<typeof createTickerService>;

/** Pairs of /api/pair_list with their reference prices from /api/currency_list (prices in USDT). */
export function toMarketPairs(
  pairList: readonly PairItem[],
  currencyList: readonly CurrencyItem[],
): MarketPair[] {
  const currencies = new Map(currencyList.map((c) => [c.symbol, c]));
  return pairList.map((p) => {
    const left = currencies.get(p.left_symbol);
    const right = currencies.get(p.right_symbol);
    const quoteUsdt = new Decimal(right?.price ?? (p.right_symbol === REFERENCE_QUOTE ? 1 : 0));
    const referencePrice = left && quoteUsdt.gt(0) ? new Decimal(left.price).div(quoteUsdt) : new Decimal(0);
    return {
      symbol: p.symbol,
      left: p.left_symbol,
      right: p.right_symbol,
      contract: p.contract_status === 1,
      hot: p.is_hot === 1,
      tickSize: new Decimal(p.tick_size),
      pricePrecision: p.price_precision,
      qtyPrecision: p.qty_precision,
      amountPrecision: right?.precision ?? 2,
      referencePrice,
      quoteUsdt,
    };
  });
}
