import { describe, expect, it } from 'vitest';
import { checkPhoto } from '../components/photo-picker';
import { formatAmount } from './format';
import { countryName, statusLabel } from './status';

describe('identity helpers', () => {
  it('formats limits from decimal strings without floats', () => {
    expect(formatAmount('10000', 'en-US')).toBe('10,000');
    expect(formatAmount('1000.50', 'de-DE')).toBe('1.000,5');
    expect(formatAmount('123456789012345678901', 'en-US')).toBe('123,456,789,012,345,678,901');
  });

  it('refuses a file that is not a JPEG, PNG or WebP, or over 5 MB, before uploading', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });
    expect(checkPhoto(file('image/png', 1000))).toBeNull();
    expect(checkPhoto(file('image/gif', 1000))).toBe('IDENTITY_PHOTO_NOT_IMAGE');
    expect(checkPhoto(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe('IDENTITY_PHOTO_TOO_LARGE');
  });

  it('labels the four statuses as SPEC 4 does and names countries in the reader language', () => {
    expect([1, 2, 3, 4, 9].map(statusLabel)).toEqual([
      'identity.status.none',
      'identity.status.pending',
      'identity.status.approved',
      'identity.status.rejected',
      'identity.status.none',
    ]);
    expect(countryName('JP', 'en_US')).toBe('Japan');
    expect(countryName('JP', 'ja_JP')).toBe('日本');
  });
});
