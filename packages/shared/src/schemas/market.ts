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
