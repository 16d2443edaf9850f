import { z } from 'zod';
import { bigRowId } from './id';
import { pairSymbol } from './market';
import { pageParams, positiveDecimal, SPOT_SIDES } from './spot';

/*
 * Stop-limit orders of spot (issue 16 part 4, last sentence): a stop rests until the pair's last
 * trade price crosses its stop price (in the direction from the last price at placement), then
 * places a GTC limit order once (its client order id is `stp-{id}`, so a restart cannot place it
 * twice). Nothing is frozen while it waits: a balance that is short when it fires ends it `failed`.
 */

const decimalString = z.string();

/**
 * waiting: resting; triggered: its limit order was placed (`order_id`); failed: the order was
 * refused when it fired (`fail_reason`, translated); cancelled: by the user.
 */
export const SPOT_STOP_STATUSES = ['waiting', 'triggered', 'failed', 'cancelled'] as const;
export type SpotStopStatus = (typeof SPOT_STOP_STATUSES)[number];

/**
 * POST /api/spot/stop/place: when the last price reaches `stop_price`, a GTC limit order
 * `side` `quantity` at `price` is placed. A stop price equal to the last price is refused
 * (STOP_AT_LAST_PRICE); so is a pair that has not traded yet (STOP_NO_LAST_PRICE).
 */
export const placeSpotStopBody = z
  .object({
    symbol: pairSymbol,
    side: z.enum(SPOT_SIDES, 'INVALID_PARAMS'),
    stop_price: positiveDecimal,
    price: positiveDecimal,
    quantity: positiveDecimal,
  })
  .strict();
export type PlaceSpotStopBody = z.infer<typeof placeSpotStopBody>;

/** POST /api/spot/stop/cancel. */
export const spotStopIdBody = z.object({ stop_id: bigRowId }).strict();
export type SpotStopIdBody = z.infer<typeof spotStopIdBody>;

/** A stop-limit order as the kline page's orders area shows it. */
export const spotStop = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.enum(SPOT_SIDES),
  stop_price: decimalString,
  /** rise: fires when the last price rises to the stop; fall: when it falls to it. */
  direction: z.enum(['rise', 'fall']),
  /** The limit order's price. */
  price: decimalString,
  quantity: decimalString,
  status: z.enum(SPOT_STOP_STATUSES),
  /** The limit order it placed (triggered), else null. */
  order_id: z.string().nullable(),
  fail_reason: z.string().nullable(),
  created_at: z.number(),
  /** When it fired (triggered or failed) or was cancelled. */
  ended_at: z.number().nullable(),
});
export type SpotStop = z.infer<typeof spotStop>;

/** POST /api/spot/stop/list: the waiting stops, or (`ended`) the triggered, failed and cancelled ones; newest first. */
export const spotStopListBody = z
  .object({ symbol: pairSymbol.optional(), ended: z.boolean().default(false), ...pageParams })
  .strict();
export type SpotStopListBody = z.input<typeof spotStopListBody>;
export const spotStopPage = z.object({ list: z.array(spotStop), total: z.number().int() });
export type SpotStopPage = z.infer<typeof spotStopPage>;

/** Private push on `user_{id}` when a stop changes (placed, fired, failed, cancelled). */
export type SpotStopPush = { type: 'spot_stop'; stop: SpotStop };
