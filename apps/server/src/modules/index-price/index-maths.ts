import { Decimal } from '../../lib/decimal';

/**
 * The index of one pair from its sources (ARCHITECTURE 8): a weighted median of the external spot
 * markets that quoted it recently and agree with the others, with the exchange's own book as a
 * component held within a narrow bound of them, and the book alone as the fallback when no external
 * quote can be used. Pure: time is passed in, nothing is read from a clock, network or database.
 */

/** A price with its weight in the median. */
export interface Weighted {
  price: Decimal;
  weight: Decimal;
}

/** What one source last said about a pair. */
export interface SourceQuote {
  name: string;
  weight: Decimal;
  /** Undefined: the source has not quoted this pair (it does not list it, or has not answered yet). */
  price?: Decimal;
  /** When the quote was received, in ms of the server's clock. */
  time?: number;
}

/** Why a source did not enter the median as it was (null: it did, unchanged). */
export type SourceReason = 'no_quote' | 'stale' | 'outlier' | 'bounded' | null;

export interface SourceResult {
  name: string;
  weight: Decimal;
  /** The price that entered the median (the book's after its bound), or the one that was left out. */
  price?: Decimal;
  used: boolean;
  reason: SourceReason;
}

export interface IndexRules {
  /** A quote older than this (ms) is stale. */
  staleMs: number;
  /** A quote further than this fraction from the median of the other fresh quotes is an outlier. */
  outlier: Decimal;
  /** The book's price is held within this fraction of the external sources' weighted median. */
  bookBound: Decimal;
}

/** The rules: stale after 10 s, an outlier beyond 3%; the book within 0.1% (docs/decisions.md). */
export const DEFAULT_RULES: IndexRules = {
  staleMs: 10_000,
  outlier: new Decimal('0.03'),
  bookBound: new Decimal('0.001'),
};

export interface IndexResult {
  /** Undefined only when there is nothing to go on: no usable source, no book and no previous index. */
  index?: Decimal;
  /** `sources`: external quotes (with the bounded book); `book`: the book alone; `held`: the previous index. */
  basis: 'sources' | 'book' | 'held';
  /** The external sources in the order given, then the book. */
  sources: SourceResult[];
}

/**
 * Weighted median: the price at which half the total weight lies on either side. When the
 * cumulative weight meets exactly half at one price, the midpoint of it and the next price (the
 * usual convention, so two equal weights give their mean). Entries of weight 0 count for nothing.
 */
export function weightedMedian(points: readonly Weighted[]): Decimal | undefined {
  const sorted = points.filter((p) => p.weight.gt(0)).sort((a, b) => a.price.comparedTo(b.price));
  if (sorted.length === 0) return undefined;
  const half = sorted.reduce((sum, p) => sum.plus(p.weight), new Decimal(0)).div(2);
  let cumulative = new Decimal(0);
  for (let i = 0; i < sorted.length; i++) {
    cumulative = cumulative.plus(sorted[i]!.weight);
    if (cumulative.gt(half)) return sorted[i]!.price;
    if (cumulative.eq(half))
      return i + 1 < sorted.length ? sorted[i]!.price.plus(sorted[i + 1]!.price).div(2) : sorted[i]!.price;
  }
  return sorted[sorted.length - 1]!.price;
}

/** Plain median (mean of the middle two for an even count). */
export function median(prices: readonly Decimal[]): Decimal | undefined {
  if (prices.length === 0) return undefined;
  const sorted = [...prices].sort((a, b) => a.comparedTo(b));
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : sorted[mid - 1]!.plus(sorted[mid]!).div(2);
}

/** Fresh quotes, then those further than `rules.outlier` from the median of the other fresh ones. */
function screen(quotes: readonly SourceQuote[], now: number, rules: IndexRules): SourceResult[] {
  const results: SourceResult[] = quotes.map((q) => {
    if (!q.price || q.time === undefined)
      return { name: q.name, weight: q.weight, used: false, reason: 'no_quote' };
    const stale = now - q.time > rules.staleMs;
    return { name: q.name, weight: q.weight, price: q.price, used: !stale, reason: stale ? 'stale' : null };
  });
  const fresh = results.filter((r) => r.used);
  // Judged against the others as they were, so one bad source cannot get a good one dropped first.
  const outliers = fresh.filter((r) => {
    const others = median(fresh.filter((o) => o !== r).map((o) => o.price!));
    return others !== undefined && r.price!.minus(others).abs().gt(others.times(rules.outlier));
  });
  for (const r of outliers) Object.assign(r, { used: false, reason: 'outlier' });
  return results;
}

/**
 * The index of one pair now. `book.price` is the book's smoothed price (book-price.ts), undefined
 * while the book has shown nothing; `previous` is the index in force, held when nothing else is known.
 */
export function computeIndex(input: {
  quotes: readonly SourceQuote[];
  book: { name: string; weight: Decimal; price?: Decimal };
  now: number;
  rules?: IndexRules;
  previous?: Decimal;
}): IndexResult {
  const rules = input.rules ?? DEFAULT_RULES;
  const sources = screen(input.quotes, input.now, rules);
  const used = sources.filter((s) => s.used).map((s) => ({ price: s.price!, weight: s.weight }));
  const external = weightedMedian(used);
  const { book } = input;
  if (external) {
    if (!book.price)
      return {
        index: external,
        basis: 'sources',
        sources: [...sources, { ...book, used: false, reason: 'no_quote' }],
      };
    // The book enters the median at most `bookBound` away from the external median, so however far
    // a thin book is pushed, the index moves by at most that bound.
    const low = external.times(new Decimal(1).minus(rules.bookBound));
    const high = external.times(new Decimal(1).plus(rules.bookBound));
    const bounded = Decimal.min(Decimal.max(book.price, low), high);
    const inMedian = book.weight.gt(0);
    const bookResult: SourceResult = {
      ...book,
      price: bounded,
      used: inMedian,
      reason: bounded.eq(book.price) ? null : 'bounded',
    };
    const index = inMedian ? weightedMedian([...used, { price: bounded, weight: book.weight }])! : external;
    return { index, basis: 'sources', sources: [...sources, bookResult] };
  }
  if (book.price)
    return { index: book.price, basis: 'book', sources: [...sources, { ...book, used: true, reason: null }] };
  return {
    index: input.previous,
    basis: 'held',
    sources: [...sources, { ...book, used: false, reason: 'no_quote' }],
  };
}
