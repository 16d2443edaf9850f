/**
 * The price band of a contract's orders (issue 26 item 6), as spot has one: a limit price more
 * than the band away from the index is refused, and a market order fills no further than the band
 * (what the book holds beyond it is left, the rest of the order cancelled), so nobody can print a
 * last price far from the index, however thin the book. The band's edges sit on the tick grid,
 * rounded inward. Without an index, or with a band of 0, there is no band: a missing reference
 * price must not stop trading.
 */
import { divCeil, divFloor, ONE, price, type Price, type Rate } from './units';

/** The lowest and highest price the band allows, both on the tick grid. */
export interface PriceBand {
  readonly low: Price;
  readonly high: Price;
}

/** The band around `index` (a fraction: 2% is `2_000_000n`), or null when there is none. */
export function priceBandAt(index: Price | undefined, band: Rate, tick: Price): PriceBand | null {
  if (index === undefined || index <= 0n || band <= 0n || tick <= 0n) return null;
  const reach = divFloor(index * band, ONE);
  return {
    low: price(divCeil(index - reach, tick) * tick),
    high: price(divFloor(index + reach, tick) * tick),
  };
}

/** Whether a limit price is inside the band (on its edges included). */
export function isWithinBand(at: Price, band: PriceBand | null): boolean {
  return band === null || (at >= band.low && at <= band.high);
}

/**
 * The worst price a market order may fill at: the one it would take anyway (the book's 30th
 * level), but no further than the band on its side: a buy up to the band's high, a sell down to
 * its low. Undefined when even the best price the book offers is beyond the band: nothing fills.
 */
export function boundedMarketPrice(side: 'buy' | 'sell', best: Price, worst: Price, band: PriceBand | null): Price | undefined {
  if (band === null) return worst;
  if (side === 'buy') return best > band.high ? undefined : worst < band.high ? worst : band.high;
  return best < band.low ? undefined : worst > band.low ? worst : band.low;
}
