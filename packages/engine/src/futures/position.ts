/**
 * Positions in hedge mode (SPEC 3): a user's long and short on one contract are held apart, each
 * opened by its own side (buy opens long, sell opens short) and closed by the other. A position
 * keeps its entry value (what its open size cost, exactly, in 1e-8 USDT) rather than an average
 * price: the average is `entryValue / size`, and keeping the value avoids the drift of a rounded
 * average. A partial close takes its share of the entry value rounded against the user, and the
 * remainder stays with the position, so the realised PnL of a position's life sums exactly to
 * what its closes brought in minus what its opens cost.
 */
import { isPositiveSafeInteger, lots, type Lots } from '../units';
import { scaledNotional, type FuturesContract } from './contract';
import { FuturesRejectCode as Code, ok, reject, type Result } from './result';
import { divCeil, divFloor, money, ONE, price, rate, type Leverage, type Money, type Price, type Rate } from './units';

/** Which position of the pair: hedge mode holds both apart. */
export type PositionSide = 'long' | 'short';
/** The book side of an order. */
export type OrderSide = 'buy' | 'sell';

/** An open position (size > 0). */
export interface Position {
  readonly side: PositionSide;
  readonly size: Lots;
  /** Sum of the open fills' values minus the shares taken by partial closes, 1e-8 USDT. */
  readonly entryValue: Money;
}

/** The outcome of a close fill. */
export interface Reduction {
  /** The position left, or null when it is closed. */
  readonly position: Position | null;
  /** The entry value the closed part carried. */
  readonly closedEntryValue: Money;
  /** Exit value minus entry value for a long, the reverse for a short; before fees. */
  readonly realisedPnl: Money;
}

/** The order side that opens (or increases) a position side. */
export const openingSide = (side: PositionSide): OrderSide => (side === 'long' ? 'buy' : 'sell');

/** The order side that closes (reduces) a position side. */
export const closingSide = (side: PositionSide): OrderSide => (side === 'long' ? 'sell' : 'buy');

/** +1 for long, -1 for short: the sign of the PnL of a price rise. */
export const direction = (side: PositionSide): 1n | -1n => (side === 'long' ? 1n : -1n);

/**
 * The exact value of a fill. Fills come from the book at whole ticks, and a valid contract makes
 * tick × step a whole number of 1e-8 USDT, so an inexact value is a broken invariant.
 */
export function fillValue(contract: FuturesContract, at: Price, qty: Lots): Money {
  const scaled = scaledNotional(contract, at, qty);
  if (scaled % ONE !== 0n || at % contract.tickSize !== 0n) {
    throw new Error(`fill of ${qty} lots at ${at} is off the tick grid of ${contract.symbol}`);
  }
  return money(scaled / ONE);
}

/**
 * Opens a position or adds to it with an opening fill (buy for long, sell for short). The average
 * entry price follows from the summed entry value.
 */
export function increasePosition(
  contract: FuturesContract,
  existing: Position | null,
  side: PositionSide,
  at: Price,
  qty: Lots,
): Result<Position, typeof Code.INVALID_QUANTITY | typeof Code.INVALID_PRICE> {
  if (!isPositiveSafeInteger(qty)) return reject(Code.INVALID_QUANTITY);
  if (at <= 0n) return reject(Code.INVALID_PRICE);
  const size = (existing?.size ?? 0) + qty;
  if (!Number.isSafeInteger(size)) return reject(Code.INVALID_QUANTITY);
  if (existing !== null && existing.side !== side) throw new Error('increase of a position of the other side');
  const entryValue = money((existing?.entryValue ?? 0n) + fillValue(contract, at, qty));
  return ok({ side, size: lots(size), entryValue });
}

/** What can still be closed: the size less what resting close orders already hold. */
export function closableQty(position: Position | null, pendingCloseQty: Lots): Lots {
  return lots(Math.max(0, (position?.size ?? 0) - pendingCloseQty));
}

/**
 * Checks a close (reduce-only) order in hedge mode before it is placed: it must be on the closing
 * side of an existing position and no larger than the closable amount, so it can never flip the
 * position or open the other side (SPEC 8).
 */
