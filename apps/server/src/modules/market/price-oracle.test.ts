import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../lib/decimal';
import { createRandomWalkOracle } from './price-oracle';

const START = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;
const pairs = [
  { symbol: 'BTC_USDT', startPrice: '96500' },
  { symbol: 'SHIB_USDT', startPrice: '0.0000215' },
];

/** Prices of a pair at `START + t` for each t, as strings (exact). */
function walk(seed: string, symbol: string, times: number[]): string[] {
  const oracle = createRandomWalkOracle({ seed, start: START, pairs });
  return times.map((t) => oracle.priceAt(symbol, START + t).toString());
}

describe('random-walk price oracle', () => {
  it('is deterministic for a seed, and another seed gives another walk', () => {
    const times = [1000, 2000, 5000, 60_000, HOUR, 24 * HOUR];
    expect(walk('alpha', 'BTC_USDT', times)).toEqual(walk('alpha', 'BTC_USDT', times));
    expect(walk('alpha', 'BTC_USDT', times)).not.toEqual(walk('beta', 'BTC_USDT', times));
    const a = createRandomWalkOracle({ seed: 'alpha', start: START, pairs });
    const b = createRandomWalkOracle({ seed: 'alpha', start: START, pairs });
    expect(a.history('SHIB_USDT', 50, 60_000).map(String)).toEqual(
      b.history('SHIB_USDT', 50, 60_000).map(String),
    );
  });

  it('starts at the start price and moves', () => {
    const oracle = createRandomWalkOracle({ seed: 's', start: START, pairs });
    expect(oracle.priceAt('BTC_USDT', START).toString()).toBe('96500');
    expect(oracle.priceAt('BTC_USDT', START + HOUR).eq(96500)).toBe(false);
  });

  it('keeps prices positive for any seed and any slicing of time', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.integer({ min: 1, max: 30 * 24 * HOUR }), { minLength: 1, maxLength: 60 }),
        (seed, steps) => {
          const oracle = createRandomWalkOracle({ seed, start: START, pairs });
          let now = START;
          for (const step of steps) {
            now += step;
            for (const { symbol } of pairs) expect(oracle.priceAt(symbol, now).gt(0)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('stays within a plausible band of the start price over a year', () => {
    const oracle = createRandomWalkOracle({ seed: 'year', start: START, pairs });
    let low = new Decimal(Infinity);
    let high = new Decimal(0);
    for (let h = 1; h <= 365 * 24; h++) {
      const p = oracle.priceAt('BTC_USDT', START + h * HOUR);
      low = Decimal.min(low, p);
      high = Decimal.max(high, p);
    }
    expect(low.gt(96500 / 2)).toBe(true);
    expect(high.lt(96500 * 2)).toBe(true);
  });

  it('gives a past path that ends next to the current price', () => {
    const oracle = createRandomWalkOracle({ seed: 'h', start: START, pairs });
    const history = oracle.history('BTC_USDT', 1440, 60_000);
    expect(history).toHaveLength(1440);
    expect(history.every((p) => p.gt(0))).toBe(true);
    const last = history[1439]!;
    expect(last.div(96500).minus(1).abs().lt(0.01)).toBe(true);
    expect(new Set(history.map(String)).size).toBeGreaterThan(1000);
  });

  it('refuses a pair it does not know', () => {
    const oracle = createRandomWalkOracle({ seed: 's', start: START, pairs });
    expect(() => oracle.priceAt('NOPE_USDT', START)).toThrow(/unknown pair/);
  });
});
