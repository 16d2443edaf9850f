import type { MarketTick } from '@aurelix/shared/ticker';
import { Decimal } from '../../lib/decimal';
import { createRandomWalkOracle, type PriceOracle } from './price-oracle';
import { createRandom, type Random } from './random';
import { createRollingWindow, type RollingWindow } from './rolling-window';
import { formatPrice, formatTick, type MarketPair, type TickerSource } from './ticker-source';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 1440;
/** Daily turnover in USDT, drawn once per pair from these ranges: hot pairs trade far more. */
const HOT_TURNOVER_USDT: [number, number] = [150e6, 1.5e9];
const OTHER_TURNOVER_USDT: [number, number] = [3e6, 80e6];
const AVERAGE_TRADE_USDT = 600;
/** Synthetic volumes need far fewer digits than ledger amounts; 20 keeps the 24h sums cheap. */
const Volume = Decimal.clone({ precision: 20 });

interface Market {
  pair: MarketPair;
  window: RollingWindow;
  activity: Random;
  tradesPerMs: number;
  tradeSize: number;
  price: Decimal;
  lastTime: number;
  tick: MarketTick;
}

/**
 * Tickers of a market without users (ARCHITECTURE 8): prices from the price oracle (the index
 * service's demo walk in the app, seeded from crypto.randomBytes), volume
 * and trade counts synthesised from a seeded Poisson process, 24h statistics from a rolling window
 * that starts with 24 hours of minute history, so the first tick already has a real open, high and low.
 * Pure: time is passed in.
 */
export function createDemoTickerSource(opts: {
  seed: string;
  now: number;
  pairs: readonly MarketPair[];
  oracle?: PriceOracle;
}): TickerSource {
  const { seed, now, pairs } = opts;
  const oracle =
    opts.oracle ??
    createRandomWalkOracle({
      seed,
      start: now,
      pairs: pairs.map((p) => ({ symbol: p.symbol, startPrice: p.referencePrice })),
    });
  // A shared walk (the index service's demo source) may not follow every pair yet; adding is idempotent.
  for (const p of pairs) oracle.addPair?.({ symbol: p.symbol, startPrice: p.referencePrice }, now);
  const markets = new Map<string, Market>();
  for (const pair of pairs) markets.set(pair.symbol, openMarket(pair, oracle, seed, now));

  return {
    ticks: () => [...markets.values()].map((m) => m.tick),
    tick: (symbol) => markets.get(symbol)?.tick,
    indexPrice(symbol) {
      const market = markets.get(symbol);
      return market && formatPrice(market.pair, market.price);
    },
    advance(time) {
      const changed: string[] = [];
      for (const market of markets.values()) {
        if (time <= market.lastTime) continue;
        market.price = oracle.priceAt(market.pair.symbol, time);
        market.window.record(time, market.price, trades(market, market.price, time - market.lastTime));
        market.lastTime = time;
        market.tick = formatTick(market.pair, market.window.stats()!);
        changed.push(market.pair.symbol);
      }
      return changed;
    },
    addPairs(added, time) {
      for (const pair of added) {
        if (markets.has(pair.symbol)) continue;
        // An oracle that cannot follow a new pair (a real feed without its quotes) leaves it out.
        if (!oracle.addPair?.({ symbol: pair.symbol, startPrice: pair.referencePrice }, time)) continue;
        markets.set(pair.symbol, openMarket(pair, oracle, seed, time));
      }
    },
  };
}

function openMarket(pair: MarketPair, oracle: PriceOracle, seed: string, now: number): Market {
  const activity = createRandom(`${seed}:${pair.symbol}:activity`);
  const [low, high] = pair.hot ? HOT_TURNOVER_USDT : OTHER_TURNOVER_USDT;
  // Log-uniform: turnovers of real pairs spread over orders of magnitude.
  const turnoverUsdt = low * Math.pow(high / low, activity.next());
  const quoteUsdt = pair.quoteUsdt.gt(0) ? pair.quoteUsdt.toNumber() : 1;
  const market: Omit<Market, 'tick'> = {
    pair,
    window: createRollingWindow({ spanMs: DAY_MS, bucketMs: MINUTE_MS }),
    activity,
    tradesPerMs: turnoverUsdt / AVERAGE_TRADE_USDT / DAY_MS,
    tradeSize: AVERAGE_TRADE_USDT / quoteUsdt,
    price: oracle.priceAt(pair.symbol, now),
    lastTime: now,
  };
  backfill(market, oracle, now);
  market.window.record(now, market.price);
  return { ...market, tick: formatTick(pair, market.window.stats()!) };
}

/** 24 hours of minute buckets ending where the current minute begins. */
function backfill(market: Omit<Market, 'tick'>, oracle: PriceOracle, now: number): void {
  const prices = oracle.history(market.pair.symbol, MINUTES_PER_DAY, MINUTE_MS);
  const firstStart = now - (now % MINUTE_MS) - MINUTES_PER_DAY * MINUTE_MS;
  for (const [k, open] of prices.entries()) {
    const close = prices[k + 1] ?? market.price;
    const done = trades(market, close, MINUTE_MS);
    market.window.addBucket({
      start: firstStart + k * MINUTE_MS,
      open,
      close,
      high: Decimal.max(open, close),
      low: Decimal.min(open, close),
      ...done,
    });
  }
}

/** Trades of `dt` ms: a Poisson number of trades of log-normally spread sizes, all at `price`. */
function trades(
  market: Omit<Market, 'tick'>,
  price: Decimal,
  dt: number,
): { vol: Decimal; amount: Decimal; count: number } {
  const count = poisson(market.tradesPerMs * dt, market.activity);
  // A log-normal factor with mean 1 spreads the total size of the trades.
  const spread = count === 0 ? 0 : Math.exp(0.4 * market.activity.gaussian() - 0.08);
  const amount = new Volume(count * market.tradeSize * spread);
  return { vol: price.gt(0) ? amount.div(price) : new Volume(0), amount, count };
}

function poisson(mean: number, random: Random): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * random.gaussian()));
  // Knuth: multiply uniforms until the product drops below e^-mean.
  const limit = Math.exp(-mean);
  let n = 0;
  for (let p = random.next(); p > limit; p *= random.next()) n++;
  return n;
}
