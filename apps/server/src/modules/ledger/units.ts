/**
 * Ledger amounts as exact integers of 10^-18, the unit of numeric(36,18) (ARCHITECTURE 4: bigint
 * fixed point). The ledger only adds, subtracts and compares, which integers do exactly; decimal.js
 * allocated a third of the order flow's garbage doing the same (bench/README.md).
 */
export type Units = bigint;

const DECIMALS = 18;
/** numeric(36,18) holds fewer than 18 digits before the point: |value| < 10^18, in units 10^36. */
const LIMIT: Units = 10n ** 36n;
// Plain decimal notation only, as parseAmount: no exponent, no hex, no 'Infinity'.
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
const ZEROS = /^0*$/;

/**
 * A money string as units, or null when it is malformed, zero, too precise or too large: exactly
 * what parseAmount (entry.ts) accepts, which a property test checks.
 */
export function parseUnits(text: string, opts: { signed: boolean }): Units | null {
  if (typeof text !== 'string' || !DECIMAL_TEXT.test(text)) return null;
  const units = unitsOf(text);
  if (units === null || units === 0n || (!opts.signed && units < 0n)) return null;
  return (units < 0n ? -units : units) < LIMIT ? units : null;
}

/**
 * Units of a plain decimal text such as '12.5', '-3' or the database's '12.500000000000000000';
 * null when it has a non-zero digit beyond the 18th decimal.
 */
export function unitsOf(text: string): Units | null {
  const negative = text.charCodeAt(0) === 45; // '-'
  const start = negative ? 1 : 0;
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text.slice(start) : text.slice(start, dot);
  let fraction = dot < 0 ? '' : text.slice(dot + 1);
  if (fraction.length > DECIMALS) {
    if (!ZEROS.test(fraction.slice(DECIMALS))) return null;
    fraction = fraction.slice(0, DECIMALS);
  }
  const units = BigInt(whole + fraction.padEnd(DECIMALS, '0'));
  return negative ? -units : units;
}

/** Units as the shortest plain decimal text ('12.5', '-3', '0.000000000000000001'), as decimal.js's toFixed() writes them. */
export function formatUnits(units: Units): string {
  const negative = units < 0n;
  let digits = (negative ? -units : units).toString();
  if (digits.length <= DECIMALS) digits = digits.padStart(DECIMALS + 1, '0');
  const whole = digits.slice(0, digits.length - DECIMALS);
  let end = digits.length;
  while (end > whole.length && digits.charCodeAt(end - 1) === 48) end--; // trailing '0'
  const fraction = digits.slice(whole.length, end);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
