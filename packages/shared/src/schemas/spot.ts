import { z } from 'zod';
import { bigRowId } from './id';
import { pairSymbol } from './market';
import { pairItem } from './platform';

/*
 * Spot trading and market-data API (issue 4), shared by the server and the web app. Every amount is
 * a decimal string; ids are decimal strings of database bigints; times are epoch milliseconds.
 * Check messages are error-catalogue keys (errors.ts and catalogue/spot.ts).
 */

/** A positive decimal string as typed by a user: digits, one optional point, at most 18 decimals. */
export const positiveDecimal = z
  .string('INVALID_PARAMS')
  .trim()
  .regex(/^(?:0|[1-9]\d{0,17})(?:\.\d{1,18})?$/, 'INVALID_PARAMS')
  .refine((s) => /[1-9]/.test(s), 'INVALID_PARAMS');

const decimalString = z.string();

export const SPOT_SIDES = ['buy', 'sell'] as const;
export type SpotSide = (typeof SPOT_SIDES)[number];

export const SPOT_ORDER_TYPES = ['limit', 'market'] as const;
export type SpotOrderType = (typeof SPOT_ORDER_TYPES)[number];

/** Time in force of a limit order (engine TimeInForce); market orders are always IOC. */
export const SPOT_TIME_IN_FORCE = ['GTC', 'IOC', 'FOK', 'POST_ONLY'] as const;
export type SpotTimeInForce = (typeof SPOT_TIME_IN_FORCE)[number];

/**
 * Spot order states of SPEC 4: waiting (resting, nothing dealt), partial (some dealt; resting, or
 * cancelled/ended after a partial fill shows as `cancelled` with deal_quantity > 0), filled (fully
 * dealt), cancelled.
 */
export const SPOT_ORDER_STATUSES = ['waiting', 'partial', 'filled', 'cancelled'] as const;
export type SpotOrderStatus = (typeof SPOT_ORDER_STATUSES)[number];

/** History filter of SPEC 9: the last 3, 7 or 30 days. */
export const HISTORY_DAYS = [3, 7, 30] as const;
export const historyDays = z.union([z.literal(3), z.literal(7), z.literal(30)]);

/** Pagination shared by every list call: page from 1, at most 100 rows. */
export const pageParams = {
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
};

/**
 * POST /api/spot/order/place.
 * - limit: `price` and `quantity` (base currency) required; `tif` defaults to GTC.
 * - market sell: `quantity` required.
 * - market buy: either `quantity` (base) or `amount` (quote to spend, e.g. "100" USDT), not both.
 * `client_order_id` (1-64 of [A-Za-z0-9_-]) makes a retried request return the first order instead
 * of placing a second one.
 */
export const placeSpotOrderBody = z
  .object({
    symbol: pairSymbol,
    side: z.enum(SPOT_SIDES, 'INVALID_PARAMS'),
    type: z.enum(SPOT_ORDER_TYPES, 'INVALID_PARAMS'),
    price: positiveDecimal.optional(),
    quantity: positiveDecimal.optional(),
    amount: positiveDecimal.optional(),
    tif: z.enum(SPOT_TIME_IN_FORCE, 'INVALID_PARAMS').optional(),
    client_order_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'INVALID_PARAMS')
      .optional(),
  })
  .strict();
export type PlaceSpotOrderBody = z.infer<typeof placeSpotOrderBody>;

/** POST /api/spot/order/cancel and /api/spot/order/detail. */
export const spotOrderIdBody = z.object({ order_id: bigRowId }).strict();
export type SpotOrderIdBody = z.infer<typeof spotOrderIdBody>;

/** POST /api/spot/order/current: the user's resting orders, newest first. */
export const currentSpotOrdersBody = z
  .object({ symbol: pairSymbol.optional(), ...pageParams })
  .strict();
export type CurrentSpotOrdersBody = z.input<typeof currentSpotOrdersBody>;

/** POST /api/spot/order/history: orders that ended (filled or cancelled), newest first. */
export const spotOrderHistoryBody = z
  .object({
    symbol: pairSymbol.optional(),
    side: z.enum(SPOT_SIDES).optional(),
    days: historyDays.default(7),
    ...pageParams,
  })
  .strict();
export type SpotOrderHistoryBody = z.input<typeof spotOrderHistoryBody>;

/** One deal record of an order (SPEC 3): time, price, quantity, and this side's fee. */
export const spotDeal = z.object({
  id: z.string(),
  time: z.number(),
  price: decimalString,
  quantity: decimalString,
  /** price x quantity in the quote currency. */
  amount: decimalString,
  fee: decimalString,
  fee_currency: z.string(),
  /** True when this order was the resting (maker) side of the deal. */
  maker: z.boolean(),
});
export type SpotDeal = z.infer<typeof spotDeal>;

/**
 * A spot order as the user sees it (SPEC 3): pair, direction, type, entrusted price, entrusted
 * quantity/total, dealt quantity, average deal price, turnover, fee, entrust time, status.
 */
