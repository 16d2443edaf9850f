import type { FastifyBaseLogger } from 'fastify';
import { aggregateDepth } from '@aurelix/shared/depth';
import {
  spotChannels,
  type Candle,
  type DepthSnapshot,
  type KlineInterval,
  type TradePrint,
} from '@aurelix/shared/schemas/spot';
import { Decimal } from '../../lib/decimal';
import type { SpotMarketFeed, SpotTradeRecord } from '../spot/feed';
import type { CandleRepository, CandleRow } from './candle-repository';
import { candleOpenTime, createCandleSet, toWireCandle, type CandleSet, type OpenCandle } from './candles';
import { createThrottle, realScheduler, type Scheduler } from './throttle';
import type { TradeTickerSource } from './trade-ticker-source';

/** Book pushes per market at most every 100 ms (ARCHITECTURE 7); candle pushes every 250 ms. */
const DEPTH_PUSH_MS = 100;
const KLINE_PUSH_MS = 250;
const DEPTH_PUSH_LEVELS = 50;
/** Changed candles are written once a second in one statement. */
const CANDLE_FLUSH_MS = 1000;
const RECENT_TRADES = 100;

interface Market {
  trades: TradePrint[];
  candles: CandleSet;
  /** Intervals whose candle changed since the last kline push. */
  klineChanged: Set<KlineInterval>;
}

interface Deps {
  publish(channel: string, data: unknown): void;
  candles: CandleRepository;
  log: Pick<FastifyBaseLogger, 'error'>;
  scheduler?: Scheduler;
  /** Channel names of the depth, trade and kline pushes; spot's by default (futures has its own). */
  channels?: { depth(symbol: string): string; trade(symbol: string): string; kline(symbol: string, interval: KlineInterval): string };
}

/**
 * Depth, recent trades and candles of the spot markets, fed by the order flow's SpotMarketFeed
 * (after each batch commits), with the depth, trade and kline channels. Candles are kept in memory
 * per market while open and written to the database in batches; book pushes are merged per market.
 */
