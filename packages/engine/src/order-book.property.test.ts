import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookCommand } from './commands';
import type { BookEvent } from './events';
import { createOrderBook, type OrderBook } from './order-book';
import { createReferenceBook } from './reference-book';
import { OrderLedger } from './testing/order-ledger';
import { commandStream } from './testing/random-commands';

const RUNS = { numRuns: 300 };

/** Applies a stream, returning every command's events. */
function replay(book: OrderBook, commands: readonly BookCommand[]): BookEvent[][] {
  return commands.map((command) => book.apply(command));
}

describe('order book properties over random command streams', () => {
  it('never crosses and keeps its structure valid after every command', () => {
    fc.assert(
      fc.property(commandStream(), (commands) => {
        const book = createOrderBook();
        for (const command of commands) {
          book.apply(command);
          book.validate();
          const [bid, ask] = [book.bestBid(), book.bestAsk()];
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        }
      }),
      RUNS,
    );
  });

  it('conserves every order: placed = traded + cancelled + resting, one terminal event at most', () => {
    fc.assert(
      fc.property(commandStream(), (commands) => {
        const book = createOrderBook();
        const ledger = new OrderLedger();
        for (const command of commands) ledger.observe(command, book.apply(command));
        ledger.checkConservation(book);
      }),
      RUNS,
    );
  });

  it('queues the orders at each price in arrival order', () => {
    fc.assert(
      fc.property(commandStream(), (commands) => {
        const book = createOrderBook();
        const ledger = new OrderLedger();
        for (const command of commands) {
          ledger.observe(command, book.apply(command));
          ledger.checkFifo(book);
        }
      }),
      RUNS,
    );
  });

  it('replays the same stream to the same events and state hash', () => {
    fc.assert(
      fc.property(commandStream(), (commands) => {
        const [first, second] = [createOrderBook(), createOrderBook()];
        expect(replay(second, commands)).toEqual(replay(first, commands));
        expect(second.stateHash()).toBe(first.stateHash());
      }),
      RUNS,
    );
  });

  it('restores from its open orders to the same hash and the same future', () => {
    fc.assert(
      fc.property(commandStream(), commandStream(40), (history, future) => {
        const original = createOrderBook();
        replay(original, history);
        const restored = createOrderBook();
        restored.restore(original.openOrders());
        restored.validate();
        expect(restored.stateHash()).toBe(original.stateHash());
        const offset = (c: BookCommand) => ({ ...c, orderId: c.orderId + 10_000 }) as BookCommand;
        expect(replay(restored, future.map(offset))).toEqual(replay(original, future.map(offset)));
      }),
      RUNS,
    );
  });

  it('emits exactly what the reference book emits, command by command', () => {
    fc.assert(
      fc.property(
        commandStream(),
        fc.constantFrom(undefined, 'cancel-taker', 'cancel-both' as const),
        (commands, stp) => {
          const book = createOrderBook({ stp });
          const reference = createReferenceBook({ stp });
          for (const command of commands) expect(book.apply(command)).toEqual(reference.apply(command));
          expect(book.openOrders()).toEqual(reference.openOrders());
          expect(book.depth(20)).toEqual(reference.depth(20));
          expect(book.stateHash()).toBe(reference.stateHash());
        },
      ),
      RUNS,
    );
  });
});