export const spotOrder = z.object({
  id: z.string(),
  client_order_id: z.string().nullable(),
  symbol: z.string(),
  side: z.enum(SPOT_SIDES),
  type: z.enum(SPOT_ORDER_TYPES),
  tif: z.enum(SPOT_TIME_IN_FORCE),
  /** Entrusted price; null for market orders. */
  price: decimalString.nullable(),
  /** Entrusted quantity in base; null for a market buy by amount. */
  quantity: decimalString.nullable(),
  /** Entrusted total in quote: price x quantity for limits, the budget of a market buy by amount. */
  amount: decimalString.nullable(),
  deal_quantity: decimalString,
  /** Turnover: sum of price x quantity of the deals, in quote. */
  deal_amount: decimalString,
  /** deal_amount / deal_quantity, at the pair's price precision; "0" before any deal. */
  avg_price: decimalString,
  fee: decimalString,
  /**
   * Fees are charged in the quote currency on both sides (so a buy freezes its quote with the fee
   * included): a buy pays price x quantity + fee, a sell receives price x quantity - fee.
   */
  fee_currency: z.string(),
  status: z.enum(SPOT_ORDER_STATUSES),
  created_at: z.number(),
  updated_at: z.number(),
});
export type SpotOrder = z.infer<typeof spotOrder>;

export const spotOrderDetail = spotOrder.extend({ deals: z.array(spotDeal) });
export type SpotOrderDetail = z.infer<typeof spotOrderDetail>;

export const spotOrderPage = z.object({ list: z.array(spotOrder), total: z.number().int() });
export type SpotOrderPage = z.infer<typeof spotOrderPage>;

/* ---------- Market data (public) ---------- */

/** [price, quantity] of one aggregated book level. */
export const depthLevel = z.tuple([decimalString, decimalString]);
export type DepthLevel = z.infer<typeof depthLevel>;

/**
 * POST /api/market/depth. `precision` is the price step to aggregate by and must be the pair's tick
 * size times 1, 10, 100 or 1000 (e.g. "0.01", "0.1", "1", "10" for BTC_USDT); bids round down and
 * asks round up to it. `limit` levels per side, at most 100.
 */
export const depthBody = z
  .object({
    symbol: pairSymbol,
    precision: positiveDecimal.optional(),
    limit: z.number().int().min(1).max(100).default(50),
  })
  .strict();
export type DepthBody = z.input<typeof depthBody>;

/**
 * A book snapshot: best bid first, best ask first. Also the payload of channel `{l}_{r}_depth`,
 * which carries the top 50 levels at the pair's tick size, at most 10 times a second per market.
 */
export const depthSnapshot = z.object({
  symbol: z.string(),
  bids: z.array(depthLevel),
  asks: z.array(depthLevel),
  /** Epoch ms of the state the snapshot shows. */
  ts: z.number(),
});
export type DepthSnapshot = z.infer<typeof depthSnapshot>;

/** A public trade print; `side` is the taker's side. */
export const tradePrint = z.object({
  id: z.string(),
  price: decimalString,
  quantity: decimalString,
  side: z.enum(SPOT_SIDES),
  time: z.number(),
});
export type TradePrint = z.infer<typeof tradePrint>;

/** POST /api/market/trades: newest first. Channel `{l}_{r}_trade` pushes `{ list }` of new prints. */
export const tradesBody = z
  .object({ symbol: pairSymbol, limit: z.number().int().min(1).max(100).default(50) })
  .strict();
export const tradeList = z.object({ list: z.array(tradePrint) });
export type TradeList = z.infer<typeof tradeList>;

/** Candle intervals of SPEC 9, named as in channel names. */
export const KLINE_INTERVALS = ['1min', '5min', '15min', '30min', '60min', '1day', '1week', '1mon'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

/** One candle; `time` is the epoch ms at which its interval opens (UTC; weeks open on Monday). */
export const candle = z.object({
  time: z.number(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  /** Base volume. */
  vol: decimalString,
  /** Quote turnover. */
  amount: decimalString,
});
export type Candle = z.infer<typeof candle>;

/**
 * POST /api/market/kline: candles oldest first, at most `limit` ending at `end` (default now).
 * Channel `{l}_{r}_kline_{interval}` pushes the current candle (a Candle) whenever it changes.
 */
export const klineBody = z
  .object({
    symbol: pairSymbol,
    interval: z.enum(KLINE_INTERVALS, 'INVALID_PARAMS'),
    limit: z.number().int().min(1).max(1000).default(300),
    end: z.number().int().positive().optional(),
  })
  .strict();
export type KlineBody = z.input<typeof klineBody>;
export const candleList = z.object({ list: z.array(candle) });
export type CandleList = z.infer<typeof candleList>;

/** Channel names of the spot market data, in the style of SPEC 7's `{left}_{right}_tick`. */
export const spotChannels = {
  depth: (symbol: string) => `${symbol}_depth`.toLowerCase(),
  trade: (symbol: string) => `${symbol}_trade`.toLowerCase(),
  kline: (symbol: string, interval: KlineInterval) => `${symbol}_kline_${interval}`.toLowerCase(),
};

/**
 * Pushes on the private channel `user_{id}` (event `data`, channel `user_{id}`), told apart by `type`:
 * - `spot_order`: an order of the user changed (placed, dealt, cancelled); `order` is the new state.
 * - `balance`: balances of the user changed; the client refetches what it shows.
 */
export type UserPush =
  | { type: 'spot_order'; order: SpotOrder }
  | { type: 'balance'; account: string; currencies: string[] };

/** POST /api/spot/balances: available and frozen of the two currencies of a pair, for the order form. */
export const spotBalancesBody = z.object({ symbol: pairSymbol }).strict();
export const spotBalances = z.object({
  base: z.object({ currency: z.string(), available: decimalString, frozen: decimalString }),
  quote: z.object({ currency: z.string(), available: decimalString, frozen: decimalString }),
  maker_fee: decimalString,
  taker_fee: decimalString,
});
export type SpotBalances = z.infer<typeof spotBalances>;

/** A row of POST /api/pair_list as the markets screen reads it (`supply` feeds market cap = close x supply). */
export const pairListing = pairItem;
export type PairListing = z.infer<typeof pairListing>;
