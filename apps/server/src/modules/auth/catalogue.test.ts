import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, SUCCESS_KEYS, SUCCESS_MESSAGES } from '@aurelix/shared/errors';
import { LOCALE_CODES } from '@aurelix/shared/locales';

describe('account messages in the catalogue', () => {
  it('every success message exists in every locale and is translated', () => {
    for (const locale of LOCALE_CODES) {
      expect(Object.keys(SUCCESS_MESSAGES[locale]).sort(), locale).toEqual([...SUCCESS_KEYS].sort());
      for (const key of SUCCESS_KEYS) {
        expect(SUCCESS_MESSAGES[locale][key].trim(), `${locale}.${key}`).not.toBe('');
        if (locale !== 'en_US')
          expect(SUCCESS_MESSAGES[locale][key], `${locale}.${key}`).not.toBe(SUCCESS_MESSAGES.en_US[key]);
      }
    }
    expect(SUCCESS_MESSAGES.en_US.MODIFIED_PLEASE_LOGIN).toBe('Modification successful, please log in again');
  });

  it('account error codes are unique, so the web can map a code to its own text', () => {
    const codes = Object.entries(ERROR_CODES).filter(([, c]) => c >= 3000 && c < 3200);
    expect(codes.length).toBeGreaterThanOrEqual(24);
    expect(new Set(codes.map(([, c]) => c)).size).toBe(codes.length);
    for (const [key] of codes)
      for (const locale of LOCALE_CODES)
        expect(ERROR_MESSAGES[locale][key as keyof typeof ERROR_CODES]).toBeTruthy();
  });
});
