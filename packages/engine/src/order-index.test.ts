import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderIndex } from './order-index';
import type { RestingOrder } from './price-level';

const orderWith = (orderId: number) => ({ orderId }) as RestingOrder;

describe('order index', () => {
  it('behaves like a Map under random adds and deletes, through growth and colliding ids', () => {
    // Ids that share their low bits collide in every table size, which exercises the back-shift.
    const id = fc.oneof(
      fc.integer({ min: 1, max: 3_000 }),
      fc.integer({ min: 1, max: 40 }).map((n) => n * 2 ** 32 + 7),
    );
    const step = fc.tuple(fc.boolean(), id);
    fc.assert(
      fc.property(fc.array(step, { maxLength: 3_000, size: 'max' }), (steps) => {
        const index = new OrderIndex();
        const model = new Map<number, RestingOrder>();
        for (const [add, orderId] of steps) {
          if (add && !model.has(orderId)) {
            const order = orderWith(orderId);
            index.add(order);
            model.set(orderId, order);
          } else if (!add) {
            index.delete(orderId);
            model.delete(orderId);
          }
          expect(index.get(orderId)).toBe(model.get(orderId));
        }
        expect(index.size).toBe(model.size);
        for (const [orderId, order] of model) expect(index.get(orderId)).toBe(order);
        for (const [, orderId] of steps) expect(index.has(orderId)).toBe(model.has(orderId));
      }),
      { numRuns: 60 },
    );
    // Generous: a property run, not a timing; a loaded CI machine must not fail it.
  }, 60_000);

  it('keeps runs that wrap past the end of the table findable after a delete', () => {
    const index = new OrderIndex();
    // In the initial 1,024 slots, 1023 sits in the last slot and 1024 in the first.
    for (const orderId of [1023, 1024, 2047]) index.add(orderWith(orderId));
    index.delete(1023);
    expect([index.get(1024)?.orderId, index.get(2047)?.orderId, index.get(1023)]).toEqual([
      1024,
      2047,
      undefined,
    ]);
  });

  it('finds nothing for ids no order can have', () => {
    const index = new OrderIndex();
    index.add(orderWith(1));
    for (const orderId of [0, -1, 1.5, Number.NaN, 2 ** 53]) expect(index.get(orderId)).toBeUndefined();
    index.clear();
    expect([index.size, index.has(1)]).toEqual([0, false]);
  });
});
