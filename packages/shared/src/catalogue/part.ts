import type { Locale } from '../locales';

/**
 * One feature's slice of the error catalogue (errors.ts merges every slice). A slice owns a range of
 * envelope codes, a message for each of its keys in all 10 locales, and its success messages.
 * Keeping slices in their own files lets features grow their messages without touching each other.
 */
export interface CataloguePart<C extends Record<string, number>, S extends string> {
  readonly codes: C;
  readonly errors: Record<Locale, Record<keyof C, string>>;
  readonly success: Record<Locale, Record<S, string>>;
}

/** Identity helper that checks a slice's shape while keeping its literal key types. */
export function defineCataloguePart<const C extends Record<string, number>, const S extends string = never>(
  part: CataloguePart<C, S>,
): CataloguePart<C, S> {
  return part;
}

/** An empty per-locale table, for a slice that has no messages of one kind yet. */
export const NO_MESSAGES = {
  en_US: {}, ja_JP: {}, ko_KR: {}, zh_TW: {}, zh_CN: {}, ru_RU: {}, tr_TR: {}, fr_FR: {}, es_ES: {}, de_DE: {},
} as const;
