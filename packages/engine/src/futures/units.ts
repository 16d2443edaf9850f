/**
 * Units of the futures maths. Why bigint fixed-point rather than a decimal library: the engine
 * has no dependencies and must be exact and deterministic; every futures quantity is a product
 * or quotient of prices, sizes and rates, and products pass 2^53 quickly (50,000 USDT at 1e-8 is
 * already 5e12), so amounts, prices and rates are bigints at a fixed scale of 8 decimals (the
 * ledger charges fees to 8 decimals too, apps/server spot FEE_DECIMALS). Sizes stay in the
 * engine's `Lots` (safe integers), as in the order book. Decimal strings exist only at the
 * boundary: `parseFixed` and `formatFixed` convert, exactly, without floats.
 *
 * Rounding is always explicit (`divFloor` / `divCeil`), and goes against the user: freezes,
 * fees and maintenance round up, payouts and profits round down (ARCHITECTURE 4).
 */
import type { Brand } from '../units';

/** Decimal places of every fixed-point futures value (money, prices and rates). */
export const FIXED_DECIMALS = 8;
/** 10^8: one whole unit (1 USDT, a price of 1 USDT, a rate of 100%) at the fixed scale. */
export const ONE = 100_000_000n;

/** An amount of the settlement currency (USDT) in units of 1e-8; signed where PnL can be negative. */
export type Money = Brand<bigint, 'Money'>;
/** A price in 1e-8 USDT per base unit. Order prices are whole ticks; mark and liquidation prices need not be. */
export type Price = Brand<bigint, 'Price'>;
/** A dimensionless rate in units of 1e-8 (0.02% = 20_000n, 100% = ONE); signed for funding. */
export type Rate = Brand<bigint, 'Rate'>;
/** A leverage multiple: a whole number from 1 to the bracket's maximum. */
export type Leverage = Brand<number, 'Leverage'>;

/** Tags a bigint as money (1e-8 USDT). */
export const money = (n: bigint): Money => n as Money;
/** Tags a bigint as a price (1e-8 USDT per base unit). */
export const price = (n: bigint): Price => n as Price;
/** Tags a bigint as a rate (1e-8). */
export const rate = (n: bigint): Rate => n as Rate;
/** Tags a number as a leverage; `isLeverage` checks it. */
export const leverage = (n: number): Leverage => n as Leverage;

/** True for a whole leverage of at least 1 (the bracket says the maximum). */
export function isLeverage(value: unknown): value is Leverage {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

/** `floor(a / b)` for any sign of `a` and `b > 0` (bigint `/` truncates toward zero). */
export function divFloor(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/** `ceil(a / b)` for any sign of `a` and `b > 0`. */
export function divCeil(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a > 0n ? q + 1n : q;
}

/** `value` limited to [low, high]. */
export function clampBig<T extends bigint>(value: T, low: T, high: T): T {
  if (value < low) return low;
  return value > high ? high : value;
}

/** The smaller of two bigints of the same unit. */
export const minBig = <T extends bigint>(a: T, b: T): T => (a < b ? a : b);
/** The larger of two bigints of the same unit. */
export const maxBig = <T extends bigint>(a: T, b: T): T => (a > b ? a : b);

const FIXED_TEXT = /^(-?)(\d{1,30})(?:\.(\d+))?$/;

/**
 * A plain decimal string ("43210.5", "-0.0001") as a bigint at `decimals` places, or null when it
 * is not a plain decimal or has more significant decimals than the scale holds (never rounded
 * silently: a wire value that does not fit is an input error).
 */
export function parseFixed(text: string, decimals = FIXED_DECIMALS): bigint | null {
  const match = FIXED_TEXT.exec(text.trim());
  if (match === null) return null;
  const [, sign, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return null;
  const units = BigInt(`${whole}${significant.padEnd(decimals, '0')}`);
  return sign === '-' ? -units : units;
}

/** A fixed-point bigint as a plain decimal string with exactly `decimals` places ("0.00120000"). */
export function formatFixed(value: bigint, decimals = FIXED_DECIMALS): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const text = decimals === 0 ? whole : `${whole}.${fraction}`;
  return negative ? `-${text}` : text;
}

/** A fixed-point value floored to fewer places, as text: `floorToDecimals(123456789n, 4)` is "1.2345". */
export function floorToDecimals(value: bigint, places: number, decimals = FIXED_DECIMALS): string {
  const step = 10n ** BigInt(decimals - places);
  return formatFixed(divFloor(value, step), places);
}
