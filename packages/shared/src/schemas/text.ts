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
 * places (a filter name, a JSON document).
 */
export function findUnstorableText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || '(value)';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return at;
    const found = findUnstorableText(inner, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A string field that refuses what PostgreSQL cannot store (catalogue key TEXT_UNSTORABLE). */
export const storableString = () => z.string().refine(isStorableText, 'TEXT_UNSTORABLE');
