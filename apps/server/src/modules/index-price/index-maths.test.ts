import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../lib/decimal';
import { bookSample, nextBookAverage } from './book-price';
import { computeIndex, DEFAULT_RULES, weightedMedian, type SourceQuote } from './index-maths';

const d = (v: string | number) => new Decimal(v);
const NOW = 1_800_000_000_000;
const quote = (name: string, weight: number, price: string, age = 0): SourceQuote => ({
  name,
  weight: d(weight),
  price: d(price),
  time: NOW - age,
});
const noBook = { name: 'book', weight: d(1) };
const index = (
  quotes: SourceQuote[],
  book: { name: string; weight: Decimal; price?: Decimal } = noBook,
  previous?: Decimal,
) => computeIndex({ quotes, book, now: NOW, previous });
const used = (r: ReturnType<typeof index>) => r.sources.filter((s) => s.used).map((s) => s.name);

describe('weighted median', () => {
  const wm = (points: [string, number][]) =>
    weightedMedian(points.map(([p, w]) => ({ price: d(p), weight: d(w) })))?.toFixed();

  it('is the price where half the weight lies on either side, whatever the order given', () => {
    expect(
      wm([
        ['101', 2],
        ['100', 3],
        ['102', 2],
      ]),
    ).toBe('101');
    expect(
      wm([
        ['100', 1],
        ['300', 5],
        ['200', 1],
      ]),
    ).toBe('300');
    expect(wm([['7', 1]])).toBe('7');
  });

  it('takes the midpoint when the weight splits exactly in half, so two equal weights give their mean', () => {
    expect(
      wm([
        ['100', 1],
        ['101', 1],
      ]),
    ).toBe('100.5');
    // binance:3 alone holds half of 3 + 2 + 1.
    expect(
      wm([
        ['100', 3],
        ['101', 2],
        ['102', 1],
      ]),
    ).toBe('100.5');
  });

  it('counts a weight of 0 for nothing and has no median without weight', () => {
    expect(
      wm([
        ['100', 0],
        ['200', 1],
      ]),
    ).toBe('200');
    expect(wm([['100', 0]])).toBeUndefined();
    expect(wm([])).toBeUndefined();
  });
});

