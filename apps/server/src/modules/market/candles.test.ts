import { describe, expect, it } from 'vitest';
import { KLINE_INTERVALS } from '@aurelix/shared/schemas/spot';
import { candleOpenTime, createCandleSet, nextCandleTime, toWireCandle } from './candles';

const at = (iso: string) => Date.parse(iso);

describe('candle intervals (UTC)', () => {
  const t = at('2026-03-04T13:47:29.500Z'); // a Wednesday
  it('open on the minute, hour, day, Monday and first of the month', () => {
    expect(candleOpenTime('1min', t)).toBe(at('2026-03-04T13:47:00Z'));
    expect(candleOpenTime('5min', t)).toBe(at('2026-03-04T13:45:00Z'));
    expect(candleOpenTime('15min', t)).toBe(at('2026-03-04T13:45:00Z'));
    expect(candleOpenTime('30min', t)).toBe(at('2026-03-04T13:30:00Z'));
    expect(candleOpenTime('60min', t)).toBe(at('2026-03-04T13:00:00Z'));
    expect(candleOpenTime('1day', t)).toBe(at('2026-03-04T00:00:00Z'));
    expect(candleOpenTime('1week', t)).toBe(at('2026-03-02T00:00:00Z'));
    expect(candleOpenTime('1mon', t)).toBe(at('2026-03-01T00:00:00Z'));
  });
  it('put a Sunday night in the week that opened on Monday, and Monday midnight in the next', () => {
    expect(candleOpenTime('1week', at('2026-03-08T23:59:59.999Z'))).toBe(at('2026-03-02T00:00:00Z'));
    expect(candleOpenTime('1week', at('2026-03-09T00:00:00Z'))).toBe(at('2026-03-09T00:00:00Z'));
    // A week that spans a month and a year boundary.
    expect(candleOpenTime('1week', at('2027-01-01T08:00:00Z'))).toBe(at('2026-12-28T00:00:00Z'));
    expect(new Date(candleOpenTime('1week', at('2026-11-22T12:00:00Z'))).getUTCDay()).toBe(1);
  });
  it('close months of 28, 29, 30 and 31 days at the next first', () => {
    expect(candleOpenTime('1mon', at('2026-02-28T23:59:59Z'))).toBe(at('2026-02-01T00:00:00Z'));
    expect(nextCandleTime('1mon', at('2026-02-01T00:00:00Z'))).toBe(at('2026-03-01T00:00:00Z'));
    expect(nextCandleTime('1mon', at('2028-02-01T00:00:00Z'))).toBe(at('2028-03-01T00:00:00Z'));
    expect(nextCandleTime('1mon', at('2026-12-01T00:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
    expect(candleOpenTime('1mon', at('2027-01-01T00:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
  });
  it('contain their own open time and end where the next opens, for every interval', () => {
    for (const interval of KLINE_INTERVALS) {
      for (const iso of ['2026-01-31T23:59:59.999Z', '2026-02-01T00:00:00Z', '2024-02-29T12:00:00Z']) {
        const open = candleOpenTime(interval, at(iso));
        const next = nextCandleTime(interval, open);
        expect(open).toBeLessThanOrEqual(at(iso));
        expect(next).toBeGreaterThan(at(iso));
        expect(candleOpenTime(interval, next - 1)).toBe(open);
        expect(candleOpenTime(interval, next)).toBe(next);
      }
    }
  });
});

describe('candles built from trades', () => {
  const trade = (iso: string, price: string, quantity: string) => ({
    time: at(iso),
    price,
    quantity,
    amount: String(Number(price) * Number(quantity)),
  });
  it('open at the first trade and follow high, low, close, volume and turnover', () => {
    const set = createCandleSet();
    set.apply(trade('2026-03-04T13:47:01Z', '100', '1'));
    set.apply(trade('2026-03-04T13:47:20Z', '105', '2'));
    set.apply(trade('2026-03-04T13:47:40Z', '98', '0.5'));
    expect(toWireCandle(set.current('1min')!)).toEqual({
      time: at('2026-03-04T13:47:00Z'),
      open: '100',
      high: '105',
      low: '98',
      close: '98',
      vol: '3.5',
      amount: '359',
    });
    expect(set.current('1min')!.count).toBe(3);
  });
  it('start a new candle when the interval turns, while the longer ones keep adding', () => {
    const set = createCandleSet();
    set.apply(trade('2026-03-08T23:59:30Z', '100', '1'));
    const touched = set.apply(trade('2026-03-09T00:00:10Z', '110', '1'));
    expect(touched).toHaveLength(KLINE_INTERVALS.length);
    expect(toWireCandle(set.current('1min')!)).toMatchObject({ time: at('2026-03-09T00:00:00Z'), open: '110', vol: '1' });
    expect(toWireCandle(set.current('1week')!)).toMatchObject({ time: at('2026-03-09T00:00:00Z'), open: '110' });
    expect(toWireCandle(set.current('1mon')!)).toMatchObject({
      time: at('2026-03-01T00:00:00Z'),
      open: '100',
      close: '110',
      high: '110',
      vol: '2',
    });
  });
  it('continue a candle loaded from the database after a restart', () => {
    const set = createCandleSet();
    set.apply(trade('2026-03-04T13:00:00Z', '100', '1'));
    const reloaded = createCandleSet({ '60min': { ...set.current('60min')! } });
    reloaded.apply(trade('2026-03-04T13:30:00Z', '90', '1'));
    expect(toWireCandle(reloaded.current('60min')!)).toMatchObject({ open: '100', low: '90', close: '90', vol: '2' });
  });
  it('ignore a late print of an interval that has closed', () => {
    const set = createCandleSet();
    set.apply(trade('2026-03-04T13:48:00Z', '100', '1'));
    set.apply(trade('2026-03-04T13:47:59Z', '1', '1'));
    expect(toWireCandle(set.current('1min')!)).toMatchObject({ low: '100', vol: '1' });
    expect(toWireCandle(set.current('60min')!)).toMatchObject({ low: '1', vol: '2' });
  });
});
