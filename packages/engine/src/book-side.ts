/**
 * One side (bids or asks) of the production book: its price levels in a sorted array with the
 * best level last, plus a map from price to level. Matching reads and drops the best level at
 * the end of the array in O(1); most new levels open near the touch, so an insert shifts few
 * elements; the map finds an existing level without searching. A binary search alone, tried in
 * place of the map, measured no faster (bench/README.md). A heap would make depth queries sort.
 */
import type { Side } from './commands';
import { PriceLevel, type RestingOrder } from './price-level';
import { isPositiveSafeInteger, type Lots, type PriceTicks } from './units';

/** Finds resting orders by id (the book's index). */
export interface OrderLookup {
  get(orderId: number): RestingOrder | undefined;
}

/** Sorted price levels of one side plus the running total of its open lots. */
export class BookSide {
  /** Levels by ascending key, so the best price is last. */
  readonly levels: PriceLevel[] = [];
  /** Sum of all open lots on this side; the book keeps it below 2^53 so every sum stays exact. */
  totalQty = 0;
  private readonly byPrice = new Map<number, PriceLevel>();
  /** Key of a price: bids rank by price, asks by its negation, so "larger key is better". */
  private readonly sign: 1 | -1;

  constructor(readonly side: Side) {
    this.sign = side === 'buy' ? 1 : -1;
  }

  /** The level with the best price, if any. */
  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  /** The level at `price`, if any order rests there. */
  levelAt(price: PriceTicks): PriceLevel | undefined {
    return this.byPrice.get(price);
  }

  /** Queues `order` last at its price, opening the level if needed. */
  add(order: RestingOrder): void {
    order.level.append(order);
    this.totalQty += order.qty;
  }

  /** The level for a new order at `price`, opened (and placed in order) if it did not exist. */
  openLevel(price: PriceTicks): PriceLevel {
    const existing = this.byPrice.get(price);
    if (existing !== undefined) return existing;
    const level = new PriceLevel(price, this.sign * price);
    this.levels.splice(this.upperBound(level.key), 0, level);
    this.byPrice.set(price, level);
    return level;
  }

  /** Records that `order` traded `qty` lots; the caller removes it when it reaches zero. */
  reduce(order: RestingOrder, qty: Lots): void {
    order.qty = (order.qty - qty) as Lots;
    order.level.total -= qty;
    this.totalQty -= qty;
  }

  /** Takes `order` off the book, closing its level when it was the last one there. */
  remove(order: RestingOrder): void {
    const level = order.level;
    this.totalQty -= order.qty;
    level.unlink(order);
    if (level.count === 0) this.closeLevel(level);
  }

  /** Drops every level. */
  clear(): void {
    this.levels.length = 0;
    this.byPrice.clear();
    this.totalQty = 0;
  }

  /**
   * Checks this side's structure against `orders` (the book's id map) and returns how many
   * orders rest here. Throws on the first broken invariant.
   */
  validate(orders: OrderLookup): number {
    const fail = (message: string): never => {
      throw new Error(`${this.side} side: ${message}`);
    };
    if (this.byPrice.size !== this.levels.length) fail('price map and level list differ');
    let count = 0;
    let total = 0;
    let previousKey = -Infinity;
    for (const level of this.levels) {
      if (level.key <= previousKey) fail(`levels out of order at ${level.price}`);
      if (level.key !== this.sign * level.price) fail(`wrong key at ${level.price}`);
      if (this.byPrice.get(level.price) !== level) fail(`level ${level.price} not in price map`);
      previousKey = level.key;
      count += validateLevel(level, this.side, orders);
      total += level.total;
    }
    if (total !== this.totalQty) fail(`side total ${this.totalQty} is not the sum ${total}`);
    return count;
  }

  private closeLevel(level: PriceLevel): void {
    this.byPrice.delete(level.price);
    const levels = this.levels;
    const last = levels.length - 1;
    // Matching empties the best level far more often than cancels empty a deeper one.
    if (levels[last] === level) {
      levels.pop();
      return;
    }
    levels.splice(this.upperBound(level.key) - 1, 1);
  }

  /** Index of the first level whose key is greater than `key`. */
  private upperBound(key: number): number {
    const levels = this.levels;
    let lo = 0;
    let hi = levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((levels[mid] as PriceLevel).key <= key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Checks one level's queue: links, owners, sums; returns its order count. */
function validateLevel(level: PriceLevel, side: Side, orders: OrderLookup): number {
  const fail = (message: string): never => {
    throw new Error(`${side} level ${level.price}: ${message}`);
  };
  if (level.count === 0 || level.head === null) fail('empty level kept');
  if (level.head?.prev !== null) fail('head has a predecessor');
  let count = 0;
  let total = 0;
  let previous: RestingOrder | null = null;
  for (let order = level.head; order !== null; order = order.next) {
    if (order.prev !== previous) fail(`broken back link at order ${order.orderId}`);
    if (order.level !== level || order.price !== level.price) fail(`order ${order.orderId} misplaced`);
    if (order.side !== side) fail(`order ${order.orderId} on the wrong side`);
    if (!isPositiveSafeInteger(order.qty)) fail(`order ${order.orderId} has qty ${order.qty}`);
    if (orders.get(order.orderId) !== order) fail(`order ${order.orderId} not in the id map`);
    total += order.qty;
    count++;
    previous = order;
  }
  if (level.tail !== previous) fail('tail is not the last order');
  if (count !== level.count) fail(`count ${level.count} but ${count} orders`);
  if (total !== level.total) fail(`total ${level.total} but orders sum to ${total}`);
  return count;
}
