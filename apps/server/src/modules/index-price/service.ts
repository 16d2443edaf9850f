import type { IndexSnapshot, IndexSource } from '@aurelix/shared/schemas/market';
import { Decimal } from '../../lib/decimal';
import { formatPrice, type MarketPair } from '../market/ticker-source';
import { bookSample, nextBookAverage, type BookAverage, type BookTop } from './book-price';
import type { PriceFeed } from './feeds';
import { computeIndex, DEFAULT_RULES, type IndexRules, type SourceResult } from './index-maths';
import type { RecordedTick } from './repository';

/** The book's average halves its distance to the book's price every 30 s (docs/decisions.md). */
export const BOOK_HALF_LIFE_MS = 30_000;
/** At most one recorded tick a second per pair. */
const RECORD_EVERY_MS = 1000;

export interface IndexServiceDeps {
  /** External markets (ccxt) and, with the demo market on, the demo walk. */
  feeds: readonly PriceFeed[];
  /** This exchange's spot book: its top and last trade now. */
  bookTop(symbol: string): BookTop;
  /** The book's weight in the median (0: fallback only). */
  bookWeight: Decimal;
  rules?: IndexRules;
  /** Writes recorded ticks (index_ticks); called with each tick's changes, one call at a time. */
  record(ticks: readonly RecordedTick[]): Promise<void>;
  log(err: unknown, msg: string): void;
  /** A pair's index left the external sources (fell back to the book or held) or came back to them. */
  onBasisChange?(symbol: string, from: IndexSnapshot['basis'], to: IndexSnapshot['basis']): void;
}

interface PairState {
  pair: MarketPair;
  /** The index in force (rounded to the tick), held when no source has anything. */
  index?: Decimal;
  snapshot?: IndexSnapshot;
  average?: BookAverage;
  recorded?: { ts: number; index: string };
}

/**
 * The index service (ARCHITECTURE 8): the one index price every product reads. Each tick computes
 * every pair's index from the last quote of each feed and the exchange's own book (index-maths.ts),
 * keeps it for indexPrice() and POST /api/market/index, and records each change (at most one a second
 * per pair) with its sources. Polling the feeds is separate (poll()), so a slow exchange never delays a tick.
 */
