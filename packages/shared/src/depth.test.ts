import { describe, expect, it } from 'vitest';
import { aggregateDepth, depthPrecisions, isDepthPrecision } from './depth';
import type { DepthLevel } from './schemas/spot';

const bids: DepthLevel[] = [
  ['96512.37', '0.5'],
  ['96512.01', '0.25'],
  ['96509.99', '1'],
  ['96500.00', '2.125'],
  ['96499.99', '0.001'],
];
const asks: DepthLevel[] = [
  ['96512.38', '0.4'],
  ['96512.40', '0.1'],
  ['96519.99', '3'],
  ['96520.00', '1.5'],
  ['96520.01', '0.2'],
];

describe('depth precisions', () => {
  it('are the tick size times 1, 10, 100 and 1000', () => {
    expect(depthPrecisions('0.01')).toEqual(['0.01', '0.1', '1', '10']);
    expect(depthPrecisions('0.00001')).toEqual(['0.00001', '0.0001', '0.001', '0.01']);
    expect(depthPrecisions('1')).toEqual(['1', '10', '100', '1000']);
  });
  it('accept equal values written differently and refuse anything else', () => {
    expect(isDepthPrecision('0.01', '0.10')).toBe(true);
    expect(isDepthPrecision('0.01', '10')).toBe(true);
    expect(isDepthPrecision('0.01', '0.05')).toBe(false);
    expect(isDepthPrecision('0.01', '100')).toBe(false);
    expect(isDepthPrecision('0.01', '0.001')).toBe(false);
    expect(isDepthPrecision('0.01', 'abc')).toBe(false);
  });
});

describe('aggregateDepth', () => {
  it('keeps levels as they are at the tick size', () => {
    expect(aggregateDepth(bids, 'bids', '0.01')).toEqual([
      ['96512.37', '0.500'],
      ['96512.01', '0.250'],
      ['96509.99', '1.000'],
      ['96500.00', '2.125'],
      ['96499.99', '0.001'],
    ]);
  });
  it('rounds bids down and sums them', () => {
    expect(aggregateDepth(bids, 'bids', '1')).toEqual([
      ['96512', '0.750'],
      ['96509', '1.000'],
      ['96500', '2.125'],
      ['96499', '0.001'],
    ]);
    expect(aggregateDepth(bids, 'bids', '10')).toEqual([
      ['96510', '0.750'],
      ['96500', '3.125'],
      ['96490', '0.001'],
    ]);
  });
  it('rounds asks up, and a price on the step stays where it is', () => {
    expect(aggregateDepth(asks, 'asks', '0.1')).toEqual([
      ['96512.4', '0.5'],
      ['96520.0', '4.5'],
      ['96520.1', '0.2'],
    ]);
    expect(aggregateDepth(asks, 'asks', '10')).toEqual([
      ['96520', '5.0'],
      ['96530', '0.2'],
    ]);
  });
  it('stops at the limit', () => {
    expect(aggregateDepth(bids, 'bids', '1', 2)).toEqual([
      ['96512', '0.750'],
      ['96509', '1.000'],
    ]);
    expect(aggregateDepth(asks, 'asks', '0.01', 1)).toEqual([['96512.38', '0.4']]);
  });
  it('never shows a bid above, or an ask below, the real price', () => {
    for (const precision of depthPrecisions('0.01')) {
      const [bestBid] = aggregateDepth(bids, 'bids', precision);
      const [bestAsk] = aggregateDepth(asks, 'asks', precision);
      expect(Number(bestBid![0])).toBeLessThanOrEqual(96512.37);
      expect(Number(bestAsk![0])).toBeGreaterThanOrEqual(96512.38);
    }
  });
  it('conserves the quantity of the book', () => {
    const total = (levels: DepthLevel[]) => levels.reduce((s, [, q]) => s + Math.round(Number(q) * 1000), 0);
    for (const precision of ['0.01', '0.1', '1', '10'])
      expect(total(aggregateDepth(bids, 'bids', precision))).toBe(total(bids));
  });
  it('answers an empty side with no levels', () => {
    expect(aggregateDepth([], 'asks', '1')).toEqual([]);
  });
});
