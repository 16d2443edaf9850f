import { describe, expect, it } from 'vitest';
import { formatExact } from './format';

describe('formatExact', () => {
  it('shows a fee with at least its currency decimals and keeps finer digits', () => {
    expect(formatExact('0', 'en-US', 2)).toBe('0.00');
    expect(formatExact('0.0965', 'en-US', 2)).toBe('0.0965');
    expect(formatExact('1.5', 'en-US', 2)).toBe('1.50');
    expect(formatExact('0.00001', 'de-DE', 5)).toBe('0,00001');
    expect(formatExact('0.123456789', 'en-US')).toBe('0.12345679');
  });
});
