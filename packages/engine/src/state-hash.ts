/**
 * FNV-1a, 64 bits, over a stream of safe integers: the book's state hash. Replays and restores
 * are proven equal by comparing hashes, so the hash must depend only on the book's content and
 * must be the same on every machine; FNV is simple, fast and fully specified. The 64-bit state
 * is kept as two 32-bit halves because JavaScript numbers cannot hold it, and bigint would make
 * hashing a 50,000-order book slow.
 */

const TWO_POW_32 = 4294967296;

/** An FNV-1a (64-bit) accumulator. */
export class Fnv64 {
  private hi = 0xcbf29ce4;
  private lo = 0x84222325;

  /** Feeds one octet. */
  addByte(byte: number): void {
    const lo = (this.lo ^ (byte & 0xff)) >>> 0;
    // h * 0x100000001b3 = h * 0x1b3 + (h << 40), modulo 2^64, in two 32-bit halves.
    const loProduct = lo * 0x1b3;
    const carry = Math.floor(loProduct / TWO_POW_32);
    this.hi = (Math.imul(this.hi, 0x1b3) + carry + (lo << 8)) >>> 0;
    this.lo = loProduct >>> 0;
  }

  /** Feeds a non-negative safe integer as 8 little-endian octets. */
  addInteger(value: number): void {
    const low = value >>> 0;
    const high = Math.floor(value / TWO_POW_32) >>> 0;
    for (let shift = 0; shift < 32; shift += 8) this.addByte(low >>> shift);
    for (let shift = 0; shift < 32; shift += 8) this.addByte(high >>> shift);
  }

  /** The hash so far as 16 hex digits. */
  hex(): string {
    return this.hi.toString(16).padStart(8, '0') + this.lo.toString(16).padStart(8, '0');
  }
}

/** Hashes resting orders given in priority order; both book implementations share it. */
export function hashOpenOrders(
  orders: Iterable<{
    side: 'buy' | 'sell';
    price: number;
    orderId: number;
    userId: number;
    qty: number;
    time: number;
  }>,
): string {
  const hash = new Fnv64();
  for (const order of orders) {
    hash.addInteger(order.side === 'buy' ? 1 : 2);
    hash.addInteger(order.price);
    hash.addInteger(order.orderId);
    hash.addInteger(order.userId);
    hash.addInteger(order.qty);
    hash.addInteger(order.time);
  }
  return hash.hex();
}
