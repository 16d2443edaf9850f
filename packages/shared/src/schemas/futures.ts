import { z } from 'zod';
import { bigRowId } from './id';
import { pairSymbol } from './market';

/*
 * Wire types of USDⓈ-M perpetual futures (issue 16), shared by the server and the web app. Every
 * amount, price and rate is a decimal string; a rate is a fraction ("0.0005" is 0.05%). The
 * engine's futures maths (packages/engine/src/futures) reads the contract settings below through
 * its `parseContractText` and answers positions in the view's shape. Routes are not defined yet.
 */

/** A non-negative plain decimal with at most 8 places (the futures maths' fixed scale). */
const fixed8 = z.string('INVALID_PARAMS').regex(/^\d{1,17}(?:\.\d{1,8})?$/, 'INVALID_PARAMS');
/** A signed plain decimal with at most 8 places. */
const signedFixed8 = z.string().regex(/^-?\d{1,17}(?:\.\d{1,8})?$/);

/** Hedge mode (SPEC 3): a long and a short of one contract are held apart. */
export const FUTURES_POSITION_SIDES = ['long', 'short'] as const;
export type FuturesPositionSide = (typeof FUTURES_POSITION_SIDES)[number];

/** Cross margin (the default) or isolated margin per position. */
export const MARGIN_MODES = ['cross', 'isolated'] as const;
export type MarginMode = (typeof MARGIN_MODES)[number];

/** Order directions of SPEC 3: open long, open short, close long, close short. */
export const FUTURES_DIRECTIONS = ['open_long', 'open_short', 'close_long', 'close_short'] as const;
export type FuturesDirection = (typeof FUTURES_DIRECTIONS)[number];

/**
 * One leverage bracket as an operator edits it: up to `cap` USDT of position notional (null: no
 * upper bound, last bracket only), at most `max_leverage`, maintenance `notional × rate − amount`.
 */
export const futuresBracket = z.object({
  cap: fixed8.nullable(),
  max_leverage: z.number().int().min(1).max(1000),
  maintenance_rate: fixed8,
  maintenance_amount: fixed8,
});
export type FuturesBracket = z.infer<typeof futuresBracket>;

/** A contract's trading settings (admin edit; the engine checks brackets are monotone and continuous). */
export const futuresContractSettings = z.object({
  symbol: pairSymbol,
  tick_size: fixed8,
  step_size: fixed8,
  maker_fee_rate: fixed8,
  taker_fee_rate: fixed8,
  brackets: z.array(futuresBracket).min(1).max(20),
});
export type FuturesContractSettings = z.infer<typeof futuresContractSettings>;

/** A position as the position list and detail show it (SPEC 3 fields). */
export const futuresPositionView = z.object({
  symbol: z.string(),
  side: z.enum(FUTURES_POSITION_SIDES),
  margin_mode: z.enum(MARGIN_MODES),
  leverage: z.number().int().positive(),
  /** Size in the base coin. */
  size: fixed8,
  /** Size less what resting close orders hold. */
  closable: fixed8,
  entry_price: fixed8,
  mark_price: fixed8,
  unrealised_pnl: signedFixed8,
  /** Return on equity (yield) as a fraction. */
  roe: signedFixed8,
  /** Initial margin at entry (cross) or the position's own margin (isolated). */
  margin: fixed8,
  maintenance_margin: fixed8,
  /** Null when no positive price liquidates the position. */
  liquidation_price: fixed8.nullable(),
});
export type FuturesPositionView = z.infer<typeof futuresPositionView>;

/** Funding of a contract as the trading page header shows it, with the countdown's target. */
export const futuresFundingView = z.object({
  symbol: z.string(),
  mark_price: fixed8,
  /** Floored to 4 decimals (SPEC 9). */
  index_price: z.string(),
  funding_rate: signedFixed8,
  next_funding_time: z.number().int().nonnegative(),
});
export type FuturesFundingView = z.infer<typeof futuresFundingView>;

