import { z } from 'zod';

/*
 * Text PostgreSQL cannot store. A `text` column refuses U+0000 (the driver fails the whole query,
 * which was a 500 on 14 routes), and a lone UTF-16 surrogate has no UTF-8 form: the driver would
 * silently store U+FFFD instead of what was sent. Both are refused at the door, with one message.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored exactly as it is. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path of the first string in a request part (body, query, params: any JSON value) that cannot be
 * stored, or undefined when every one can. Keys count as strings too: they become column values in
 * places (a filter name, a JSON document). Walked with a stack of its own, not by recursion: a body of
 * 30,000 nested arrays overflowed the call stack, which answered HTTP 500 on every route.
 */
export function findUnstorableText(value: unknown): string | undefined {
  // Each entry is a value to look into; `key` (when set) is the key it stood under, checked first.
  const pending: Array<{ value: unknown; path: string; key?: string }> = [{ value, path: '' }];
  while (pending.length > 0) {
    const { value: next, path, key } = pending.pop()!;
    if (key !== undefined && !isStorableText(key)) return path;
    if (typeof next === 'string') {
      if (!isStorableText(next)) return path || '(value)';
      continue;
    }
    if (next === null || typeof next !== 'object') continue;
    const entries = Object.entries(next);
    // Pushed last to first, so the first bad text in document order is the one found.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, inner] = entries[i]!;
      pending.push({ value: inner, path: path ? `${path}.${k}` : k, key: k });
    }
  }
  return undefined;
}

/** A string field that refuses what PostgreSQL cannot store (catalogue key TEXT_UNSTORABLE). */
export const storableString = () => z.string().refine(isStorableText, 'TEXT_UNSTORABLE');
