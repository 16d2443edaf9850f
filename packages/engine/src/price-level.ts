/**
 * One price level of the production book: an intrusive doubly linked list of resting orders in
 * arrival order. The links live on the orders themselves, so with the id map a cancel unlinks
 * its order in O(1) however many orders share the price, and no list nodes are allocated.
 */
import type { Side } from './commands';
import type { Lots, OrderId, PriceTicks, UserId } from './units';

/**
 * A resting order and its place in its level's queue. The fields are writable only because
 * `OrderStore` recycles the objects; nothing outside the book ever sees one. Its time is kept
 * by the store (see there for why).
 */
export class RestingOrder {
  prev: RestingOrder | null = null;
  next: RestingOrder | null = null;

  constructor(
    /** This object's permanent index in its store. */
    readonly slot: number,
    public orderId: OrderId,
    public userId: UserId,
    public side: Side,
    public price: PriceTicks,
    /** Open lots; decreases as the order trades. */
    public qty: Lots,
    public level: PriceLevel,
  ) {}
}

/** All orders resting at one price on one side, oldest first. */
export class PriceLevel {
  head: RestingOrder | null = null;
  tail: RestingOrder | null = null;
  /** Sum of the open lots of the orders here. */
  total = 0;
  /** Number of orders here. */
  count = 0;

  constructor(
    readonly price: PriceTicks,
    /** Sort key on its side: larger is better (price for bids, -price for asks). */
    readonly key: number,
  ) {}

  /** Queues `order` last at this price. */
  append(order: RestingOrder): void {
    const tail = this.tail;
    order.prev = tail;
    order.next = null;
    if (tail === null) this.head = order;
    else tail.next = order;
    this.tail = order;
    this.total += order.qty;
    this.count++;
  }

  /** Takes `order` out of the queue, wherever it is. */
  unlink(order: RestingOrder): void {
    const { prev, next } = order;
    if (prev === null) this.head = next;
    else prev.next = next;
    if (next === null) this.tail = prev;
    else next.prev = prev;
    order.prev = null;
    order.next = null;
    this.total -= order.qty;
    this.count--;
  }
}
