import type { SpotOrder, SpotSide } from '@aurelix/shared/schemas/spot';
import { Decimal } from '../../lib/decimal';

/** The trading rules of a pair the market maker must respect (from /api/pair_list). */
export interface PairRules {
  symbol: string;
  tickSize: Decimal;
  stepSize: Decimal;
  minQty: Decimal;
  minNotional: Decimal;
}

export interface Quote {
  side: SpotSide;
  price: string;
  quantity: string;
}

export interface LadderShape {
  /** Levels per side. */
  levels: number;
  /** Distance of the best quote from the index, as a fraction (0.0005 = 5 bp). */
  halfSpread: number;
  /**
   * Distance between levels in price, a multiple of the tick. Quotes sit on this fixed grid, so when
   * the index walks by one grid step only the outermost and innermost levels change: a requote is a
   * couple of cancels and places, not the whole book.
   */
  grid: Decimal;
  /** Notional of a level in the quote currency, by level (0 = best). */
  notional: (level: number) => Decimal;
  /**
   * A quote a side at this many ticks from the mid's tick, inside the grid (0 or absent: none).
   * The grid alone leaves a spread of at least one grid step (about 30 USDT on BTC); the big
   * exchanges' books are a few ticks wide, and a demo book should look like one.
   */
  touchTicks?: number;
}

/** A grid step of about `fraction` of `price`, on the tick (at least one tick). */
export function gridStep(price: Decimal, fraction: number, tickSize: Decimal): Decimal {
  return Decimal.max(tickSize, price.times(fraction).toNearest(tickSize, Decimal.ROUND_DOWN));
}

/**
 * Layered quotes around `mid` (ARCHITECTURE 8): a touch quote a side a few ticks from mid, then the
 * grid: bids at or below mid x (1 - halfSpread) and asks at or above mid x (1 + halfSpread), so the
 * maker never crosses itself; quantities rounded
 * down to the step and levels dropped when below the pair's minimum quantity or notional. Pure.
 */
export function quoteLadder(mid: Decimal, rules: PairRules, shape: LadderShape): Quote[] {
  const quotes: Quote[] = [];
  const { grid } = shape;
  const best = {
    buy: mid.times(1 - shape.halfSpread).div(grid).floor().times(grid),
    sell: mid.times(1 + shape.halfSpread).div(grid).ceil().times(grid),
  };
  const touch = shape.touchTicks ?? 0;
  const touchPrice = {
    buy: mid.div(rules.tickSize).floor().minus(touch).times(rules.tickSize),
    sell: mid.div(rules.tickSize).ceil().plus(touch).times(rules.tickSize),
  };
  const add = (side: SpotSide, price: Decimal, notional: Decimal) => {
    const quantity = notional.div(price).toNearest(rules.stepSize, Decimal.ROUND_DOWN);
    if (quantity.lt(rules.minQty) || quantity.times(price).lt(rules.minNotional)) return;
    quotes.push({ side, price: price.toFixed(), quantity: quantity.toFixed() });
  };
  for (const side of ['buy', 'sell'] as const) {
    const inside = side === 'buy' ? touchPrice.buy.gt(best.buy) : touchPrice.sell.lt(best.sell);
    if (touch > 0 && inside && touchPrice[side].gt(0)) add(side, touchPrice[side], shape.notional(0));
    for (let level = 0; level < shape.levels; level++) {
      const price = side === 'buy' ? best.buy.minus(grid.times(level)) : best.sell.plus(grid.times(level));
      if (price.lte(0)) break;
      add(side, price, shape.notional(level));
    }
  }
  return quotes;
}

/**
 * What to change to go from the resting orders to the wanted quotes: orders at a price no longer
 * wanted are cancelled; wanted prices with no resting order are placed. Orders already at a wanted
 * price stay (they keep their time priority), however much of them has been dealt.
 */
export function requote(open: readonly SpotOrder[], wanted: readonly Quote[]): { cancel: string[]; place: Quote[] } {
  const key = (side: string, price: string) => `${side}|${new Decimal(price).toFixed()}`;
  const wantedKeys = new Set(wanted.map((q) => key(q.side, q.price)));
  const resting = new Set<string>();
  const cancel: string[] = [];
  for (const order of open) {
    const k = order.price === null ? '' : key(order.side, order.price);
    if (wantedKeys.has(k) && !resting.has(k)) resting.add(k);
    else cancel.push(order.id);
  }
  return { cancel, place: wanted.filter((q) => !resting.has(key(q.side, q.price))) };
}

/**
 * Side of the next small taking order: towards the inventory target, so neither account drifts
 * away. `ratio` is held base value / target base value; at 1 either side is equally likely.
 */
export function takerSide(ratio: number, uniform: number): SpotSide {
  const buyChance = Math.min(0.9, Math.max(0.1, 0.5 + (1 - ratio) * 0.8));
  return uniform < buyChance ? 'buy' : 'sell';
}
