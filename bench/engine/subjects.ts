/**
 * The engines under test, each replaying the same generated stream on a fresh book that has
 * taken the untimed warm-up first.
 */
import type { BookCommand } from '@aurelix/engine/commands';
import type { BookEvent } from '@aurelix/engine/events';
import { createOrderBook } from '@aurelix/engine/order-book';
import {
  applyBaseline,
  type BaselineOp,
  baselineOrderCount,
  createBaselineBook,
  toBaselineOps,
} from './baseline';
import type { Subject } from './measure';
import type { Stream } from './stream';

/** Events a batch may gather before the sink is emptied, as a sequencer flushes per batch. */
const BATCH_EVENTS = 1024;

/** Our book through `applyInto`, one sink per batch of commands (the sequencer's way). */
export function engineSubject(stream: Stream): Subject {
  return {
    name: 'engine, applyInto (batched sink)',
    ops: stream.measured.length,
    prepare() {
      const book = createOrderBook();
      for (const command of stream.warmup) book.apply(command);
      const sink: BookEvent[] = [];
      const measured = stream.measured;
      return {
        step(i) {
          if (sink.length > BATCH_EVENTS) sink.length = 0;
          book.applyInto(measured[i] as BookCommand, sink);
        },
        restingCount: () => book.orderCount(),
      };
    },
  };
}

/** Our book through `apply`: a new event array for every command. */
export function engineApplySubject(stream: Stream): Subject {
  return {
    name: 'engine, apply (array per command)',
    ops: stream.measured.length,
    prepare() {
      const book = createOrderBook();
      for (const command of stream.warmup) book.apply(command);
      const measured = stream.measured;
      return {
        step(i) {
          book.apply(measured[i] as BookCommand);
        },
        restingCount: () => book.orderCount(),
      };
    },
  };
}

/** nodejs-order-book on the first `ops` measured commands (it is too slow for all of them). */
export function baselineSubject(stream: Stream, ops: number): Subject {
  const warmup = toBaselineOps(stream.warmup);
  const measured = toBaselineOps(stream.measured.slice(0, ops));
  return {
    name: 'baseline: nodejs-order-book',
    ops,
    prepare() {
      const book = createBaselineBook();
      for (const op of warmup) applyBaseline(book, op);
      return {
        step(i) {
          applyBaseline(book, measured[i] as BaselineOp);
        },
        restingCount: () => baselineOrderCount(book),
      };
    },
  };
}

/** Our book's resting count after the warm-up and the first `ops` measured commands. */
export function engineRestingAfter(stream: Stream, ops: number): number {
  const book = createOrderBook();
  for (const command of stream.warmup) book.apply(command);
  for (const command of stream.measured.slice(0, ops)) book.apply(command);
  return book.orderCount();
}
