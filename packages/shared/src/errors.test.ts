import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES, errorMessage } from './errors';
import { LOCALE_CODES, resolveLocale } from './locales';

describe('error catalogue', () => {
  const keys = Object.keys(ERROR_CODES).sort();

  it('has a message for every key in every locale', () => {
    for (const locale of LOCALE_CODES) {
      expect(Object.keys(ERROR_MESSAGES[locale]).sort(), locale).toEqual(keys);
      for (const key of keys) expect(ERROR_MESSAGES[locale][key as keyof typeof ERROR_CODES].trim(), `${locale}.${key}`).not.toBe('');
    }
  });

  it('is really translated: no locale repeats English for most keys', () => {
    for (const locale of LOCALE_CODES.filter((l) => l !== 'en_US')) {
      const same = keys.filter((k) => ERROR_MESSAGES[locale][k as keyof typeof ERROR_CODES] === ERROR_MESSAGES.en_US[k as keyof typeof ERROR_CODES]);
      expect(same, locale).toEqual([]);
    }
  });

  it('never uses the success code or a 5xx for a client error', () => {
    for (const [key, code] of Object.entries(ERROR_CODES)) {
      expect(code, key).not.toBe(200);
      if (key !== 'SYSTEM_ERROR') expect(code >= 500 && code < 600, key).toBe(false);
    }
  });
});

describe('locales', () => {
  it('resolves the lang header, falling back to en_US', () => {
    expect(resolveLocale('ja_JP')).toBe('ja_JP');
    expect(resolveLocale('zh-CN')).toBe('zh_CN');
    expect(resolveLocale('xx_XX')).toBe('en_US');
    expect(resolveLocale(undefined)).toBe('en_US');
    expect(errorMessage('SYSTEM_ERROR', resolveLocale('de_DE'))).toBe('Systemfehler');
  });
});
