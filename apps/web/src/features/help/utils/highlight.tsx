import type { ReactNode } from 'react';

/** The words of a search as the server matches them: lower-cased, split on spaces, no repeats. */
export function searchWords(query: string): string[] {
  return [...new Set(query.toLocaleLowerCase().split(/\s+/).filter(Boolean))];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every occurrence of a search word wrapped in <mark> (case-insensitive). */
export function highlight(text: string, words: string[]): ReactNode {
  if (words.length === 0 || !text) return text;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  const parts = text.split(pattern);
  return parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}
