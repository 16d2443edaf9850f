import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@aurelix/shared/locales';
import { bundleOf } from './feature-bundles';
import { compareWithReference, findLikelyUntranslated, type MessageTree } from './locale-check';

const files = import.meta.glob<MessageTree>('./locales/*.json', { eager: true, import: 'default' });
const featureFiles = import.meta.glob<MessageTree>('../features/*/locales/*.json', { eager: true, import: 'default' });
/** Each locale's whole message tree: the core file plus every feature bundle under its folder name. */
const byLocale = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [path.replace('./locales/', '').replace('.json', ''), { ...tree }]),
) as Record<string, MessageTree>;
for (const [path, tree] of Object.entries(featureFiles)) {
  const bundle = bundleOf(path)!;
  (byLocale[bundle.locale] ??= {})[bundle.feature] = tree;
}
const en = byLocale.en_US!;

/** Values that read the same in every language on purpose: names, and trading abbreviations the big exchanges keep in every language (TP/SL). */
const SAME_EVERYWHERE = new Set(['ICO', 'UID', 'iOS', 'Android', 'TP/SL']);

describe('locale files', () => {
  it('has exactly one file per locale of SPEC 1', () => {
    expect(Object.keys(byLocale).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(LOCALE_CODES.filter((l) => l !== 'en_US'))(
    '%s has the same keys as en_US, no empty values and the same placeholders',
    (locale) => {
      const problems = compareWithReference(en, byLocale[locale]!);
      expect(problems).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    },
  );

  it('en_US has no empty values', () => {
    expect(compareWithReference(en, en).empty).toEqual([]);
  });

  it('no value is left in English in most locales', () => {
    const others = Object.fromEntries(Object.entries(byLocale).filter(([l]) => l !== 'en_US'));
    expect(findLikelyUntranslated(en, others, SAME_EVERYWHERE)).toEqual([]);
  });
});

describe('locale checks', () => {
  const reference = { a: { b: 'Hello', c: 'Hi {{name}}' }, d: 'Deposit' };

  it('reports missing, extra, empty keys and changed placeholders', () => {
    const problems = compareWithReference(reference, { a: { b: '', c: 'Salut {{nom}}' }, x: 'extra' });
    expect(problems).toEqual({ missing: ['d'], extra: ['x'], empty: ['a.b'], placeholders: ['a.c'] });
  });

  it('flags a value identical to English in most locales', () => {
    const others = {
      fr: { a: { b: 'Bonjour', c: 'Salut {{name}}' }, d: 'Deposit' },
      de: { a: { b: 'Hallo', c: 'Hallo {{name}}' }, d: 'Deposit' },
      es: { a: { b: 'Hola', c: 'Hola {{name}}' }, d: 'Depositar' },
    };
    expect(findLikelyUntranslated(reference, others)).toEqual(['d']);
    expect(findLikelyUntranslated(reference, others, new Set(['Deposit']))).toEqual([]);
  });
});
