import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../lib/decimal';
import { drawLots, settle, thawDue } from './lottery';
// The repository's verification script: the same draw written again, independently of this module.
import { draw as scriptDraw } from '../../../../../scripts/verify-ico-lottery.mjs';

const entries = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 100_000 }), lots: fc.integer({ min: 1, max: 40 }) }), {
  selector: (e) => e.id,
  maxLength: 25,
});

describe('ICO allocation (property)', () => {
  it('never gives more than offered or asked, gives everything when undersubscribed, and consumption + refund = paid', () => {
    fc.assert(
      fc.property(
        entries,
        fc.integer({ min: 1, max: 300 }),
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 8, maxLength: 64 }),
        fc.constantFrom('0.01', '0.5', '1.23456789', '3'),
        fc.constantFrom('1', '10', '0.1', '250'),
        fc.constantFrom('0', '0.35', '0.8', '1'),
        (subs, offered, seed, price, lotSize, ratio) => {
          const sorted = [...subs].sort((a, b) => a.id - b.id);
          const won = drawLots(seed, offered, sorted);
          const asked = sorted.reduce((n, s) => n + s.lots, 0);
          const total = [...won.values()].reduce((n, w) => n + w, 0);
          expect(total).toBe(Math.min(asked, offered));
          for (const s of sorted) {
            const w = won.get(s.id)!;
            expect(w).toBeGreaterThanOrEqual(0);
            expect(w).toBeLessThanOrEqual(s.lots);
            const paid = new Decimal(lotSize).times(price).times(s.lots);
            const r = settle({ lots: s.lots, won: w, paid, price, lotSize, freezeRatio: ratio });
            expect(r.consumption.plus(r.refund).eq(paid)).toBe(true);
            expect(r.refund.gte(0)).toBe(true);
            expect(r.frozen.lte(r.tokens)).toBe(true);
          }
          // The published script draws the same winners.
          expect(scriptDraw(seed, offered, sorted)).toEqual(won);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('thaws by the schedule, all of it at 100%', () => {
    const schedule = [
      { days: 0, percent: 20 },
      { days: 7, percent: 30 },
      { days: 14, percent: 50 },
    ];
    const day = 24 * 3600 * 1000;
    expect(thawDue('100', schedule, 0, -1).toFixed()).toBe('0');
    expect(thawDue('100', schedule, 0, 0).toFixed()).toBe('20');
    expect(thawDue('100', schedule, 0, 7 * day).toFixed()).toBe('50');
    expect(thawDue('0.33333333', schedule, 0, 14 * day).toFixed()).toBe('0.33333333');
  });
});
