import type { HelpCategory } from '@aurelix/shared/schemas/help';

/** The seeded articles: identity, group and order. Their texts are in ./<locale>.ts, one file per language. */
export const ARTICLES = [
  { slug: 'register-account', category: 'account', isCommon: true },
  { slug: 'identity-verification', category: 'account', isCommon: true },
  { slug: 'account-security', category: 'security', isCommon: true },
  { slug: 'deposit-crypto', category: 'wallet', isCommon: true },
  { slug: 'withdraw-crypto', category: 'wallet', isCommon: true },
  { slug: 'fees', category: 'wallet', isCommon: false },
  { slug: 'spot-trading', category: 'trading', isCommon: true },
  { slug: 'usdm-futures', category: 'trading', isCommon: false },
  { slug: 'second-contracts', category: 'trading', isCommon: false },
  { slug: 'fiat-p2p', category: 'fiat', isCommon: true },
  { slug: 'ico-subscription', category: 'ico', isCommon: false },
  { slug: 'mobile-app', category: 'general', isCommon: false },
] as const satisfies readonly { slug: string; category: HelpCategory; isCommon: boolean }[];

export type ArticleSlug = (typeof ARTICLES)[number]['slug'];

/** One article in one language: sections are [heading, text]; a text line starting '- ' or '1. ' is a list item. */
export interface ArticleText {
  title: string;
  summary: string;
  sections: readonly (readonly [string, string])[];
}

/** Every language file must hold every article. */
export type LocaleArticles = Record<ArticleSlug, ArticleText>;