export function createIndexService(deps: IndexServiceDeps) {
  const rules = deps.rules ?? DEFAULT_RULES;
  const states = new Map<string, PairState>();
  let recording: Promise<void> = Promise.resolve();

  const addPairs = (
    pairs: readonly MarketPair[],
    now: number,
    last: ReadonlyMap<string, string> = new Map(),
  ) => {
    const fresh = pairs.filter((p) => !states.has(p.symbol));
    for (const pair of fresh) {
      const start = last.get(pair.symbol) ?? (pair.referencePrice.gt(0) ? pair.referencePrice : undefined);
      states.set(pair.symbol, { pair, index: start === undefined ? undefined : new Decimal(start) });
    }
    for (const feed of deps.feeds) feed.addPairs?.(fresh, now);
  };

  function tickPair(state: PairState, now: number): RecordedTick | undefined {
    const { pair } = state;
    state.average = nextBookAverage(
      state.average,
      bookSample(deps.bookTop(pair.symbol)),
      now,
      BOOK_HALF_LIFE_MS,
      state.index,
    );
    const result = computeIndex({
      quotes: deps.feeds.map((f) => ({ name: f.name, weight: f.weight, ...f.quote(pair, now) })),
      book: { name: 'book', weight: deps.bookWeight, price: state.average?.value },
      now,
      rules,
      previous: state.index,
    });
    if (!result.index) return undefined;
    const index = formatPrice(pair, result.index);
    state.index = new Decimal(index);
    const sources = result.sources.map((s) => sourceView(pair, s));
    const before = state.snapshot?.basis;
    state.snapshot = { symbol: pair.symbol, index, ts: now, basis: result.basis, sources };
    if (before && before !== result.basis && (before === 'sources' || result.basis === 'sources')) {
      deps.onBasisChange?.(pair.symbol, before, result.basis);
    }
    const { recorded } = state;
    if (recorded && (recorded.index === index || now - recorded.ts < RECORD_EVERY_MS)) return undefined;
    state.recorded = { ts: now, index };
    return { symbol: pair.symbol, index, ts: now, sources };
  }

  const service = {
    /** Takes the pairs, each starting from its last recorded index (or its reference price). */
    start(
      pairs: readonly MarketPair[],
      now: number,
      last: readonly { symbol: string; time: number; index: string }[],
    ) {
      addPairs(pairs, now, new Map(last.map((t) => [t.symbol, t.index])));
      for (const t of last) {
        const state = states.get(t.symbol);
        if (state) state.recorded = { ts: t.time, index: formatPrice(state.pair, new Decimal(t.index)) };
      }
    },
    /** Pairs listed while the server runs; known symbols are skipped. */
    addPairs: (pairs: readonly MarketPair[], now: number) => addPairs(pairs, now),

    /** Asks every external feed for fresh quotes of every pair (each feed one request at a time). */
    async poll(): Promise<void> {
      const pairs = [...states.values()].map((s) => s.pair);
      await Promise.all(deps.feeds.map((f) => f.poll?.(pairs)));
    },

    /** Computes every pair's index at `now` and records the changed ones; returns their symbols. */
    tick(now: number): string[] {
      const changed: RecordedTick[] = [];
      for (const state of states.values()) {
        const row = tickPair(state, now);
        if (row) changed.push(row);
      }
      if (changed.length > 0) {
        recording = recording
          .then(() => deps.record(changed))
          .catch((err: unknown) => deps.log(err, 'index: recording ticks failed'));
      }
      return changed.map((t) => t.symbol);
    },

    /**
     * Takes ticks another process computed and recorded (it holds job:index): a follower's index is
     * the recorded one, so every process reads the same index (issue 28). Older ticks than the one
     * in force are ignored. Answers the symbols whose index changed.
     */
    adopt(ticks: readonly RecordedTick[]): string[] {
      const changed: string[] = [];
      for (const t of ticks) {
        const state = states.get(t.symbol);
        if (!state || (state.snapshot && state.snapshot.ts >= t.ts)) continue;
        const index = formatPrice(state.pair, new Decimal(t.index));
        state.index = new Decimal(index);
        state.recorded = { ts: t.ts, index };
        state.snapshot = { symbol: t.symbol, index, ts: t.ts, basis: basisOf(t.sources), sources: t.sources };
        changed.push(t.symbol);
      }
      return changed;
    },

    /** The index of a pair, rounded to its tick; undefined for an unknown pair or before the first tick. */
    indexPrice: (symbol: string): string | undefined => states.get(symbol)?.snapshot?.index,
    /** The last tick of a pair with its sources (POST /api/market/index). */
    snapshot: (symbol: string): IndexSnapshot | undefined => states.get(symbol)?.snapshot,
    symbols: (): string[] => [...states.keys()],
    /** Resolves when every recorded tick so far is written. */
    idle: () => recording,
  };
  return service;
}

export type IndexService = ReturnType<typeof createIndexService>;

/** The basis of a recorded tick, from the sources it used: an external market, else the book, else none (held). */
function basisOf(sources: readonly IndexSource[]): IndexSnapshot['basis'] {
  const used = sources.filter((s) => s.used);
  if (used.some((s) => s.name !== 'book')) return 'sources';
  return used.length > 0 ? 'book' : 'held';
}

/** A source as the API shows it: decimal strings, at most 8 decimals (more for a pair that quotes finer). */
function sourceView(pair: MarketPair, s: SourceResult): IndexSource {
  const places = Math.max(8, pair.pricePrecision);
  return {
    name: s.name,
    price: s.price ? s.price.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed() : null,
    weight: s.weight.toFixed(),
    used: s.used,
    reason: s.reason,
  };
}
