/**
 * Commands a market sequencer feeds to its order book, one at a time. Everything the book needs
 * arrives on the command (ids, owner, time), so replaying the same commands always gives the same
 * events and the same book.
 */
import type { EpochMillis, Lots, OrderId, PriceTicks, QuoteUnits, UserId } from './units';

/** The side of an order: a buy takes from asks and rests on bids, a sell the reverse. */
export type Side = 'buy' | 'sell';

/**
 * How long a limit order may live.
 * - `GTC`: good till cancelled; trades what it can, rests the remainder.
 * - `IOC`: immediate or cancel; trades what it can, cancels the remainder.
 * - `FOK`: fill or kill; trades its whole size at once or is rejected without touching the book.
 * - `POST_ONLY`: rests as a maker; rejected if any part of it would trade on arrival.
 */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';

/**
 * What happens when a taker would trade with a resting order of the same user.
 * - `cancel-maker` (default): the resting order is cancelled and the taker matches on.
 * - `cancel-taker`: the taker's remainder is cancelled; the resting order stays.
 * - `cancel-both`: both the resting order and the taker's remainder are cancelled.
 * Trades made before the self-match stand in every mode.
 */
export type StpMode = 'cancel-maker' | 'cancel-taker' | 'cancel-both';

/** Fields every order placement carries. */
interface PlaceOrderBase {
  readonly orderId: OrderId;
  readonly userId: UserId;
  /** When the sequencer accepted the command; stored on resting orders, never read as a clock. */
  readonly time: EpochMillis;
  /** Overrides the book's self-trade prevention mode for this order. */
  readonly stp?: StpMode;
}

/** A limit order: trades at `price` or better, then follows its time in force. */
export interface PlaceLimitOrder extends PlaceOrderBase {
  readonly type: 'limit';
  readonly side: Side;
  readonly price: PriceTicks;
  readonly qty: Lots;
  readonly tif: TimeInForce;
}

/** A market order for a quantity of lots: sweeps the opposite side, the remainder is cancelled. */
export interface PlaceMarketOrder extends PlaceOrderBase {
  readonly type: 'market';
  readonly side: Side;
  readonly qty: Lots;
}

/**
 * A market buy that spends at most `quote` tick·lot units ("buy 100 USDT worth"): it buys whole
 * lots while the budget affords the next one.
 */
export interface PlaceMarketBuyByQuote extends PlaceOrderBase {
  readonly type: 'market-buy-quote';
  readonly quote: QuoteUnits;
}

/** Cancels a resting order. Only its owner can cancel it; anyone else gets UNKNOWN_ORDER_ID. */
export interface CancelOrder {
  readonly type: 'cancel';
  readonly orderId: OrderId;
  readonly userId: UserId;
}

/** Anything the book can apply. */
export type BookCommand = PlaceLimitOrder | PlaceMarketOrder | PlaceMarketBuyByQuote | CancelOrder;

/** The side a taker on `side` matches against. */
export const oppositeSide = (side: Side): Side => (side === 'buy' ? 'sell' : 'buy');
