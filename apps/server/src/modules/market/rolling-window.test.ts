import { describe, expect, it } from 'vitest';
import { Decimal } from '../../lib/decimal';
import { createRollingWindow } from './rolling-window';

const d = (v: Decimal.Value) => new Decimal(v);
const trade = (vol: string, amount: string) => ({ vol: d(vol), amount: d(amount), count: 1 });

describe('rolling window', () => {
  it('sums the window and forgets what falls out of it', () => {
    const window = createRollingWindow({ spanMs: 3000, bucketMs: 1000 });
    const prices = ['10', '14', '9', '11', '12', '8'];
    prices.forEach((p, i) => window.record(i * 1000, d(p), trade('1', p)));
    // At t = 5000 the window covers buckets 2000..5000: prices 9, 11, 12, 8.
    const stats = window.stats()!;
    expect([stats.open, stats.high, stats.low, stats.close].map(String)).toEqual(['9', '12', '8', '8']);
    expect([stats.vol.toString(), stats.amount.toString(), stats.count]).toEqual(['4', '40', 4]);
  });

  it('follows high and low as they fall out and come in, like a full recount', () => {
    const window = createRollingWindow({ spanMs: 10_000, bucketMs: 1000 });
    const prices: number[] = [];
    for (let i = 0; i < 200; i++) {
      const price = 100 + ((i * 37) % 23) - ((i * 11) % 7);
      prices.push(price);
      window.record(i * 1000, d(price));
      const inWindow = prices.slice(Math.max(0, i - 10));
      const stats = window.stats()!;
      expect([stats.high.toNumber(), stats.low.toNumber(), stats.open.toNumber()]).toEqual([
        Math.max(...inWindow),
        Math.min(...inWindow),
        inWindow[0],
      ]);
    }
  });

  it('takes backfilled buckets before live records', () => {
    const window = createRollingWindow({ spanMs: 60_000, bucketMs: 1000 });
    window.addBucket({
      start: 0,
      open: d(5),
      high: d(7),
      low: d(4),
      close: d(6),
      vol: d(2),
      amount: d(12),
      count: 3,
    });
    window.record(1500, d(6.5), trade('1', '6.5'));
    const stats = window.stats()!;
    expect([stats.open, stats.high, stats.low, stats.close, stats.vol, stats.amount].map(String)).toEqual([
      '5',
      '7',
      '4',
      '6.5',
      '3',
      '18.5',
    ]);
    expect(stats.count).toBe(4);
  });
});
