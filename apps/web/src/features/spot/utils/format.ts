import { formatFixed, formatPrice } from '../../../lib/format';
import { toDec } from './decimal';

/** A base quantity at the pair's quantity precision ('0.10000'). */
export function formatQty(value: string | undefined | null, qtyPrecision: number, intl: string): string {
  return value === undefined || value === null || value === '' ? '--' : formatFixed(value, qtyPrecision, intl);
}

/** A price by SPEC 9 (2 decimals; the pair's precision below 1); '--' when unknown or zero. */
export function formatPairPrice(value: string | undefined | null, pricePrecision: number, intl: string): string {
  const d = toDec(value);
  return d && !d.isZero() ? formatPrice(d, intl, pricePrecision) : '--';
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** HH:mm:ss of a trade print. */
export function formatClock(ms: number, intl: string): string {
  let f = timeFormats.get(intl);
  if (!f) {
    f = new Intl.DateTimeFormat(intl, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
    timeFormats.set(intl, f);
  }
  return f.format(ms);
}

/** Date and time of an order, to the second. */
export function formatOrderTime(ms: number, intl: string): string {
  return new Intl.DateTimeFormat(intl, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(ms);
}

/** Keeps what a user types in a number field to digits and one point, at most `decimals` after it. */
export function sanitizeDecimalInput(text: string, decimals: number): string {
  let cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot !== -1) {
    cleaned = cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
    if (decimals <= 0) cleaned = cleaned.slice(0, dot);
    else cleaned = cleaned.slice(0, dot + 1 + decimals);
  }
  if (cleaned.startsWith('.')) cleaned = `0${cleaned}`;
  return cleaned;
}

/**
 * An amount with its own decimals (at most 8) and at least `minDecimals`, the currency's precision:
 * fees such as 0.0965 USDT keep their digits, and no fee reads a bare '0 USDT'.
 */
export function formatExact(value: string, intl: string, minDecimals = 0): string {
  const d = toDec(value);
  if (!d) return '--';
  return formatFixed(d, Math.max(minDecimals, Math.min(8, d.decimalPlaces())), intl);
}
