import { describe, expect, it } from 'vitest';
import { estimatedProfit, formatCountdown, percent, standing } from './utils';

describe('second-contract figures', () => {
  it('computes the estimated profit in decimals, the percent and the countdown', () => {
    expect(estimatedProfit('100', '0.85')).toBe('85');
    expect(estimatedProfit('10.01', '0.82')).toBe('8.2082');
    expect(estimatedProfit('', '0.8')).toBe('0');
    expect(estimatedProfit('abc', '0.8')).toBe('0');
    expect(percent('0.88')).toBe('88%');
    expect(percent('0.885', 'de-DE')).toBe('88,5\u00a0%');
    expect(percent('0.885', 'ru-RU')).toBe('88.5%');
    expect(formatCountdown(125)).toBe('02:05');
  });
  it('tells whether the live price is winning for up and down', () => {
    expect(standing({ direction: 'up', buy_price: '100' }, '100.5')).toBe('win');
    expect(standing({ direction: 'down', buy_price: '100' }, '100.5')).toBe('loss');
    expect(standing({ direction: 'down', buy_price: '100' }, '100')).toBe('draw');
  });
});
