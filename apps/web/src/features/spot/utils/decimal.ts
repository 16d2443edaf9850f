import Decimal from 'decimal.js';

/** A decimal from user input or the wire; null when empty or not a finite number. */
export function toDec(value: string | number | undefined | null): Decimal | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return null;
  try {
    const d = new Decimal(text);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** Number of decimals of a step such as "0.001" (3) or "10" (0). */
export function decimalsOf(step: string): number {
  const d = toDec(step);
  return d ? Math.max(0, d.decimalPlaces()) : 0;
}

/** Rounds down to a whole multiple of `step` (quantities the user can afford). */
export function floorToStep(value: Decimal, step: string): Decimal {
  const s = new Decimal(step);
  return value.div(s).floor().times(s).toDecimalPlaces(decimalsOf(step), Decimal.ROUND_DOWN);
}

/** Rounds up to a whole multiple of `step`. */
export function ceilToStep(value: Decimal, step: string): Decimal {
  const s = new Decimal(step);
  return value.div(s).ceil().times(s).toDecimalPlaces(decimalsOf(step), Decimal.ROUND_UP);
}

/** True when `value` is a whole multiple of `step`. */
export function isMultipleOf(value: Decimal, step: string): boolean {
  return value.mod(new Decimal(step)).isZero();
}
