import Decimal from 'decimal.js';

/** Money is never a float (ARCHITECTURE 4): decimal.js everywhere in services, with enough digits for numeric(36,18). */
Decimal.set({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 60 });

export { Decimal };

/** '12.500000000000000000' -> '12.5': numeric columns come back padded to 18 places. */
export function normalizeDecimal(value: string | Decimal): string {
  return new Decimal(value).toFixed();
}

/** Number of decimal places of a step such as '0.001' (3) or '10' (0). */
export function decimalsOf(step: string): number {
  return Math.max(0, new Decimal(step).decimalPlaces());
}
