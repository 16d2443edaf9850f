import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lots } from '../units';
import { adlScore, coverLoss, liquidationFillResult, planDeleveraging, takeOver, type AdlCandidate } from './liquidation';
import { isolatedLiquidationPrice } from './liquidation-price';
import { increasePosition, type Position } from './position';
import { BTC, btcPosition, px, usdt } from './testing/fixtures';
import { money } from './units';

function opened(side: 'long' | 'short', at: string, qty: number): Position {
  const result = increasePosition(BTC, null, side, px(at), lots(qty));
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

describe('takeover at the bankruptcy price', () => {
  it('takes a 10x long at 36,000: the user loses the margin, nothing more', () => {
    const long = opened('long', '40000', 1000);
    expect(takeOver(BTC, long, usdt('4000'))).toEqual({ price: px('36000'), userPnl: usdt('-4000'), toInsurance: 0n, fromInsurance: 0n });
    // Bankruptcy 35,999.95 moves up to the 36,000.0 tick; the 0.05 left is the fund's clearance fee.
    expect(takeOver(BTC, long, usdt('4000.05'))).toEqual({
      price: px('36000'),
      userPnl: usdt('-4000'),
      toInsurance: usdt('0.05'),
      fromInsurance: 0n,
    });
    expect(takeOver(BTC, long, usdt('40000'))).toBeNull();
    expect(takeOver(BTC, opened('short', '40000', 1000), usdt('4000'))?.price).toBe(px('44000'));
  });

  it('never leaves an isolated account negative, and the fund gets less than a tick of the size (property)', () => {
    fc.assert(
      fc.property(btcPosition(), fc.bigInt({ min: 1n, max: 10n ** 14n }), (position, m) => {
        const margin = money(m);
        if (isolatedLiquidationPrice(BTC, position, margin) === null) return;
        const t = takeOver(BTC, position, margin);
        if (t === null) throw new Error('a liquidatable position has a bankruptcy price');
        expect(t.fromInsurance).toBe(0n);
        expect(margin + t.userPnl).toBe(t.toInsurance);
        const oneTick = (BTC.tickSize * BigInt(position.size) * BTC.stepSize) / 100_000_000n;
        expect(t.toInsurance).toBeLessThan(oneTick + 1n);
      }),
    );
  });

  it('books the liquidation fills against the takeover price for the fund', () => {
    expect(liquidationFillResult(BTC, 'long', px('36000'), px('36010'), lots(1000))).toBe(usdt('10'));
    expect(liquidationFillResult(BTC, 'short', px('44000'), px('44010'), lots(1000))).toBe(usdt('-10'));
  });

  it('covers losses from the fund as far as it goes', () => {
    expect(coverLoss(usdt('100'), usdt('60'))).toEqual({ fromInsurance: usdt('60'), shortfall: usdt('40') });
    expect(coverLoss(usdt('100'), usdt('-5'))).toEqual({ fromInsurance: 0n, shortfall: usdt('100') });
    expect(coverLoss(usdt('100'), usdt('500'))).toEqual({ fromInsurance: usdt('100'), shortfall: 0n });
  });
});

describe('auto-deleveraging', () => {
  const candidate = (id: number, pnl: string, margin: string, notional: string, size = 1000): AdlCandidate => ({
    id,
    size: lots(size),
    unrealisedPnl: usdt(pnl),
    margin: usdt(margin),
    notional: usdt(notional),
  });

  it('ranks the most profitable, most leveraged first and losers last', () => {
    const modest = candidate(1, '100', '1000', '10000');
    const leveraged = candidate(2, '100', '100', '10000');
    const loser = candidate(3, '-100', '1000', '10000');
    expect(adlScore(leveraged)).toBeGreaterThan(adlScore(modest));
    expect(adlScore(modest)).toBeGreaterThan(adlScore(loser));
    expect(planDeleveraging([modest, loser, leveraged], lots(1500))).toEqual([
      { id: 2, qty: 1000 },
      { id: 1, qty: 500 },
    ]);
  });

  it('takes exactly what is needed, or all there is, never more than a position holds (property)', () => {
    const candidates = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        size: fc.integer({ min: 1, max: 5000 }).map(lots),
        unrealisedPnl: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).map(money),
        margin: fc.bigInt({ min: 1n, max: 10n ** 12n }).map(money),
        notional: fc.bigInt({ min: 1n, max: 10n ** 13n }).map(money),
      }),
      { selector: (c) => c.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(candidates, fc.integer({ min: 1, max: 50_000 }), (list, need) => {
        const plan = planDeleveraging(list, lots(need));
        const total = plan.reduce((sum, r) => sum + r.qty, 0);
        expect(total).toBe(Math.min(need, list.reduce((sum, c) => sum + c.size, 0)));
        for (const r of plan) expect(r.qty).toBeLessThanOrEqual(list.find((c) => c.id === r.id)?.size ?? 0);
        const scores = plan.map((r) => adlScore(list.find((c) => c.id === r.id) as AdlCandidate));
        for (let i = 1; i < scores.length; i++) expect(scores[i - 1] as bigint).toBeGreaterThanOrEqual(scores[i] as bigint);
      }),
    );
  });
});
