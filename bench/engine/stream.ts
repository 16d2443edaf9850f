/**
 * The benchmark's command stream: seeded, so every engine replays exactly the same commands.
 *
 * About 60% limit orders around a reference price that drifts in a random walk, 30% cancels of
 * random resting orders, 10% market orders. Most limits rest near the reference (exponential
 * distance); the rest are marketable. The share of marketable limits follows how far the book is
 * from its target size, which holds the number of resting orders near the target without
 * changing the 60/30/10 mix. The generator runs the stream through our book once to know which
 * orders rest (cancels must name live orders); the measured runs replay it on fresh books.
 */
import type { BookCommand, Side } from '@aurelix/engine/commands';
import { createOrderBook } from '@aurelix/engine/order-book';
import { cancel, limit, market } from '@aurelix/engine/testing/book-commands';
import { intBetween, mulberry32, type Random } from './prng';

/** What to generate. */
export interface StreamSpec {
  readonly seed: number;
  /** Target number of resting orders. */
  readonly resting: number;
  /** Commands in the measured part. */
  readonly ops: number;
  /** Traders; fewer traders means more self-matches for STP. */
  readonly users: number;
}

/** A generated stream: untimed warm-up that builds the book, then the measured commands. */
export interface Stream {
  readonly warmup: BookCommand[];
  readonly measured: BookCommand[];
  /** Resting orders seen during the measured part. */
  readonly restingRange: { readonly min: number; readonly mean: number; readonly max: number };
  /** Count of each command kind in the measured part. */
  readonly mix: { readonly limit: number; readonly cancel: number; readonly market: number };
}

const START_PRICE = 100_000;
/** Mean distance of a resting limit from the reference price, in ticks. */
const MEAN_DEPTH = 25;
const SETTLE_OPS = 20_000;

/** Live orders with O(1) random pick and removal (swap with the last). */
class RestingSet {
  private readonly ids: number[] = [];
  private readonly owners: number[] = [];
  private readonly index = new Map<number, number>();

  get size(): number {
    return this.ids.length;
  }

  add(id: number, owner: number): void {
    this.index.set(id, this.ids.length);
    this.ids.push(id);
    this.owners.push(owner);
  }

  remove(id: number): void {
    const at = this.index.get(id);
    if (at === undefined) return;
    const lastId = this.ids.pop() as number;
    const lastOwner = this.owners.pop() as number;
    this.index.delete(id);
    if (at < this.ids.length) {
      this.ids[at] = lastId;
      this.owners[at] = lastOwner;
      this.index.set(lastId, at);
    }
  }

  pick(random: Random): [id: number, owner: number] {
    const at = Math.floor(random() * this.ids.length);
    return [this.ids[at] as number, this.owners[at] as number];
  }
}

/** Generates the stream described by `spec`. */
export function generateStream(spec: StreamSpec): Stream {
  const random = mulberry32(spec.seed);
  const book = createOrderBook();
  const resting = new RestingSet();
  let reference = START_PRICE;
  let nextId = 1;

  const emit = (command: BookCommand, into: BookCommand[]): void => {
    into.push(command);
    for (const event of book.apply(command)) {
      if (event.type === 'filled' || event.type === 'cancelled') resting.remove(event.orderId);
    }
    if (command.type === 'limit' && book.order(command.orderId)) resting.add(command.orderId, command.userId);
  };
  const user = () => intBetween(random, 1, spec.users);
  const side = (): Side => (random() < 0.5 ? 'buy' : 'sell');
  // A resting limit: placed behind both the reference and the opposite touch, so it never trades.
  const passive = (id: number): BookCommand => {
    const s = side();
    const distance = 1 + Math.floor(-Math.log(1 - random()) * MEAN_DEPTH);
    const qty = intBetween(random, 1, 20);
    if (s === 'buy') return limit(s, id, user(), Math.min(reference, book.bestAsk() ?? reference) - distance, qty);
    return limit(s, id, user(), Math.max(reference, book.bestBid() ?? reference) + distance, qty);
  };

  const next = (): BookCommand => {
    if (random() < 0.05) reference += random() < 0.5 ? -1 : 1;
    const id = nextId++;
    const roll = random();
    if (roll < 0.6 || (roll < 0.9 && resting.size === 0)) {
      // More marketable limits when the book is above target, fewer below.
      const aggression = Math.min(0.9, Math.max(0.02, 0.25 + (resting.size - spec.resting) / spec.resting));
      if (random() >= aggression) return passive(id);
      const s = side();
      const reach = intBetween(random, 0, 5);
      return limit(s, id, user(), s === 'buy' ? reference + reach : reference - reach, intBetween(random, 1, 20));
    }
    if (roll < 0.9) {
      const [target, owner] = resting.pick(random);
      return cancel(target, owner);
    }
    return market(side(), id, user(), intBetween(random, 1, 30));
  };

  const warmup: BookCommand[] = [];
  while (resting.size < spec.resting) emit(passive(nextId++), warmup);
  for (let i = 0; i < SETTLE_OPS; i++) emit(next(), warmup);

  const measured: BookCommand[] = [];
  const range = { min: Infinity, sum: 0, max: 0 };
  for (let i = 0; i < spec.ops; i++) {
    emit(next(), measured);
    range.min = Math.min(range.min, resting.size);
    range.max = Math.max(range.max, resting.size);
    range.sum += resting.size;
  }
  return {
    warmup,
    measured,
    restingRange: { min: range.min, mean: Math.round(range.sum / spec.ops), max: range.max },
    mix: {
      limit: measured.filter((c) => c.type === 'limit').length,
      cancel: measured.filter((c) => c.type === 'cancel').length,
      market: measured.filter((c) => c.type === 'market').length,
    },
  };
}
