import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lots } from '../units';
import { maxLeverageFor, notionalOf } from './contract';
import { checkLeverageChange, costToOpen, initialMargin, maxOpenableQty, tradeFee, type LeverageChange } from './order-cost';
import { anyLeverage, BTC, btcTickPrice, px, usdt } from './testing/fixtures';
import { leverage, money } from './units';

describe('the cost to open', () => {
  it('is initial margin plus the taker fee, each rounded up', () => {
    // 0.001 BTC at 43,210.1 = 43.2101 USDT; at 20x 2.160505; fee 0.05% = 0.02160505.
    expect(costToOpen(BTC, px('43210.1'), lots(1), leverage(20))).toEqual({
      notional: usdt('43.2101'),
      initialMargin: usdt('2.160505'),
      fee: usdt('0.02160505'),
      total: usdt('2.18211005'),
    });
    expect(initialMargin(usdt('1'), leverage(3))).toBe(usdt('0.33333334'));
    expect(tradeFee(usdt('0.00000001'), BTC.makerFeeRate)).toBe(usdt('0.00000001'));
  });

  it('cannot use 100% of a balance: the maximum size leaves the fee, and one lot more does not fit', () => {
    const max = maxOpenableQty(BTC, { available: usdt('1000'), leverage: leverage(10), at: px('40000'), heldNotional: usdt('0') });
    // 1000 / (4 × (0.1 + 0.0005)) = 248.7 lots.
    expect(max).toBe(248);
  });

  it('finds the largest size that fits the balance and the leverage brackets', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 16n }),
        anyLeverage(),
        btcTickPrice(),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (available, lev, at, held) => {
          const input = { available: money(available), leverage: lev, at, heldNotional: money(held) };
          const max = maxOpenableQty(BTC, input);
          const fits = (q: number): boolean => {
            if (costToOpen(BTC, at, lots(q), lev).total > available) return false;
            return maxLeverageFor(BTC.brackets, money(held + notionalOf(BTC, at, lots(q)))) >= lev;
          };
          if (max > 0) expect(fits(max)).toBe(true);
          expect(fits(max + 1)).toBe(false);
        },
      ),
    );
  });
});

describe('changing leverage', () => {
  const base: LeverageChange = {
    brackets: BTC.brackets,
    from: leverage(10),
    to: 20,
    mode: 'cross',
    positionNotional: usdt('40000'),
    orderNotionals: [usdt('10000'), usdt('5000')],
    available: usdt('0'),
  };

  it('raising it releases order margin and is always affordable within the bracket', () => {
    expect(checkLeverageChange(base)).toEqual({ ok: true, value: { leverage: 20, orderMarginDelta: usdt('-750') } });
    expect(checkLeverageChange({ ...base, to: 125 })).toEqual({ ok: false, code: 'LEVERAGE_TOO_HIGH' });
    expect(checkLeverageChange({ ...base, to: 0 })).toEqual({ ok: false, code: 'LEVERAGE_INVALID' });
  });

  it('lowering it needs the extra margin of the position and the orders to be free (cross)', () => {
    // 10x -> 5x: position IM 4,000 -> 8,000, orders 1,500 -> 3,000: 5,500 more.
    const lower = { ...base, to: 5 };
    expect(checkLeverageChange({ ...lower, available: usdt('5499.99999999') })).toEqual({
      ok: false,
      code: 'LEVERAGE_CHANGE_UNAFFORDABLE',
    });
    expect(checkLeverageChange({ ...lower, available: usdt('5500') })).toEqual({
      ok: true,
      value: { leverage: 5, orderMarginDelta: usdt('1500') },
    });
  });

  it('isolated: the position margin less its loss must cover the new initial margin', () => {
    const isolated = { ...base, mode: 'isolated' as const, to: 5, orderNotionals: [], available: usdt('0') };
    expect(checkLeverageChange({ ...isolated, isolatedMargin: usdt('8000'), unrealisedPnl: usdt('0') }).ok).toBe(true);
    expect(checkLeverageChange({ ...isolated, isolatedMargin: usdt('8000'), unrealisedPnl: usdt('-1') })).toEqual({
      ok: false,
      code: 'LEVERAGE_CHANGE_UNAFFORDABLE',
    });
    expect(checkLeverageChange({ ...isolated, isolatedMargin: usdt('8000'), unrealisedPnl: usdt('500') }).ok).toBe(true);
  });
});