export function createMarketData(deps: Deps) {
  const scheduler = deps.scheduler ?? realScheduler;
  const names = deps.channels ?? spotChannels;
  const markets = new Map<string, Market>();
  const dirty = new Map<string, CandleRow>();
  let feed: SpotMarketFeed | undefined;
  let ticker: TradeTickerSource | undefined;
  let unsubscribe: Array<() => void> = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  const marketOf = (symbol: string): Market => {
    let m = markets.get(symbol);
    if (!m) {
      m = { trades: [], candles: createCandleSet(), klineChanged: new Set() };
      markets.set(symbol, m);
    }
    return m;
  };

  /** Whether this process pushes the market's channels (issue 28: once per client across processes). */
  const pushesHere = (symbol: string) => feed?.pushesHere?.(symbol) ?? true;

  const depthThrottle = createThrottle({
    intervalMs: DEPTH_PUSH_MS,
    scheduler,
    push(symbol) {
      if (!pushesHere(symbol)) return;
      const snapshot = feed?.depth(symbol, DEPTH_PUSH_LEVELS);
      // Serialized once by Socket.IO for every subscriber of the room.
      if (snapshot) deps.publish(names.depth(symbol), snapshot);
    },
  });
  const klineThrottle = createThrottle({
    intervalMs: KLINE_PUSH_MS,
    scheduler,
    push(symbol) {
      const m = markets.get(symbol);
      if (!m) return;
      if (!pushesHere(symbol)) return void m.klineChanged.clear();
      for (const interval of m.klineChanged) {
        const c = m.candles.current(interval);
        if (c) deps.publish(names.kline(symbol, interval), toWireCandle(c));
      }
      m.klineChanged.clear();
    },
  });

  function onTrades(symbol: string, trades: readonly SpotTradeRecord[]): void {
    if (trades.length === 0) return;
    const m = marketOf(symbol);
    // The candles this batch touched, each copied into `dirty` once, after its last trade: a
    // candle object changes only while its interval is current, so when an interval rolls over
    // mid-batch the closed candle is already final.
    const touched: Array<[KlineInterval, OpenCandle]> = [];
    const last = new Map<KlineInterval, OpenCandle>();
    for (const t of trades) {
      m.trades.push({ id: t.id, price: t.price, quantity: t.quantity, side: t.side, time: t.time });
      for (const [interval, candle] of m.candles.apply(t)) {
        if (last.get(interval) === candle) continue;
        last.set(interval, candle);
        touched.push([interval, candle]);
      }
      ticker?.record(symbol, t.time, new Decimal(t.price), new Decimal(t.quantity), new Decimal(t.amount));
    }
    // Of several processes, the market's owner alone writes its candles (the others keep them in memory for reads).
    const owns = feed?.owns?.(symbol) ?? true;
    for (const [interval, candle] of touched) {
      m.klineChanged.add(interval);
      if (owns) dirty.set(`${symbol}|${interval}|${candle.time}`, { ...candle, symbol, interval });
    }
    if (m.trades.length > RECENT_TRADES) m.trades.splice(0, m.trades.length - RECENT_TRADES);
    const list = trades.map(({ id, price, quantity, side, time }) => ({ id, price, quantity, side, time })).reverse();
    if (pushesHere(symbol)) deps.publish(names.trade(symbol), { list });
    klineThrottle.touch(symbol);
  }

  /** Listens to an order flow's feed (replacing any earlier one). */
  function connect(next: SpotMarketFeed): void {
    for (const u of unsubscribe) u();
    feed = next;
    unsubscribe = [feed.onTrades(onTrades), feed.onBookChange((symbol) => depthThrottle.touch(symbol))];
  }

  async function flush(): Promise<void> {
    if (dirty.size === 0) return;
    const rows = [...dirty.values()];
    dirty.clear();
    try {
      await deps.candles.upsert(rows);
    } catch (err) {
      // Keep them for the next flush unless a newer state of the same candle arrived meanwhile.
      for (const r of rows) {
        const key = `${r.symbol}|${r.interval}|${r.time}`;
        if (!dirty.has(key)) dirty.set(key, r);
      }
      deps.log.error({ err }, 'writing candles failed');
    }
  }

  return {
    /** Loads the open candles and starts listening to the feed (when the order flow is present). */
    async start(opts: { feed?: SpotMarketFeed; ticker?: TradeTickerSource }) {
      ticker = opts.ticker;
      const open = new Map<string, Partial<Record<KlineInterval, OpenCandle>>>();
      for (const row of await deps.candles.latest()) {
        const set = open.get(row.symbol) ?? {};
        set[row.interval] = row;
        open.set(row.symbol, set);
      }
      for (const [symbol, initial] of open) markets.set(symbol, { trades: [], candles: createCandleSet(initial), klineChanged: new Set() });
      if (opts.feed) connect(opts.feed);
      flushTimer = setInterval(() => {
        if (!flushing) flushing = flush().finally(() => (flushing = undefined));
      }, CANDLE_FLUSH_MS);
      flushTimer.unref();
    },
    /** Fills the recent trades of each market from the database (start), before any live print. */
    async loadTrades(pairs: readonly { symbol: string }[], load: (symbol: string, limit: number) => Promise<TradePrint[]>) {
      for (const { symbol } of pairs) {
        const m = marketOf(symbol);
        const stored = (await load(symbol, RECENT_TRADES)).slice().reverse();
        const known = new Set(m.trades.map((x) => x.id));
        m.trades = [...stored.filter((x) => !known.has(x.id)), ...m.trades].slice(-RECENT_TRADES);
      }
    },
    async stop() {
      for (const u of unsubscribe) u();
      unsubscribe = [];
      clearInterval(flushTimer);
      depthThrottle.stop();
      klineThrottle.stop();
      await flushing;
      await flush();
    },
    /** Writes changed candles now (tests; shutdown). */
    flush,
    connect,
    /** Aggregated book of a market; empty sides when the order flow has no book for it. */
    depth(symbol: string, precision: string, limit: number): DepthSnapshot {
      const snapshot = feed?.depth(symbol, 1000) ?? { symbol, bids: [], asks: [], ts: scheduler.now() };
      return {
        symbol,
        bids: aggregateDepth(snapshot.bids, 'bids', precision, limit),
        asks: aggregateDepth(snapshot.asks, 'asks', precision, limit),
        ts: snapshot.ts,
      };
    },
    /** Recent trades, newest first. */
    trades(symbol: string, limit: number): TradePrint[] {
      return (markets.get(symbol)?.trades ?? []).slice(-limit).reverse();
    },
    /** Candles oldest first: stored ones overlaid with the in-memory state not yet written. */
    async kline(symbol: string, interval: KlineInterval, limit: number, end: number): Promise<Candle[]> {
      const stored = await deps.candles.recent(symbol, interval, end, limit);
      const byTime = new Map<number, OpenCandle>(stored.map((c) => [c.time, c]));
      for (const row of dirty.values())
        if (row.symbol === symbol && row.interval === interval && row.time <= end) byTime.set(row.time, row);
      const open = markets.get(symbol)?.candles.current(interval);
      if (open && open.time <= end) byTime.set(open.time, open);
      return [...byTime.values()]
        .sort((a, b) => a.time - b.time)
        .slice(-limit)
        .map(toWireCandle);
    },
    /** The open candle of the current interval, if any trade made one. */
    currentCandle(symbol: string, interval: KlineInterval, now = scheduler.now()): Candle | undefined {
      const c = markets.get(symbol)?.candles.current(interval);
      return c && c.time === candleOpenTime(interval, now) ? toWireCandle(c) : undefined;
    },
  };
}
export type MarketData = ReturnType<typeof createMarketData>;
