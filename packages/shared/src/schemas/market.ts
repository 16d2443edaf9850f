import { z } from 'zod';
import type { IndexTick, MarketTick } from '../ticker';
import { emptyBody } from './platform';

/** A pair symbol as in /api/pair_list (`BTC_USDT`); matched case-insensitively. */
export const pairSymbol = z
  .string()
  .regex(/^[A-Za-z0-9]{1,16}_[A-Za-z0-9]{1,16}$/)
  .transform((s) => s.toUpperCase());

/** POST /api/market/tickers takes no payload (an empty body, `{}` or null). */
export const tickersBody = emptyBody;

/** POST /api/market/ticker: the 24h tick of one pair. */
export const tickerBody = z.object({ symbol: pairSymbol }).strict();
export type TickerBody = z.infer<typeof tickerBody>;

const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

/** The 24h tick of SPEC 3, as answered by REST and pushed on `{left}_{right}_tick`. */
export const marketTick = z.object({
  pair: z.string(),
  close: decimalString,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  increase: decimalString,
  vol: decimalString,
  amount: decimalString,
  count: z.number().int().nonnegative(),
}) satisfies z.ZodType<MarketTick>;

/** The contract index tick of SPEC 3, pushed on `{left}_{right}_future_index_tick`. */
export const indexTick = z.object({ pair: z.string(), close: decimalString, mark: decimalString.optional() }) satisfies z.ZodType<IndexTick>;

/**
 * A ticker as REST answers it (POST /api/market/tickers and /ticker): the tick of the channel plus
 * the price oracle's index price (kline page header) and the market cap, close x circulating supply
 * (/markets). Both are absent only while the market data is starting.
 */
export const tickerRow = marketTick.extend({
  index_price: decimalString.optional(),
  market_cap: decimalString.optional(),
});
export type TickerRow = z.infer<typeof tickerRow>;

export const tickerList = z.object({ list: z.array(tickerRow) });
export type TickerList = z.infer<typeof tickerList>;

/** POST /api/market/index: the index of one pair now, with every source it was made from. */
export const indexBody = z.object({ symbol: pairSymbol }).strict();
export type IndexBody = z.infer<typeof indexBody>;

/**
 * Why a source did not enter the index as it quoted: `no_quote` (it has not quoted the pair: not
 * listed there, or no answer yet), `stale` (last quote older than 10 s), `outlier` (more than 3% from
 * the median of the other fresh sources), `bounded` (the exchange's own book, held within its bound
 * of the external median: `price` is the value that entered). null: it entered as quoted.
 */
export const INDEX_SOURCE_REASONS = ['no_quote', 'stale', 'outlier', 'bounded'] as const;

export const indexSource = z.object({
  /** A ccxt exchange id (`binance`), `book` (this exchange's spot book) or `demo` (the demo market's walk). */
  name: z.string(),
  price: decimalString.nullable(),
  weight: decimalString,
  used: z.boolean(),
  reason: z.enum(INDEX_SOURCE_REASONS).nullable(),
});
export type IndexSource = z.infer<typeof indexSource>;

/**
 * An index tick: the weighted median of the used sources at `ts` (epoch ms), rounded to the pair's
 * tick. `basis`: `sources` (external markets, with the bounded book), `book` (no external source was
 * fresh: the book's own price) or `held` (nothing to go on: the last index stands).
 */
export const indexSnapshot = z.object({
  symbol: z.string(),
  index: decimalString,
  ts: z.number().int(),
  basis: z.enum(['sources', 'book', 'held']),
  sources: z.array(indexSource),
});
export type IndexSnapshot = z.infer<typeof indexSnapshot>;