describe('the index of a pair from its sources', () => {
  it('is the weighted median of the fresh sources that agree', () => {
    const r = index([quote('binance', 3, '96500'), quote('okx', 2, '96510'), quote('kraken', 2, '96490')]);
    expect(r.index!.toFixed()).toBe('96500');
    expect(r.basis).toBe('sources');
    expect(used(r)).toEqual(['binance', 'okx', 'kraken']);
  });

  it('drops a source whose last quote is older than 10 s, and keeps one of exactly 10 s', () => {
    const r = index([
      quote('binance', 3, '96500', 10_001),
      quote('okx', 2, '96510', 10_000),
      quote('kraken', 1, '96600'),
    ]);
    expect(r.sources.find((s) => s.name === 'binance')).toMatchObject({
      used: false,
      reason: 'stale',
      price: d('96500'),
    });
    expect(used(r)).toEqual(['okx', 'kraken']);
    expect(r.index!.toFixed()).toBe('96510');
  });

  it('drops a source more than 3% from the median of the others, however heavy it is', () => {
    const r = index([quote('binance', 10, '100000'), quote('okx', 2, '96510'), quote('kraken', 2, '96490')]);
    expect(r.sources.find((s) => s.name === 'binance')).toMatchObject({ used: false, reason: 'outlier' });
    expect(r.index!.toFixed()).toBe('96500');
    // 2.9% away from the median of the others stays in.
    const near = index([
      quote('binance', 10, '99300'),
      quote('okx', 2, '96510'),
      quote('kraken', 1, '96490'),
    ]);
    expect(used(near)).toEqual(['binance', 'okx', 'kraken']);
  });

  it('has no quote from a source that does not list the pair, and that source counts for nothing', () => {
    const r = index([{ name: 'kraken', weight: d(1) }, quote('binance', 3, '3500')]);
    expect(r.sources[0]).toMatchObject({ name: 'kraken', used: false, reason: 'no_quote' });
    expect(r.index!.toFixed()).toBe('3500');
  });

  it('holds the book within 0.1% of the external median, however far the book is pushed', () => {
    const far = index([quote('binance', 3, '96500'), quote('okx', 2, '96500')], {
      name: 'book',
      weight: d(6),
      price: d('120000'),
    });
    expect(far.index!.toFixed()).toBe('96596.5');
    expect(far.sources.at(-1)).toMatchObject({
      name: 'book',
      used: true,
      reason: 'bounded',
      price: d('96596.5'),
    });
    const inside = index([quote('binance', 1, '96500')], { name: 'book', weight: d(1), price: d('96510') });
    expect(inside.sources.at(-1)).toMatchObject({ used: true, reason: null });
  });

  it('never moves more than the bound away from the external sources for any book price and weight (property)', () => {
    const price = fc.integer({ min: 1, max: 10_000_000 }).map((n) => d(n).div(100));
    const source = fc.record({ price, weight: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(
        fc.array(source, { minLength: 1, maxLength: 6 }),
        price,
        fc.integer({ min: 0, max: 1000 }),
        (sources, book, bookWeight) => {
          const quotes = sources.map((s, i) => ({
            name: `s${i}`,
            weight: d(s.weight),
            price: s.price,
            time: NOW,
          }));
          const without = computeIndex({
            quotes,
            book: { name: 'book', weight: d(0), price: book },
            now: NOW,
          });
          const withBook = computeIndex({
            quotes,
            book: { name: 'book', weight: d(bookWeight), price: book },
            now: NOW,
          });
          const external = without.index!;
          return withBook.index!.minus(external).abs().lte(external.times(DEFAULT_RULES.bookBound));
        },
      ),
    );
  });

  it('falls back to the book when no external source is fresh, then holds the last index when nothing is known', () => {
    const stale = [quote('binance', 3, '96500', 60_000), quote('okx', 2, '96510', 60_000)];
    const r = index(stale, { name: 'book', weight: d(1), price: d('95000') });
    expect(r).toMatchObject({ basis: 'book', index: d('95000') });
    expect(r.sources.at(-1)).toMatchObject({ name: 'book', used: true });
    expect(index(stale, noBook, d('96400'))).toMatchObject({ basis: 'held', index: d('96400') });
    expect(index([], noBook).index).toBeUndefined();
  });

  it('falls back to the book when two sources disagree by more than 3% (neither can be told right)', () => {
    const r = index([quote('binance', 3, '96500'), quote('okx', 2, '100000')], {
      name: 'book',
      weight: d(1),
      price: d('96400'),
    });
    expect(r.sources.filter((s) => s.reason === 'outlier').map((s) => s.name)).toEqual(['binance', 'okx']);
    expect(r).toMatchObject({ basis: 'book', index: d('96400') });
  });
});

describe("the book's price", () => {
  it('is the median of bid, ask and last (the mid before any trade, the last with a side empty)', () => {
    expect(bookSample({ bid: d(99), ask: d(101), last: d(150) })!.toFixed()).toBe('101');
    expect(bookSample({ bid: d(99), ask: d(101), last: d(100.5) })!.toFixed()).toBe('100.5');
    expect(bookSample({ bid: d(99), ask: d(101) })!.toFixed()).toBe('100');
    expect(bookSample({ bid: d(99), last: d(120) })!.toFixed()).toBe('120');
    expect(bookSample({ ask: d(101) })).toBeUndefined();
  });

  it('is averaged in continuous time from the index in force: a far print moves it gradually, the same however the time is sliced', () => {
    const start = nextBookAverage(undefined, d(200), 0, 30_000, d(100))!;
    expect(start.value.toFixed()).toBe('100');
    const once = nextBookAverage(start, d(200), 30_000, 30_000)!;
    expect(once.value.toFixed()).toBe('150');
    let sliced = start;
    for (let t = 1000; t <= 30_000; t += 1000) sliced = nextBookAverage(sliced, d(200), t, 30_000)!;
    expect(sliced.value.toDecimalPlaces(9).toFixed()).toBe('150');
  });

  it('holds without a sample, and a print after a quiet spell is smoothed from then on', () => {
    const start = { value: d(100), time: 0 };
    const quiet = nextBookAverage(start, undefined, 3_600_000, 30_000)!;
    expect(quiet).toEqual({ value: d(100), time: 3_600_000 });
    expect(nextBookAverage(quiet, d(200), 3_630_000, 30_000)!.value.toFixed()).toBe('150');
  });
});
