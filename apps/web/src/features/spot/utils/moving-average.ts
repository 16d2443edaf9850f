import Decimal from 'decimal.js';

/**
 * Simple moving average of closes over `period` candles, one point per candle from the period-th
 * on. Chart coordinates only: the values are drawn, never traded on.
 */
export function movingAverage<T extends { time: number; close: string }>(
  candles: readonly T[],
  period: number,
): { time: number; value: number }[] {
  const out: { time: number; value: number }[] = [];
  let sum = new Decimal(0);
  for (let i = 0; i < candles.length; i++) {
    sum = sum.plus(candles[i]!.close);
    if (i >= period) sum = sum.minus(candles[i - period]!.close);
    if (i >= period - 1) out.push({ time: candles[i]!.time, value: sum.div(period).toNumber() });
  }
  return out;
}

/** Replaces or appends a pushed candle (same open time replaces; a newer one appends). */
export function upsertCandle<T extends { time: number }>(candles: readonly T[], candle: T): T[] {
  const last = candles[candles.length - 1];
  if (!last || candle.time > last.time) return [...candles, candle];
  if (candle.time === last.time) return [...candles.slice(0, -1), candle];
  const index = candles.findIndex((c) => c.time === candle.time);
  if (index === -1) return [...candles];
  const next = [...candles];
  next[index] = candle;
  return next;
}
