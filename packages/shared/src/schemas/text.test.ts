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

describe('text check of a deeply nested request part', () => {
  it('walks 100,000 levels without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
    let clean: unknown = 'fine';
    for (let i = 0; i < 100_000; i++) clean = { a: clean };
    expect(findUnstorableText(clean)).toBeUndefined();
  });

  it('reports the first bad text in document order, a key before what it holds', () => {
    expect(findUnstorableText({ a: { x: 'ok', y: '\u0000' }, ['b\u0000']: 1 })).toBe('a.y');
    expect(findUnstorableText({ ['k\u0000']: 'also\u0000' })).toBe('k\u0000');
    expect(findUnstorableText([['ok'], ['fine', '\uD800']])).toBe('1.1');
  });
});
