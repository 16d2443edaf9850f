import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divCeil, divFloor, floorToDecimals, formatFixed, parseFixed } from './units';

describe('fixed-point units', () => {
  it('parses plain decimals exactly and refuses what does not fit', () => {
    expect(parseFixed('43210.5')).toBe(4_321_050_000_000n);
    expect(parseFixed('-0.00000001')).toBe(-1n);
    expect(parseFixed('0.123456780000')).toBe(12_345_678n);
    expect(parseFixed('0.000000001')).toBeNull();
    for (const bad of ['', '1e5', '.5', '1.', 'abc', '1,5', '--1']) expect(parseFixed(bad)).toBeNull();
    expect(parseFixed('7', 0)).toBe(7n);
  });

  it('formats with every place and round-trips', () => {
    expect(formatFixed(120_000n)).toBe('0.00120000');
    expect(formatFixed(-1n)).toBe('-0.00000001');
    expect(formatFixed(7n, 0)).toBe('7');
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        expect(parseFixed(formatFixed(n))).toBe(n);
      }),
    );
  });

  it('floors to fewer places, toward minus infinity', () => {
    expect(floorToDecimals(123_456_789n, 4)).toBe('1.2345');
    expect(floorToDecimals(-123_456_789n, 4)).toBe('-1.2346');
  });

  it('divides with floor and ceiling for every sign', () => {
    const nonZero = fc.bigInt({ min: 1n, max: 10n ** 20n });
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), nonZero, (a, b) => {
        const f = divFloor(a, b);
        const c = divCeil(a, b);
        expect(f * b <= a && a < (f + 1n) * b).toBe(true);
        expect((c - 1n) * b < a && a <= c * b).toBe(true);
      }),
    );
  });
});
