import { z } from 'zod';
import { bigRowId } from './id';
import { FUTURES_DIRECTIONS, FUTURES_ORDER_TYPES, FUTURES_POSITION_SIDES, positiveFixed8 } from './futures';
import { pairSymbol } from './market';

/*
 * Trigger (plan) orders and take-profit / stop-loss of USDⓈ-M futures (issue 16 part 4, SPEC 5).
 * A trigger rests until the mark or last price crosses its trigger price, then places its order
 * once (its client order id is `trg-{id}`, so a restart cannot place it twice).
 */

const decimalString = z.string();
/** A yield (ROE) as a percent the user types: "50" is +50%, "-30" is -30%. */
const percent = z
  .string('INVALID_PARAMS')
  .trim()
  .regex(/^-?(?:0|[1-9]\d{0,5})(?:\.\d{1,2})?$/, 'INVALID_PARAMS');

/** Which price a trigger watches. */
export const TRIGGER_PRICE_TYPES = ['mark', 'last'] as const;
export type TriggerPriceType = (typeof TRIGGER_PRICE_TYPES)[number];

/** plan: a trigger order of the order form; take_profit / stop_loss: exits of a position. */
export const TRIGGER_KINDS = ['plan', 'take_profit', 'stop_loss'] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

/**
 * waiting: resting; retrying: a close it fired could not fill yet (no liquidity within the price
 * band) and is tried again as prices change, for a bounded time (`retry_until`); triggered: its
 * order was placed (`order_id`; a close: the position closed as far as it asked); failed: the
 * order was refused when it fired, or a retrying close gave up (`fail_reason`, translated);
 * cancelled: by the user, or because its position closed.
 */
export const TRIGGER_STATUSES = ['waiting', 'retrying', 'triggered', 'failed', 'cancelled'] as const;
export type TriggerStatus = (typeof TRIGGER_STATUSES)[number];

/**
 * POST /api/futures/trigger/place: a plan order. When `trigger_by` crosses `trigger_price` (in the
 * direction from the price at placement), the order `direction`/`type`/`price`/`quantity` is placed.
 * A trigger price equal to the current price is refused (TRIGGER_AT_CURRENT_PRICE).
 */
export const placeFuturesTriggerBody = z
  .object({
    symbol: pairSymbol,
    direction: z.enum(FUTURES_DIRECTIONS, 'INVALID_PARAMS'),
    trigger_price: positiveFixed8,
    trigger_by: z.enum(TRIGGER_PRICE_TYPES, 'INVALID_PARAMS').default('mark'),
    type: z.enum(FUTURES_ORDER_TYPES, 'INVALID_PARAMS'),
    price: positiveFixed8.optional(),
    quantity: positiveFixed8,
  })
  .strict();
export type PlaceFuturesTriggerBody = z.input<typeof placeFuturesTriggerBody>;

/**
 * POST /api/futures/tpsl/set: take-profit and/or stop-loss on a position, each by price or by yield
 * (ROE, percent) and with a quantity (default: the whole position); a market close when it fires.
 * Setting again replaces the position's waiting TP (or SL). A TP on the losing side (above the
 * mark for a short) or an SL on the winning side is refused.
 */
const exitLeg = z
  .object({
    price: positiveFixed8.optional(),
    roe: percent.optional(),
    quantity: positiveFixed8.optional(),
  })
  .strict()
  .refine((l) => (l.price === undefined) !== (l.roe === undefined), 'INVALID_PARAMS');
export const setFuturesTpslBody = z
  .object({
    symbol: pairSymbol,
    side: z.enum(FUTURES_POSITION_SIDES, 'INVALID_PARAMS'),
    trigger_by: z.enum(TRIGGER_PRICE_TYPES, 'INVALID_PARAMS').default('mark'),
    take_profit: exitLeg.optional(),
    stop_loss: exitLeg.optional(),
  })
  .strict()
  .refine((b) => b.take_profit !== undefined || b.stop_loss !== undefined, 'INVALID_PARAMS');
export type SetFuturesTpslBody = z.input<typeof setFuturesTpslBody>;

/** POST /api/futures/trigger/cancel. */
export const futuresTriggerIdBody = z.object({ trigger_id: bigRowId }).strict();
export type FuturesTriggerIdBody = z.infer<typeof futuresTriggerIdBody>;

/** A trigger as the u-plan list, the trading page's trigger tab and the position's TP/SL show it. */
export const futuresTrigger = z.object({
  id: z.string(),
  symbol: z.string(),
  kind: z.enum(TRIGGER_KINDS),
  direction: z.enum(FUTURES_DIRECTIONS),
  trigger_by: z.enum(TRIGGER_PRICE_TYPES),
  trigger_price: decimalString,
  /** rise: fires when the price reaches it from below; fall: from above. */
  trigger_direction: z.enum(['rise', 'fall']),
  type: z.enum(FUTURES_ORDER_TYPES),
  /** The order's price (limit); null for market. */
  price: decimalString.nullable(),
  /** Null for a TP/SL of the whole position. */
  quantity: decimalString.nullable(),
  status: z.enum(TRIGGER_STATUSES),
  order_id: z.string().nullable(),
  fail_reason: z.string().nullable(),
  created_at: z.number(),
  triggered_at: z.number().nullable(),
  /** Orders a triggered close has placed so far (0 before it fires). */
  attempts: z.number().int(),
  /** While retrying: when it gives up (epoch ms); else null. */
  retry_until: z.number().nullable(),
});
export type FuturesTrigger = z.infer<typeof futuresTrigger>;

/** POST /api/futures/trigger/list: the waiting and retrying ones (u-plan current), or the ended ones (history). */
export const futuresTriggerListBody = z
  .object({
    symbol: pairSymbol.optional(),
    ended: z.boolean().default(false),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
  })
  .strict();
export type FuturesTriggerListBody = z.input<typeof futuresTriggerListBody>;
export const futuresTriggerPage = z.object({ list: z.array(futuresTrigger), total: z.number().int() });
export type FuturesTriggerPage = z.infer<typeof futuresTriggerPage>;

/** POST /api/futures/tpsl/set answers the position's waiting exits. */
export const futuresTpsl = z.object({ take_profit: futuresTrigger.nullable(), stop_loss: futuresTrigger.nullable() });
export type FuturesTpsl = z.infer<typeof futuresTpsl>;

/** Private push on `user_{id}` when a trigger changes (placed, fired, retrying, failed, cancelled). */
export type FuturesTriggerPush = { type: 'futures_trigger'; trigger: FuturesTrigger };
