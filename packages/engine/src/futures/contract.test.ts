import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lots } from '../units';
import {
  BTC_BRACKETS,
  bracketFor,
  checkLeverage,
  maintenanceMargin,
  maxLeverageFor,
  maxNotionalAt,
  notionalOf,
  validateBrackets,
  validateContract,
  type Bracket,
} from './contract';
import { BTC, pct, px, usdt } from './testing/fixtures';
import { leverage, money, price, rate, type Money } from './units';

describe('contract and brackets', () => {
  it('accepts the BTC defaults, and a fill of whole ticks and lots is whole 1e-8 USDT', () => {
    expect(validateContract(BTC).ok).toBe(true);
    expect(notionalOf(BTC, px('43210.5'), lots(3))).toBe(usdt('129.6315'));
  });

  it('refuses contract settings that would make fills inexact or fees absurd', () => {
    expect(validateContract({ ...BTC, tickSize: price(0n) })).toEqual({ ok: false, code: 'CONTRACT_INVALID_TICK' });
    expect(validateContract({ ...BTC, tickSize: px('0.00000001'), stepSize: 1n })).toEqual({
      ok: false,
      code: 'CONTRACT_TICK_STEP_INEXACT',
    });
    expect(validateContract({ ...BTC, takerFeeRate: pct('-0.01') })).toEqual({ ok: false, code: 'CONTRACT_INVALID_FEE' });
  });

  it('finds the bracket of a notional, caps inclusive', () => {
    expect(bracketFor(BTC_BRACKETS, usdt('50000')).maxLeverage).toBe(125);
    expect(bracketFor(BTC_BRACKETS, usdt('50000.00000001')).maxLeverage).toBe(100);
    expect(maxLeverageFor(BTC_BRACKETS, usdt('10000000'))).toBe(10);
    expect(maxLeverageFor(BTC_BRACKETS, usdt('999999999'))).toBe(5);
    expect(maxNotionalAt(BTC_BRACKETS, leverage(20))).toBe(usdt('5000000'));
    expect(maxNotionalAt(BTC_BRACKETS, leverage(5))).toBeNull();
    expect(maxNotionalAt(BTC_BRACKETS, leverage(126))).toBe(0n);
  });

  it('computes maintenance as notional × rate − amount, e.g. 0.4% of 10,000 and 2.5% of 2 M − 16,300', () => {
    expect(maintenanceMargin(BTC_BRACKETS, usdt('10000'))).toBe(usdt('40'));
    expect(maintenanceMargin(BTC_BRACKETS, usdt('2000000'))).toBe(usdt('33700'));
  });

  it('keeps maintenance continuous and non-decreasing across every boundary', () => {
    const boundaries = BTC_BRACKETS.flatMap((b) => (b.cap === null ? [] : [b.cap]));
    for (const cap of boundaries) {
      const at = maintenanceMargin(BTC_BRACKETS, cap);
      const after = maintenanceMargin(BTC_BRACKETS, money(cap + 1n));
      expect(after - at).toBeGreaterThanOrEqual(0n);
      expect(after - at).toBeLessThanOrEqual(1n);
    }
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n }), fc.bigInt({ min: 0n, max: 10n ** 17n }), (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(maintenanceMargin(BTC_BRACKETS, money(low))).toBeLessThanOrEqual(maintenanceMargin(BTC_BRACKETS, money(high)));
      }),
    );
  });

  it('refuses leverage above the bracket, or not a whole number in range', () => {
    expect(checkLeverage(BTC_BRACKETS, 125, usdt('50000'))).toEqual({ ok: true, value: 125 });
    expect(checkLeverage(BTC_BRACKETS, 125, usdt('50001'))).toEqual({ ok: false, code: 'LEVERAGE_TOO_HIGH' });
    expect(checkLeverage(BTC_BRACKETS, 20, usdt('6000000'))).toEqual({ ok: false, code: 'LEVERAGE_TOO_HIGH' });
    for (const bad of [0, 126, 2.5, Number.NaN]) {
      expect(checkLeverage(BTC_BRACKETS, bad, usdt('1'))).toEqual({ ok: false, code: 'LEVERAGE_INVALID' });
    }
  });
});

describe('validateBrackets', () => {
  const edit = (i: number, change: Partial<Bracket>): Bracket[] =>
    BTC_BRACKETS.map((b, j) => (j === i ? { ...b, ...change } : b));

  it('names what is wrong with an edited table', () => {
    expect(validateBrackets([]).ok).toBe(false);
    expect(validateBrackets(edit(2, { cap: usdt('200000') }))).toEqual({ ok: false, code: 'BRACKET_CAP_NOT_INCREASING' });
    expect(validateBrackets(edit(0, { cap: null }))).toEqual({ ok: false, code: 'BRACKET_INVALID' });
    expect(validateBrackets(edit(5, { cap: usdt('5') }))).toEqual({ ok: false, code: 'BRACKET_CAP_NOT_INCREASING' });
    expect(validateBrackets(edit(1, { maxLeverage: leverage(150) }))).toEqual({
      ok: false,
      code: 'BRACKET_LEVERAGE_NOT_DECREASING',
    });
    expect(validateBrackets(edit(0, { maintenanceRate: pct('0.8') }))).toEqual({
      ok: false,
      code: 'BRACKET_RATE_NOT_BELOW_INITIAL',
    });
    expect(validateBrackets(edit(2, { maintenanceAmount: usdt('1299') }))).toEqual({
      ok: false,
      code: 'BRACKET_AMOUNT_DISCONTINUOUS',
    });
  });

  it('accepts any table built continuous and monotone', () => {
    const table = fc
      .array(fc.record({ capStep: fc.bigInt({ min: 1n, max: 10n ** 15n }), rateStep: fc.bigInt({ min: 0n, max: 1_000_000n }) }), {
        minLength: 1,
        maxLength: 8,
      })
      .map((steps) => {
        let cap = 0n;
        let r = 100_000n;
        let amount = 0n;
        return steps.map((s, i): Bracket => {
          const prevCap = cap;
          cap += s.capStep * 100_000_000n;
          const nextRate = i === 0 ? r : r + s.rateStep;
          if (i > 0) amount += (prevCap * (nextRate - r)) / 100_000_000n;
          r = nextRate;
          const maxLev = Number(100_000_000n / (2n * r));
          return {
            cap: i === steps.length - 1 ? null : money(cap),
            maxLeverage: leverage(Math.max(1, maxLev)),
            maintenanceRate: rate(r),
            maintenanceAmount: money(amount) as Money,
          };
        });
      });
    fc.assert(
      fc.property(table, (brackets) => {
        expect(validateBrackets(brackets).ok).toBe(true);
      }),
    );
  });
});
