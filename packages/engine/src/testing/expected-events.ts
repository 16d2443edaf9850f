/**
 * Event builders taking plain numbers, so expected event lists in tests read without casts.
 */
import type { Side } from '../commands';
import * as events from '../events';
import type { CancelReason, RejectCode } from '../events';
import type { Lots, OrderId, PriceTicks, UserId } from '../units';

const id = (n: number) => n as OrderId;
const user = (n: number) => n as UserId;

/** Expected `accepted`. */
export const accepted = (orderId: number, userId: number, side: Side) =>
  events.accepted(id(orderId), user(userId), side);

/** Expected `trade`: maker first, then taker, the taker's side, price and lots. */
export const trade = (
  maker: number,
  taker: number,
  makerUser: number,
  takerUser: number,
  takerSide: Side,
  price: number,
  qty: number,
) =>
  events.trade(
    id(maker),
    id(taker),
    user(makerUser),
    user(takerUser),
    takerSide,
    price as PriceTicks,
    qty as Lots,
  );

/** Expected `cancelled`. */
export const cancelled = (orderId: number, userId: number, side: Side, qty: number, reason: CancelReason) =>
  events.cancelled(id(orderId), user(userId), side, qty as Lots, reason);

/** Expected `filled`. */
export const filled = (orderId: number, userId: number, side: Side) =>
  events.filled(id(orderId), user(userId), side);

/** Expected `rejected`. */
export const rejected = (orderId: number, userId: number, code: RejectCode) =>
  events.rejected(id(orderId), user(userId), code);
