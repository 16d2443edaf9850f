import { Decimal } from '../../lib/decimal';
import { createRandom, type Random } from './random';

/**
 * Where index prices come from (ARCHITECTURE 8). The demo walk below implements it; an adapter for
 * a real feed implements the same two calls from the quotes and history it has received.
 * Pure: time is passed in, nothing is read from a clock, network or database.
 */
export interface PriceOracle {
  /** Index price of a pair at `now` (ms since the epoch); `now` never goes backwards between calls. */
  priceAt(symbol: string, now: number): Decimal;
  /**
   * The `count` prices before the current one, oldest first, `stepMs` apart: `result[count - 1]` is
   * the price `stepMs` before the oracle's current time. Used to warm up 24h statistics on start.
   */
  history(symbol: string, count: number, stepMs: number): Decimal[];
  /** Starts following a pair listed while the server runs (issue 19), if the oracle can; false if it cannot. */
  addPair?(pair: WalkPair, start: number): boolean;
}

export interface WalkPair {
  symbol: string;
  /** The price the walk starts from and drifts back towards (the seeded reference price). */
  startPrice: Decimal.Value;
}

const DAY_MS = 86_400_000;
/** Daily volatility of a pair lies in this range, drawn once from the seed. */
const MIN_DAILY_VOLATILITY = 0.02;
const MAX_DAILY_VOLATILITY = 0.05;
/** Mean reversion towards the start price keeps a demo that runs for months near plausible prices. */
const REVERSION_HALF_LIFE_MS = 3 * DAY_MS;
const THETA = Math.LN2 / REVERSION_HALF_LIFE_MS;

interface Walk {
  anchor: Decimal;
  /** ln(price / anchor). */
  x: number;
  time: number;
  /** Deviation of x per square root of a millisecond. */
  sigma: number;
  forward: Random;
  backward: Random;
}

/**
 * A seeded geometric random walk per pair, mean-reverting towards its start price (an
 * Ornstein-Uhlenbeck process in log price), so prices stay positive and within a plausible band.
 * Deterministic: the same seed, pairs and sequence of times give the same prices.
 */
export function createRandomWalkOracle(opts: {
  seed: string;
  start: number;
  pairs: readonly WalkPair[];
}): PriceOracle {
  const walks = new Map<string, Walk>();
  const open = (pair: WalkPair, start: number) => {
    const volatility = createRandom(`${opts.seed}:${pair.symbol}:volatility`).next();
    const daily = MIN_DAILY_VOLATILITY + (MAX_DAILY_VOLATILITY - MIN_DAILY_VOLATILITY) * volatility;
    walks.set(pair.symbol, {
      anchor: new Decimal(pair.startPrice),
      x: 0,
      time: start,
      sigma: daily / Math.sqrt(DAY_MS),
      forward: createRandom(`${opts.seed}:${pair.symbol}:forward`),
      backward: createRandom(`${opts.seed}:${pair.symbol}:backward`),
    });
  };
  for (const pair of opts.pairs) open(pair, opts.start);
  const walkOf = (symbol: string) => {
    const walk = walks.get(symbol);
    if (!walk) throw new Error(`price oracle: unknown pair ${symbol}`);
    return walk;
  };
  return {
    priceAt(symbol, now) {
      const walk = walkOf(symbol);
      if (now > walk.time) {
        walk.x = ouStep(walk.x, now - walk.time, walk.sigma, walk.forward);
        walk.time = now;
      }
      return priceOf(walk, walk.x);
    },
    history(symbol, count, stepMs) {
      const walk = walkOf(symbol);
      // The process is time-reversible, so walking backwards from the current price gives a past path.
      const prices: Decimal[] = new Array(count);
      let x = walk.x;
      for (let i = count - 1; i >= 0; i--) {
        x = ouStep(x, stepMs, walk.sigma, walk.backward);
        prices[i] = priceOf(walk, x);
      }
      return prices;
    },
    addPair(pair, start) {
      if (!walks.has(pair.symbol)) open(pair, start);
      return true;
    },
  };
}

/** Exact Ornstein-Uhlenbeck transition over `dt` ms: any slicing of time gives the same distribution. */
function ouStep(x: number, dt: number, sigma: number, random: Random): number {
  const decay = Math.exp(-THETA * dt);
  const deviation = sigma * Math.sqrt((1 - decay * decay) / (2 * THETA));
  return x * decay + deviation * random.gaussian();
}

/** The noise is a dimensionless float factor; the price itself stays a Decimal. */
function priceOf(walk: Walk, x: number): Decimal {
  return walk.anchor.times(Math.exp(x));
}
