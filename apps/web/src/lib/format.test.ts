import { describe, expect, it } from 'vitest';
import { changeDirection, formatChange, formatMoney, formatPrice } from './format';

describe('number formatting', () => {
  it('shows prices with 2 decimals, grouped for the locale', () => {
    expect(formatPrice('96500', 'en-US')).toBe('96,500.00');
    expect(formatPrice('96500.005', 'en-US')).toBe('96,500.01');
    expect(formatPrice('96500', 'de-DE')).toBe('96.500,00');
  });

  it('keeps the pair precision for prices below 1', () => {
    expect(formatPrice('0.0000215', 'en-US', 8)).toBe('0.00002150');
  });

  it('turns the increase fraction into a signed percent with 2 decimals', () => {
    expect(formatChange('0.0123', 'en-US')).toBe('+1.23%');
    expect(formatChange('-0.04567', 'en-US')).toBe('-4.57%');
    expect(formatChange('-0.00001', 'en-US')).toBe('0.00%');
    expect(changeDirection('-0.01')).toBe(-1);
    expect(changeDirection('0')).toBe(0);
  });

  it('values an amount in the pricing currency', () => {
    expect(formatMoney('14873100', '¥', 'en-US')).toBe('¥14,873,100.00');
    expect(formatPrice('abc', 'en-US')).toBe('--');
  });
});