export function checkCloseOrder(
  position: Position | null,
  positionSide: PositionSide,
  orderSide: OrderSide,
  qty: Lots,
  pendingCloseQty: Lots,
): Result<Lots> {
  if (!isPositiveSafeInteger(qty)) return reject(Code.INVALID_QUANTITY);
  if (orderSide !== closingSide(positionSide)) return reject(Code.REDUCE_ONLY_WOULD_INCREASE);
  if (position === null || position.size === 0) return reject(Code.NO_POSITION);
  return qty > closableQty(position, pendingCloseQty) ? reject(Code.CLOSE_EXCEEDS_CLOSABLE) : ok(qty);
}

/**
 * Applies a close fill of `qty` lots at `at`. The closed part's entry value is the position's
 * pro-rata share, rounded up for a long and down for a short: either way the realised PnL rounds
 * against the user, and the remainder stays in the position for its later closes.
 */
export function reducePosition(
  contract: FuturesContract,
  position: Position,
  at: Price,
  qty: Lots,
): Result<Reduction> {
  if (!isPositiveSafeInteger(qty)) return reject(Code.INVALID_QUANTITY);
  if (at <= 0n) return reject(Code.INVALID_PRICE);
  if (qty > position.size) return reject(Code.CLOSE_EXCEEDS_CLOSABLE);
  const share = position.entryValue * BigInt(qty);
  const size = BigInt(position.size);
  const closedEntryValue = money(
    qty === position.size ? position.entryValue : position.side === 'long' ? divCeil(share, size) : divFloor(share, size),
  );
  const exitValue = fillValue(contract, at, qty);
  const realisedPnl = money((exitValue - closedEntryValue) * direction(position.side));
  const rest = position.size - qty;
  const left = rest === 0 ? null : { side: position.side, size: lots(rest), entryValue: money(position.entryValue - closedEntryValue) };
  return ok({ position: left, closedEntryValue, realisedPnl });
}

/** The average entry price, rounded to the nearest 1e-8 (half up): for display and for views. */
export function entryPrice(contract: FuturesContract, position: Position): Price {
  const denominator = BigInt(position.size) * contract.stepSize;
  return price(divFloor(position.entryValue * ONE * 2n + denominator, 2n * denominator));
}

/** Unrealised PnL at `mark`, scaled by 1e8 (1e-16 USDT): exact, for the liquidation checks. */
export function scaledUnrealisedPnl(contract: FuturesContract, position: Position, mark: Price): bigint {
  const markValue = scaledNotional(contract, mark, position.size);
  return (markValue - position.entryValue * ONE) * direction(position.side);
}

/** Unrealised PnL at `mark`, rounded down (a profit is a payout, so it rounds against the user). */
export function unrealisedPnl(contract: FuturesContract, position: Position, mark: Price): Money {
  return money(divFloor(scaledUnrealisedPnl(contract, position, mark), ONE));
}

/**
 * Return on equity at `mark`: unrealised PnL over the initial margin of the entry value at
 * `lev` (how Binance shows a position's yield), rounded down. It drives take-profit and
 * stop-loss by yield rate (SPEC 5).
 */
export function returnOnEquity(contract: FuturesContract, position: Position, mark: Price, lev: Leverage): Rate {
  const pnl = scaledUnrealisedPnl(contract, position, mark);
  // pnl / (entryValue / lev) at scale 1e8: pnl has an extra 1e8, so ONE cancels it.
  return rate(divFloor(pnl * BigInt(lev), position.entryValue));
}

/**
 * The mark price at which a position's ROE reaches `target` (for a TP/SL given by yield rate):
 * long `entry × (1 + target / lev)`, short `entry × (1 − target / lev)`. Rounded toward the
 * entry, so the trigger is reached no later than the asked yield would be; null when the price
 * would not be positive (a short's profit above 100% × leverage).
 */
export function priceAtReturn(contract: FuturesContract, position: Position, target: Rate, lev: Leverage): Price | null {
  const denominator = BigInt(position.size) * contract.stepSize * ONE * BigInt(lev);
  const factor = ONE * BigInt(lev) + target * direction(position.side);
  const numerator = position.entryValue * ONE * factor;
  if (numerator <= 0n) return null;
  const towardEntry = (target >= 0n) === (position.side === 'long') ? divFloor : divCeil;
  return price(towardEntry(numerator, denominator));
}
