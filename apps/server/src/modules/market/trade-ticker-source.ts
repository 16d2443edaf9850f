import type { MarketTick } from '@aurelix/shared/ticker';
import { Decimal } from '../../lib/decimal';
import { createRollingWindow, type Bucket, type RollingWindow } from './rolling-window';
import { formatTick, type MarketPair, type TickerSource } from './ticker-source';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface TradeTickerSource extends TickerSource {
  /** Warms a pair's 24h window with finished one-minute candles, oldest first (before any trade). */
  warm(symbol: string, minutes: readonly Bucket[]): void;
  /** Records a trade of the spot market. */
  record(symbol: string, time: number, price: Decimal, vol: Decimal, amount: Decimal): void;
}

/**
 * 24h tickers from the trades of the matching engine (SPEC 3): a rolling window per pair of
 * one-minute buckets, warmed from the stored one-minute candles and fed with every trade. A pair that
 * has not traded since start answers the `fallback` (the demo walk's tickers, or the reference
 * prices). The index price every product reads is the index service's (modules/index-price), not a
 * ticker source's.
 */
export function createTradeTickerSource(initial: readonly MarketPair[], fallback: TickerSource): TradeTickerSource {
  let pairs: readonly MarketPair[] = initial;
  const bySymbol = new Map(pairs.map((p) => [p.symbol, p]));
  // `stale`: trades arrived since `tick` was formatted. A tick is formatted when it is read (the
  // tick channel once a second, REST), not on every trade: a batch can carry hundreds of trades.
  const windows = new Map<
    string,
    { window: RollingWindow; close: Decimal; last: number; live: boolean; stale: boolean; tick: MarketTick }
  >();
  const windowOf = (symbol: string, price: Decimal) => {
    let entry = windows.get(symbol);
    if (!entry) {
      const window = createRollingWindow({ spanMs: DAY_MS, bucketMs: MINUTE_MS });
      entry = { window, close: price, last: 0, live: false, stale: false, tick: undefined as unknown as MarketTick };
      windows.set(symbol, entry);
    }
    return entry;
  };
  const refresh = (symbol: string) => {
    const entry = windows.get(symbol);
    const pair = bySymbol.get(symbol);
    const stats = entry?.window.stats();
    if (entry && pair && stats) entry.tick = formatTick(pair, stats);
    if (entry) entry.stale = false;
  };
  // Until a pair trades after start, its ticker follows the oracle; the warmed window then takes over.
  const liveTick = (symbol: string) => {
    const entry = windows.get(symbol);
    if (!entry?.live) return undefined;
    if (entry.stale) refresh(symbol);
    return entry.tick;
  };
  return {
    ticks: () => pairs.flatMap((p) => liveTick(p.symbol) ?? fallback.tick(p.symbol) ?? []),
    tick: (symbol) => liveTick(symbol) ?? fallback.tick(symbol),
    indexPrice: (symbol) => fallback.indexPrice(symbol),
    warm(symbol, minutes) {
      if (!bySymbol.has(symbol) || minutes.length === 0) return;
      const entry = windowOf(symbol, minutes[minutes.length - 1]!.close);
      for (const bucket of minutes) entry.window.addBucket(bucket);
      entry.last = Math.max(entry.last, minutes[minutes.length - 1]!.start + MINUTE_MS);
      // With nothing to fall back on (a futures contract), the warmed window is the tick at once.
      if (fallback.tick(symbol) === undefined) entry.live = true;
      refresh(symbol);
    },
    record(symbol, time, price, vol, amount) {
      if (!bySymbol.has(symbol)) return;
      const entry = windowOf(symbol, price);
      // The window needs time to move forward only; a print stamped a hair earlier joins the current bucket.
      entry.last = Math.max(entry.last, time);
      entry.window.record(entry.last, price, { vol, amount, count: 1 });
      entry.close = price;
      entry.live = true;
      entry.stale = true;
    },
    advance(now) {
      const changed = new Set(fallback.advance(now));
      for (const [symbol, entry] of windows) {
        // A record without activity moves the window on, so trades older than 24h fall out.
        entry.last = Math.max(entry.last, now);
        entry.window.record(entry.last, entry.close);
        refresh(symbol);
        changed.add(symbol);
      }
      return pairs.map((p) => p.symbol).filter((s) => changed.has(s));
    },
    addPairs(added, now) {
      const fresh = added.filter((p) => !bySymbol.has(p.symbol));
      for (const p of fresh) bySymbol.set(p.symbol, p);
      pairs = [...pairs, ...fresh];
      fallback.addPairs(fresh, now);
    },
  };
}
