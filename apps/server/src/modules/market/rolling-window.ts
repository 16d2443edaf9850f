import { Decimal } from '../../lib/decimal';

/** Statistics of one stretch of time: prices, volume (base), turnover (quote) and number of trades. */
export interface Bucket {
  start: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  vol: Decimal;
  amount: Decimal;
  count: number;
}

export type WindowStats = Omit<Bucket, 'start'>;

export interface RollingWindow {
  /** Records activity at `time`: the price now and what traded since the previous record. */
  record(time: number, price: Decimal, activity?: { vol: Decimal; amount: Decimal; count: number }): void;
  /** Adds a finished bucket from history (backfill); buckets arrive oldest first. */
  addBucket(bucket: Bucket): void;
  /** Statistics of the window ending at the latest record; undefined before any. */
  stats(): WindowStats | undefined;
}

const ZERO = new Decimal(0);

/**
 * A rolling window (24h by default) kept as one-minute buckets. `open` is the opening price of the
 * oldest bucket still in the window, i.e. the price `span` ago to within one bucket. Totals of the
 * finished buckets are kept incrementally (sums, and monotonic queues for high and low), so a
 * bucket coming in or falling out costs O(1) however long the window is.
 */
export function createRollingWindow(opts: { spanMs?: number; bucketMs?: number } = {}): RollingWindow {
  const spanMs = opts.spanMs ?? 86_400_000;
  const bucketMs = opts.bucketMs ?? 60_000;
  const done: Bucket[] = [];
  // Finished buckets whose high (low) no later bucket beats: the front is the window's high (low).
  const highs: Bucket[] = [];
  const lows: Bucket[] = [];
  let vol = ZERO;
  let amount = ZERO;
  let count = 0;
  let current: Bucket | undefined;

  const finish = (bucket: Bucket) => {
    done.push(bucket);
    vol = vol.plus(bucket.vol);
    amount = amount.plus(bucket.amount);
    count += bucket.count;
    while (highs.length > 0 && highs[highs.length - 1]!.high.lte(bucket.high)) highs.pop();
    highs.push(bucket);
    while (lows.length > 0 && lows[lows.length - 1]!.low.gte(bucket.low)) lows.pop();
    lows.push(bucket);
  };
  const evictBefore = (now: number) => {
    // A bucket stays while it still covers a moment within the span.
    while (done.length > 0 && done[0]!.start + bucketMs <= now - spanMs) {
      const old = done.shift()!;
      vol = vol.minus(old.vol);
      amount = amount.minus(old.amount);
      count -= old.count;
      if (highs[0] === old) highs.shift();
      if (lows[0] === old) lows.shift();
    }
  };
  const doneStats = (): WindowStats | undefined =>
    done.length === 0
      ? undefined
      : {
          open: done[0]!.open,
          high: highs[0]!.high,
          low: lows[0]!.low,
          close: done[done.length - 1]!.close,
          vol,
          amount,
          count,
        };

  return {
    record(time, price, activity) {
      const start = time - (time % bucketMs);
      if (current && current.start !== start) {
        finish(current);
        current = undefined;
      }
      if (!current)
        current = {
          start,
          open: price,
          high: price,
          low: price,
          close: price,
          vol: ZERO,
          amount: ZERO,
          count: 0,
        };
      current.high = Decimal.max(current.high, price);
      current.low = Decimal.min(current.low, price);
      current.close = price;
      if (activity) {
        current.vol = current.vol.plus(activity.vol);
        current.amount = current.amount.plus(activity.amount);
        current.count += activity.count;
      }
      evictBefore(time);
    },
    addBucket(bucket) {
      finish(bucket);
      evictBefore(bucket.start + bucketMs);
    },
    stats() {
      const finished = doneStats();
      if (!finished) return current && { ...current };
      return current ? merge(finished, current) : finished;
    },
  };
}

/** `later` follows `earlier` in time. */
function merge(earlier: WindowStats, later: WindowStats): WindowStats {
  return {
    open: earlier.open,
    high: Decimal.max(earlier.high, later.high),
    low: Decimal.min(earlier.low, later.low),
    close: later.close,
    vol: earlier.vol.plus(later.vol),
    amount: earlier.amount.plus(later.amount),
    count: earlier.count + later.count,
  };
}
