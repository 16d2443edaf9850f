import { describe, expect, it } from 'vitest';
import { changeDirection, formatChange, formatDigits, formatMoney, formatPrice } from './format';

describe('number formatting', () => {
  it('shows prices with 2 decimals, grouped for the locale', () => {
    expect(formatPrice('96500', 'en-US')).toBe('96,500.00');
    expect(formatPrice('96500.005', 'en-US')).toBe('96,500.01');
    expect(formatPrice('96500', 'de-DE')).toBe('96.500,00');
  });

  it('groups an exact figure without rounding or padding a digit', () => {
    expect(formatDigits('96466.46', 'en-US')).toBe('96,466.46');
    expect(formatDigits('96466.46', 'de-DE')).toBe('96.466,46');
    expect(formatDigits('50000', 'en-US')).toBe('50,000');
    expect(formatDigits('0.00012', 'en-US')).toBe('0.00012');
    expect(formatDigits('123456789.123456789012345678', 'en-US')).toBe('123,456,789.123456789012345678');
    expect(formatDigits('-1234.5', 'fr-FR')).toBe('-1\u202f234,5');
    expect(formatDigits('abc', 'en-US')).toBe('--');
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
