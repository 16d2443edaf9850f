/**
 * Estimated liquidation and bankruptcy prices, solved exactly. A position's equity minus its
 * maintenance margin, as a function of the mark price, is strictly increasing for a long and
 * decreasing for a short (the maintenance rate is below 100%), and continuous across brackets
 * (the maintenance amounts make it so). So it has one root, which lies in one bracket: each
 * bracket's linear equation is solved and the root whose notional falls inside its own bracket
 * is the answer. Rounded outward (floor for a long, ceiling for a short), the price is exactly
 * the edge of `isIsolatedLiquidatable` / `isCrossLiquidatable` on whole 1e-8 prices.
 *
 * "Backing" is what holds the position up apart from its own PnL and maintenance, at scale 1e-24:
 * isolated, the position's margin; cross, the balance plus the other cross positions' unrealised
 * PnL minus their maintenance margin, taken as constant (their marks are not this contract's).
 */
import type { Bracket, FuturesContract } from './contract';
import { scaledPositionMaintenance, type MarkedPosition } from './margin';
import { scaledUnrealisedPnl, type Position } from './position';
import { divCeil, divFloor, ONE, price, type Money, type Price } from './units';

const SQUARE = ONE * ONE;

/** Backing of an isolated position: its margin, at scale 1e-24. */
export const isolatedBacking = (margin: Money): bigint => margin * SQUARE;

/**
 * Backing of one cross position: the balance plus the other cross positions' unrealised PnL,
 * minus their maintenance margin (`withMaintenance`; bankruptcy leaves it out), at scale 1e-24.
 */
export function crossBacking(balance: Money, others: readonly MarkedPosition[], withMaintenance = true): bigint {
  let total = balance * SQUARE;
  for (const o of others) {
    total += scaledUnrealisedPnl(o.contract, o.position, o.mark) * ONE;
    if (withMaintenance) total -= scaledPositionMaintenance(o);
  }
  return total;
}

/** The root `num / den` of one bracket's equation, or null when the bracket does not hold it. */
function rootIn(position: Position, brackets: readonly Bracket[], i: number, lots: bigint, backing: bigint) {
  const b = brackets[i] as Bracket;
  const long = position.side === 'long';
  const fixed = (position.entryValue + (long ? -b.maintenanceAmount : b.maintenanceAmount)) * SQUARE;
  const num = long ? fixed - backing : fixed + backing;
  const den = lots * (long ? ONE - b.maintenanceRate : ONE + b.maintenanceRate);
  // The root's notional (num/den × lots, scale 1e-16) must be in (previous cap, cap].
  const notional = num * lots;
  const lower = i === 0 ? null : (brackets[i - 1] as Bracket).cap;
  if (lower !== null && notional <= lower * ONE * den) return null;
  if (b.cap !== null && notional > b.cap * ONE * den) return null;
  return { num, den };
}

/**
 * The liquidation price of a position given its backing: a long is liquidated at marks at or
 * below it, a short at marks at or above it. Null for a long that no positive price liquidates
 * (backing at least its entry value, as at 1x). 0 for a short already past saving at any price.
 */
export function liquidationPrice(contract: FuturesContract, position: Position, backing: bigint): Price | null {
  const lots = BigInt(position.size) * contract.stepSize;
  if (position.side === 'long' && backing >= position.entryValue * SQUARE) return null;
  if (position.side === 'short' && backing + position.entryValue * SQUARE <= 0n) return price(0n);
  for (let i = 0; i < contract.brackets.length; i++) {
    const root = rootIn(position, contract.brackets, i, lots, backing);
    if (root === null) continue;
    if (position.side === 'long') return price(divFloor(root.num, root.den));
    const p = divCeil(root.num, root.den);
    return price(p < 0n ? 0n : p);
  }
  throw new Error(`no bracket holds the liquidation price of a ${contract.symbol} position`);
}

/** The liquidation price of an isolated position. */
export function isolatedLiquidationPrice(contract: FuturesContract, position: Position, margin: Money): Price | null {
  return liquidationPrice(contract, position, isolatedBacking(margin));
}

/**
 * The estimated liquidation price of one cross position, the other positions held at their
 * current marks (a long and a short of the same contract both move with it, so it is an
 * estimate while the account holds both).
 */
