import { KLINE_INTERVALS, type Candle, type KlineInterval } from '@aurelix/shared/schemas/spot';
import { Decimal } from '../../lib/decimal';

/** A candle being built: prices and sums as decimals, plus the number of trades. */
export interface OpenCandle {
  time: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  vol: Decimal;
  amount: Decimal;
  count: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** 1970-01-01 was a Thursday; the first Monday 00:00 UTC is four days later. */
const FIRST_MONDAY = 4 * DAY;
const FIXED_MS: Partial<Record<KlineInterval, number>> = {
  '1min': MINUTE,
  '5min': 5 * MINUTE,
  '15min': 15 * MINUTE,
  '30min': 30 * MINUTE,
  '60min': 60 * MINUTE,
  '1day': DAY,
  '1week': 7 * DAY,
};

const floorTo = (time: number, step: number, origin = 0) => time - ((((time - origin) % step) + step) % step);

/** Epoch ms at which the interval containing `time` opens (UTC; weeks open on Monday, months on the 1st). */
export function candleOpenTime(interval: KlineInterval, time: number): number {
  if (interval === '1mon') {
    const d = new Date(time);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  if (interval === '1week') return floorTo(time, FIXED_MS['1week']!, FIRST_MONDAY);
  return floorTo(time, FIXED_MS[interval]!);
}

/** Epoch ms at which the interval opening at `openTime` closes (the next one opens). */
export function nextCandleTime(interval: KlineInterval, openTime: number): number {
  if (interval === '1mon') {
    const d = new Date(openTime);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return openTime + FIXED_MS[interval]!;
}

export function openCandle(time: number, price: Decimal, vol: Decimal, amount: Decimal, count: number): OpenCandle {
  return { time, open: price, high: price, low: price, close: price, vol, amount, count };
}

/** Adds one trade to the candle (the trade lies within its interval). */
export function addTrade(candle: OpenCandle, price: Decimal, vol: Decimal, amount: Decimal): void {
  if (price.gt(candle.high)) candle.high = price;
  if (price.lt(candle.low)) candle.low = price;
  candle.close = price;
  candle.vol = candle.vol.plus(vol);
  candle.amount = candle.amount.plus(amount);
  candle.count += 1;
}

/** Merges a finer candle (later in time than everything in `into`) into a coarser one. */
export function mergeCandle(into: OpenCandle, later: OpenCandle): void {
  if (later.high.gt(into.high)) into.high = later.high;
  if (later.low.lt(into.low)) into.low = later.low;
  into.close = later.close;
  into.vol = into.vol.plus(later.vol);
  into.amount = into.amount.plus(later.amount);
  into.count += later.count;
}

/** The wire form of the contract: decimal strings without padding. */
export function toWireCandle(c: OpenCandle): Candle {
  return {
    time: c.time,
    open: c.open.toFixed(),
    high: c.high.toFixed(),
    low: c.low.toFixed(),
    close: c.close.toFixed(),
    vol: c.vol.toFixed(),
    amount: c.amount.toFixed(),
  };
}

export interface TradeLike {
  price: string;
  quantity: string;
  amount: string;
  time: number;
}

/**
 * The open candles of one market, one per interval, updated incrementally from its trades in
 * execution order. Returns the intervals whose candle changed; a candle that is replaced by the
 * next interval's is handed to `onClosed` (so it is persisted with its final values).
 */
export function createCandleSet(initial: Partial<Record<KlineInterval, OpenCandle>> = {}) {
  const current = new Map<KlineInterval, OpenCandle>();
  for (const interval of KLINE_INTERVALS) {
    const c = initial[interval];
    if (c) current.set(interval, c);
  }
  return {
    current: (interval: KlineInterval) => current.get(interval),
    /** Applies a trade to every interval; returns the candles it touched (same objects as `current`). */
    apply(trade: TradeLike): Array<[KlineInterval, OpenCandle]> {
      const price = new Decimal(trade.price);
      const vol = new Decimal(trade.quantity);
      const amount = new Decimal(trade.amount);
      const touched: Array<[KlineInterval, OpenCandle]> = [];
      for (const interval of KLINE_INTERVALS) {
        const time = candleOpenTime(interval, trade.time);
        const candle = current.get(interval);
        if (candle && candle.time === time) addTrade(candle, price, vol, amount);
        else if (candle && candle.time > time) continue; // a late print of a closed interval: ignore
        else current.set(interval, openCandle(time, price, vol, amount, 1));
        touched.push([interval, current.get(interval)!]);
      }
      return touched;
    },
  };
}
export type CandleSet = ReturnType<typeof createCandleSet>;
