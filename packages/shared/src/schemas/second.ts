import { z } from 'zod';
import { bigRowId, intRowId } from './id';
import { pairSymbol } from './market';
import { pageParams, positiveDecimal } from './spot';

/*
 * Wire types of second (fixed-term) contracts (issue 17), shared by the server and the web app.
 * A user stakes USDT from the second-futures wallet on the index price going up or down over a
 * fixed duration; the server takes the buy price at acceptance and the settle price at exactly buy
 * time + duration from its recorded index ticks. Amounts and rates are decimal strings (a rate is a
 * fraction: "0.85" pays 85% of the stake on a win); times are epoch milliseconds.
 */

/** A non-negative plain decimal with at most 8 places, as an operator types it. */
const fixed8 = z.string('INVALID_PARAMS').trim().regex(/^\d{1,17}(?:\.\d{1,8})?$/, 'INVALID_PARAMS');

export const SECOND_DIRECTIONS = ['up', 'down'] as const;
export type SecondDirection = (typeof SECOND_DIRECTIONS)[number];

export const SECOND_RESULTS = ['win', 'loss', 'draw'] as const;
export type SecondResult = (typeof SECOND_RESULTS)[number];

export const SECOND_STATUSES = ['open', 'settled'] as const;
export type SecondStatus = (typeof SECOND_STATUSES)[number];

/** The durations a product may have, in seconds (30/60/120/300 by default; an operator may add others). */
export const SECOND_DEFAULT_DURATIONS = [30, 60, 120, 300] as const;
export const secondDuration = z.number('INVALID_PARAMS').int('INVALID_PARAMS').min(10, 'INVALID_PARAMS').max(86_400, 'INVALID_PARAMS');

/** One product: a pair and a duration with its payout rate, stake range and fee. */
export const secondProduct = z.object({
  id: z.number().int(),
  symbol: z.string(),
  duration: z.number().int(),
  /** Paid on a win on top of the stake, as a fraction of the stake. */
  payout_rate: z.string(),
  min_stake: z.string(),
  max_stake: z.string(),
  /** Charged on every order as a fraction of the stake, frozen with it and taken at settlement. */
  fee_rate: z.string(),
  enabled: z.boolean(),
});
export type SecondProduct = z.infer<typeof secondProduct>;

/** POST /api/second/products (public): the enabled products, optionally of one pair, with the index. */
export const secondProductsBody = z.object({ symbol: pairSymbol.optional() }).strict();
export const secondProductList = z.object({
  list: z.array(secondProduct),
  /** The index price of each listed pair now (symbol → price). */
  index: z.record(z.string(), z.string()),
});
export type SecondProductList = z.infer<typeof secondProductList>;

/** POST /api/second/buy: up or down on a pair for a duration, with a stake in USDT. */
export const secondBuyBody = z
  .object({
    symbol: pairSymbol,
    duration: secondDuration,
    direction: z.enum(SECOND_DIRECTIONS, 'INVALID_PARAMS'),
    stake: positiveDecimal,
  })
  .strict();
export type SecondBuyBody = z.input<typeof secondBuyBody>;

/** A second-contract order: every field of SPEC 3 (second-futures order). */
export const secondOrder = z.object({
  id: z.string(),
  symbol: z.string(),
  direction: z.enum(SECOND_DIRECTIONS),
  duration: z.number().int(),
  payout_rate: z.string(),
  /** The index when the server accepted the order, and that instant. */
  buy_price: z.string(),
  buy_time: z.number(),
  /** Buy quantity: the stake in USDT (also the guarantee funds held until settlement). */
  stake: z.string(),
  fee: z.string(),
  /** Stake plus fee. */
  paid: z.string(),
  /** buy_time + duration: when the order settles. */
  settle_time: z.number(),
  status: z.enum(SECOND_STATUSES),
  /** Stake × payout rate: the profit if it wins. */
  estimated_profit: z.string(),
  settle_price: z.string().nullable(),
  /** The instant of the recorded index tick the settle price came from (at or before settle_time). */
  settle_tick_time: z.number().nullable(),
  result: z.enum(SECOND_RESULTS).nullable(),
  /** What came back to the wallet at settlement (stake + winnings, the stake, or nothing). */
  payout: z.string().nullable(),
  /** payout − paid. */
  profit: z.string().nullable(),
  settled_at: z.number().nullable(),
});
export type SecondOrder = z.infer<typeof secondOrder>;

export const secondOrderPage = z.object({ list: z.array(secondOrder), total: z.number().int() });
export type SecondOrderPage = z.infer<typeof secondOrderPage>;

/** POST /api/second/orders/current (sec-current): the open orders, soonest settlement first. */
export const secondCurrentBody = z.object({ symbol: pairSymbol.optional() }).strict();
export const secondOrderList = z.object({ list: z.array(secondOrder) });
export type SecondOrderList = z.infer<typeof secondOrderList>;

