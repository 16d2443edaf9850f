/**
 * The order book of one market: the interface the sequencer programs against, and the factory
 * of the production implementation. A second, deliberately simple implementation
 * (`reference-book`) runs through the same contract suite and is compared event for event in
 * property tests, the way exchange-core checks its fast book against a naive one.
 */
import type { BookCommand, Side, StpMode } from './commands';
import type { BookEvent } from './events';
import { LinkedOrderBook } from './linked-book';
import type { EpochMillis, Lots, OrderId, PriceTicks, UserId } from './units';

/** Settings of one book. */
export interface BookConfig {
  /** Self-trade prevention when a command does not choose; `cancel-maker` if omitted. */
  readonly stp?: StpMode;
}

/** A resting order as the book reports it and as `restore` takes it back. */
export interface OpenOrder {
  readonly orderId: OrderId;
  readonly userId: UserId;
  readonly side: Side;
  readonly price: PriceTicks;
  /** Lots still open (the original size minus what traded). */
  readonly qty: Lots;
  readonly time: EpochMillis;
}

/** One aggregated price level. */
export interface DepthLevel {
  readonly price: PriceTicks;
  /** Total open lots at this price. */
  readonly qty: Lots;
  /** How many orders rest at this price. */
  readonly orders: number;
}

/** The top of the book, best prices first on each side. */
export interface BookDepth {
  readonly bids: readonly DepthLevel[];
  readonly asks: readonly DepthLevel[];
}

/**
 * An order book: price-time priority, pure, synchronous and deterministic. It reads no clock,
 * draws no random numbers and does no I/O; the same commands always give the same events.
 */
export interface OrderBook {
  /** Applies one command and returns its events in a new array that the caller owns. */
  apply(command: BookCommand): BookEvent[];
  /**
   * Applies one command and appends its events to `sink`. The sequencer passes one array for a
   * whole batch, which saves an allocation per command; the events themselves are always new.
   */
  applyInto(command: BookCommand, sink: BookEvent[]): void;
  /** The highest bid, if any. */
  bestBid(): PriceTicks | undefined;
  /** The lowest ask, if any. */
  bestAsk(): PriceTicks | undefined;
  /** Aggregated levels, at most `levels` per side, best first. */
  depth(levels: number): BookDepth;
  /** A resting order by id, or undefined. */
  order(orderId: OrderId): OpenOrder | undefined;
  /** How many orders rest on the book. */
  orderCount(): number;
  /** Every resting order: bids best to worst, then asks best to worst, FIFO within a price. */
  openOrders(): OpenOrder[];
  /**
   * Replaces the book's content with `orders` (the server rebuilds books from the database on
   * start). Orders at the same price queue in the order given. Throws, leaving the book empty,
   * if the orders could not come from a valid book (bad values, duplicate ids, crossed prices):
   * that is corrupt state, not a user's mistake.
   */
  restore(orders: readonly OpenOrder[]): void;
  /**
   * A deterministic hash of the resting orders in priority order (FNV-1a, 64 bits, hex). Two
   * books that rest the same orders in the same queues have the same hash.
   */
  stateHash(): string;
  /** Checks every internal invariant and throws on the first broken one; for tests and audits. */
  validate(): void;
}

/** Creates an empty order book (the production implementation). */
export function createOrderBook(config: BookConfig = {}): OrderBook {
  return new LinkedOrderBook(config.stp ?? 'cancel-maker');
}
