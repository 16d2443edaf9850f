import { randomBytes } from 'node:crypto';
import { Decimal } from '../../lib/decimal';
import { createRandomWalkOracle, type PriceOracle } from '../market/price-oracle';
import type { MarketPair } from '../market/ticker-source';

/** A quote as received: the price and when it arrived (ms of the server's clock). */
export interface FeedQuote {
  price: Decimal;
  time: number;
}

/** A source of the index: an external spot market (ccxt-feed.ts) or the demo walk. */
export interface PriceFeed {
  name: string;
  weight: Decimal;
  /** The last quote of a pair; undefined when the source does not list it or has not answered yet. */
  quote(pair: MarketPair, now: number): FeedQuote | undefined;
  /** Asks the source for fresh quotes of these pairs (external markets); never throws. */
  poll?(pairs: readonly MarketPair[]): Promise<void>;
  /** Takes in pairs listed while the server runs. */
  addPairs?(pairs: readonly MarketPair[], now: number): void;
}

/** The demo walk's weight among the sources. */
const DEMO_WEIGHT = new Decimal(1);

/**
 * The demo market's source (development and demos only): the mean-reverting random walk of
 * market/price-oracle.ts, seeded from 256 bits of crypto.randomBytes. Never the start time or a
 * fixed seed: the walk is public through every price feed, and a seed anyone can guess (the start
 * time in ms was recovered in seconds) lets them predict every move.
 */
export function createDemoFeed(
  pairs: readonly MarketPair[],
  start: number,
): PriceFeed & { walk: PriceOracle } {
  const walk = createRandomWalkOracle({ seed: randomBytes(32).toString('hex'), start, pairs: [] });
  const add = (list: readonly MarketPair[], now: number) => {
    for (const p of list)
      if (p.referencePrice.gt(0)) walk.addPair!({ symbol: p.symbol, startPrice: p.referencePrice }, now);
  };
  add(pairs, start);
  const known = new Set(pairs.filter((p) => p.referencePrice.gt(0)).map((p) => p.symbol));
  return {
    name: 'demo',
    weight: DEMO_WEIGHT,
    walk,
    quote: (pair, now) =>
      known.has(pair.symbol) ? { price: walk.priceAt(pair.symbol, now), time: now } : undefined,
    addPairs(list, now) {
      add(list, now);
      for (const p of list) if (p.referencePrice.gt(0)) known.add(p.symbol);
    },
  };
}
