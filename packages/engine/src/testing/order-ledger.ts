/**
 * Follows a book's events per order, for the conservation and FIFO properties: every accepted
 * order's lots must end up traded, cancelled or still resting, with at most one terminal event.
 */
import type { BookCommand } from '../commands';
import type { BookEvent } from '../events';
import type { OrderBook } from '../order-book';
import { orderId } from '../units';

/** What the events say happened to one accepted order. */
interface OrderRecord {
  /** Lots placed; undefined for a market buy by quote. */
  readonly placed: number | undefined;
  readonly budget: bigint | undefined;
  /** Arrival rank among accepted orders, for the FIFO check. */
  readonly arrival: number;
  traded: number;
  spent: bigint;
  cancelled: number;
  terminals: number;
}

/** Accumulates per-order records from commands and their events. */
export class OrderLedger {
  private readonly records = new Map<number, OrderRecord>();
  private arrivals = 0;

  /** Records the events of one command; throws when an order breaks conservation. */
  observe(command: BookCommand, events: readonly BookEvent[]): void {
    for (const event of events) {
      if (event.type === 'accepted') this.open(command);
      else if (event.type === 'trade') {
        for (const id of [event.makerOrderId, event.takerOrderId]) {
          const record = this.get(id);
          record.traded += event.qty;
          record.spent += BigInt(event.price) * BigInt(event.qty);
        }
      } else if (event.type === 'cancelled') {
        const record = this.get(event.orderId);
        record.cancelled += event.qty;
        record.terminals++;
      } else if (event.type === 'filled') this.get(event.orderId).terminals++;
    }
  }

  /** Checks every order against what rests on `book` now. */
  checkConservation(book: OrderBook): void {
    for (const [id, record] of this.records) this.checkOrder(id, record, book.order(orderId(id))?.qty ?? 0);
  }

  /** Checks that orders at each price rest in the order they arrived. */
  checkFifo(book: OrderBook): void {
    const open = book.openOrders();
    for (let i = 1; i < open.length; i++) {
      const [previous, current] = [open[i - 1], open[i]];
      if (!previous || !current || previous.side !== current.side || previous.price !== current.price)
        continue;
      const [a, b] = [this.get(previous.orderId).arrival, this.get(current.orderId).arrival];
      if (a >= b)
        throw new Error(`order ${current.orderId} queued ahead of earlier order ${previous.orderId}`);
    }
  }

  private open(command: BookCommand): void {
    if (command.type === 'cancel') throw new Error('a cancel was accepted as an order');
    const earlier = this.records.get(command.orderId);
    // An id may come back once its order is done; the earlier order must be settled by then.
    if (earlier !== undefined) this.checkOrder(command.orderId, earlier, 0);
    this.records.set(command.orderId, {
      placed: command.type === 'market-buy-quote' ? undefined : command.qty,
      budget: command.type === 'market-buy-quote' ? BigInt(command.quote) : undefined,
      arrival: this.arrivals++,
      traded: 0,
      spent: 0n,
      cancelled: 0,
      terminals: 0,
    });
  }

  private checkOrder(id: number, record: OrderRecord, resting: number): void {
    const fail = (why: string) => {
      throw new Error(
        `order ${id}: ${why} (${JSON.stringify({ ...record, spent: String(record.spent), budget: String(record.budget) })}, resting ${resting})`,
      );
    };
    if (record.terminals > 1) fail('more than one terminal event');
    if (resting > 0 && record.terminals > 0) fail('resting after a terminal event');
    if (resting === 0 && record.terminals === 0) fail('left the book without a terminal event');
    if (record.budget !== undefined) {
      if (record.spent > record.budget) fail('spent more than its budget');
    } else if (record.placed !== record.traded + record.cancelled + resting) {
      fail('placed lots are not traded + cancelled + resting');
    }
  }

  private get(id: number): OrderRecord {
    const record = this.records.get(id);
    if (record === undefined) throw new Error(`event for order ${id}, which was never accepted`);
    return record;
  }
}