/* ---------- The futures API (issue 16). All calls POST; private ones need a login. ---------- */

const decimalString = z.string();
/** A positive decimal as a user types it, at most 8 places (the maths' scale). */
export const positiveFixed8 = z
  .string('INVALID_PARAMS')
  .trim()
  .regex(/^(?:0|[1-9]\d{0,16})(?:\.\d{1,8})?$/, 'INVALID_PARAMS')
  .refine((s) => /[1-9]/.test(s), 'INVALID_PARAMS');
const pageParams = {
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
};

/**
 * POST /api/futures/contracts (public): every contract with its settings and live prices. Also
 * what the /markets Futures tab lists.
 */
export const futuresContract = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  tick_size: decimalString,
  step_size: decimalString,
  min_qty: decimalString,
  price_precision: z.number().int(),
  qty_precision: z.number().int(),
  maker_fee_rate: decimalString,
  taker_fee_rate: decimalString,
  /** Leverage of the first bracket: the most any position may use. */
  max_leverage: z.number().int(),
  brackets: z.array(futuresBracket),
  /** False while the operator has trading switched off (positions can still be closed). */
  trading: z.boolean(),
  /** Price band of orders, a percent of the index price ("0": none): limit prices outside it are refused, market orders stop at it. */
  price_band: decimalString,
  /** Last trade price of the contract's own book; null before its first trade. */
  last_price: decimalString.nullable(),
  mark_price: decimalString,
  /** Floored to 4 decimals (SPEC 9). */
  index_price: decimalString,
  funding_rate: decimalString,
  next_funding_time: z.number().int(),
  /** 24h figures of the contract's own trades. */
  open_24h: decimalString.nullable(),
  high_24h: decimalString.nullable(),
  low_24h: decimalString.nullable(),
  volume_24h: decimalString,
  change_24h: decimalString,
});
export type FuturesContractView = z.infer<typeof futuresContract>;
export const futuresContractList = z.object({ list: z.array(futuresContract) });
export type FuturesContractList = z.infer<typeof futuresContractList>;

/** A contract symbol as a body. */
export const futuresSymbolBody = z.object({ symbol: pairSymbol }).strict();
export type FuturesSymbolBody = z.infer<typeof futuresSymbolBody>;

/**
 * POST /api/futures/account: the futures wallet (SPEC 3 fields): total equity, available, frozen
 * by orders, position margin, unrealised PnL, margin ratio. With `symbol`, also the user's
 * leverage and margin mode on it and the largest sizes that can be opened now.
 */
export const futuresAccountBody = z.object({ symbol: pairSymbol.optional() }).strict();
export const futuresAccount = z.object({
  currency: z.literal('USDT'),
  /** Wallet balance: what the ledger holds (available + frozen), before unrealised PnL. */
  balance: decimalString,
  /** What new orders or a transfer out may use now (cross losses already taken off). */
  available: decimalString,
  /** Frozen by open orders (initial margin plus opening fee). */
  order_margin: decimalString,
  /** Margin of open positions. */
  position_margin: decimalString,
  unrealised_pnl: decimalString,
  /** balance + unrealised PnL of every position. */
  equity: decimalString,
  /** Maintenance margin ÷ cross equity, as a fraction; null without cross positions. */
  margin_ratio: decimalString.nullable(),
  /** What a transfer out of the futures wallet may take now. */
  transferable: decimalString,
  settings: z
    .object({
      symbol: z.string(),
      leverage: z.number().int(),
      margin_mode: z.enum(MARGIN_MODES),
      /** Largest sizes (base coin) the available balance opens at the current price. */
      max_open_long: decimalString,
      max_open_short: decimalString,
    })
    .nullable(),
});
export type FuturesAccount = z.infer<typeof futuresAccount>;

