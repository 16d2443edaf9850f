import type { MarketTick } from '@aurelix/shared/ticker';
import { Decimal } from '../../lib/decimal';
import type { WindowStats } from './rolling-window';

/** What the market data needs to know about a pair. */
export interface MarketPair {
  /** As in /api/pair_list: `BTC_USDT`. */
  symbol: string;
  left: string;
  right: string;
  contract: boolean;
  hot: boolean;
  tickSize: Decimal;
  pricePrecision: number;
  qtyPrecision: number;
  /** Display decimals of the quote currency, for the turnover. */
  amountPrecision: number;
  /** Reference price in the quote currency, from the currencies' USDT prices. */
  referencePrice: Decimal;
  /** Price of one unit of the quote currency in USDT (1 for USDT pairs). */
  quoteUsdt: Decimal;
}

/**
 * Where 24h tickers come from: the demo price oracle today, the trades of the matching engine
 * later. The ticker service publishes whatever its source says.
 */
export interface TickerSource {
  /** Ticks of every pair, in pair-list order. */
  ticks(): MarketTick[];
  /** The tick of one pair, undefined for an unknown symbol. */
  tick(symbol: string): MarketTick | undefined;
  /**
   * The source's own price of a pair (the demo walk's, or the reference price), formatted to its price
   * precision. Not the index: that is the index service's (modules/index-price).
   */
  indexPrice(symbol: string): string | undefined;
  /** Moves every 24h window to `now` (ms) and returns the symbols whose tick changed. */
  advance(now: number): string[];
  /** Takes in pairs listed while the server runs (issue 19), after the ones it has; known symbols are skipped. */
  addPairs(pairs: readonly MarketPair[], now: number): void;
}

/** Rounds to the pair's tick (never below one tick, so a quoted price is never zero) and fixes the decimals. */
export function formatPrice(pair: MarketPair, price: Decimal): string {
  const rounded = price.toNearest(pair.tickSize, Decimal.ROUND_HALF_UP);
  return Decimal.max(rounded, pair.tickSize).toFixed(pair.pricePrecision);
}

/** The 24h tick in the spec's field names; increase is (close - open) / open of the prices as shown. */
export function formatTick(pair: MarketPair, stats: WindowStats): MarketTick {
  const close = formatPrice(pair, stats.close);
  const open = formatPrice(pair, stats.open);
  const increase = new Decimal(close).minus(open).div(open).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return {
    pair: pair.symbol,
    close,
    open,
    high: formatPrice(pair, Decimal.max(stats.high, stats.open, stats.close)),
    low: formatPrice(pair, Decimal.min(stats.low, stats.open, stats.close)),
    // Rounded before toFixed: decimal.js prints a negative value that rounds to zero as "-0.0000".
    increase: increase.toFixed(4),
    vol: stats.vol.toFixed(pair.qtyPrecision, Decimal.ROUND_DOWN),
    amount: stats.amount.toFixed(pair.amountPrecision, Decimal.ROUND_DOWN),
    count: stats.count,
  };
}

/** Reference prices with no movement: what the tickers answer while nothing trades (DEMO_MARKET=0). */
export function createStaticTickerSource(pairs: readonly MarketPair[]): TickerSource {
  const still = (pair: MarketPair): MarketTick => {
    const p = pair.referencePrice;
    return formatTick(pair, { open: p, high: p, low: p, close: p, vol: new Decimal(0), amount: new Decimal(0), count: 0 });
  };
  const bySymbol = new Map(pairs.map((pair) => [pair.symbol, still(pair)]));
  let list = [...bySymbol.values()];
  return {
    ticks: () => list,
    tick: (symbol) => bySymbol.get(symbol),
    indexPrice: (symbol) => bySymbol.get(symbol)?.close,
    advance: () => [],
    addPairs(added) {
      for (const pair of added) if (!bySymbol.has(pair.symbol)) bySymbol.set(pair.symbol, still(pair));
      list = [...bySymbol.values()];
    },
  };
}
