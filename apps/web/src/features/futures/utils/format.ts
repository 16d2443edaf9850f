import Decimal from 'decimal.js';
import { formatFixed } from '../../../lib/format';
import { toDec } from '../../spot/utils/decimal';

/** HH:MM:SS until `target` (ms), 00:00:00 once passed. */
export function countdownText(target: number, now: number): string {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  const h = Math.floor(left / 3600);
  const m = Math.floor((left % 3600) / 60);
  const s = left % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** SPEC 9: the contract index floored to 4 decimals, without a float. */
export function formatIndex(value: string | undefined | null, intl: string): string {
  const d = toDec(value);
  return d ? formatFixed(d.toDecimalPlaces(4, Decimal.ROUND_FLOOR), 4, intl) : '--';
}

/** A rate (fraction) as a signed percent with 4 decimals: funding rates are small ('0.0001' -> '+0.0100%'). */
export function formatRate(fraction: string | undefined | null, intl: string, decimals = 4): string {
  const d = toDec(fraction);
  if (!d) return '--';
  const pct = d.times(100).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  return `${pct.gt(0) ? '+' : ''}${formatFixed(pct, decimals, intl)}%`;
}

/** USDT with at least 2 and at most 4 decimals (margins, fees, PnL). */
export function formatUsdt(value: string | Decimal | undefined | null, intl: string, signed = false): string {
  const d = value instanceof Decimal ? value : toDec(value);
  if (!d) return '--';
  const decimals = Math.min(4, Math.max(2, d.decimalPlaces()));
  const text = formatFixed(d, decimals, intl);
  return signed && d.gt(0) ? `+${text}` : text;
}

/**
 * A wallet figure in USDT with 2 decimals, as the other wallet screens show balances: rounded
 * toward zero, so the screen never shows more than is held.
 */
export function formatWalletUsdt(value: string | undefined | null, intl: string, signed = false): string {
  const d = toDec(value);
  if (!d) return '--';
  const text = formatFixed(d.toDecimalPlaces(2, Decimal.ROUND_DOWN), 2, intl);
  return signed && d.gt(0) ? `+${text}` : text;
}

/** -1, 0 or 1 for colouring a PnL or ROE. */
export function signOf(value: string | undefined | null): -1 | 0 | 1 {
  const d = toDec(value);
  if (!d || d.isZero()) return 0;
  return d.isNeg() ? -1 : 1;
}