/** POST /api/futures/leverage: a user's leverage on one contract (both sides). */
export const futuresLeverageBody = z
  .object({ symbol: pairSymbol, leverage: z.number('INVALID_PARAMS').int('LEVERAGE_INVALID').min(1, 'LEVERAGE_INVALID').max(1000, 'LEVERAGE_INVALID') })
  .strict();
export type FuturesLeverageBody = z.infer<typeof futuresLeverageBody>;

/** POST /api/futures/margin_mode: cross or isolated on one contract; only without positions or orders on it. */
export const futuresMarginModeBody = z.object({ symbol: pairSymbol, margin_mode: z.enum(MARGIN_MODES, 'INVALID_PARAMS') }).strict();
export type FuturesMarginModeBody = z.infer<typeof futuresMarginModeBody>;

/**
 * What POST /api/futures/leverage and /api/futures/margin_mode answer: the settings the server now
 * holds, which every later order of the user on the contract uses.
 */
export const futuresSettingsAnswer = z.object({ leverage: z.number().int(), margin_mode: z.enum(MARGIN_MODES) });
export type FuturesSettingsAnswer = z.infer<typeof futuresSettingsAnswer>;

export const FUTURES_ORDER_TYPES = ['limit', 'market'] as const;
export type FuturesOrderType = (typeof FUTURES_ORDER_TYPES)[number];

/**
 * Futures order states of SPEC 4: submitted (resting, nothing dealt), partial, filled ("all
 * dealt"), cancelled, invalid (refused after acceptance or a market order with nothing to fill).
 * `entrusted` and `cancelling` belong to trigger orders and are not used yet.
 */
export const FUTURES_ORDER_STATUSES = ['entrusted', 'submitted', 'partial', 'filled', 'cancelled', 'cancelling', 'invalid'] as const;
export type FuturesOrderStatus = (typeof FUTURES_ORDER_STATUSES)[number];

/**
 * POST /api/futures/order/place. Opening directions freeze initial margin plus the opening fee at
 * the user's leverage; closing directions are reduce-only and may not exceed the closable amount.
 * A market close fills down to at most the 30th level of the book and leaves the rest (SPEC 9).
 */
/** A yield (ROE) as a percent the user types: "50" is +50%, "-30" is -30%. */
export const roePercent = z
  .string('INVALID_PARAMS')
  .trim()
  .regex(/^-?(?:0|[1-9]\d{0,5})(?:\.\d{1,2})?$/, 'INVALID_PARAMS');

/** A take-profit or stop-loss set at opening: a trigger price or a yield (ROE, percent), one of them. */
export const openingExit = z
  .object({ price: positiveFixed8.optional(), roe: roePercent.optional() })
  .strict()
  .refine((l) => (l.price === undefined) !== (l.roe === undefined), 'INVALID_PARAMS');
export type OpeningExit = z.infer<typeof openingExit>;

/**
 * What an opening order carries for its TP/SL (stored with the order): once it fills, the position
 * gets a take-profit and/or stop-loss of the filled quantity, watching `by` (mark or last).
 */
export interface OpeningTpsl {
  by: 'mark' | 'last';
  take_profit?: OpeningExit;
  stop_loss?: OpeningExit;
}

/**
 * POST /api/futures/order/place. `take_profit` / `stop_loss` (opening orders only: the order form's
 * "TP/SL at opening"): checked against the order's price (a market order's: the mark), put on the
 * position when the order fills, for the filled quantity; `tpsl_trigger_by` which price they watch.
 */
export const placeFuturesOrderBody = z
  .object({
    symbol: pairSymbol,
    direction: z.enum(FUTURES_DIRECTIONS, 'INVALID_PARAMS'),
    type: z.enum(FUTURES_ORDER_TYPES, 'INVALID_PARAMS'),
    price: positiveFixed8.optional(),
    quantity: positiveFixed8,
    client_order_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'INVALID_PARAMS')
      .optional(),
    take_profit: openingExit.optional(),
    stop_loss: openingExit.optional(),
    tpsl_trigger_by: z.enum(['mark', 'last'], 'INVALID_PARAMS').optional(),
  })
  .strict();
