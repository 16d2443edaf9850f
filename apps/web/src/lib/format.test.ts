import { describe, expect, it } from 'vitest';
import { formatQty } from '../features/wallet/utils/format';
import { formatAmount } from '../features/identity/utils/format';
import { changeDirection, formatChange, formatDigits, formatFixed, formatMoney, formatPercent, formatPrice, numberLocale } from './format';

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

  it('writes Russian figures with the dot decimal its inputs keep, in one style on a screen (issue 30 item 14)', () => {
    // An input keeps the canonical '96630.31' the server takes; the figures beside it read the same way.
    expect(numberLocale('ru-RU')).toBe('en-US');
    expect(formatDigits('4899.3835', 'ru-RU')).toBe('4,899.3835');
    expect(formatPrice('96630.31', 'ru-RU')).toBe('96,630.31');
    expect(formatFixed('50', 1, 'ru-RU')).toBe('50.0');
    expect(formatPercent('50.0', 'ru-RU')).toBe('50%');
    expect(formatPercent('50', 'ru-RU', 1)).toBe('50.0%');
    expect(formatQty('4899.38351234', 4, 'ru-RU')).toBe('4,899.3835');
    expect(formatAmount('4899.3835', 'ru-RU')).toBe('4,899.3835');
    // No figure of the Russian screen carries the comma decimal or the space groups of Intl's ru-RU.
    for (const text of [formatDigits('4899.3835', 'ru-RU'), formatPercent('12.5', 'ru-RU'), formatChange('-0.0119', 'ru-RU')]) {
      expect(text).not.toMatch(/\d,\d{1,3}$|\u00a0|\u202f/);
    }
    // Other languages keep their own convention.
    expect(numberLocale('de-DE')).toBe('de-DE');
    expect(formatDigits('4899.3835', 'de-DE')).toBe('4.899,3835');
  });

  it('writes a percentage in the figures convention of the locale', () => {
    expect(formatPercent('50.0', 'en-US')).toBe('50%');
    expect(formatPercent('12.34', 'en-US', 1)).toBe('12.3%');
    expect(formatPercent('50.5', 'de-DE')).toBe('50,5\u00a0%');
    expect(formatPercent('50.5', 'fr-FR')).toMatch(/^50,5[\u00a0\u202f]%$/);
    expect(formatPercent('50.5', 'tr-TR')).toBe('%50,5');
    expect(formatPercent('-5', 'tr-TR')).toBe('-%5');
    expect(formatPercent('abc', 'en-US')).toBe('--');
  });
});
