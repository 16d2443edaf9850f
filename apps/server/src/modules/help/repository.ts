import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { helpArticles, helpArticleTexts } from './schema';

export interface ArticleFilter {
  locale: string;
  category?: string;
  common?: boolean;
  /** Search terms, every one must appear in the title, summary or body. */
  terms: string[];
}

/** A LIKE pattern that matches `term` literally: %, _ and the escape character lose their meaning. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const columns = {
  id: helpArticles.id,
  slug: helpArticles.slug,
  category: helpArticles.category,
  sort: helpArticles.sort,
  isCommon: helpArticles.isCommon,
  updatedAt: helpArticles.updatedAt,
  title: helpArticleTexts.title,
  summary: helpArticleTexts.summary,
  body: helpArticleTexts.body,
};
export type ArticleRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function whereOf(f: ArticleFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(helpArticleTexts.locale, f.locale)];
  if (f.category) conditions.push(eq(helpArticles.category, f.category));
  if (f.common) conditions.push(eq(helpArticles.isCommon, true));
  for (const term of f.terms) {
    const p = containsPattern(term);
    conditions.push(or(ilike(helpArticleTexts.title, p), ilike(helpArticleTexts.summary, p), ilike(helpArticleTexts.body, p)));
  }
  return and(...conditions);
}

/** Help articles and their per-locale texts. Every value reaches SQL as a bound parameter. */
export function createHelpRepository(db: DbOrTx) {
  const joined = () =>
    db.select(columns).from(helpArticles).innerJoin(helpArticleTexts, eq(helpArticleTexts.articleId, helpArticles.id));
  return {
    async page(f: ArticleFilter, offset: number, limit: number): Promise<{ rows: ArticleRow[]; total: number }> {
      const where = whereOf(f);
      // A search ranks title matches first; otherwise the help centre's own order.
      const order = [asc(helpArticles.sort), asc(helpArticles.id)];
      if (f.terms[0]) order.unshift(asc(sql`case when ${helpArticleTexts.title} ilike ${containsPattern(f.terms[0])} then 0 else 1 end`));
      const rows = await joined()
        .where(where)
        .orderBy(...order)
        .offset(offset)
        .limit(limit);
      const [total] = await db
        .select({ n: count() })
        .from(helpArticles)
        .innerJoin(helpArticleTexts, eq(helpArticleTexts.articleId, helpArticles.id))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** One article in the first of `locales` that has its text (the request's language, then English). */
    async find(key: { id?: number; slug?: string }, locales: string[]): Promise<ArticleRow | undefined> {
      const byKey = key.id !== undefined ? eq(helpArticles.id, key.id) : eq(helpArticles.slug, key.slug ?? '');
      const rows = await db
        .select({ ...columns, locale: helpArticleTexts.locale })
        .from(helpArticles)
        .innerJoin(helpArticleTexts, eq(helpArticleTexts.articleId, helpArticles.id))
        .where(and(byKey, inArray(helpArticleTexts.locale, locales)));
      return locales.map((l) => rows.find((r) => r.locale === l)).find((r) => r !== undefined);
    },

    related: (category: string, exceptId: number, locale: string, limit: number) =>
      db
        .select({ id: helpArticles.id, slug: helpArticles.slug, title: helpArticleTexts.title })
        .from(helpArticles)
        .innerJoin(helpArticleTexts, eq(helpArticleTexts.articleId, helpArticles.id))
        .where(and(eq(helpArticles.category, category), eq(helpArticleTexts.locale, locale), sql`${helpArticles.id} <> ${exceptId}`))
        .orderBy(asc(helpArticles.sort), desc(helpArticles.id))
        .limit(limit),

    isEmpty: async () => (await db.select({ id: helpArticles.id }).from(helpArticles).limit(1)).length === 0,

    async insertArticle(row: typeof helpArticles.$inferInsert, texts: Omit<typeof helpArticleTexts.$inferInsert, 'articleId'>[]) {
      const [inserted] = await db.insert(helpArticles).values(row).returning({ id: helpArticles.id });
      if (!inserted) throw new Error('insert into help_articles returned no row');
      await db.insert(helpArticleTexts).values(texts.map((t) => ({ ...t, articleId: inserted.id })));
      return inserted.id;
    },
  };
}

export type HelpRepository = ReturnType<typeof createHelpRepository>;