export type PlaceFuturesOrderBody = z.infer<typeof placeFuturesOrderBody>;

export const futuresOrderIdBody = z.object({ order_id: bigRowId }).strict();
export type FuturesOrderIdBody = z.infer<typeof futuresOrderIdBody>;

/** POST /api/futures/position/close: quick close of a whole position at market. */
export const closeFuturesPositionBody = z.object({ symbol: pairSymbol, side: z.enum(FUTURES_POSITION_SIDES, 'INVALID_PARAMS') }).strict();
export type CloseFuturesPositionBody = z.infer<typeof closeFuturesPositionBody>;

/** A futures order as the lists and detail show it (SPEC 3). */
export const futuresOrder = z.object({
  id: z.string(),
  client_order_id: z.string().nullable(),
  symbol: z.string(),
  direction: z.enum(FUTURES_DIRECTIONS),
  type: z.enum(FUTURES_ORDER_TYPES),
  /** Entrusted price; null for market orders. */
  price: decimalString.nullable(),
  quantity: decimalString,
  deal_quantity: decimalString,
  /** Average execution price; "0" before any deal. */
  avg_price: decimalString,
  leverage: z.number().int(),
  margin_mode: z.enum(MARGIN_MODES),
  /** What the order still holds frozen (initial margin plus opening fee of its open part). */
  margin: decimalString,
  fee: decimalString,
  /** Realised PnL of a closing order's deals (before fees); "0" for opening orders. */
  profit: decimalString,
  status: z.enum(FUTURES_ORDER_STATUSES),
  created_at: z.number(),
  updated_at: z.number(),
});
export type FuturesOrder = z.infer<typeof futuresOrder>;

export const futuresDeal = z.object({
  id: z.string(),
  time: z.number(),
  price: decimalString,
  quantity: decimalString,
  fee: decimalString,
  profit: decimalString,
  maker: z.boolean(),
});
export type FuturesDeal = z.infer<typeof futuresDeal>;

export const futuresOrderDetail = futuresOrder.extend({ deals: z.array(futuresDeal) });
export type FuturesOrderDetail = z.infer<typeof futuresOrderDetail>;

export const futuresOrderPage = z.object({ list: z.array(futuresOrder), total: z.number().int() });
export type FuturesOrderPage = z.infer<typeof futuresOrderPage>;

/** POST /api/futures/order/current (u-current): resting orders, newest first. */
export const currentFuturesOrdersBody = z.object({ symbol: pairSymbol.optional(), ...pageParams }).strict();
export type CurrentFuturesOrdersBody = z.input<typeof currentFuturesOrdersBody>;

/** POST /api/futures/order/history (u-history): ended orders, newest first, the last 3, 7 or 30 days. */
export const futuresOrderHistoryBody = z
  .object({
    symbol: pairSymbol.optional(),
    direction: z.enum(FUTURES_DIRECTIONS).optional(),
    days: z.union([z.literal(3), z.literal(7), z.literal(30)]).default(7),
    ...pageParams,
  })
  .strict();
export type FuturesOrderHistoryBody = z.input<typeof futuresOrderHistoryBody>;

/** POST /api/futures/positions (u-hold): open positions, optionally of one contract. */
export const futuresPositionsBody = z.object({ symbol: pairSymbol.optional() }).strict();
export const futuresPositionList = z.object({ list: z.array(futuresPositionView) });
export type FuturesPositionList = z.infer<typeof futuresPositionList>;

/** Public market data of a contract's own book: POST /api/futures/depth and /api/futures/trades. */
export const futuresDepthBody = z.object({ symbol: pairSymbol, limit: z.number().int().min(1).max(100).default(50) }).strict();
export const futuresTradesBody = z.object({ symbol: pairSymbol, limit: z.number().int().min(1).max(100).default(50) }).strict();

