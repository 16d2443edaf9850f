/**
 * Events an order book emits. Every command produces events and nothing else: a bad command is
 * a `rejected` event with a code, never an exception.
 *
 * Order of events for one placement (the contract suite checks it):
 * `accepted`, then for each match in priority order either a `trade` (followed by `filled` for
 * the maker when it is used up) or an STP `cancelled` for the maker, then at most one terminal
 * event for the taker: `filled` when nothing is left, `cancelled` when the remainder may not
 * rest, or none when it rests on the book. A rejected command emits only `rejected` and leaves
 * the book exactly as it was.
 */
import type { Side } from './commands';
import type { Lots, OrderId, PriceTicks, UserId } from './units';

/** Why a command was rejected; the server maps each code to a translated message. */
export const RejectCode = {
  /** `type` is not one the book knows. */
  INVALID_COMMAND: 'INVALID_COMMAND',
  INVALID_ORDER_ID: 'INVALID_ORDER_ID',
  INVALID_USER_ID: 'INVALID_USER_ID',
  INVALID_SIDE: 'INVALID_SIDE',
  INVALID_PRICE: 'INVALID_PRICE',
  INVALID_QUANTITY: 'INVALID_QUANTITY',
  INVALID_QUOTE_AMOUNT: 'INVALID_QUOTE_AMOUNT',
  INVALID_TIME_IN_FORCE: 'INVALID_TIME_IN_FORCE',
  INVALID_STP_MODE: 'INVALID_STP_MODE',
  INVALID_TIME: 'INVALID_TIME',
  /** An order with this id is resting on the book. */
  DUPLICATE_ORDER_ID: 'DUPLICATE_ORDER_ID',
  /** No resting order has this id, or it belongs to another user. */
  UNKNOWN_ORDER_ID: 'UNKNOWN_ORDER_ID',
  /** A post-only order would have traded on arrival. */
  POST_ONLY_WOULD_CROSS: 'POST_ONLY_WOULD_CROSS',
  /** A fill-or-kill order cannot be filled in full right now. */
  FOK_NOT_FILLABLE: 'FOK_NOT_FILLABLE',
  /** A market order found the opposite side empty. */
  NO_LIQUIDITY: 'NO_LIQUIDITY',
  /** A market buy by quote cannot afford one lot at the best ask. */
  QUOTE_TOO_SMALL: 'QUOTE_TOO_SMALL',
  /** Resting this much would let a side's total lots pass 2^53 and lose integer precision. */
  BOOK_CAPACITY_EXCEEDED: 'BOOK_CAPACITY_EXCEEDED',
} as const;

/** A reject code value. */
export type RejectCode = (typeof RejectCode)[keyof typeof RejectCode];

/**
 * Why an order's remainder left the book without trading.
 * - `user`: a cancel command.
 * - `ioc`: the remainder of an IOC limit or a market order, which may not rest.
 * - `stp`: self-trade prevention.
 * A fill-or-kill that cannot fill is rejected (FOK_NOT_FILLABLE) before it touches the book,
 * so it never produces a `cancelled` event.
 */
export type CancelReason = 'user' | 'ioc' | 'stp';

/** The book took the order; trades and a terminal event may follow. */
export interface AcceptedEvent {
  readonly type: 'accepted';
  readonly orderId: OrderId;
  readonly userId: UserId;
  readonly side: Side;
}

/** A match: `qty` lots changed hands at the maker's price. */
export interface TradeEvent {
  readonly type: 'trade';
  readonly makerOrderId: OrderId;
  readonly takerOrderId: OrderId;
  readonly makerUserId: UserId;
  readonly takerUserId: UserId;
  /** The taker's side: `buy` means the taker bought from a resting ask. */
  readonly takerSide: Side;
  readonly price: PriceTicks;
  readonly qty: Lots;
}

/** An order's remainder left the book (or never rested) without trading. */
export interface CancelledEvent {
  readonly type: 'cancelled';
  readonly orderId: OrderId;
  readonly userId: UserId;
  readonly side: Side;
  /** Lots removed; 0 for a market buy by quote, whose size is a budget rather than lots. */
  readonly qty: Lots;
  readonly reason: CancelReason;
}

/**
 * An order is complete: all its lots traded, or (market buy by quote) its budget cannot afford
 * another lot.
 */
export interface FilledEvent {
  readonly type: 'filled';
  readonly orderId: OrderId;
  readonly userId: UserId;
  readonly side: Side;
}

/** The command was refused and changed nothing. */
export interface RejectedEvent {
  readonly type: 'rejected';
  readonly orderId: OrderId;
  readonly userId: UserId;
  readonly code: RejectCode;
}

/** Anything an order book emits. */
export type BookEvent = AcceptedEvent | TradeEvent | CancelledEvent | FilledEvent | RejectedEvent;

/*
 * Constructors keep each event's fields in one order, so V8 gives every event of a type the same
 * hidden class and the consumers' property reads stay monomorphic.
 */

/** Builds an `accepted` event. */
export const accepted = (orderId: OrderId, userId: UserId, side: Side): AcceptedEvent => ({
  type: 'accepted',
  orderId,
  userId,
  side,
});

/** Builds a `trade` event. */
export function trade(
  makerOrderId: OrderId,
  takerOrderId: OrderId,
  makerUserId: UserId,
  takerUserId: UserId,
  takerSide: Side,
  price: PriceTicks,
  qty: Lots,
): TradeEvent {
  return { type: 'trade', makerOrderId, takerOrderId, makerUserId, takerUserId, takerSide, price, qty };
}

/** Builds a `cancelled` event. */
export function cancelled(
  orderId: OrderId,
  userId: UserId,
  side: Side,
  qty: Lots,
  reason: CancelReason,
): CancelledEvent {
  return { type: 'cancelled', orderId, userId, side, qty, reason };
}

/** Builds a `filled` event. */
export const filled = (orderId: OrderId, userId: UserId, side: Side): FilledEvent => ({
  type: 'filled',
  orderId,
  userId,
  side,
});

/** Builds a `rejected` event. */
export const rejected = (orderId: OrderId, userId: UserId, code: RejectCode): RejectedEvent => ({
  type: 'rejected',
  orderId,
  userId,
  code,
});
