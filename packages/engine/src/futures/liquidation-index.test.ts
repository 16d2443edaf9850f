import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LiquidationIndex } from './liquidation-index';
import type { PositionSide } from './position';
import { isolatedLiquidationPrice } from './liquidation-price';
import { isIsolatedLiquidatable } from './margin';
import { BTC, btcMarkPrice, btcPosition, px } from './testing/fixtures';
import { money, price, type Price } from './units';

type Op = { kind: 'set'; id: number; side: PositionSide; at: Price | null } | { kind: 'remove'; id: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      id: fc.integer({ min: 1, max: 40 }),
      side: fc.constantFrom('long' as const, 'short' as const),
      at: fc.option(fc.bigInt({ min: 0n, max: 100n }).map(price), { nil: null, freq: 8 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 40 }) }) },
);

describe('liquidation index', () => {
  it('finds longs at or above the mark and shorts at or below, most at risk first', () => {
    const index = new LiquidationIndex();
    index.set(1, 'long', px('36000'));
    index.set(2, 'long', px('38000'));
    index.set(3, 'short', px('44000'));
    index.set(4, 'short', px('41000'));
    index.set(5, 'long', null);
    expect(index.dueAt(px('39000'))).toEqual({ longs: [], shorts: [] });
    expect(index.dueAt(px('36000'))).toEqual({ longs: [2, 1], shorts: [] });
    expect(index.dueAt(px('45000'))).toEqual({ longs: [], shorts: [4, 3] });
    index.set(2, 'long', px('30000'));
    expect(index.dueAt(px('36000'))).toEqual({ longs: [1], shorts: [] });
    expect(index.remove(1)).toBe(true);
    expect(index.remove(1)).toBe(false);
    expect(index.size).toBe(3);
    expect(index.priceOf(3)).toBe(px('44000'));
    index.validate();
  });

  it('answers every mark as a scan of all positions would (property)', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), fc.array(fc.bigInt({ min: 0n, max: 101n }), { minLength: 1, maxLength: 5 }), (ops, marks) => {
        const index = new LiquidationIndex();
        const model = new Map<number, { side: PositionSide; at: Price }>();
        for (const o of ops) {
          if (o.kind === 'remove') {
            expect(index.remove(o.id)).toBe(model.delete(o.id));
          } else {
            index.set(o.id, o.side, o.at);
            if (o.at === null) model.delete(o.id);
            else model.set(o.id, { side: o.side, at: o.at });
          }
          index.validate();
        }
        for (const m of marks) {
          const mark = price(m);
          const due = index.dueAt(mark);
          const scan = (side: PositionSide): number[] =>
            [...model.entries()]
              .filter(([, e]) => e.side === side && (side === 'long' ? mark <= e.at : mark >= e.at))
              .sort(([ia, a], [ib, b]) => (a.at === b.at ? ib - ia : (side === 'long' ? a.at < b.at : a.at > b.at) ? 1 : -1))
              .map(([id]) => id);
          expect(due).toEqual({ longs: scan('long'), shorts: scan('short') });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('stays sorted and complete across many blocks (thousands of positions, inserts and removals)', () => {
    const entry = fc.record({ side: fc.constantFrom('long' as const, 'short' as const), at: fc.bigInt({ min: 1n, max: 2_000n }).map(price) });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 2_000, maxLength: 3_000 }), fc.array(fc.bigInt({ min: 0n, max: 2_001n }), { minLength: 3, maxLength: 3 }), (entries, marks) => {
        const index = new LiquidationIndex();
        entries.forEach((e, id) => index.set(id, e.side, e.at));
        for (let id = 0; id < entries.length; id += 3) index.remove(id);
        for (let id = 1; id < entries.length; id += 7) index.set(id, 'short', price(1_000n));
        index.validate();
        const model = entries.map((e, id) => (id % 7 === 1 ? { side: 'short' as const, at: price(1_000n) } : id % 3 === 0 ? null : e));
        for (const m of marks) {
          const mark = price(m);
          const due = index.dueAt(mark);
          const count = (side: 'long' | 'short'): number =>
            model.filter((e) => e !== null && e.side === side && (side === 'long' ? mark <= e.at : mark >= e.at)).length;
          expect([due.longs.length, due.shorts.length]).toEqual([count('long'), count('short')]);
          const ats = due.longs.map((id) => index.priceOf(id) as Price);
          expect(ats.every((at, i) => i === 0 || (ats[i - 1] as Price) >= at)).toBe(true);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('with prices from isolatedLiquidationPrice, finds exactly the positions whose margin is short (property)', () => {
    const book = fc.array(fc.record({ position: btcPosition(), margin: fc.bigInt({ min: 1n, max: 10n ** 14n }) }), { maxLength: 40 });
    fc.assert(
      fc.property(book, fc.array(btcMarkPrice(), { minLength: 1, maxLength: 5 }), (positions, marks) => {
        const index = new LiquidationIndex();
        positions.forEach((p, id) => index.set(id, p.position.side, isolatedLiquidationPrice(BTC, p.position, money(p.margin))));
        for (const mark of marks) {
          const due = index.dueAt(mark);
          const found = new Set([...due.longs, ...due.shorts]);
          positions.forEach((p, id) => {
            expect(found.has(id)).toBe(isIsolatedLiquidatable({ contract: BTC, position: p.position, mark }, money(p.margin)));
          });
        }
      }),
    );
  });

  it('over a random mark path, liquidates each position once, as soon as its margin is short and never before', () => {
    const book = fc.array(fc.record({ position: btcPosition(), margin: fc.bigInt({ min: 1n, max: 10n ** 13n }) }), { maxLength: 40 });
    const path = fc.array(btcMarkPrice(), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(book, path, (positions, marks) => {
        const index = new LiquidationIndex();
        positions.forEach((p, id) => index.set(id, p.position.side, isolatedLiquidationPrice(BTC, p.position, money(p.margin))));
        const liquidated = new Set<number>();
        for (const mark of marks) {
          const due = index.dueAt(mark);
          for (const id of [...due.longs, ...due.shorts]) {
            expect(liquidated.has(id)).toBe(false);
            const p = positions[id] as (typeof positions)[number];
            expect(isIsolatedLiquidatable({ contract: BTC, position: p.position, mark }, money(p.margin))).toBe(true);
            liquidated.add(id);
            index.remove(id);
          }
          positions.forEach((p, id) => {
            if (liquidated.has(id)) return;
            expect(isIsolatedLiquidatable({ contract: BTC, position: p.position, mark }, money(p.margin))).toBe(false);
          });
        }
      }),
    );
  });
});
