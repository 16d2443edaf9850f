import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../lib/decimal';
import { parseAmount } from './entry';
import { formatUnits, parseUnits, unitsOf } from './units';

/** Decimal texts that stress the edges: zeros, 17 to 20 digits on either side of the point, signs. */
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom('0', '0', '1', '5', '9'), minLength: min, maxLength: max });
const decimalText = fc
  .tuple(fc.constantFrom('', '-'), digits(1, 20), fc.option(digits(1, 22), { nil: undefined }))
  .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? '' : `.${fraction}`}`);
const oddText = fc.oneof(
  decimalText,
  fc.constantFrom('', '-', '.5', '5.', '1e5', '1E-3', '0x10', 'Infinity', 'NaN', ' 1', '1 ', '+1', '--1', '1.2.3', '١٢'),
);

describe('ledger units', () => {
  it('accept exactly the amounts parseAmount accepts, with the same value', () => {
    fc.assert(
      fc.property(oddText, fc.boolean(), (text, signed) => {
        const decimal = parseAmount(text, { signed });
        const units = parseUnits(text, { signed });
        expect(units === null).toBe(decimal === null);
        if (decimal && units !== null) expect(formatUnits(units)).toBe(decimal.toFixed());
      }),
      { numRuns: 5000 },
    );
  });

  it('write any value as decimal.js writes it, and read back what they write', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 36n) + 1n, max: 10n ** 36n - 1n }), (units) => {
        const text = formatUnits(units);
        expect(text).toBe(new Decimal(units.toString()).div('1e18').toFixed());
        expect(unitsOf(text)).toBe(units);
      }),
      { numRuns: 5000 },
    );
  });

  it("read the database's padded numeric(36,18) text", () => {
    expect(unitsOf('12.500000000000000000')).toBe(12_500_000_000_000_000_000n);
    expect(unitsOf('-0.000000000000000001')).toBe(-1n);
    expect(unitsOf('0.000000000000000000')).toBe(0n);
    expect(formatUnits(unitsOf('100.000000000000000000')!)).toBe('100');
    expect(unitsOf('1.0000000000000000001')).toBeNull();
  });
});