/** Realtime channel names of a contract (ARCHITECTURE 7), from a pair symbol "BTC_USDT". */
export const futuresChannels = {
  /** 24h tick of the contract's own trades (SPEC 7). */
  tick: (symbol: string) => `${symbol.toLowerCase()}_future_tick`,
  /** { pair, close }: the index price, floored to 4 decimals, and the mark price. */
  indexTick: (symbol: string) => `${symbol.toLowerCase()}_future_index_tick`,
  depth: (symbol: string) => `${symbol.toLowerCase()}_future_depth`,
  trade: (symbol: string) => `${symbol.toLowerCase()}_future_trade`,
  kline: (symbol: string, interval: string) => `${symbol.toLowerCase()}_future_kline_${interval}`,
};

/** Private pushes on the user's channel (`type` tells them apart). */
export const FUTURES_PUSH_TYPES = { order: 'futures_order', position: 'futures_position', account: 'futures_account' } as const;

/**
 * POST /api/futures/kline takes spot's `klineBody` and answers `candleList` (schemas/spot.ts) for
 * the contract's own trades; channel `futuresChannels.kline` pushes the current candle.
 * Private pushes on `user_{id}`: `{ type: 'futures_order', order: FuturesOrder }` when an order
 * changes, `{ type: 'futures_position', symbol }` when a position changes (refetch), and the
 * wallet's `{ type: 'balance', account: 'futures', currencies: ['USDT'] }`.
 */
export type FuturesUserPush = { type: 'futures_order'; order: FuturesOrder } | { type: 'futures_position'; symbol: string };

/* ---------- The futures admin (issue 16 item 10): /api/admin/futures/*, admins only. ---------- */

/** Funding intervals an operator may choose, in hours. */
export const FUNDING_INTERVAL_HOURS = [1, 4, 8] as const;
export type FundingIntervalHours = (typeof FUNDING_INTERVAL_HOURS)[number];

/** A fee rate as a fraction with at most 8 places ("0.0005" is 0.05%); the engine caps it below 10%. */
const feeRate = z.string('FUTURES_FEE_INVALID').trim().regex(/^(?:0|[1-9]\d{0,16})(?:\.\d{1,8})?$/, 'FUTURES_FEE_INVALID');
/** A bracket field as the operator types it: a plain decimal with at most 8 places. */
const bracketNumber = z.string('FUTURES_BRACKET_INVALID').trim().regex(/^(?:0|[1-9]\d{0,16})(?:\.\d{1,8})?$/, 'FUTURES_BRACKET_INVALID');

/**
 * A contract's price band (issue 26 item 6), a percent of the index from 0 (off) to 50 with at most
 * 2 places: limit prices outside index ± band are refused and market orders fill no further.
 */
export const priceBandPercent = z
  .string('FUTURES_PRICE_BAND_INVALID')
  .trim()
  .regex(/^(?:0|[1-9]\d?)(?:\.\d{1,2})?$/, 'FUTURES_PRICE_BAND_INVALID')
  .refine((s) => Number(s) <= 50, 'FUTURES_PRICE_BAND_INVALID');

/** One bracket row of the admin form; the engine then checks the table as a whole. */
export const adminFuturesBracket = z
  .object({
    cap: bracketNumber.nullable(),
    max_leverage: z.number('FUTURES_BRACKET_INVALID').int('FUTURES_BRACKET_INVALID').min(1, 'FUTURES_BRACKET_INVALID').max(1000, 'FUTURES_BRACKET_INVALID'),
    maintenance_rate: bracketNumber,
    maintenance_amount: bracketNumber,
  })
  .strict();

