import Decimal from 'decimal.js';
import { formatDigits, numberLocale } from '../../../lib/format';

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(intl: string, decimals: number, min: number): Intl.NumberFormat {
  const key = `${intl}|${decimals}|${min}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale(intl), { minimumFractionDigits: min, maximumFractionDigits: decimals });
    formatters.set(key, f);
  }
  return f;
}

function parse(value: string | Decimal): Decimal | null {
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/**
 * A balance at the currency's precision, rounded down: the screen never shows more than the user
 * holds. Intl groups the digits for the locale (the string keeps every digit, no float involved).
 */
export function formatQty(value: string | Decimal, decimals: number, intl: string): string {
  const d = parse(value);
  if (!d) return '--';
  const places = Math.max(0, Math.min(18, decimals));
  const fixed = d.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places) as `${number}`;
  return numberFormat(intl, places, places).format(fixed);
}

/** Every digit of a journal amount (logs show exact movements), grouped; `signed` adds '+'. */
export function formatExact(value: string, intl: string, signed = false): string {
  const d = parse(value);
  if (!d) return '--';
  const text = formatDigits(d, intl);
  return signed && d.gt(0) ? `+${text}` : text;
}

/** A valuation in the pricing currency: 2 decimals, or up to 8 below 1 so dust does not read 0.00. */
export function formatValuation(value: string, mark: string, intl: string): string {
  const d = parse(value);
  if (!d) return '--';
  const decimals = d.abs().lt(1) && !d.isZero() ? 8 : 2;
  const text = numberFormat(intl, decimals, 2).format(d.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed() as `${number}`);
  return `${mark}${text}`;
}

/**
 * A profit or loss in the pricing currency, read like the change % beside it: the sign before the
 * mark and 2 decimals, rounded half up ('+$1.20', '-$0.35', '$0.00'), never '$-0.34699776'.
 */
export function formatSignedValuation(value: string, mark: string, intl: string): string {
  const d = parse(value);
  if (!d) return '--';
  const rounded = d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const text = numberFormat(intl, 2, 2).format(rounded.abs().toFixed(2) as `${number}`);
  const sign = rounded.gt(0) ? '+' : rounded.lt(0) ? '-' : '';
  return `${sign}${mark}${text}`;
}
