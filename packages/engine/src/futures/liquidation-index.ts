/**
 * Positions of one contract indexed by liquidation price, per side, so that a new mark price finds
 * the positions to liquidate in O(log n + k) without scanning the others (issue 16: "checked on
 * every mark-price change without scanning every position"). A long is liquidated at marks at or
 * below its price, a short at or above: both sides keep their entries sorted by a risk key
 * (the price for longs, its negation for shorts) with the most at risk last, so a query walks from
 * the end and stops at the first safe entry. A sorted array, as the book's sides use: lookups are
 * binary searches and an insert or removal shifts one contiguous block, which at the scale of one
 * contract's positions costs less than a tree's pointer chasing (bench to confirm, issue 16 bench).
 */
import type { PositionSide } from './position';
import type { Price } from './units';

/** One side's entries, sorted by (key, id) ascending. */
class SortedEntries {
  readonly keys: bigint[] = [];
  readonly ids: number[] = [];

  /** Index of the first entry not before (key, id). */
  lowerBound(key: bigint, id: number): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const k = this.keys[mid] as bigint;
      if (k < key || (k === key && (this.ids[mid] as number) < id)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  insert(key: bigint, id: number): void {
    const at = this.lowerBound(key, id);
    this.keys.splice(at, 0, key);
    this.ids.splice(at, 0, id);
  }

  remove(key: bigint, id: number): void {
    const at = this.lowerBound(key, id);
    if (this.ids[at] !== id || this.keys[at] !== key) throw new Error(`liquidation index lost position ${id}`);
    this.keys.splice(at, 1);
    this.ids.splice(at, 1);
  }

  /** Ids whose key is at least `threshold`, from the largest key down. */
  atOrAbove(threshold: bigint): number[] {
    const out: number[] = [];
    for (let i = this.keys.length - 1; i >= 0 && (this.keys[i] as bigint) >= threshold; i--) out.push(this.ids[i] as number);
    return out;
  }
}

/** Position ids due for liquidation at a mark, most at risk first on each side. */
export interface DueForLiquidation {
  readonly longs: readonly number[];
  readonly shorts: readonly number[];
}

/** The liquidation prices of one contract's positions, by position id. */
export class LiquidationIndex {
  private readonly sides = { long: new SortedEntries(), short: new SortedEntries() };
  private readonly entries = new Map<number, { side: PositionSide; key: bigint }>();

  /** Number of positions indexed. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Sets a position's liquidation price (after it opens, changes size or margin, or the cross
   * account's balance moves). Null takes it out: a long no positive price can liquidate.
   */
  set(id: number, side: PositionSide, liquidationPrice: Price | null): void {
    this.remove(id);
    if (liquidationPrice === null) return;
    const key = side === 'long' ? liquidationPrice : -liquidationPrice;
    this.sides[side].insert(key, id);
    this.entries.set(id, { side, key });
  }

  /** Takes a position out (closed or liquidated); false when it was not indexed. */
  remove(id: number): boolean {
    const entry = this.entries.get(id);
    if (entry === undefined) return false;
    this.sides[entry.side].remove(entry.key, id);
    this.entries.delete(id);
    return true;
  }

  /** The liquidation price a position is indexed at, if any. */
  priceOf(id: number): Price | undefined {
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    return (entry.side === 'long' ? entry.key : -entry.key) as Price;
  }

  /** Positions to liquidate at `mark`: longs priced at or above it, shorts at or below it. */
  dueAt(mark: Price): DueForLiquidation {
    return { longs: this.sides.long.atOrAbove(mark), shorts: this.sides.short.atOrAbove(-mark) };
  }

  /** Checks the structure (tests call it after every step): sorted, and in step with the id map. */
  validate(): void {
    let count = 0;
    for (const side of ['long', 'short'] as const) {
      const { keys, ids } = this.sides[side];
      for (let i = 0; i < keys.length; i++) {
        const entry = this.entries.get(ids[i] as number);
        if (entry?.side !== side || entry.key !== keys[i]) throw new Error(`entry ${ids[i]} out of step`);
        const prev = i === 0 ? undefined : (keys[i - 1] as bigint);
        if (prev !== undefined && (prev > entry.key || (prev === entry.key && (ids[i - 1] as number) >= (ids[i] as number)))) {
          throw new Error(`${side} entries out of order at ${i}`);
        }
      }
      count += keys.length;
    }
    if (count !== this.entries.size) throw new Error('liquidation index holds stray entries');
  }
}
