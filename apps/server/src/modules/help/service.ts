import { splitSections, type HelpArticle, type HelpCategory, type HelpListPage } from '@aurelix/shared/schemas/help';
import type { Locale } from '@aurelix/shared/locales';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createHelpRepository, type ArticleRow } from './repository';
import { excerptOf, searchTerms } from './search';

const RELATED_MAX = 6;

export interface HelpListInput {
  category?: HelpCategory;
  common?: boolean;
  query?: string;
  page: number;
  limit: number;
}

const summaryOf = (row: ArticleRow, terms: string[]) => ({
  id: row.id,
  slug: row.slug,
  category: row.category as HelpCategory,
  is_common: row.isCommon,
  title: row.title,
  summary: row.summary,
  excerpt: excerptOf(row.body, terms),
});

/** The help centre: articles in the reader's language, filtered, searched and paged. */
export function createHelpService(db: Db) {
  const repo = createHelpRepository(db);
  return {
    async list(input: HelpListInput, locale: Locale): Promise<HelpListPage> {
      const terms = searchTerms(input.query);
      const { rows, total } = await repo.page(
        { locale, category: input.category, common: input.common, terms },
        (input.page - 1) * input.limit,
        input.limit,
      );
      return { list: rows.map((r) => summaryOf(r, terms)), total, page: input.page, limit: input.limit };
    },

    async detail(key: { id?: number; slug?: string }, locale: Locale): Promise<HelpArticle> {
      const row = await repo.find(key, [locale, 'en_US']);
      if (!row) throw new AppError('HELP_ARTICLE_NOT_FOUND');
      const related = await repo.related(row.category, row.id, locale, RELATED_MAX);
      return {
        id: row.id,
        slug: row.slug,
        category: row.category as HelpCategory,
        is_common: row.isCommon,
        title: row.title,
        summary: row.summary,
        sections: splitSections(row.body),
        updated_at: row.updatedAt.toISOString(),
        related,
      };
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
