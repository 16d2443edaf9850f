import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorDiv, isPositiveSafeInteger, lots, quoteOf, ticks } from './units';

describe('integer money helpers', () => {
  it('accepts only integers in [1, 2^53 - 1] as prices, sizes and ids', () => {
    expect([1, Number.MAX_SAFE_INTEGER].every(isPositiveSafeInteger)).toBe(true);
    expect([0, -1, 1.5, Number.NaN, Infinity, 2 ** 53, '1', 1n].some(isPositiveSafeInteger)).toBe(false);
  });

  it('prices lots exactly beyond 2^53', () => {
    expect(quoteOf(ticks(3_000_000_007), lots(4_000_000_000))).toBe(12_000_000_028_000_000_000n);
  });

  it('divides exactly for every pair of safe integers', () => {
    const safe = fc.maxSafeNat();
    fc.assert(
      fc.property(
        safe,
        safe.filter((b) => b > 0),
        (a, b) => {
          expect(BigInt(floorDiv(a, b))).toBe(BigInt(a) / BigInt(b));
        },
      ),
      { numRuns: 2_000 },
    );
    expect(floorDiv(Number.MAX_SAFE_INTEGER, 3)).toBe(3_002_399_751_580_330);
    expect(floorDiv(2 ** 52 + 1, 2 ** 52 + 1)).toBe(1);
  });
});
