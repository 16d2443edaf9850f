import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lots } from '../units';
import { accountLiquidationRange, bankruptcyPrice, crossBacking, crossLiquidationPrice, isolatedBacking, isolatedLiquidationPrice, liquidationPrice, toTick } from './liquidation-price';
import {
  addIsolatedMargin,
  crossAvailable,
  crossEquity,
  crossTransferable,
  crossMarginRatio,
  isCrossLiquidatable,
  isIsolatedLiquidatable,
  positionMaintenance,
  removableIsolatedMargin,
  removeIsolatedMargin,
  type MarkedPosition,
} from './margin';
import { increasePosition, unrealisedPnl, type Position } from './position';
import { anySide, BTC, btcLots, btcMarkPrice, btcPosition, btcTickPrice, pct, px, usdt } from './testing/fixtures';
import { leverage, money, price, type Price } from './units';

function opened(side: 'long' | 'short', at: string, qty: number): Position {
  const result = increasePosition(BTC, null, side, px(at), lots(qty));
  if (!result.ok) throw new Error(result.code);
  return result.value;
}
const marked = (position: Position, mark: string | Price): MarkedPosition => ({
  contract: BTC,
  position,
  mark: typeof mark === 'string' ? px(mark) : mark,
});

describe('isolated margin', () => {
  const long = opened('long', '40000', 1000); // 1 BTC

  it('gives the closed-form liquidation and bankruptcy prices of a 10x long', () => {
    // (40,000 − 4,000) / (1 − 0.4%) = 36,144.578313253...
    expect(isolatedLiquidationPrice(BTC, long, usdt('4000'))).toBe(px('36144.57831325'));
    expect(bankruptcyPrice(BTC, long, isolatedBacking(usdt('4000')))).toBe(px('36000'));
    // A short: (40,000 + 4,000) / (1 + 0.4%) = 43,824.70119521...
    expect(isolatedLiquidationPrice(BTC, opened('short', '40000', 1000), usdt('4000'))).toBe(px('43824.70119522'));
    expect(isolatedLiquidationPrice(BTC, long, usdt('40000'))).toBeNull();
  });

  it('liquidates exactly at and beyond the liquidation price', () => {
    const lp = isolatedLiquidationPrice(BTC, long, usdt('4000')) as Price;
    expect(isIsolatedLiquidatable(marked(long, lp), usdt('4000'))).toBe(true);
    expect(isIsolatedLiquidatable(marked(long, price(lp + 1n)), usdt('4000'))).toBe(false);
  });

  it('adds margin from the free balance and removes at most the removable part', () => {
    expect(addIsolatedMargin(usdt('4000'), usdt('10'), usdt('9'))).toEqual({ ok: false, code: 'INSUFFICIENT_BALANCE' });
    expect(addIsolatedMargin(usdt('4000'), usdt('0'), usdt('9'))).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    expect(addIsolatedMargin(usdt('4000'), usdt('9'), usdt('9'))).toEqual({ ok: true, value: usdt('4009') });
    // At 38,000: IM at 10x is 3,800, loss 2,000: 5,000 − 2,000 − 3,800 = 0... with 6,000 margin, 200.
    const at = marked(long, '38000');
    expect(removableIsolatedMargin(at, usdt('6000'), leverage(10))).toBe(usdt('200'));
    expect(removableIsolatedMargin(at, usdt('5000'), leverage(10))).toBe(usdt('0'));
    expect(removeIsolatedMargin(at, usdt('6000'), leverage(10), usdt('200.00000001'))).toEqual({
      ok: false,
      code: 'MARGIN_REMOVE_EXCEEDS_REMOVABLE',
    });
    expect(removeIsolatedMargin(at, usdt('6000'), leverage(10), usdt('200'))).toEqual({ ok: true, value: usdt('5800') });
    // Profit does not count toward what can be removed.
    expect(removableIsolatedMargin(marked(long, '50000'), usdt('5000'), leverage(10))).toBe(usdt('0'));
  });

  it('agrees with the liquidation check at every mark, in every bracket (property)', () => {
    fc.assert(
      fc.property(btcPosition(), fc.bigInt({ min: 1n, max: 10n ** 15n }), btcMarkPrice(), (position, margin, mark) => {
        const lp = isolatedLiquidationPrice(BTC, position, money(margin));
        const expected = lp === null ? false : position.side === 'long' ? mark <= lp : mark >= lp;
        expect(isIsolatedLiquidatable(marked(position, mark), money(margin))).toBe(expected);
        if (lp !== null && lp > 0n) {
          // The edge itself: liquidatable at the price, not one 1e-8 on the safe side.
          expect(isIsolatedLiquidatable(marked(position, lp), money(margin))).toBe(true);
          const safe = price(lp + (position.side === 'long' ? 1n : -1n));
          if (safe > 0n) expect(isIsolatedLiquidatable(marked(position, safe), money(margin))).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('closing at the bankruptcy price (on the tick, on the safe side) never loses more than the margin', () => {
    fc.assert(
      fc.property(btcPosition(), fc.bigInt({ min: 1n, max: 10n ** 14n }), (position, margin) => {
        const bp = bankruptcyPrice(BTC, position, isolatedBacking(money(margin)));
        if (bp === null || bp === 0n) return;
        const tick = toTick(BTC, bp, position.side === 'long' ? 'up' : 'down');
        if (tick === 0n) return;
        expect(money(margin) + unrealisedPnl(BTC, position, tick)).toBeGreaterThanOrEqual(0n);
      }),
    );
  });
});

describe('cross margin', () => {
  it('reads equity, maintenance and margin ratio across positions', () => {
    const positions = [marked(opened('long', '40000', 1000), '41000'), marked(opened('short', '40000', 500), '41000')];
    expect(crossEquity(usdt('1000'), positions)).toBe(usdt('1500'));
    // Maintenance 0.4% of 41,000 + 0.4% of 20,500 = 164 + 82 = 246; 246 / 1,500 = 16.4%.
    expect(positionMaintenance(positions[0] as MarkedPosition)).toBe(usdt('164'));
    expect(crossMarginRatio(usdt('1000'), positions)).toBe(pct('16.4'));
    expect(crossMarginRatio(usdt('-500'), positions)).toBeNull();
    expect(isCrossLiquidatable(usdt('0'), [])).toBe(false);
    expect(isCrossLiquidatable(usdt('-254'), positions)).toBe(true);
    expect(isCrossLiquidatable(usdt('-253.99999999'), positions)).toBe(false);
  });

  it('estimates a position liquidation price with the others held constant, agreeing with the account check', () => {
    const others = fc.array(fc.record({ position: btcPosition(), mark: btcMarkPrice() }), { maxLength: 3 });
    fc.assert(
      fc.property(btcPosition(), others, fc.bigInt({ min: 0n, max: 10n ** 15n }), btcMarkPrice(), (position, rest, balance, mark) => {
        const fixed = rest.map((o) => marked(o.position, o.mark));
        const lp = crossLiquidationPrice(BTC, position, money(balance), fixed);
        const expected = lp === null ? false : position.side === 'long' ? mark <= lp : mark >= lp;
        expect(isCrossLiquidatable(money(balance), [marked(position, mark), ...fixed])).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('uses the others’ PnL and maintenance as backing, and the same formula as isolated', () => {
    const position = opened('long', '40000', 1000);
    expect(liquidationPrice(BTC, position, crossBacking(usdt('4000'), []))).toBe(isolatedLiquidationPrice(BTC, position, usdt('4000')));
    fc.assert(
      fc.property(anySide(), btcLots(), btcTickPrice(), (side, size, at) => {
        const open = increasePosition(BTC, null, side, at, size);
        if (!open.ok) throw new Error(open.code);
        const hedge = marked(open.value, at);
        expect(crossBacking(usdt('100'), [hedge], false)).toBe(usdt('100') * 10n ** 16n);
      }),
    );
  });

  it('keeps positions’ margin and open orders’ freeze out of what is available or transferable', () => {
    const long = { ...marked(opened('long', '40000', 1000), '41000'), leverage: leverage(10) };
    // Equity 10,000 + 1,000; IM at the mark 4,100; orders hold 500.
    expect(crossAvailable(usdt('10000'), [long], usdt('500'))).toBe(usdt('6400'));
    // Profit is not transferable until realised; a loss reduces what can leave.
    expect(crossTransferable(usdt('10000'), [long], usdt('500'))).toBe(usdt('5400'));
    const losing = { ...marked(opened('long', '40000', 1000), '39000'), leverage: leverage(10) };
    expect(crossTransferable(usdt('10000'), [losing], usdt('0'))).toBe(usdt('5100'));
    expect(crossTransferable(usdt('1000'), [losing], usdt('0'))).toBe(0n);
    expect(crossAvailable(usdt('1000'), [losing], usdt('0'))).toBe(usdt('-3900'));
  });

  it('solves a hedged account (long and short of one contract) exactly: liquidated outside one safe interval', () => {
    // 1 BTC long and 1 BTC short at 40,000: PnL cancels, maintenance grows with the mark.
    const legs = [opened('long', '40000', 1000), opened('short', '40000', 1000)];
    const range = accountLiquidationRange(BTC, legs, crossBacking(usdt('400'), []));
    // 400 = 0.8% × P at P = 50,000, where the 50,000 bracket edge keeps the rate at 0.4%.
    expect(range).toEqual({ kind: 'range', below: null, above: px('50000') });
    expect(accountLiquidationRange(BTC, legs, crossBacking(usdt('0'), []))).toEqual({ kind: 'always' });
    fc.assert(
      fc.property(fc.array(btcPosition(), { minLength: 1, maxLength: 3 }), fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.array(btcMarkPrice(), { minLength: 1, maxLength: 4 }), (positions, balance, marks) => {
        const r = accountLiquidationRange(BTC, positions, crossBacking(money(balance), []));
        const single = positions.length === 1 ? liquidationPrice(BTC, positions[0] as Position, crossBacking(money(balance), [])) : undefined;
        if (single !== undefined && r.kind === 'range') expect(positions[0]?.side === 'long' ? r.below : r.above).toBe(single);
        for (const mark of marks) {
          const expected = r.kind === 'always' || (r.below !== null && mark <= r.below) || (r.above !== null && mark >= r.above);
          expect(isCrossLiquidatable(money(balance), positions.map((p) => marked(p, mark)))).toBe(expected);
          if (r.kind === 'range' && r.above !== null) {
            expect(isCrossLiquidatable(money(balance), positions.map((p) => marked(p, r.above as Price)))).toBe(true);
            expect(isCrossLiquidatable(money(balance), positions.map((p) => marked(p, price((r.above as Price) - 1n))))).toBe(r.below !== null && (r.above as Price) - 1n <= r.below);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
