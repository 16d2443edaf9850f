import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedMarketPrice, isWithinBand, priceBandAt } from './price-band';
import { BTC, btcMarkPrice, pct, px } from './testing/fixtures';
import { rate } from './units';

describe('the price band', () => {
  it('is index ± band on the tick grid, rounded inward', () => {
    // 2% of 40,000.05 is 800.001: 39,200.049 up to 40,800.051, on BTC's 0.1 tick.
    expect(priceBandAt(px('40000.05'), pct('2'), BTC.tickSize)).toEqual({ low: px('39200.1'), high: px('40800') });
  });

  it('is absent without an index or with a band of 0', () => {
    expect(priceBandAt(undefined, pct('2'), BTC.tickSize)).toBeNull();
    expect(priceBandAt(px('40000'), rate(0n), BTC.tickSize)).toBeNull();
    expect(isWithinBand(px('1'), null)).toBe(true);
  });

  it('accepts limit prices on or inside its edges only', () => {
    const band = priceBandAt(px('40000'), pct('2'), BTC.tickSize);
    expect(isWithinBand(px('40800'), band)).toBe(true);
    expect(isWithinBand(px('39200'), band)).toBe(true);
    expect(isWithinBand(px('40800.1'), band)).toBe(false);
    expect(isWithinBand(px('39199.9'), band)).toBe(false);
  });

  it('stops a market sweep at its edge, and fills nothing when the best price is already beyond it', () => {
    const band = priceBandAt(px('40000'), pct('2'), BTC.tickSize);
    // A buy that would walk up to 45,000 stops at 40,800; one that stops at 40,100 anyway keeps it.
    expect(boundedMarketPrice('buy', px('40010'), px('45000'), band)).toBe(px('40800'));
    expect(boundedMarketPrice('buy', px('40010'), px('40100'), band)).toBe(px('40100'));
    expect(boundedMarketPrice('buy', px('41000'), px('45000'), band)).toBeUndefined();
    expect(boundedMarketPrice('sell', px('39990'), px('30000'), band)).toBe(px('39200'));
    expect(boundedMarketPrice('sell', px('39000'), px('30000'), band)).toBeUndefined();
    expect(boundedMarketPrice('sell', px('39000'), px('30000'), null)).toBe(px('30000'));
  });

  it('keeps every fill price a market order can take within the band (property)', () => {
    fc.assert(
      fc.property(btcMarkPrice(), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: -300, max: 300 }), fc.integer({ min: 0, max: 600 }), (index, bp, from, span) => {
        const band = priceBandAt(index, rate(BigInt(bp) * 10_000n), BTC.tickSize)!;
        const best = px(((Number(index) / 1e8) * (1 + from / 10_000)).toFixed(1));
        const worst = px(((Number(best) / 1e8) * (1 + span / 10_000)).toFixed(1));
        const limit = boundedMarketPrice('buy', best, worst, band);
        if (limit === undefined) expect(best > band.high).toBe(true);
        else expect(limit <= band.high && limit >= best && limit % BTC.tickSize === 0n).toBe(true);
      }),
    );
  });
});