/** POST /api/admin/futures/contract/update: the editable settings of one contract, all at once. */
export const adminFuturesContractBody = z
  .object({
    symbol: pairSymbol,
    maker_fee_rate: feeRate,
    taker_fee_rate: feeRate,
    brackets: z.array(adminFuturesBracket, 'FUTURES_BRACKETS_EMPTY').min(1, 'FUTURES_BRACKETS_EMPTY').max(20, 'FUTURES_BRACKET_INVALID'),
    funding_interval_hours: z.literal(FUNDING_INTERVAL_HOURS, 'FUTURES_FUNDING_INTERVAL_INVALID'),
    trading: z.boolean('INVALID_PARAMS'),
    /** Left out: unchanged. */
    price_band: priceBandPercent.optional(),
  })
  .strict();
export type AdminFuturesContractBody = z.input<typeof adminFuturesContractBody>;

/** A contract's settings as the admin page lists them. */
export const adminFuturesContract = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  tick_size: decimalString,
  step_size: decimalString,
  maker_fee_rate: decimalString,
  taker_fee_rate: decimalString,
  /** The first bracket's maximum leverage. */
  max_leverage: z.number().int(),
  brackets: z.array(futuresBracket),
  funding_interval_hours: z.number(),
  trading: z.boolean(),
  /** Price band of orders, a percent of the index; "0" is off. */
  price_band: decimalString,
  /** Epoch ms of the last funding settled; 0 before the first. */
  last_funding_time: z.number(),
  last_funding_rate: decimalString,
});
export type AdminFuturesContract = z.infer<typeof adminFuturesContract>;

/** POST /api/admin/futures/contracts: every contract, and the insurance fund's balance. */
export const adminFuturesOverview = z.object({
  list: z.array(adminFuturesContract),
  insurance_fund: z.object({ currency: z.string(), balance: decimalString }),
});
export type AdminFuturesOverview = z.infer<typeof adminFuturesOverview>;

/** POST /api/admin/futures/liquidations: newest first, paged, optionally one contract. */
export const adminFuturesLiquidationsBody = z.object({ symbol: pairSymbol.optional(), ...pageParams }).strict();
export type AdminFuturesLiquidationsBody = z.input<typeof adminFuturesLiquidationsBody>;

export const adminFuturesLiquidation = z.object({
  id: z.string(),
  time: z.number(),
  symbol: z.string(),
  user_id: z.number(),
  side: z.string(),
  margin_mode: z.string(),
  size: decimalString,
  entry_price: decimalString,
  mark_price: decimalString,
  bankruptcy_price: decimalString,
  book_size: decimalString,
  adl_size: decimalString,
  /** What the insurance fund gained (positive) or paid (negative). */
  insurance_delta: decimalString,
});
export type AdminFuturesLiquidation = z.infer<typeof adminFuturesLiquidation>;
export const adminFuturesLiquidationPage = z.object({ list: z.array(adminFuturesLiquidation), total: z.number().int() });
export type AdminFuturesLiquidationPage = z.infer<typeof adminFuturesLiquidationPage>;

/**
 * POST /api/futures/position/margin: add margin to an isolated position, or take some out (at most
 * what keeps its initial margin at the mark, less any open loss). Answers the position.
 */
export const adjustFuturesMarginBody = z
  .object({
    symbol: pairSymbol,
    side: z.enum(FUTURES_POSITION_SIDES, 'INVALID_PARAMS'),
    action: z.enum(['add', 'remove'], 'INVALID_PARAMS'),
    amount: positiveFixed8,
  })
  .strict();
export type AdjustFuturesMarginBody = z.infer<typeof adjustFuturesMarginBody>;

/** Private push on `user_{id}` when a cross account's margin ratio reaches 80% (at most every 5 minutes). */
export type FuturesMarginWarningPush = { type: 'futures_margin_warning'; margin_ratio: string };

/** POST /api/dev/futures/index (development only): pins a contract's index price, or releases it (null). */
export const devFuturesIndexBody = z.object({ symbol: pairSymbol, price: positiveFixed8.nullable() }).strict();
export type DevFuturesIndexBody = z.infer<typeof devFuturesIndexBody>;
/** The contract's mark price after the pin was sampled. */
export const devFuturesIndexResult = z.object({ mark_price: z.string() });
