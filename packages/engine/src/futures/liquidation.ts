/**
 * What a liquidation moves (issue 16, item 6). The liquidation account takes the position over at
 * its bankruptcy price (on the tick, on the user's safe side), so the user loses at most their
 * margin and is never left negative; whatever margin is left above bankruptcy goes to the
 * insurance fund. The liquidation account then closes the position in the book no worse than the
 * bankruptcy price: a better fill is a gain of the fund, a worse one (a remainder closed later,
 * lower down the book) is a loss the fund covers, and what the fund cannot cover is taken by
 * auto-deleveraging the most profitable, most leveraged opposite positions.
 */
import type { Lots } from '../units';
import type { FuturesContract } from './contract';
import { bankruptcyPrice, toTick } from './liquidation-price';
import { direction, fillValue, reducePosition, type Position } from './position';
import { divFloor, maxBig, minBig, money, ONE, type Money, type Price } from './units';

/** The user's side of a takeover. */
export interface Takeover {
  /** Price at which the liquidation account takes the position (a tick, never past bankruptcy). */
  readonly price: Price;
  /** The user's realised PnL of closing the whole position at `price`. */
  readonly userPnl: Money;
  /** Backing left after that PnL: the insurance fund's clearance fee. Never negative. */
  readonly toInsurance: Money;
  /**
   * Loss beyond the backing, which the insurance fund pays so no account goes negative: zero
   * except when a cross account's other positions have already eaten its balance.
   */
  readonly fromInsurance: Money;
}

/**
 * The takeover of a liquidated position backed by `backing` (isolated: its margin; cross: the
 * account's balance plus other positions' PnL). The bankruptcy price is moved to the tick on the
 * user's safe side, so the loss stays within the backing. Null when a long cannot go bankrupt at a
 * positive price (it cannot be liquidated either).
 */
export function takeOver(contract: FuturesContract, position: Position, backing: Money): Takeover | null {
  const bankrupt = bankruptcyPrice(contract, position, backing * ONE * ONE);
  if (bankrupt === null) return null;
  let at = toTick(contract, bankrupt, position.side === 'long' ? 'up' : 'down');
  if (at <= 0n) at = contract.tickSize;
  const closed = reducePosition(contract, position, at, position.size);
  if (!closed.ok) throw new Error(`takeover of ${contract.symbol} position refused: ${closed.code}`);
  const userPnl = closed.value.realisedPnl;
  const left = backing + userPnl;
  return { price: at, userPnl, toInsurance: money(maxBig(0n, left)), fromInsurance: money(maxBig(0n, -left)) };
}

/**
 * The insurance fund's result of closing `qty` lots of a taken-over position at `at`: what the
 * fill brings compared with the takeover price, gain positive, loss negative.
 */
export function liquidationFillResult(
  contract: FuturesContract,
  takenOver: Position['side'],
  takeoverPrice: Price,
  at: Price,
  qty: Lots,
): Money {
  const gain = fillValue(contract, at, qty) - fillValue(contract, takeoverPrice, qty);
  return money(gain * direction(takenOver));
}

/** How a loss of the liquidation account is covered. */
export interface LossCover {
  readonly fromInsurance: Money;
  /** What the fund cannot cover: to be taken by auto-deleveraging. */
  readonly shortfall: Money;
}

/** Covers a loss (a positive amount) from the insurance fund as far as its balance goes. */
export function coverLoss(loss: Money, fundBalance: Money): LossCover {
  const fromInsurance = minBig(loss, maxBig(fundBalance, money(0n)));
  return { fromInsurance, shortfall: money(loss - fromInsurance) };
}

/** An opposite position that auto-deleveraging may reduce. */
export interface AdlCandidate {
  readonly id: number;
  readonly size: Lots;
  readonly unrealisedPnl: Money;
  /** Its margin: isolated margin, or the initial margin at entry for cross. */
  readonly margin: Money;
  /** Notional at the mark. */
  readonly notional: Money;
}

/**
 * Binance's ADL ranking score at scale 1e8: for a profit, PnL ratio × effective leverage; for a
 * loss, PnL ratio ÷ effective leverage (so losers rank last). Effective leverage is notional over
 * equity (margin + PnL).
 */
export function adlScore(c: AdlCandidate): bigint {
  if (c.margin <= 0n) return 0n;
  const ratio = divFloor(c.unrealisedPnl * ONE, c.margin);
  const equity = c.margin + c.unrealisedPnl;
  if (equity <= 0n) return c.unrealisedPnl > 0n ? ratio * ONE : ratio;
  const effectiveLeverage = divFloor(c.notional * ONE, equity);
  if (c.unrealisedPnl >= 0n) return divFloor(ratio * effectiveLeverage, ONE);
  return effectiveLeverage === 0n ? ratio : divFloor(ratio * ONE, effectiveLeverage);
}

/** One deleveraging step: reduce position `id` by `qty` lots at the bankruptcy price. */
export interface AdlReduction {
  readonly id: number;
  readonly qty: Lots;
}

/**
 * The reductions that close `qty` lots by auto-deleveraging: candidates by score, highest first
 * (ties by id), each reduced as far as needed. Fewer lots in total when the candidates hold fewer.
 */
export function planDeleveraging(candidates: readonly AdlCandidate[], qty: Lots): AdlReduction[] {
  const ranked = candidates
    .map((c) => ({ c, score: adlScore(c) }))
    .sort((a, b) => (a.score === b.score ? a.c.id - b.c.id : a.score > b.score ? -1 : 1));
  const plan: AdlReduction[] = [];
  let left = qty as number;
  for (const { c } of ranked) {
    if (left <= 0) break;
    const take = Math.min(left, c.size);
    if (take > 0) plan.push({ id: c.id, qty: take as Lots });
    left -= take;
  }
  return plan;
}
