import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@aurelix/shared/locales';
import { ARTICLES } from './articles/catalogue';
import { ARTICLE_TEXTS } from './seed';

/** The seeded help content: every article, in every language, really written in that language. */
describe('help articles content', () => {
  it('has at least the 12 topics of issue 3', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(ARTICLES.length);
  });

  for (const locale of LOCALE_CODES) {
    it(`${locale}: every article has a title, a summary and several non-empty sections`, () => {
      for (const { slug } of ARTICLES) {
        const text = ARTICLE_TEXTS[locale][slug];
        expect(text.title.trim(), `${locale} ${slug}`).not.toBe('');
        expect(text.summary.trim(), `${locale} ${slug}`).not.toBe('');
        expect(text.sections.length, `${locale} ${slug}`).toBeGreaterThanOrEqual(3);
        for (const [heading, body] of text.sections) {
          expect(heading.trim(), `${locale} ${slug}`).not.toBe('');
          expect(body.trim().length, `${locale} ${slug} ${heading}`).toBeGreaterThan(20);
          expect(body, `${locale} ${slug}: a body may not start a new section`).not.toMatch(/^## /m);
        }
      }
    });

    it(`${locale}: has the same sections as English`, () => {
      for (const { slug } of ARTICLES) {
        expect(ARTICLE_TEXTS[locale][slug].sections.length, `${locale} ${slug}`).toBe(ARTICLE_TEXTS.en_US[slug].sections.length);
      }
    });

    if (locale === 'en_US') continue;
    it(`${locale}: does not copy the English text`, () => {
      for (const { slug } of ARTICLES) {
        const text = ARTICLE_TEXTS[locale][slug];
        const en = ARTICLE_TEXTS.en_US[slug];
        expect(text.title, `${locale} ${slug}`).not.toBe(en.title);
        expect(text.summary, `${locale} ${slug}`).not.toBe(en.summary);
        text.sections.forEach(([heading, body], i) => {
          expect(heading, `${locale} ${slug} heading ${i}`).not.toBe(en.sections[i]?.[0]);
          expect(body, `${locale} ${slug} body ${i}`).not.toBe(en.sections[i]?.[1]);
        });
      }
    });
  }
});
