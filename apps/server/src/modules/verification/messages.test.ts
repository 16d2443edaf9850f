import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@aurelix/shared/locales';
import { codeMessage } from './messages';

describe('code messages', () => {
  it('carry the code, the brand and the 10-minute validity in every locale, each in its own words', () => {
    const texts = new Set<string>();
    for (const locale of LOCALE_CODES) {
      const m = codeMessage(locale, 'Aurelix', '048213');
      expect(m.text, locale).toContain('048213');
      expect(m.text, locale).toContain('10');
      expect(m.subject, locale).toContain('Aurelix');
      texts.add(m.text);
    }
    expect(texts.size).toBe(LOCALE_CODES.length);
  });
});
