/**
 * Checks on orders handed to `restore`. They come from the database, not from a user, so a bad
 * one means corrupt state: the book throws with the message these return instead of rejecting.
 */
import type { OpenOrder } from './order-book';
import { isPositiveSafeInteger } from './units';

/** What is wrong with one restored order, or null. */
export function checkRestoredOrder(order: OpenOrder): string | null {
  const { orderId, userId, side, price, qty, time } = order;
  if (!isPositiveSafeInteger(orderId)) return `bad order id ${String(orderId)}`;
  if (!isPositiveSafeInteger(userId)) return `order ${orderId} has bad user id ${String(userId)}`;
  if (side !== 'buy' && side !== 'sell') return `order ${orderId} has bad side ${String(side)}`;
  if (!isPositiveSafeInteger(price)) return `order ${orderId} has bad price ${String(price)}`;
  if (!isPositiveSafeInteger(qty)) return `order ${orderId} has bad qty ${String(qty)}`;
  if (!Number.isSafeInteger(time) || time < 0) return `order ${orderId} has bad time ${String(time)}`;
  return null;
}

/** A message when the best bid is not below the best ask, or null. */
export function crossedMessage(bestBid: number | undefined, bestAsk: number | undefined): string | null {
  if (bestBid === undefined || bestAsk === undefined || bestBid < bestAsk) return null;
  return `book is crossed: best bid ${bestBid} >= best ask ${bestAsk}`;
}

/** A message when a side's total lots would pass 2^53 (sums would lose precision), or null. */
export function capacityMessage(sideTotal: number): string | null {
  return sideTotal > Number.MAX_SAFE_INTEGER ? `side total ${sideTotal} passes 2^53` : null;
}
