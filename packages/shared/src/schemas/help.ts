import { z } from 'zod';
import { intRowId } from './id';

/*
 * Help centre API (issue 3 item 8): POST /api/help/list and POST /api/help/detail. Texts come in the
 * request's `lang`. Every check names an error-catalogue key so the user reads why a call was refused.
 */

/** Article groups, in the order the help centre shows them. */
export const HELP_CATEGORIES = ['account', 'security', 'wallet', 'trading', 'fiat', 'ico', 'general'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];
export const helpCategory = z.enum(HELP_CATEGORIES, 'INVALID_PARAMS');

/** Longest search text accepted: enough for a sentence, small enough to keep the LIKE scan cheap. */
export const HELP_QUERY_MAX = 64;
/** Largest page the list call answers. */
export const HELP_PAGE_MAX = 50;

export const helpListBody = z
  .object({
    category: helpCategory.optional(),
    /** Only the 'common problems' articles. */
    common: z.boolean('INVALID_PARAMS').optional(),
    /** Free text matched against title, summary and body in the request's language (case-insensitive). */
    query: z
      .string('INVALID_PARAMS')
      .max(4 * HELP_QUERY_MAX, 'HELP_QUERY_TOO_LONG')
      .transform((s) => s.normalize('NFC').replace(/\s+/g, ' ').trim())
      .refine((s) => [...s].length <= HELP_QUERY_MAX, 'HELP_QUERY_TOO_LONG')
      .optional(),
    page: z.number('INVALID_PARAMS').int().min(1).max(1_000).default(1),
    limit: z.number('INVALID_PARAMS').int().min(1).max(HELP_PAGE_MAX).default(20),
  })
  .strict();
export type HelpListBody = z.input<typeof helpListBody>;

/** An article is asked for by its numeric id or by its slug (exactly one of them). */
export const helpDetailBody = z
  .object({
    id: intRowId.optional(),
    slug: z
      .string('INVALID_PARAMS')
      .max(64, 'INVALID_PARAMS')
      .regex(/^[a-z0-9-]+$/, 'INVALID_PARAMS')
      .optional(),
  })
  .strict()
  .refine((b) => (b.id === undefined) !== (b.slug === undefined), 'INVALID_PARAMS');
export type HelpDetailBody = z.infer<typeof helpDetailBody>;

export const helpArticleSummary = z.object({
  id: z.number(),
  slug: z.string(),
  category: z.enum(HELP_CATEGORIES),
  is_common: z.boolean(),
  title: z.string(),
  summary: z.string(),
  /** For a search: a short piece of the body around the first match, else empty. */
  excerpt: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummary>;

export const helpListPage = z.object({
  list: z.array(helpArticleSummary),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type HelpListPage = z.infer<typeof helpListPage>;

export const helpSection = z.object({ heading: z.string(), body: z.string() });
export type HelpSection = z.infer<typeof helpSection>;

export const helpArticle = z.object({
  id: z.number(),
  slug: z.string(),
  category: z.enum(HELP_CATEGORIES),
  is_common: z.boolean(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(helpSection),
  updated_at: z.string(),
  /** Other articles of the same category, in help-centre order. */
  related: z.array(z.object({ id: z.number(), slug: z.string(), title: z.string() })),
});
export type HelpArticle = z.infer<typeof helpArticle>;

/**
 * Article bodies are stored as plain text: each section starts with a line '## Heading' and its
 * paragraphs follow; a line starting with '- ' or '1. ' is a list item. Plain text keeps search a
 * simple case-insensitive match and lets the web render sections without any HTML.
 */
export function splitSections(body: string): HelpSection[] {
  const sections: HelpSection[] = [];
  for (const chunk of body.split(/^## /m)) {
    const text = chunk.trim();
    if (!text) continue;
    const newline = text.indexOf('\n');
    const heading = newline === -1 ? text : text.slice(0, newline).trim();
    sections.push({ heading, body: newline === -1 ? '' : text.slice(newline + 1).trim() });
  }
  return sections;
}

/** The inverse of splitSections, used by the seed to store an article's sections. */
export function joinSections(sections: readonly HelpSection[]): string {
  return sections.map((s) => `## ${s.heading}\n${s.body.trim()}`).join('\n\n');
}
