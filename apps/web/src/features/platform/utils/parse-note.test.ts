import { describe, expect, it } from 'vitest';
import { parseNote } from './parse-note';

describe('parseNote', () => {
  it('splits headings, paragraphs and lists', () => {
    const content =
      'Intro line one\nline two\n\n## 1. Scope\n\nText <b>here</b>\n- first\n- second\n\n## 2. End';
    expect(parseNote(content)).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', text: '1. Scope' },
      { kind: 'paragraph', text: 'Text <b>here</b>' },
      { kind: 'list', items: ['first', 'second'] },
      { kind: 'heading', text: '2. End' },
    ]);
  });

  it('returns nothing for empty content', () => {
    expect(parseNote('\n\n')).toEqual([]);
  });
});
