import { describe, expect, it } from 'vitest';
import { Fnv64, hashOpenOrders } from './state-hash';

const hashOf = (text: string) => {
  const hash = new Fnv64();
  for (const byte of new TextEncoder().encode(text)) hash.addByte(byte);
  return hash.hex();
};

describe('state hash', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(hashOf('')).toBe('cbf29ce484222325');
    expect(hashOf('a')).toBe('af63dc4c8601ec8c');
    expect(hashOf('foobar')).toBe('85944171f73967e8');
  });

  it('depends on every field of every order, including values past 2^32', () => {
    const order = { side: 'buy' as const, price: 100, orderId: 1, userId: 7, qty: 5, time: 2 ** 40 };
    const base = hashOpenOrders([order]);
    for (const change of [
      { side: 'sell' as const },
      { price: 101 },
      { orderId: 2 },
      { userId: 8 },
      { qty: 6 },
      { time: 2 ** 41 },
    ]) {
      expect(hashOpenOrders([{ ...order, ...change }])).not.toBe(base);
    }
    expect(hashOpenOrders([order])).toBe(base);
  });
});
