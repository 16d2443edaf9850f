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

export function compareWithReference(reference: MessageTree, candidate: MessageTree): LocaleProblems {
  const ref = flattenMessages(reference);
  const cand = flattenMessages(candidate);
  const problems: LocaleProblems = { missing: [], extra: [], empty: [], placeholders: [] };
  for (const key of ref.keys()) if (!cand.has(key)) problems.missing.push(key);
  for (const [key, value] of cand) {
    if (!ref.has(key)) problems.extra.push(key);
    if (typeof value !== 'string' || value.trim() === '') problems.empty.push(key);
    else if (
      typeof ref.get(key) === 'string' &&
      placeholdersOf(value) !== placeholdersOf(ref.get(key) as string)
    ) {
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
