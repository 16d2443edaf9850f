import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One help-centre article; its texts live in help_article_texts, one row per locale. */
export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  /** Order within the help centre (lower first). */
  sort: integer('sort').notNull().default(0),
  /** Listed under 'common problems'. */
  isCommon: boolean('is_common').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An article's title, summary and body in one locale (body: '## Heading' sections, see shared splitSections). */
export const helpArticleTexts = pgTable(
  'help_article_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] }), index('help_article_texts_locale_idx').on(t.locale)],
);
