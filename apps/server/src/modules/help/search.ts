/*
 * Pure search helpers of the help centre (no I/O): how a query becomes terms and how a result
 * shows the words around its match.
 */

/** At most this many words of a query are matched (each adds a condition to the scan). */
export const MAX_TERMS = 6;

/** Words of a search, lower-cased and without repeats; a query without spaces (Chinese, Japanese) is one term. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  const words = query.toLocaleLowerCase().split(' ').filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** The body as reading text: no section markers or list bullets. */
export function plainText(body: string): string {
  return body
    .replace(/^## (.*)$/gm, '$1 —')
    .replace(/^(- |\d+\. )/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const EXCERPT_RADIUS = 60;

/** Up to ~120 characters of the body around the first term found, with '…' where it was cut. */
export function excerptOf(body: string, terms: string[]): string {
  if (terms.length === 0) return '';
  const text = plainText(body);
  const lower = text.toLocaleLowerCase();
  const at = terms.map((t) => lower.indexOf(t)).find((i) => i >= 0);
  if (at === undefined) return '';
  const start = Math.max(0, at - EXCERPT_RADIUS);
  const end = Math.min(text.length, at + EXCERPT_RADIUS * 2);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
