import { describe, expect, it } from 'vitest';
import { canonicalAmount, checkAmountText, exceedsPrecision, normalizeAmountText } from './amount';

describe('checkAmountText', () => {
  it.each([
    ['', 2, 'required'],
    ['   ', 2, 'required'],
    ['-1', 8, 'positive'],
    ['0', 8, 'positive'],
    ['0.000', 8, 'positive'],
    ['1e30', 8, 'format'],
    ['abc', 8, 'format'],
    ['1.2.3', 8, 'format'],
    ['--1', 8, 'format'],
    ['1.123456789012', 6, 'precision'],
    ['1.5', 0, 'precision'],
  ] as const)('%j at %i decimals is %s', (text, precision, problem) => {
    expect(checkAmountText(text, precision)).toBe(problem);
  });

  it.each([
    ['1', 0],
    ['1.123456', 6],
    ['1.1000000', 2],
    ['.5', 1],
    ['2,5', 1],
    ['007.5', 1],
  ] as const)('accepts %j at %i decimals', (text, precision) => {
    expect(checkAmountText(text, precision)).toBeNull();
  });
});

describe('amount helpers', () => {
  it('reads a decimal comma, ignores trailing zeros and answers the wire form', () => {
    expect(normalizeAmountText(' 2,5 ')).toBe('2.5');
    expect(normalizeAmountText('1,000.5')).toBe('1,000.5');
    expect(exceedsPrecision('1.230000', 2)).toBe(false);
    expect(exceedsPrecision('1.234', 2)).toBe(true);
    expect(canonicalAmount('007.50')).toBe('7.5');
    expect(canonicalAmount('2,5')).toBe('2.5');
  });
});
