/**
 * Margin modes. Cross: the futures account's wallet balance backs all its cross positions, equity
 * is balance + their unrealised PnL, and the margin ratio is maintenance ÷ equity. Isolated: each
 * position has its own margin, added or removed by the user. A position (or the cross account) is
 * liquidated when its equity falls to its maintenance margin at the mark price; the checks compare
 * exact values at scale 1e-24, so they agree to the last unit with the liquidation prices.
 */
import { notionalOf, scaledMaintenance, scaledNotional, type FuturesContract } from './contract';
import { initialMargin } from './order-cost';
import { scaledUnrealisedPnl, type Position } from './position';
import { FuturesRejectCode as Code, ok, reject, type Result } from './result';
import { divCeil, divFloor, maxBig, minBig, money, ONE, rate, type Leverage, type Money, type Price, type Rate } from './units';

/** A position with its contract and the contract's current mark price. */
export interface MarkedPosition {
  readonly contract: FuturesContract;
  readonly position: Position;
  readonly mark: Price;
}

const SQUARE = ONE * ONE;

/** Maintenance margin of a position at its mark, at scale 1e-24 (exact). */
export function scaledPositionMaintenance(p: MarkedPosition): bigint {
  return scaledMaintenance(p.contract.brackets, scaledNotional(p.contract, p.mark, p.position.size));
}

/** Maintenance margin of a position at its mark, rounded up. */
export function positionMaintenance(p: MarkedPosition): Money {
  return money(divCeil(scaledPositionMaintenance(p), SQUARE));
}

/** Cross equity at scale 1e-24: balance plus the exact unrealised PnL of every cross position. */
export function scaledCrossEquity(balance: Money, positions: readonly MarkedPosition[]): bigint {
  const pnl = positions.reduce((sum, p) => sum + scaledUnrealisedPnl(p.contract, p.position, p.mark), 0n);
  return (balance * ONE + pnl) * ONE;
}

/** Cross equity (balance + unrealised PnL of the cross positions), rounded down. */
export function crossEquity(balance: Money, positions: readonly MarkedPosition[]): Money {
  return money(divFloor(scaledCrossEquity(balance, positions), SQUARE));
}

/** Total maintenance margin of the cross positions at scale 1e-24. */
export function scaledCrossMaintenance(positions: readonly MarkedPosition[]): bigint {
  return positions.reduce((sum, p) => sum + scaledPositionMaintenance(p), 0n);
}

/**
 * Margin ratio of the cross account, maintenance ÷ equity, rounded up (100% = ONE is
 * liquidation). Null when equity is zero or negative: the account is past liquidation.
 */
export function crossMarginRatio(balance: Money, positions: readonly MarkedPosition[]): Rate | null {
  const equity = scaledCrossEquity(balance, positions);
  if (equity <= 0n) return null;
  return rate(divCeil(scaledCrossMaintenance(positions) * ONE, equity));
}

/** True when the cross account holds positions and its equity is at or below their maintenance margin. */
export function isCrossLiquidatable(balance: Money, positions: readonly MarkedPosition[]): boolean {
  if (positions.length === 0) return false;
  return scaledCrossEquity(balance, positions) <= scaledCrossMaintenance(positions);
}

/** True when an isolated position's margin plus unrealised PnL is at or below its maintenance margin. */
export function isIsolatedLiquidatable(p: MarkedPosition, margin: Money): boolean {
  const equity = (margin * ONE + scaledUnrealisedPnl(p.contract, p.position, p.mark)) * ONE;
  return equity <= scaledPositionMaintenance(p);
}

/**
 * How much isolated margin can be removed: the margin, less any unrealised loss, less the initial
 * margin of the position at the mark (profit does not count: it is not realised yet).
 */
export function removableIsolatedMargin(p: MarkedPosition, margin: Money, lev: Leverage): Money {
  const pnl = divFloor(scaledUnrealisedPnl(p.contract, p.position, p.mark), ONE);
  const needed = initialMargin(notionalOf(p.contract, p.mark, p.position.size), lev);
  return money(maxBig(0n, margin + minBig(pnl, 0n) - needed));
}

/** Adds margin to an isolated position from the free balance; returns the new margin. */
export function addIsolatedMargin(margin: Money, amount: Money, available: Money): Result<Money> {
  if (amount <= 0n) return reject(Code.INVALID_AMOUNT);
  if (amount > available) return reject(Code.INSUFFICIENT_BALANCE);
  return ok(money(margin + amount));
}

/** Removes margin from an isolated position, at most the removable amount; returns the new margin. */
export function removeIsolatedMargin(p: MarkedPosition, margin: Money, lev: Leverage, amount: Money): Result<Money> {
  if (amount <= 0n) return reject(Code.INVALID_AMOUNT);
  if (amount > removableIsolatedMargin(p, margin, lev)) return reject(Code.MARGIN_REMOVE_EXCEEDS_REMOVABLE);
  return ok(money(margin - amount));
}

/** A cross position with the leverage its initial margin is counted at. */
export interface LeveragedPosition extends MarkedPosition {
  readonly leverage: Leverage;
}

/** Initial margin of the cross positions at their marks and leverages. */
function crossPositionMargin(positions: readonly LeveragedPosition[]): bigint {
  return positions.reduce((sum, p) => sum + initialMargin(notionalOf(p.contract, p.mark, p.position.size), p.leverage), 0n);
}

/**
 * What the cross account can still commit to new orders: equity less the positions' initial
 * margin and what open orders hold (their frozen margin and fees). Negative when the account is
 * short of initial margin (no new opening order then); the order form shows it floored at zero.
 */
export function crossAvailable(balance: Money, positions: readonly LeveragedPosition[], orderFrozen: Money): Money {
  return money(crossEquity(balance, positions) - crossPositionMargin(positions) - orderFrozen);
}

/**
 * What may leave the futures account (transfer out) without taking margin a position or order
 * needs: the balance less the positions' initial margin, open orders' frozen amount and any
 * unrealised loss; unrealised profit does not count until it is realised. Never negative.
 */
export function crossTransferable(balance: Money, positions: readonly LeveragedPosition[], orderFrozen: Money): Money {
  const pnl = divFloor(
    positions.reduce((sum, p) => sum + scaledUnrealisedPnl(p.contract, p.position, p.mark), 0n),
    ONE,
  );
  return money(maxBig(0n, balance + minBig(pnl, 0n) - crossPositionMargin(positions) - orderFrozen));
}
