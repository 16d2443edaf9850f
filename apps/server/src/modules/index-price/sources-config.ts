import { Decimal } from '../../lib/decimal';

/** One external spot market the index reads (INDEX_SOURCES). */
export interface IndexSourceConfig {
  /** A ccxt exchange id: `binance`, `okx`, `kraken`, ... */
  exchange: string;
  /** Weight in the weighted median, a positive decimal. */
  weight: string;
  /** Another origin for the exchange's REST API (a proxy, or a test fixture on loopback); none by default. */
  url?: string;
}

/** How the operator set the index up (config.ts: INDEX_SOURCES, INDEX_BOOK_*, INDEX_HISTORY_HOURS). */
export interface IndexSettings {
  sources: readonly IndexSourceConfig[];
  /** The book's weight in the median, a decimal (0: the book is only the fallback). */
  bookWeight: string;
  /** How far from the external median the book may pull, in percent. */
  bookBoundPercent: string;
  /** Recorded ticks are kept this long. */
  historyHours: number;
}

const ENTRY = /^([a-z][a-z0-9]*):(\d+(?:\.\d+)?)(?:@(https?:\/\/[^\s,@]+))?$/;

/**
 * `INDEX_SOURCES=binance:3,okx:2,kraken:1`: exchange id and weight, comma-separated; an entry may end
 * in `@http://host:port` to send that exchange's requests to another origin. An empty value means no
 * external source. A malformed entry throws, so a typo stops the start instead of silently leaving
 * a source out of the index.
 */
export function parseIndexSources(text: string): IndexSourceConfig[] {
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return entries.map((entry) => {
    const m = ENTRY.exec(entry);
    if (!m)
      throw new Error(`INDEX_SOURCES: "${entry}" is not exchange:weight (binance:3) or exchange:weight@url`);
    const [, exchange, weight, url] = m;
    if (seen.has(exchange!)) throw new Error(`INDEX_SOURCES: ${exchange} is listed twice`);
    seen.add(exchange!);
    if (!new Decimal(weight!).gt(0))
      throw new Error(`INDEX_SOURCES: the weight of ${exchange} must be above 0`);
    return url ? { exchange: exchange!, weight: weight!, url } : { exchange: exchange!, weight: weight! };
  });
}
