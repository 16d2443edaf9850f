import { Decimal } from '../../lib/decimal';
import { median } from './index-maths';

/** The top of the exchange's own book and its last trade, as the index sees them. */
export interface BookTop {
  bid?: Decimal;
  ask?: Decimal;
  last?: Decimal;
}

/** The book's smoothed price: its value and the instant (ms) it was last moved to. */
export interface BookAverage {
  value: Decimal;
  time: number;
}

/**
 * The book's price now: the median of best bid, best ask and last trade when both sides quote (so a
 * last trade is held inside the spread, and a wide spread gives way to the last trade), the mid while
 * nothing has traded, the last trade when a side is empty, nothing when the book has shown nothing.
 */
export function bookSample(top: BookTop): Decimal | undefined {
  if (top.bid && top.ask) return median(top.last ? [top.bid, top.ask, top.last] : [top.bid, top.ask]);
  return top.last;
}

/**
 * An exponential moving average in continuous time: after `dt` ms the gap to the sample shrinks by
 * 2^(-dt / halfLifeMs), so the same span gives the same value however it is sliced into ticks. A new
 * average starts from `start` (the index in force) rather than from the first sample, so one print
 * far away moves the fallback gradually, not at once.
 */
export function nextBookAverage(
  prev: BookAverage | undefined,
  sample: Decimal | undefined,
  now: number,
  halfLifeMs: number,
  start?: Decimal,
): BookAverage | undefined {
  // Without a sample the average holds, and its clock moves on: a print after a quiet hour is
  // smoothed from now, not pulled in at once as if it had stood all hour.
  if (!sample) return prev && { value: prev.value, time: Math.max(prev.time, now) };
  if (!prev) return { value: start ?? sample, time: now };
  const dt = now - prev.time;
  if (dt <= 0) return prev;
  // A dimensionless float factor; the price itself stays a Decimal.
  const keep = new Decimal(Math.pow(2, -dt / halfLifeMs));
  return { value: sample.plus(prev.value.minus(sample).times(keep)), time: now };
}