/** POST /api/second/orders/history (sec-history): settled orders, newest first, the last 3, 7 or 30 days. */
export const secondHistoryBody = z
  .object({
    symbol: pairSymbol.optional(),
    days: z.union([z.literal(3), z.literal(7), z.literal(30)]).default(7),
    ...pageParams,
  })
  .strict();
export type SecondHistoryBody = z.input<typeof secondHistoryBody>;

/** POST /api/second/order: one order with the index ticks around its buy and settle instants (the proof). */
export const secondOrderIdBody = z.object({ id: bigRowId }).strict();
export const secondIndexTick = z.object({ time: z.number(), price: z.string() });
export type SecondIndexTick = z.infer<typeof secondIndexTick>;
export const secondOrderDetail = secondOrder.extend({
  /** The recorded ticks from the buy instant to a few seconds after settlement. */
  ticks: z.array(secondIndexTick),
});
export type SecondOrderDetail = z.infer<typeof secondOrderDetail>;

/** POST /api/second/ticks (public): the recorded index ticks of a pair since `since` (at most 600). */
export const secondTicksBody = z.object({ symbol: pairSymbol, since: z.number().int().min(0).optional() }).strict();
export const secondTickList = z.object({ list: z.array(secondIndexTick) });
export type SecondTickList = z.infer<typeof secondTickList>;

/** The public channel of a pair's recorded index ticks: `{l}_{r}_second_index`. */
export const secondChannels = {
  index: (symbol: string) => `${symbol}_second_index`.toLowerCase(),
};

/** Private pushes on `user_{id}`: an order placed or settled. */
export type SecondUserPush = { type: 'second_order'; order: SecondOrder };

/** POST /api/second/account: the second wallet's USDT (what a stake may use, and what open orders hold). */
export const secondAccount = z.object({ available: z.string(), frozen: z.string() });
export type SecondAccount = z.infer<typeof secondAccount>;

/* ---------- admin ---------- */

export const adminSecondProduct = secondProduct.extend({
  /** The most the house accepts in open stakes on one side of this product. */
  exposure_limit: z.string(),
  /** Open stakes now, per side. */
  open_up: z.string(),
  open_down: z.string(),
});
export type AdminSecondProduct = z.infer<typeof adminSecondProduct>;

/**
 * Why an order could not settle: a balance it draws on is short (the user's frozen stake or the
 * house's reservation), its amounts do not make a valid journal entry, or another error.
 */
export const SECOND_ALERT_REASONS = ['balance_short', 'invalid_entry', 'failed'] as const;
export type SecondAlertReason = (typeof SECOND_ALERT_REASONS)[number];

/** An open order that could not settle: it stays open and is tried again every minute until it settles. */
export const adminSecondAlert = z.object({
  order_id: z.string(),
  user_id: z.number().int(),
  /** The user's account (e-mail or mobile). */
  account: z.string(),
  symbol: z.string(),
  stake: z.string(),
  settle_time: z.number(),
  reason: z.enum(SECOND_ALERT_REASONS),
  /** The error as the settlement met it, for the operator (not translated). */
  detail: z.string(),
  first_seen: z.number(),
  last_seen: z.number(),
  attempts: z.number().int(),
});
export type AdminSecondAlert = z.infer<typeof adminSecondAlert>;

/** POST /api/admin/second/products: every product, the house account, and orders that could not settle. */
export const adminSecondOverview = z.object({
  list: z.array(adminSecondProduct),
  house: z.object({
    available: z.string(),
    /** The house's reservations: the winnings of every open order, frozen at each buy. */
    frozen: z.string(),
    /** What the house would pay if every open order won (stake × rate summed). */
    max_payout: z.string(),
    open_orders: z.number().int(),
  }),
  alerts: z.array(adminSecondAlert),
});
export type AdminSecondOverview = z.infer<typeof adminSecondOverview>;

/** POST /api/admin/second/product/update: an operator's edit of one product. */
export const adminSecondProductBody = z
  .object({
    id: intRowId,
    payout_rate: fixed8,
    min_stake: fixed8,
    max_stake: fixed8,
    fee_rate: fixed8,
    exposure_limit: fixed8,
    enabled: z.boolean('INVALID_PARAMS'),
  })
  .strict();
export type AdminSecondProductBody = z.input<typeof adminSecondProductBody>;
/** The edit as the server reads it (ids parsed to numbers). */
export type AdminSecondProductUpdate = z.output<typeof adminSecondProductBody>;

/** POST /api/dev/second/index (development only): pin a pair's index at a price, or release it (null). */
export const devSecondIndexBody = z.object({ symbol: pairSymbol, price: positiveDecimal.nullable() }).strict();
