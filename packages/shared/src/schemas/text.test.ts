import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText, storableString } from './text';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates, keeps everything else', () => {
    expect(isStorableText('Hana 佐藤 😀\t\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('x\uDE00')).toBe(false);
  });

  it('finds the first bad string anywhere in a request part, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnstorableText({ a: 'ok', n: 1, z: null })).toBeUndefined();
    expect(findUnstorableText('\u0000')).toBe('(value)');
  });

  it('names the catalogue key in a schema', () => {
    const result = storableString().safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('TEXT_UNSTORABLE');
  });
});
