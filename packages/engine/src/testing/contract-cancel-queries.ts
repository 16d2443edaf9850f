/**
 * Contract: cancels, and the read side of the book (depth, open orders, state hash, restore).
 */
import { describe, expect, it } from 'vitest';
import type { BookEvent } from '../events';
import type { OpenOrder } from '../order-book';
import { buy, cancel, sell } from './book-commands';
import { accepted, cancelled, rejected, trade } from './expected-events';
import type { BookFactory } from './order-book-contract';
import { orderId } from '../units';

const A = 1;
const B = 2;
const C = 3;

/** Contract for cancels. */
export function cancelContract(newBook: BookFactory): void {
  describe('cancel', () => {
    it('removes the order and reports the lots that were still open', () => {
      const book = newBook();
      book.apply(buy(1, A, 100, 5));
      book.apply(sell(2, B, 100, 2));
      expect(book.apply(cancel(1, A))).toEqual([cancelled(1, A, 'buy', 3, 'user')]);
      expect(book.orderCount()).toBe(0);
      expect(book.depth(5)).toEqual({ bids: [], asks: [] });
    });

    it('takes an order out of the middle of a level and keeps the others in order', () => {
      const book = newBook();
      [buy(1, A, 100, 1), buy(2, C, 100, 1), buy(3, A, 100, 1)].forEach((c) => book.apply(c));
      book.apply(cancel(2, C));
      const trades = book.apply(sell(4, B, 100, 2)).filter((e) => e.type === 'trade');
      expect(trades.map((t) => t.makerOrderId)).toEqual([1, 3]);
    });

    it('closes a level below the best when its last order is cancelled', () => {
      const book = newBook();
      [buy(1, A, 100, 1), buy(2, A, 99, 2), buy(3, A, 98, 3), sell(4, B, 103, 1), sell(5, B, 104, 2)].forEach(
        (c) => book.apply(c),
      );
      book.apply(cancel(2, A));
      book.apply(cancel(5, B));
      expect(book.depth(5)).toEqual({
        bids: [
          { price: 100, qty: 1, orders: 1 },
          { price: 98, qty: 3, orders: 1 },
        ],
        asks: [{ price: 103, qty: 1, orders: 1 }],
      });
    });

    it('rejects a second cancel and a cancel of a filled order', () => {
      const book = newBook();
      book.apply(buy(1, A, 100, 1));
      book.apply(buy(2, A, 99, 1));
      book.apply(cancel(1, A));
      book.apply(sell(3, B, 99, 1));
      expect(book.apply(cancel(1, A))).toEqual([rejected(1, A, 'UNKNOWN_ORDER_ID')]);
      expect(book.apply(cancel(2, A))).toEqual([rejected(2, A, 'UNKNOWN_ORDER_ID')]);
    });
  });
}

/** A book state used by the query tests: three bid levels, two ask levels. */
const LADDER = [
  buy(1, A, 100, 2),
  buy(2, C, 100, 3),
  buy(3, A, 99, 1),
  buy(4, C, 98, 4),
  sell(5, B, 102, 1),
  sell(6, B, 101, 6),
];

/** Contract for depth, open orders, state hash and restore. */
export function queryContract(newBook: BookFactory): void {
  describe('queries, state hash and restore', () => {
    it('reports aggregated depth, best first, at most N levels a side', () => {
      const book = newBook();
      LADDER.forEach((c) => book.apply(c));
      expect(book.depth(2)).toEqual({
        bids: [
          { price: 100, qty: 5, orders: 2 },
          { price: 99, qty: 1, orders: 1 },
        ],
        asks: [
          { price: 101, qty: 6, orders: 1 },
          { price: 102, qty: 1, orders: 1 },
        ],
      });
      expect([book.bestBid(), book.bestAsk(), book.orderCount()]).toEqual([100, 101, 6]);
    });

    it('lists open orders bids then asks, best first, FIFO within a price', () => {
      const book = newBook();
      LADDER.forEach((c) => book.apply(c));
      expect(book.openOrders().map((o) => o.orderId)).toEqual([1, 2, 3, 4, 6, 5]);
      expect(book.order(orderId(99))).toBeUndefined();
    });

    it('gives the same hash for the same commands and a different one for any change', () => {
      const [first, second] = [newBook(), newBook()];
      LADDER.forEach((c) => {
        first.apply(c);
        second.apply(c);
      });
      expect(first.stateHash()).toMatch(/^[0-9a-f]{16}$/);
      expect(first.stateHash()).toBe(second.stateHash());
      second.apply(sell(7, B, 100, 1));
      expect(second.stateHash()).not.toBe(first.stateHash());
    });

    it('hashes queue order: the same orders queued differently hash differently', () => {
      const [first, second] = [newBook(), newBook()];
      first.restore([order(1, A, 100, 1), order(2, C, 100, 1)]);
      second.restore([order(2, C, 100, 1), order(1, A, 100, 1)]);
      expect(first.stateHash()).not.toBe(second.stateHash());
    });

    it('restores a book from its open orders with the same hash and priority', () => {
      const book = newBook();
      LADDER.forEach((c) => book.apply(c));
      const copy = newBook();
      copy.apply(buy(50, A, 1, 1));
      copy.restore(book.openOrders());
      expect(copy.stateHash()).toBe(book.stateHash());
      expect(copy.openOrders()).toEqual(book.openOrders());
      const trades = copy.apply(sell(8, B, 100, 4)).filter((e) => e.type === 'trade');
      expect(trades).toEqual([trade(1, 8, A, B, 'sell', 100, 2), trade(2, 8, C, B, 'sell', 100, 2)]);
    });

    it('refuses to restore orders no valid book could hold', () => {
      const book = newBook();
      expect(() => book.restore([order(1, A, 100, 1), order(1, C, 99, 1)])).toThrow(/duplicate/);
      expect(() => book.restore([order(1, A, 100, 0)])).toThrow(/qty/);
      expect(() => book.restore([order(1, A, 100, 1), { ...order(2, C, 99, 1), side: 'sell' }])).toThrow(
        /crossed/,
      );
      expect(book.orderCount()).toBe(0);
      book.restore([]);
    });

    it('apply returns a new array; applyInto appends to the caller’s array', () => {
      const book = newBook();
      const sink: BookEvent[] = [accepted(0, 0, 'buy')];
      book.applyInto(buy(1, A, 100, 1), sink);
      book.applyInto(buy(2, A, 100, 1), sink);
      expect(sink).toEqual([accepted(0, 0, 'buy'), accepted(1, A, 'buy'), accepted(2, A, 'buy')]);
      const events = book.apply(buy(3, A, 100, 1));
      expect(events).not.toBe(book.apply(buy(4, A, 100, 1)));
    });
  });
}

function order(orderId: number, userId: number, price: number, qty: number): OpenOrder {
  return { orderId, userId, side: 'buy', price, qty, time: 1 } as unknown as OpenOrder;
}
