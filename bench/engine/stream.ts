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

/** Draws commands one by one, tracking the book they build. */
class StreamWriter {
  private readonly random: Random;
  private readonly book = createOrderBook();
  readonly resting = new RestingSet();
  private reference = START_PRICE;
  private nextId = 1;

  constructor(private readonly spec: StreamSpec) {
    this.random = mulberry32(spec.seed);
  }

  /** Appends `command` to `into` and applies it, to know which orders rest. */
  emit(command: BookCommand, into: BookCommand[]): void {
    into.push(command);
    for (const event of this.book.apply(command)) {
      if (event.type === 'filled' || event.type === 'cancelled') this.resting.remove(event.orderId);
    }
    if (command.type === 'limit' && this.book.order(command.orderId)) {
      this.resting.add(command.orderId, command.userId);
    }
  }

  /** A limit behind both the reference and the opposite touch, so it never trades. */
  passive(id = this.nextId++): BookCommand {
    const side = this.side();
    const distance = 1 + Math.floor(-Math.log(1 - this.random()) * MEAN_DEPTH);
    const qty = intBetween(this.random, 1, 20);
    const { book, reference } = this;
    if (side === 'buy')
      return limit(side, id, this.user(), Math.min(reference, book.bestAsk() ?? reference) - distance, qty);
    return limit(side, id, this.user(), Math.max(reference, book.bestBid() ?? reference) + distance, qty);
  }

  /** The next command of the 60 / 30 / 10 mix, after a step of the reference's random walk. */
  next(): BookCommand {
    if (this.random() < 0.05) this.reference += this.random() < 0.5 ? -1 : 1;
    const id = this.nextId++;
    const roll = this.random();
    if (roll < 0.6 || (roll < 0.9 && this.resting.size === 0)) return this.limitOrder(id);
    if (roll < 0.9) {
      const [target, owner] = this.resting.pick(this.random);
      return cancel(target, owner);
    }
    return market(this.side(), id, this.user(), intBetween(this.random, 1, 30));
  }

  /** Passive or marketable: more marketable when the book is above its target size. */
  private limitOrder(id: number): BookCommand {
    const { resting: target } = this.spec;
    const aggression = Math.min(0.9, Math.max(0.02, 0.25 + (this.resting.size - target) / target));
    if (this.random() >= aggression) return this.passive(id);
    const side = this.side();
    const reach = intBetween(this.random, 0, 5);
    const price = side === 'buy' ? this.reference + reach : this.reference - reach;
    return limit(side, id, this.user(), price, intBetween(this.random, 1, 20));
  }

  private user(): number {
    return intBetween(this.random, 1, this.spec.users);
  }

  private side(): Side {
    return this.random() < 0.5 ? 'buy' : 'sell';
  }
}

/** Generates the stream described by `spec`. */
export function generateStream(spec: StreamSpec): Stream {
  const writer = new StreamWriter(spec);
  const warmup: BookCommand[] = [];
  while (writer.resting.size < spec.resting) writer.emit(writer.passive(), warmup);
  for (let i = 0; i < SETTLE_OPS; i++) writer.emit(writer.next(), warmup);

  const measured: BookCommand[] = [];
  const range = { min: Infinity, sum: 0, max: 0 };
  for (let i = 0; i < spec.ops; i++) {
    writer.emit(writer.next(), measured);
    const size = writer.resting.size;
    range.min = Math.min(range.min, size);
    range.max = Math.max(range.max, size);
    range.sum += size;
  }
  const count = (type: BookCommand['type']) => measured.filter((c) => c.type === type).length;
  return {
    warmup,
    measured,
    restingRange: { min: range.min, mean: Math.round(range.sum / spec.ops), max: range.max },
    mix: { limit: count('limit'), cancel: count('cancel'), market: count('market') },
  };
}
