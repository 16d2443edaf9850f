import { LOCALE_CODES, type Locale } from '@aurelix/shared/locales';
import { joinSections } from '@aurelix/shared/schemas/help';
import type { DbOrTx } from '../../db/client';
import { ARTICLES, type LocaleArticles } from './articles/catalogue';
import { createHelpRepository } from './repository';
import { de_DE } from './articles/de_DE';
import { en_US } from './articles/en_US';
import { es_ES } from './articles/es_ES';
import { fr_FR } from './articles/fr_FR';
import { ja_JP } from './articles/ja_JP';
import { ko_KR } from './articles/ko_KR';
import { ru_RU } from './articles/ru_RU';
import { tr_TR } from './articles/tr_TR';
import { zh_CN } from './articles/zh_CN';
import { zh_TW } from './articles/zh_TW';

/** Article texts per language (the type makes a missing article a compile error). */
export const ARTICLE_TEXTS: Record<Locale, LocaleArticles> = {
  en_US, ja_JP, ko_KR, zh_TW, zh_CN, ru_RU, tr_TR, fr_FR, es_ES, de_DE,
};

/** First start: the help centre's articles in all 10 languages. Does nothing once any article exists. */
export async function seedHelpArticles(db: DbOrTx): Promise<void> {
  const repo = createHelpRepository(db);
  if (!(await repo.isEmpty())) return;
  for (const [index, article] of ARTICLES.entries()) {
    await repo.insertArticle(
      { slug: article.slug, category: article.category, isCommon: article.isCommon, sort: index * 10 },
      LOCALE_CODES.map((locale) => {
        const text = ARTICLE_TEXTS[locale][article.slug];
        return {
          locale,
          title: text.title,
          summary: text.summary,
          body: joinSections(text.sections.map(([heading, body]) => ({ heading, body }))),
        };
      }),
    );
  }
}
