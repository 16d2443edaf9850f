/**
 * What opening costs: initial margin (notional ÷ leverage) plus the opening fee, both rounded up,
 * so an order can never use 100% of a balance (SPEC 8). Also the largest size a balance can open,
 * and whether a leverage change keeps the position and open orders affordable.
 */
import { lots, type Lots } from '../units';
import { checkLeverage, maxNotionalAt, notionalOf, scaledNotional, type Bracket, type FuturesContract } from './contract';
import { FuturesRejectCode as Code, ok, reject, type Result } from './result';
import { divCeil, money, ONE, type Leverage, type Money, type Price, type Rate } from './units';

/** Initial margin of a notional at a leverage, rounded up. */
export function initialMargin(notional: Money, lev: Leverage): Money {
  return money(divCeil(notional, BigInt(lev)));
}

/** A trading fee on a notional, rounded up (fees round against the user). */
export function tradeFee(notional: Money, feeRate: Rate): Money {
  return money(divCeil(notional * feeRate, ONE));
}

/** The parts of what opening an order freezes. */
export interface OpeningCost {
  readonly notional: Money;
  readonly initialMargin: Money;
  readonly fee: Money;
  /** initialMargin + fee: what is frozen while the order rests. */
  readonly total: Money;
}

/**
 * The cost to open `qty` lots at `at` (for a market order, the caller passes a worst price it
 * accepts). The fee is the taker's unless the caller knows the order can only make.
 */
export function costToOpen(
  contract: FuturesContract,
  at: Price,
  qty: Lots,
  lev: Leverage,
  feeRate: Rate = contract.takerFeeRate,
): OpeningCost {
  const notional = notionalOf(contract, at, qty);
  const im = initialMargin(notional, lev);
  const fee = tradeFee(notional, feeRate);
  return { notional, initialMargin: im, fee, total: money(im + fee) };
}

/** Inputs of `maxOpenableQty`. */
export interface OpenableInput {
  /** Free balance of the futures account (cross) that may be frozen. */
  readonly available: Money;
  readonly leverage: Leverage;
  readonly at: Price;
  /** Notional already held on this position side plus its open opening orders. */
  readonly heldNotional: Money;
  readonly feeRate?: Rate;
}

/**
 * The largest whole number of lots whose opening cost fits `available` and whose notional, added
 * to what is held, stays in brackets that allow the leverage (the order form's slider maximum).
 */
export function maxOpenableQty(contract: FuturesContract, input: OpenableInput): Lots {
  const perLot = scaledNotional(contract, input.at, lots(1));
  if (perLot <= 0n || input.available <= 0n) return lots(0);
  // Margin alone (notional / leverage <= available) bounds the size from above.
  let high = (input.available * ONE * BigInt(input.leverage)) / perLot;
  const cap = maxNotionalAt(contract.brackets, input.leverage);
  if (cap !== null) {
    const room = cap - input.heldNotional;
    high = room <= 0n ? 0n : minOf(high, (room * ONE) / perLot);
  }
  high = minOf(high, BigInt(Number.MAX_SAFE_INTEGER));
  let low = 0n;
  const fits = (q: bigint): boolean =>
    costToOpen(contract, input.at, lots(Number(q)), input.leverage, input.feeRate).total <= input.available;
  // The cost grows with the size, so a binary search finds the largest size that fits.
  while (low < high) {
    const mid = (low + high + 1n) / 2n;
    if (fits(mid)) low = mid;
    else high = mid - 1n;
  }
  return lots(Number(low));
}

const minOf = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** Inputs of `checkLeverageChange` for one position side of one contract. */
export interface LeverageChange {
  readonly brackets: readonly Bracket[];
  readonly from: Leverage;
  readonly to: number;
  readonly mode: 'cross' | 'isolated';
  /** The position's notional at the mark price (0 without a position). */
  readonly positionNotional: Money;
  /** Notional of each open opening order, as frozen at placement. */
  readonly orderNotionals: readonly Money[];
  /** Free balance of the futures account. */
  readonly available: Money;
  /** Isolated only: the position's margin and its unrealised PnL at the mark. */
  readonly isolatedMargin?: Money;
  readonly unrealisedPnl?: Money;
}

/** An accepted leverage change: the new leverage and how much more the open orders freeze (negative: release). */
export interface LeverageChangeResult {
  readonly leverage: Leverage;
  readonly orderMarginDelta: Money;
}

/**
 * Checks a leverage change: the new leverage must be allowed for the bracket of the position plus
 * its open orders, and the margin it needs must be there. Cross: the open orders' margin is
 * re-frozen and the position's initial margin re-counted, and the increase of both must fit the
 * free balance. Isolated: the position's margin (less any loss) must cover the initial margin at
 * the new leverage. Either way the change cannot leave the position below its maintenance margin,
 * since every bracket's maintenance rate is below its initial rate.
 */
export function checkLeverageChange(change: LeverageChange): Result<LeverageChangeResult> {
  const orderTotal = change.orderNotionals.reduce((sum, n) => sum + n, 0n);
  const checked = checkLeverage(change.brackets, change.to, money(change.positionNotional + orderTotal));
  if (!checked.ok) return checked;
  const to = checked.value;
  const marginAt = (lev: Leverage): bigint => change.orderNotionals.reduce((sum, n) => sum + initialMargin(n, lev), 0n);
  const orderMarginDelta = money(marginAt(to) - marginAt(change.from));
  let needed: bigint = orderMarginDelta;
  if (change.mode === 'cross') {
    needed += initialMargin(change.positionNotional, to) - initialMargin(change.positionNotional, change.from);
  } else if (change.positionNotional > 0n) {
    const loss = minOf(change.unrealisedPnl ?? 0n, 0n);
    const backing = (change.isolatedMargin ?? 0n) + loss;
    if (backing < initialMargin(change.positionNotional, to)) return reject(Code.LEVERAGE_CHANGE_UNAFFORDABLE);
  }
  if (needed > change.available) return reject(Code.LEVERAGE_CHANGE_UNAFFORDABLE);
  return ok({ leverage: to, orderMarginDelta });
}
