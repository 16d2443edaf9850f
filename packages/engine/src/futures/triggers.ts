/**
 * Trigger (plan) orders and take-profit / stop-loss (issue 16, item 4): the checks of their prices,
 * and an index that finds the triggers a price change fires without looking at the others. A
 * trigger fires when the price reaches it from the side it was set on: one set above the price
 * fires when the price rises to it, one below when it falls to it. `TriggerIndex.take` removes what
 * it returns, so each trigger fires once; across a restart the server rebuilds the index from the
 * triggers it has not marked fired, in the same transaction that records a firing.
 */
import { LiquidationIndex } from './liquidation-index';
import type { PositionSide } from './position';
import { FuturesRejectCode as Code, ok, reject, type Result } from './result';
import type { Price } from './units';

/** Whether a trigger waits for the price to rise to it or to fall to it. */
export type TriggerDirection = 'rise' | 'fall';

/** The direction of a trigger set at `trigger` while the price is `current`. */
export function triggerDirection(trigger: Price, current: Price): Result<TriggerDirection> {
  if (trigger === current) return reject(Code.TRIGGER_AT_CURRENT_PRICE);
  return ok(trigger > current ? 'rise' : 'fall');
}

/** Take-profit and stop-loss prices of a position (either may be absent). */
export interface TakeProfitStopLoss {
  readonly takeProfit?: Price | undefined;
  readonly stopLoss?: Price | undefined;
}

/**
 * Checks a position's TP/SL against a reference price (the entry price when set at opening, the
 * mark price when set later): a long takes profit above and stops below it, a short the reverse.
 */
export function checkTakeProfitStopLoss(side: PositionSide, reference: Price, prices: TakeProfitStopLoss): Result<TakeProfitStopLoss> {
  const above = (p: Price): boolean => p > reference;
  const below = (p: Price): boolean => p < reference;
  const { takeProfit: tp, stopLoss: sl } = prices;
  if (tp !== undefined && !(side === 'long' ? above(tp) : below(tp))) return reject(Code.TAKE_PROFIT_WRONG_SIDE);
  if (sl !== undefined && !(side === 'long' ? below(sl) : above(sl))) return reject(Code.STOP_LOSS_WRONG_SIDE);
  return ok(prices);
}

/** The direction in which a position's take-profit or stop-loss fires. */
export function exitTriggerDirection(side: PositionSide, kind: 'take-profit' | 'stop-loss'): TriggerDirection {
  return (side === 'long') === (kind === 'take-profit') ? 'rise' : 'fall';
}

/**
 * Resting triggers of one contract and price source (mark or last), by id. It reuses the
 * liquidation index's sorted sides: a falling trigger fires at or below its price, as a long's
 * liquidation does; a rising one at or above, as a short's does.
 */
export class TriggerIndex {
  private readonly index = new LiquidationIndex();

  /** Number of resting triggers. */
  get size(): number {
    return this.index.size;
  }

  /** Adds a trigger, or moves it when edited. */
  set(id: number, direction: TriggerDirection, at: Price): void {
    this.index.set(id, direction === 'fall' ? 'long' : 'short', at);
  }

  /** Removes a trigger (cancelled); false when it was not resting. */
  remove(id: number): boolean {
    return this.index.remove(id);
  }

  /**
   * Removes and returns the triggers `price` fires, the farthest crossed first on each side, falls
   * before rises. A price change that fires none costs two comparisons.
   */
  take(price: Price): number[] {
    const due = this.index.dueAt(price);
    const fired = [...due.longs, ...due.shorts];
    for (const id of fired) this.index.remove(id);
    return fired;
  }

  /** Checks the structure (tests). */
  validate(): void {
    this.index.validate();
  }
}
