import Decimal from 'decimal.js';

/*
 * Amounts as a user types them, checked the same way by the web forms (while typing) and by the
 * services (against the currency's or pair's precision, which lives in the database, so a static
 * zod schema cannot know it). A field shows what was typed; these checks say what is wrong with it.
 */

/** Why a typed amount cannot be used. */
export type AmountProblem = 'required' | 'format' | 'positive' | 'precision';

const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The text a user typed, as the plain decimal it stands for: trimmed, and a decimal comma (typed in
 * many locales) read as a point when there is no point.
 */
export function normalizeAmountText(text: string | undefined | null): string {
  const trimmed = (text ?? '').trim();
  return trimmed.includes('.') ? trimmed : trimmed.replace(',', '.');
}

/** Decimal places that carry value: "1.2300" has 2. */
export function significantDecimals(amount: string): number {
  return new Decimal(amount).decimalPlaces();
}

/** True when `amount` (a plain decimal string) has more decimals than `precision` allows. */
export function exceedsPrecision(amount: string, precision: number): boolean {
  return significantDecimals(amount) > Math.max(0, precision);
}

/**
 * The first problem of a typed amount, or null when it is a positive decimal with at most
 * `precision` decimal places. "-1" is `positive` (a number, but not above zero); "1e30" and "abc"
 * are `format`: only plain decimals are amounts.
 */
export function checkAmountText(text: string | undefined | null, precision: number): AmountProblem | null {
  const plain = normalizeAmountText(text);
  if (plain === '') return 'required';
  const unsigned = plain.startsWith('-') ? plain.slice(1) : plain;
  if (!PLAIN_DECIMAL.test(unsigned)) return 'format';
  if (unsigned !== plain || new Decimal(unsigned).lte(0)) return 'positive';
  return exceedsPrecision(unsigned, precision) ? 'precision' : null;
}

/** The canonical wire form of a checked amount ("007.50" -> "7.5"). */
export function canonicalAmount(text: string): string {
  return new Decimal(normalizeAmountText(text)).toFixed();
}
