import { formatFixed } from '@aurelix/engine/futures/units';

/*
 * Decimal text of the futures module: numeric(36,18) columns and the maths' 1e-8 fixed point, as
 * the wire and the order schema want them.
 */

/** At most 8 decimals (the maths' scale), trailing zeros dropped: "0.100000000000000000" is "0.1". */
export function trim8(text: string): string {
  const [whole, frac = ''] = text.split('.');
  const cut = frac.slice(0, 8).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole!;
}

/** A decimal text with exactly `places` decimals, cut (prices and sizes sit on their grid). */
export function cutTo(text: string, places: number): string {
  const [whole, frac = ''] = text.split('.');
  return places > 0 ? `${whole}.${frac.padEnd(places, '0').slice(0, places)}` : whole!;
}

/** A 1e-8 fixed-point value with exactly `places` decimals. */
export const fixedText = (value: bigint, places: number): string => cutTo(formatFixed(value), places);
