/**
 * The book's map from order id to resting order: an open-addressing hash table with linear
 * probing. It replaced a `Map` because at 50,000 resting orders the id lookups of cancels and
 * new orders dominated the cost (bench/README.md). Ids go to slots by their low bits, so the
 * sequencer's consecutive ids fill neighbouring slots and new orders touch warm cache lines;
 * the ids' keys sit in a typed array, so a probe reads no order object. Deletion shifts later
 * entries back (no tombstones), so lookups never slow down as orders come and go.
 */
import type { RestingOrder } from './price-level';

const MIN_CAPACITY = 1024;
const TWO_POW_32 = 4294967296;

/** A packed array of empty slots (a holey array would slow every read). */
function emptySlots(count: number): (RestingOrder | null)[] {
  const slots: (RestingOrder | null)[] = [];
  for (let i = 0; i < count; i++) slots.push(null);
  return slots;
}

/** Home slot bits of an id: its low 32 bits mixed with the high ones (ids go up to 2^53). */
const hashOf = (id: number): number => (id ^ (id / TWO_POW_32)) >>> 0;

/** Resting orders by id. Ids are positive safe integers; 0 marks an empty slot. */
export class OrderIndex {
  private keys = new Float64Array(MIN_CAPACITY);
  private values: (RestingOrder | null)[] = emptySlots(MIN_CAPACITY);
  private mask = MIN_CAPACITY - 1;
  /** Number of orders held. */
  size = 0;

  /** The order with this id, if any. */
  get(id: number): RestingOrder | undefined {
    const keys = this.keys;
    const mask = this.mask;
    for (let slot = hashOf(id) & mask; ; slot = (slot + 1) & mask) {
      const key = keys[slot];
      if (key === 0) return undefined;
      if (key === id) return this.values[slot] as RestingOrder;
    }
  }

  /** Whether an order with this id is held. */
  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  /** Adds an order whose id is not held yet (the book checks for duplicates first). */
  add(order: RestingOrder): void {
    if (2 * (this.size + 1) > this.keys.length) this.resize(this.keys.length * 2);
    this.place(order);
    this.size++;
  }

  /** Removes the order with this id, if held. */
  delete(id: number): void {
    const keys = this.keys;
    const mask = this.mask;
    let slot = hashOf(id) & mask;
    for (; keys[slot] !== id; slot = (slot + 1) & mask) {
      if (keys[slot] === 0) return;
    }
    this.size--;
    // Shift back every later entry of the run whose home does not lie between the hole and it.
    let hole = slot;
    for (let next = (hole + 1) & mask; keys[next] !== 0; next = (next + 1) & mask) {
      const home = hashOf(keys[next] as number) & mask;
      const staysPut = hole <= next ? hole < home && home <= next : hole < home || home <= next;
      if (staysPut) continue;
      keys[hole] = keys[next] as number;
      this.values[hole] = this.values[next] as RestingOrder;
      hole = next;
    }
    keys[hole] = 0;
    this.values[hole] = null;
  }

  /** Removes every order and gives back the memory of a large table. */
  clear(): void {
    this.keys = new Float64Array(MIN_CAPACITY);
    this.values = emptySlots(MIN_CAPACITY);
    this.mask = MIN_CAPACITY - 1;
    this.size = 0;
  }

  private place(order: RestingOrder): void {
    const keys = this.keys;
    const mask = this.mask;
    let slot = hashOf(order.orderId) & mask;
    while (keys[slot] !== 0) slot = (slot + 1) & mask;
    keys[slot] = order.orderId;
    this.values[slot] = order;
  }

  private resize(capacity: number): void {
    const oldValues = this.values;
    this.keys = new Float64Array(capacity);
    this.values = emptySlots(capacity);
    this.mask = capacity - 1;
    for (const order of oldValues) if (order !== null) this.place(order);
  }
}
