import { describe, expect, it } from 'vitest';
import { aggregateLevels, bookRows, precisionChoices, spreadOf } from './depth-book';

describe('precisionChoices', () => {
  it('offers the tick size times 1, 10, 100 and 1000', () => {
    expect(precisionChoices('0.01')).toEqual(['0.01', '0.1', '1', '10']);
    expect(precisionChoices('0.00001')).toEqual(['0.00001', '0.0001', '0.001', '0.01']);
  });
});

describe('aggregateLevels', () => {
  const bids: [string, string][] = [
    ['100.37', '1'],
    ['100.31', '2'],
    ['100.29', '0.5'],
    ['99.99', '4'],
  ];
  const asks: [string, string][] = [
    ['100.41', '1'],
    ['100.49', '1.5'],
    ['100.50', '2'],
    ['100.51', '3'],
  ];

  it('rounds bids down and asks up to the step and adds their quantities', () => {
    expect(aggregateLevels(bids, '0.1', 'bids')).toEqual([
      ['100.3', '3.0'],
      ['100.2', '0.5'],
      ['99.9', '4.0'],
    ]);
    expect(aggregateLevels(asks, '0.1', 'asks')).toEqual([
      ['100.5', '4.5'],
      ['100.6', '3.0'],
    ]);
    expect(aggregateLevels(bids, '1', 'bids')).toEqual([
      ['100', '3.5'],
      ['99', '4.0'],
    ]);
  });

  it('keeps the tick precision, drops empty levels and honours the limit', () => {
    expect(aggregateLevels([['100.3', '0'], ['100.2', '1']], '0.01', 'bids')).toEqual([['100.20', '1']]);
    expect(aggregateLevels(asks, '0.01', 'asks', 2)).toEqual([
      ['100.41', '1.0'],
      ['100.49', '1.5'],
    ]);
  });
});

describe('bookRows', () => {
  it('gives running totals and depth bars on one scale for both sides', () => {
    const { bids, asks } = bookRows(
      [
        ['10', '1'],
        ['9', '3'],
      ],
      [['11', '2']],
    );
    expect(bids.map((r) => [r.cumulative, r.depth])).toEqual([
      ['1', 0.25],
      ['4', 1],
    ]);
    expect(asks.map((r) => [r.cumulative, r.depth])).toEqual([['2', 0.5]]);
  });

  it('draws no bars for an empty book', () => {
    expect(bookRows([], [])).toEqual({ bids: [], asks: [] });
  });
});

describe('spreadOf', () => {
  it('is the best ask minus the best bid', () => {
    expect(spreadOf([['99.5', '1']], [['100', '1']])).toEqual({ spread: '0.5', fraction: '0.005' });
    expect(spreadOf([], [['100', '1']])).toBeNull();
  });
});
