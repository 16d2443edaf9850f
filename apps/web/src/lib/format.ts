import Decimal from 'decimal.js';

type Numeric = string | number | Decimal;

/** SPEC 9: prices show 2 decimals. */
export const PRICE_DECIMALS = 2;

function toDecimal(value: Numeric): Decimal | null {
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/**
 * Languages whose figures are written with another convention than Intl's for the language. Russian
 * reads "4,899.3835" and "50.00%", as in Binance's Russian app: its inputs keep the dot decimal the
 * server takes, and Intl's "4 899,3835" beside "96630.31" in an input mixed two styles on one screen
 * (issue 30 item 14).
 */
const DIGITS_OF: Readonly<Record<string, string>> = { ru: 'en-US' };

/** The locale whose digits a figure uses for the UI language `locale` (BCP 47): 'ru-RU' -> 'en-US'. */
export function numberLocale(locale: string): string {
  return DIGITS_OF[locale.split('-')[0]!.toLowerCase()] ?? locale;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale(locale), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Rounds with decimal.js (never a float) and lets Intl group and localise the digits, so
 * 14873100 reads 14,873,100.00 in en-US and 14.873.100,00 in de-DE.
 */
export function formatFixed(value: Numeric, decimals: number, locale: string): string {
  const d = toDecimal(value);
  if (!d) return '--';
  const fixed = d.toFixed(decimals, Decimal.ROUND_HALF_UP) as `${number}`;
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    fixed,
  );
}

/**
 * Every digit of an exact figure, grouped for the locale and never rounded: a second contract's
 * buy and settle prices are compared digit for digit, and a P2P price or limit is what its
 * merchant typed, so 96466.46 reads 96,466.46 (en-US) or 96.466,46 (de-DE) and 0.00012 stays 0.00012.
 */
export function formatDigits(value: Numeric, locale: string): string {
  const d = toDecimal(value);
  if (!d) return '--';
  return numberFormat(locale, { maximumFractionDigits: 20 }).format(d.toFixed() as `${number}`);
}

/**
 * A price with the spec's 2 decimals. Coins worth less than 1 would read 0.00, so below 1 the pair's
 * own price precision is used instead (decision recorded in the report).
 */
export function formatPrice(value: Numeric, locale: string, pricePrecision = PRICE_DECIMALS): string {
  const d = toDecimal(value);
  if (!d) return '--';
  const decimals = d.abs().lt(1) ? Math.max(PRICE_DECIMALS, pricePrecision) : PRICE_DECIMALS;
  return formatFixed(d, decimals, locale);
}

/** SPEC 9: change % = fraction × 100 with 2 decimals, signed: '0.0123' -> '+1.23%'. */
export function formatChange(fraction: Numeric, locale: string): string {
  const d = toDecimal(fraction);
  if (!d) return '--';
  const rounded = d.times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const pct = rounded.isZero() ? new Decimal(0) : rounded;
  const sign = pct.gt(0) ? '+' : '';
  return `${sign}${formatFixed(pct, 2, locale)}%`;
}

/**
 * A percentage in the figures' convention of the locale: '50.0' -> '50.0%' (en-US, ru-RU),
 * '50,0 %' (de-DE, fr-FR). Every digit when `decimals` is left out, else rounded to `decimals`.
 */
export function formatPercent(value: Numeric, locale: string, decimals?: number): string {
  const text = decimals === undefined ? formatDigits(value, locale) : formatFixed(value, decimals, locale);
  if (text === '--') return text;
  const parts = numberFormat(locale, { style: 'percent' }).formatToParts(0);
  const before = parts.findIndex((p) => p.type === 'integer');
  const prefix = parts.slice(0, before).map((p) => p.value).join('');
  const suffix = parts.slice(before + 1).map((p) => p.value).join('');
  const sign = text.startsWith('-') ? '-' : '';
  return `${sign}${prefix}${sign ? text.slice(1) : text}${suffix}`;
}

/** Direction of a change for colouring: 1 up, -1 down, 0 flat. */
export function changeDirection(fraction: Numeric): -1 | 0 | 1 {
  const d = toDecimal(fraction);
  if (!d || d.isZero()) return 0;
  return d.isNeg() ? -1 : 1;
}

/** Large quantities in short form: 1.23M, 4.56億 (Intl compact notation). */
export function formatCompact(value: Numeric, locale: string): string {
  const d = toDecimal(value);
  if (!d) return '--';
  const fixed = d.toFixed(2) as `${number}`;
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(fixed);
}

/**
 * An amount in the user's pricing currency: '¥14,873,100.00'. Like a price, an amount below 1 keeps
 * `precision` decimals so a SHIB valuation does not read $0.00.
 */
export function formatMoney(
  value: Numeric,
  mark: string,
  locale: string,
  precision = PRICE_DECIMALS,
): string {
  const text = formatPrice(value, locale, precision);
  return text === '--' ? text : `${mark}${text}`;
}

export function formatDateTime(date: Date | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
