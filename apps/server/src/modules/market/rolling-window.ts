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
 * oldest bucket still in the window, i.e. the price `span` ago to within one bucket. The sum of the
 * finished buckets is cached and recomputed only when a bucket is added or falls out.
 */
export function createRollingWindow(opts: { spanMs?: number; bucketMs?: number } = {}): RollingWindow {
  const spanMs = opts.spanMs ?? 86_400_000;
  const bucketMs = opts.bucketMs ?? 60_000;
  const done: Bucket[] = [];
  let current: Bucket | undefined;
  let doneStats: WindowStats | undefined;
  let doneDirty = false;

  const evictBefore = (now: number) => {
    // A bucket stays while it still covers a moment within the span.
    while (done.length > 0 && done[0]!.start + bucketMs <= now - spanMs) {
      done.shift();
      doneDirty = true;
    }
  };
  const finish = (bucket: Bucket) => {
    done.push(bucket);
    doneDirty = true;
  };

  return {
    record(time, price, activity) {
      const start = time - (time % bucketMs);
      if (current && current.start !== start) {
        finish(current);
        current = undefined;
      }
      if (!current) current = { start, open: price, high: price, low: price, close: price, vol: ZERO, amount: ZERO, count: 0 };
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
      if (doneDirty) {
        doneStats = done.reduce<WindowStats | undefined>((acc, b) => (acc ? merge(acc, b) : { ...b }), undefined);
        doneDirty = false;
      }
      if (!doneStats) return current && { ...current };
      return current ? merge(doneStats, current) : { ...doneStats };
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
