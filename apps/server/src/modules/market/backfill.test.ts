import { describe, expect, it } from 'vitest';
import { KLINE_INTERVALS, type KlineInterval } from '@aurelix/shared/schemas/spot';
import { Decimal } from '../../lib/decimal';
import { backfillCandles, type CandleRecord } from './backfill';
import { candleOpenTime, nextCandleTime } from './candles';
import type { MarketPair } from './ticker-source';

const NOW = Date.parse('2026-03-18T10:20:30Z'); // a Wednesday
const pair: MarketPair = {
  symbol: 'BTC_USDT',
  left: 'BTC',
  right: 'USDT',
  contract: true,
  hot: true,
  tickSize: new Decimal('0.01'),
  pricePrecision: 2,
  qtyPrecision: 5,
  amountPrecision: 2,
  referencePrice: new Decimal('96500'),
  quoteUsdt: new Decimal(1),
};
const rows = backfillCandles({ pair, currentPrice: 97123.45, now: NOW, days: 30, seed: 'test' });
const of = (interval: KlineInterval) => rows.filter((r) => r.interval === interval);

describe('candle backfill', () => {
  it('gives every interval its history up to the current interval', () => {
    const minute = 60_000;
    // 1,440 minutes of the last day; 5 and 15 minutes over 5 and 15 days; 30 days from 30 minutes up.
    expect(of('1min')).toHaveLength(1440);
    expect(of('5min')).toHaveLength((5 * 1440) / 5);
    expect(of('15min')).toHaveLength((15 * 1440) / 15 + 1);
    expect(of('30min')).toHaveLength((30 * 1440) / 30 + 1);
    expect(of('60min')).toHaveLength(30 * 24 + 1);
    expect(of('1day')).toHaveLength(31);
    // 30 days back from Wed 18 March reaches into the week of Mon 16 February: 5 weeks.
    expect(of('1week').map((r) => new Date(r.time).toISOString().slice(0, 10))).toEqual([
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(of('1mon').map((r) => new Date(r.time).toISOString().slice(0, 10))).toEqual(['2026-02-01', '2026-03-01']);
    for (const interval of KLINE_INTERVALS) {
      const list = of(interval);
      expect(list.at(-1)!.time).toBe(candleOpenTime(interval, NOW - minute));
      for (let i = 1; i < list.length; i++) expect(list[i]!.time).toBe(nextCandleTime(interval, list[i - 1]!.time));
    }
  });

  it('ends at the current price and keeps every candle well formed', () => {
    for (const interval of KLINE_INTERVALS) expect(of(interval).at(-1)!.close).toBe('97123.45');
    for (const r of rows) {
      const [open, high, low, close] = [r.open, r.high, r.low, r.close].map((s) => new Decimal(s));
      expect(high!.gte(Decimal.max(open!, close!)) && low!.lte(Decimal.min(open!, close!)) && low!.gt(0)).toBe(true);
      expect(new Decimal(r.vol).gt(0) && r.count > 0).toBe(true);
    }
  });

  it('stays near the start price and makes the coarse candles exact sums of the fine ones', () => {
    const first = new Decimal(of('60min')[0]!.open);
    expect(first.div(96500).minus(1).abs().lt(0.5)).toBe(true);
    const sum = (list: CandleRecord[], f: 'vol' | 'amount') => list.reduce((s, r) => s.plus(r[f]), new Decimal(0));
    const day = of('1day')[10]!;
    const hours = of('60min').filter((r) => r.time >= day.time && r.time < nextCandleTime('1day', day.time));
    expect(hours).toHaveLength(24);
    expect(sum(hours, 'vol').toFixed(5)).toBe(day.vol);
    expect(sum(hours, 'amount').toFixed(2)).toBe(day.amount);
    expect(hours[0]!.open).toBe(day.open);
    expect(hours[23]!.close).toBe(day.close);
  });

  it('is reproducible for a seed', () => {
    const again = backfillCandles({ pair, currentPrice: 97123.45, now: NOW, days: 30, seed: 'test' });
    expect(again).toEqual(rows);
  });
});