export function crossLiquidationPrice(
  contract: FuturesContract,
  position: Position,
  balance: Money,
  others: readonly MarkedPosition[],
): Price | null {
  return liquidationPrice(contract, position, crossBacking(balance, others));
}

/**
 * The bankruptcy price: where equity (backing without maintenance + PnL) is zero. A liquidation
 * closes no worse than it, so the loss never passes the margin: for a long the price rounds up, for
 * a short down. Null for a long that never goes bankrupt at a positive price.
 */
export function bankruptcyPrice(contract: FuturesContract, position: Position, backing: bigint): Price | null {
  const den = BigInt(position.size) * contract.stepSize * ONE;
  if (position.side === 'long') {
    const num = position.entryValue * SQUARE - backing;
    return num <= 0n ? null : price(divCeil(num, den));
  }
  const p = divFloor(position.entryValue * SQUARE + backing, den);
  return price(p < 0n ? 0n : p);
}

/** A price moved onto the tick grid: up or down, as the caller's side of safety requires. */
export function toTick(contract: FuturesContract, at: Price, direction: 'up' | 'down'): Price {
  const round = direction === 'up' ? divCeil : divFloor;
  return price(round(at, contract.tickSize) * contract.tickSize);
}

/** Where a cross account with several positions of one contract is liquidated. */
export type LiquidationRange =
  | { readonly kind: 'always' }
  | {
      readonly kind: 'range';
      /** Liquidated at marks at or below this (null: no positive price). */
      readonly below: Price | null;
      /** Liquidated at marks at or above this (null: no price). */
      readonly above: Price | null;
    };

/** Highest price the search considers: 1e10 USDT per base unit. */
const SEARCH_CEILING = 10n ** 18n;

/**
 * The liquidation prices of a cross account holding several positions of one contract (hedge mode:
 * a long and a short move with the same mark), positions of other contracts folded into `backing`
 * (`crossBacking` of them) and held constant. Equity minus maintenance is concave in the mark
 * (linear PnL minus convex maintenance), so the account is safe on one interval and liquidated
 * outside it: its top is found by ternary search and its edges by binary search, each step the
 * exact account check, so the answer agrees with `isCrossLiquidatable` on every 1e-8 price.
 */
export function accountLiquidationRange(contract: FuturesContract, legs: readonly Position[], backing: bigint): LiquidationRange {
  const margin = (p: bigint): bigint => {
    let total = backing;
    for (const leg of legs) {
      total += scaledUnrealisedPnl(contract, leg, price(p)) * ONE;
      total -= scaledPositionMaintenance({ contract, position: leg, mark: price(p) });
    }
    return total;
  };
  let low = 1n;
  let high = SEARCH_CEILING;
  while (high - low > 2n) {
    const m1 = low + (high - low) / 3n;
    const m2 = high - (high - low) / 3n;
    if (margin(m1) < margin(m2)) low = m1 + 1n;
    else high = m2;
  }
  let top = low;
  for (let p = low + 1n; p <= high; p++) if (margin(p) > margin(top)) top = p;
  if (margin(top) <= 0n) return { kind: 'always' };
  return { kind: 'range', below: lastLiquidated(margin, top), above: firstLiquidated(margin, top) };
}

/** The highest price below `top` where the margin is used up, or null. */
function lastLiquidated(margin: (p: bigint) => bigint, top: bigint): Price | null {
  if (margin(1n) > 0n) return null;
  let [low, high] = [1n, top - 1n];
  while (low < high) {
    const mid = (low + high + 1n) / 2n;
    if (margin(mid) <= 0n) low = mid;
    else high = mid - 1n;
  }
  return price(low);
}

/** The lowest price above `top` where the margin is used up, or null. */
function firstLiquidated(margin: (p: bigint) => bigint, top: bigint): Price | null {
  if (margin(SEARCH_CEILING) > 0n) return null;
  let [low, high] = [top + 1n, SEARCH_CEILING];
  while (low < high) {
    const mid = (low + high) / 2n;
    if (margin(mid) <= 0n) high = mid;
    else low = mid + 1n;
  }
  return price(low);
}
