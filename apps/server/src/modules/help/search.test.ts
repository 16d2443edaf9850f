import { describe, expect, it } from 'vitest';
import { containsPattern } from './repository';
import { excerptOf, MAX_TERMS, searchTerms } from './search';

describe('help search helpers', () => {
  it('splits a query into distinct lower-case terms, bounded in number', () => {
    expect(searchTerms(' Fund  PASSWORD fund ')).toEqual(['fund', 'password']);
    expect(searchTerms('出金')).toEqual(['出金']);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('a b c d e f g h i').length).toBe(MAX_TERMS);
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(containsPattern('0.1%')).toBe('%0.1\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
  });

  it('cuts an excerpt around the first match, without section markers', () => {
    const body = `## Limits\n- ${'filler text '.repeat(20)}the 24-hour limit is 10,000 USDT ${'more text '.repeat(20)}`;
    const excerpt = excerptOf(body, ['24-hour']);
    expect(excerpt).toContain('24-hour limit');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).not.toContain('##');
    expect(excerptOf(body, ['absent'])).toBe('');
  });
});
