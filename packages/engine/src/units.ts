/**
 * Units of the matching engine. Money never enters the engine as a float: a market says how
 * many quote units make a price tick and how many base units make a lot, and the book works in
 * whole ticks and lots held in safe JavaScript integers. Branded types keep the units apart at
 * compile time (a `Lots` cannot be passed where a `PriceTicks` is expected) and cost nothing at
 * run time.
 */

declare const unit: unique symbol;

/** A number tagged with the unit it counts; the tag exists only for the type checker. */
export type Brand<T, Name extends string> = T & { readonly [unit]: Name };

/** A price in whole ticks of the market (`price / tickSize`). */
export type PriceTicks = Brand<number, 'PriceTicks'>;

/** A quantity in whole lots of the base currency (`qty / stepSize`). */
export type Lots = Brand<number, 'Lots'>;

/** A quote amount in tick·lot units: what `qty` lots cost at `price` ticks is `price × qty`. */
export type QuoteUnits = Brand<number, 'QuoteUnits'>;

/** An order id assigned by the sequencer before the command reaches the book. */
export type OrderId = Brand<number, 'OrderId'>;

/** The id of the user who owns an order; self-trade prevention compares these. */
export type UserId = Brand<number, 'UserId'>;

/** Milliseconds since the epoch, stamped on the command by the sequencer (the book has no clock). */
export type EpochMillis = Brand<number, 'EpochMillis'>;

/** Tags a number as price ticks. Unchecked: the book rejects values that are not positive integers. */
export const ticks = (n: number): PriceTicks => n as PriceTicks;

/** Tags a number as lots. Unchecked: the book rejects values that are not positive integers. */
export const lots = (n: number): Lots => n as Lots;

/** Tags a number as quote units. Unchecked: the book rejects values that are not positive integers. */
export const quoteUnits = (n: number): QuoteUnits => n as QuoteUnits;

/** Tags a number as an order id. Unchecked: the book rejects ids that are not positive integers. */
export const orderId = (n: number): OrderId => n as OrderId;

/** Tags a number as a user id. Unchecked: the book rejects ids that are not positive integers. */
export const userId = (n: number): UserId => n as UserId;

/** Tags a number as a timestamp. Unchecked: the book rejects times that are not safe integers. */
export const epochMillis = (n: number): EpochMillis => n as EpochMillis;

/** True for integers in [1, 2^53 - 1]: the only values the book accepts as prices, sizes and ids. */
export function isPositiveSafeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * The exact cost of `qty` lots at `price` ticks. A bigint because the product of two safe
 * integers can pass 2^53, where a float would silently round.
 */
export function quoteOf(price: PriceTicks, qty: Lots): bigint {
  return BigInt(price) * BigInt(qty);
}

/**
 * `floor(a / b)` for non-negative safe integers, exact. Float division is correctly rounded, so
 * its floor can only overshoot by one; the product check corrects that while `a + b` stays safe,
 * and bigint takes over beyond.
 */
export function floorDiv(a: number, b: number): number {
  if (a + b <= Number.MAX_SAFE_INTEGER) {
    const q = Math.floor(a / b);
    return q * b > a ? q - 1 : q;
  }
  return Number(BigInt(a) / BigInt(b));
}
