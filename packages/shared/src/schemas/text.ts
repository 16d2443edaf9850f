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
  if (typeof value === 'string') return isStorableText(value) ? undefined : '(value)';
  if (value === null || typeof value !== 'object') return undefined;
  // One frame per object or array being read, in document order; a path is built only for a nested
  // object (its frame) or a bad text, so a flat body (an order) costs no more than one Object.entries.
  const frames: Frame[] = [{ entries: Object.entries(value), next: 0, path: '' }];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1]!;
    if (frame.next === frame.entries.length) {
      frames.pop();
      continue;
    }
    const [key, inner] = frame.entries[frame.next++]!;
    if (!isStorableText(key)) return pathOf(frame.path, key);
    if (typeof inner === 'string') {
      if (!isStorableText(inner)) return pathOf(frame.path, key);
    } else if (inner !== null && typeof inner === 'object') {
      frames.push({ entries: Object.entries(inner), next: 0, path: pathOf(frame.path, key) });
    }
  }
  return undefined;
}

interface Frame {
  entries: [string, unknown][];
  next: number;
  path: string;
}

const pathOf = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** A string field that refuses what PostgreSQL cannot store (catalogue key TEXT_UNSTORABLE). */
export const storableString = () => z.string().refine(isStorableText, 'TEXT_UNSTORABLE');
