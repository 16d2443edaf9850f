import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@aurelix/shared/locales';
import { bundleOf } from './feature-bundles';
import { compareWithReference, findLikelyUntranslated, pluralFormsOf, type MessageTree } from './locale-check';

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
      const problems = compareWithReference(en, byLocale[locale]!, locale);
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

  it('asks each language for its own plural forms of a counted message', () => {
    const counted = { n: '{{count}} orders', n_one: '{{count}} order' };
    expect(pluralFormsOf('ru_RU')).toEqual(['few', 'many', 'one']);
    expect(pluralFormsOf('ja_JP')).toEqual([]);
    expect(pluralFormsOf('fr_FR')).toEqual(['one']);
    expect(compareWithReference(counted, { n: '{{count}} заказов', n_one: '{{count}} заказ' }, 'ru_RU').missing).toEqual(['n_few', 'n_many']);
    expect(compareWithReference(counted, { n: '{{count}} 件' }, 'ja_JP')).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
    expect(compareWithReference(counted, { n: '{{count}} Orders', n_one: 'eine Order' }, 'de_DE').placeholders).toEqual(['n_one']);
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
