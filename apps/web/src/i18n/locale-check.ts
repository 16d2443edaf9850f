/** Checks that keep the 10 locale files in step with en_US (used by locales.test.ts). */
export type MessageTree = { [key: string]: string | MessageTree };

/** 'home.tabs.hot' -> value, for every leaf. */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flattenMessages(value as MessageTree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

export interface LocaleProblems {
  missing: string[];
  extra: string[];
  empty: string[];
  /** Interpolation placeholders ({{brand}}) that differ from English. */
  placeholders: string[];
}

const placeholdersOf = (value: string) =>
  [...value.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** i18next's plural suffixes: `total_one`, `total_few`… beside the base key `total`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

/**
 * The plural forms a language needs beside the base key, which i18next falls back to and which
 * serves as the "other" form: English one, Russian one, few and many, Japanese none. French and
 * Spanish "many" is for round millions ("1 000 000 de"), where the base form reads right.
 */
export function pluralFormsOf(locale: string): string[] {
  const lang = locale.split('_')[0]!;
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  return categories.filter((c) => c !== 'other' && !(c === 'many' && ['fr', 'es', 'it', 'pt'].includes(lang))).sort();
}

/**
 * Compares a locale's messages with English. A key English counts (it has `key_one`) must have the
 * plural forms of the candidate's language (`locale`), whatever forms English has.
 */
export function compareWithReference(reference: MessageTree, candidate: MessageTree, locale = 'en_US'): LocaleProblems {
  const ref = flattenMessages(reference);
  const cand = flattenMessages(candidate);
  const problems: LocaleProblems = { missing: [], extra: [], empty: [], placeholders: [] };
  const counted = new Set([...ref.keys()].filter((k) => PLURAL_SUFFIX.test(k) && ref.has(pluralBase(k))).map(pluralBase));
  const isPluralForm = (key: string) => PLURAL_SUFFIX.test(key) && counted.has(pluralBase(key));
  for (const key of ref.keys()) if (!isPluralForm(key) && !cand.has(key)) problems.missing.push(key);
  for (const base of counted)
    for (const form of pluralFormsOf(locale)) if (!cand.has(`${base}_${form}`)) problems.missing.push(`${base}_${form}`);
  for (const [key, value] of cand) {
    const refKey = isPluralForm(key) ? pluralBase(key) : key;
    if (!ref.has(refKey)) problems.extra.push(key);
    if (typeof value !== 'string' || value.trim() === '') problems.empty.push(key);
    else if (typeof ref.get(refKey) === 'string' && placeholdersOf(value) !== placeholdersOf(ref.get(refKey) as string)) {
      problems.placeholders.push(key);
    }
  }
  return problems;
}

/**
 * Keys whose value is identical to English in more than half of the other locales: most likely
 * copied, not translated. `allowed` lists values that are the same everywhere on purpose (ICO, UID).
 */
export function findLikelyUntranslated(
  reference: MessageTree,
  others: Record<string, MessageTree>,
  allowed: ReadonlySet<string> = new Set(),
): string[] {
  const ref = flattenMessages(reference);
  const flat = Object.values(others).map((tree) => flattenMessages(tree));
  const suspects: string[] = [];
  for (const [key, value] of ref) {
    if (typeof value !== 'string' || allowed.has(value)) continue;
    const same = flat.filter((m) => m.get(key) === value).length;
    if (same * 2 > flat.length) suspects.push(key);
  }
  return suspects;
}
