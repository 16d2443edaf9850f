import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lots } from '../units';
import {
  averagePremium,
  DEFAULT_FUNDING_SETTINGS as SETTINGS,
  FUNDING_REMAINDER_ACCOUNT,
  fundingRate,
  premiumIndex,
  settleFunding,
  type FundedPosition,
} from './funding';
import { BTC, btcLots, btcMarkPrice, pct, px, usdt } from './testing/fixtures';
import { rate } from './units';

describe('funding rate', () => {
  it('reads the premium index as Binance does', () => {
    const index = px('40000');
    expect(premiumIndex(index, px('40040'), px('40060'))).toBe(pct('0.1'));
    expect(premiumIndex(index, px('39990'), px('40010'))).toBe(0n);
    expect(premiumIndex(index, undefined, px('39960'))).toBe(pct('-0.1'));
    expect(premiumIndex(index, undefined, undefined)).toBe(0n);
  });

  it('weights later samples more', () => {
    expect(averagePremium([])).toBe(0n);
    expect(averagePremium([rate(0n), rate(300n)])).toBe(200n);
  });

  it('is the interest rate while the premium is within the band, and clamps', () => {
    expect(fundingRate(rate(0n), SETTINGS)).toBe(pct('0.01'));
    expect(fundingRate(pct('0.04'), SETTINGS)).toBe(pct('0.01'));
    expect(fundingRate(pct('-0.04'), SETTINGS)).toBe(pct('0.01'));
    expect(fundingRate(pct('0.2'), SETTINGS)).toBe(pct('0.15'));
    expect(fundingRate(pct('-0.2'), SETTINGS)).toBe(pct('-0.15'));
    expect(fundingRate(pct('3'), SETTINGS)).toBe(pct('0.75'));
    expect(fundingRate(pct('-3'), SETTINGS)).toBe(pct('-0.75'));
  });
});

describe('funding payments', () => {
  it('has longs pay shorts when positive: 1 BTC at 40,000 × 0.01% is 4 USDT', () => {
    const positions: FundedPosition[] = [
      { id: 1, side: 'long', size: lots(1000) },
      { id: 2, side: 'short', size: lots(1000) },
    ];
    expect(settleFunding(BTC, positions, px('40000'), pct('0.01'))).toEqual({
      payments: [
        { id: 1, amount: usdt('-4') },
        { id: 2, amount: usdt('4') },
      ],
      remainder: 0n,
    });
    expect(settleFunding(BTC, positions, px('40000'), pct('-0.01')).payments.map((p) => p.amount)).toEqual([usdt('4'), usdt('-4')]);
    expect(FUNDING_REMAINDER_ACCOUNT).toBe('system:insurance');
  });

  it('sums to zero with the remainder, which is never negative and below one unit per position', () => {
    const sizes = fc.array(btcLots(5_000), { minLength: 1, maxLength: 20 });
    const setOf = sizes.chain((longs) => {
      const total = longs.reduce((a, b) => a + b, 0);
      // Cut the same total into shorts at random points.
      return fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, total - 1) }), { maxLength: Math.min(20, total - 1) }).map((cuts) => {
        const points = [0, ...cuts.filter((c) => c < total).sort((a, b) => a - b), total];
        const shorts = points.slice(1).map((p, i) => p - (points[i] as number));
        return { longs, shorts };
      });
    });
    fc.assert(
      fc.property(setOf, btcMarkPrice(), fc.bigInt({ min: -750_000n, max: 750_000n }), ({ longs, shorts }, mark, r) => {
        const positions: FundedPosition[] = [
          ...longs.map((size, i) => ({ id: i + 1, side: 'long' as const, size: lots(size) })),
          ...shorts.map((size, i) => ({ id: 1000 + i, side: 'short' as const, size: lots(size) })),
        ];
        const { payments, remainder } = settleFunding(BTC, positions, mark, rate(r));
        expect(payments.reduce((sum, p) => sum + p.amount, 0n) + remainder).toBe(0n);
        expect(remainder).toBeGreaterThanOrEqual(0n);
        expect(remainder).toBeLessThan(BigInt(positions.length));
        for (const [i, p] of payments.entries()) {
          const position = positions[i] as FundedPosition;
          const pays = (r >= 0n) === (position.side === 'long');
          if (r !== 0n) expect(p.amount === 0n || (p.amount < 0n) === pays).toBe(true);
        }
      }),
    );
  });
});
