/**
 * Makes and recycles the production book's `RestingOrder` objects, and keeps their times.
 *
 * Recycling: a resting order usually lives long enough to be promoted to V8's old generation,
 * which only full collections reclaim; reusing the objects keeps that generation still. The
 * store keeps every object it made, so a book holds the memory of its peak size until
 * `restore` replaces the store.
 *
 * Times: a time in milliseconds is past the small-integer range, and V8 puts a number field
 * like that in a fresh heap box on every write. The boxes of long-lived orders were promoted
 * and made minor collections about three times slower at 50,000 resting orders, so times live
 * unboxed in a typed array indexed by the order's slot (bench/README.md has the figures).
 */
import type { Side } from './commands';
import { type PriceLevel, RestingOrder } from './price-level';
import type { EpochMillis, Lots, OrderId, PriceTicks, UserId } from './units';

/** Owner of a book's resting order objects. */
export class OrderStore {
  private free: RestingOrder | null = null;
  private times = new Float64Array(1024);
  private created = 0;

  /** A resting order with these fields, recycled when one is free. */
  take(
    orderId: OrderId,
    userId: UserId,
    side: Side,
    price: PriceTicks,
    qty: Lots,
    time: EpochMillis,
    level: PriceLevel,
  ): RestingOrder {
    let order = this.free;
    if (order === null) order = this.create(orderId, userId, side, price, qty, level);
    else {
      this.free = order.next;
      order.next = null;
      order.orderId = orderId;
      order.userId = userId;
      order.side = side;
      order.price = price;
      order.qty = qty;
      order.level = level;
    }
    this.times[order.slot] = time;
    return order;
  }

  /** Takes back an order that has left the book; it must not be read after this. */
  give(order: RestingOrder): void {
    order.prev = null;
    order.next = this.free;
    this.free = order;
  }

  /** When the order was placed. */
  timeOf(order: RestingOrder): EpochMillis {
    return this.times[order.slot] as EpochMillis;
  }

  private create(
    orderId: OrderId,
    userId: UserId,
    side: Side,
    price: PriceTicks,
    qty: Lots,
    level: PriceLevel,
  ): RestingOrder {
    const slot = this.created++;
    if (slot === this.times.length) {
      const times = new Float64Array(slot * 2);
      times.set(this.times);
      this.times = times;
    }
    return new RestingOrder(slot, orderId, userId, side, price, qty, level);
  }
}
