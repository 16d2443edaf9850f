import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lots } from '../units';
import { BTC_BRACKETS, type Bracket, type FuturesContract } from './contract';
import { isIsolatedLiquidatable } from './margin';
import {
  basisCapFor,
  DEFAULT_MARK_PRICE_SETTINGS as SETTINGS,
  displayIndexPrice,
  fundingBasisPrice,
  INITIAL_MARK_PRICE_STATE,
  markPrice,
  premiumSample,
  sampleMarkPrice,
  type BookTop,
  type MarkInputs,
  type MarkPriceState,
} from './mark-price';
import { initialMargin } from './order-cost';
import { BTC, btcMarkPrice, pct, px } from './testing/fixtures';
import { leverage, money, ONE, price, rate, type Price } from './units';

const abs = (n: bigint): bigint => (n < 0n ? -n : n);
const HOUR = 3_600_000;
const CAP = basisCapFor(BTC_BRACKETS);

/** Inputs with no trade yet, no funding settled, BTC's cap. */
const at = (index: Price, more: Partial<MarkInputs> = {}): MarkInputs => ({
  index,
  fundingRate: rate(0n),
  untilFundingMs: 4 * HOUR,
  fundingIntervalMs: 8 * HOUR,
  basisCap: CAP,
  ...more,
});

/** A book top within ±20% of the index, either side possibly empty, bid below ask. */
function bookTop(index: Price): fc.Arbitrary<BookTop> {
  const near = fc.bigInt({ min: -20n, max: 20n }).map((p) => price(index + (index * p) / 100n));
  return fc.record({ a: fc.option(near, { nil: undefined }), b: fc.option(near, { nil: undefined }) }).map(({ a, b }) => {
    if (a === undefined || b === undefined) return { bestBid: a, bestAsk: b };
    return a < b ? { bestBid: a, bestAsk: b } : { bestBid: b, bestAsk: price(a + 1n) };
  });
}

/** Anything one account could make of the other inputs: a last price ±50%, any funding rate up to ±5%, any time. */
function pushedInputs(index: Price, basisCap = CAP): fc.Arbitrary<MarkInputs> {
  return fc
    .record({
      last: fc.option(fc.bigInt({ min: -50n, max: 50n }), { nil: undefined }),
      funding: fc.bigInt({ min: -5_000_000n, max: 5_000_000n }),
      until: fc.integer({ min: 0, max: 8 * HOUR }),
    })
    .map(({ last, funding, until }) => ({
      index,
      lastPrice: last === undefined ? undefined : price(index + (index * last) / 100n),
      fundingRate: rate(funding),
      untilFundingMs: until,
      fundingIntervalMs: 8 * HOUR,
      basisCap,
    }));
}

describe('the basis cap', () => {
  it('is half the headroom of the tightest bracket: BTC 125x at 0.4% gives 0.199203%', () => {
    // (1/125 − 0.4%) / (1 + 0.4%) = 0.398406…%; half of it, rounded down.
    expect(CAP).toBe(rate(199_203n));
    // A table whose first bracket is loose binds on a tighter later one.
    const loose: Bracket[] = [
      { cap: money(1000n * ONE), maxLeverage: leverage(10), maintenanceRate: pct('1'), maintenanceAmount: money(0n) },
      { cap: null, maxLeverage: leverage(5), maintenanceRate: pct('19'), maintenanceAmount: money(180n * ONE) },
    ];
    // Bracket 1: (10% − 1%) / 1.01 = 8.91%; bracket 2: (20% − 19%) / 1.19 = 0.840336…%.
    expect(basisCapFor(loose)).toBe(rate(420_168n));
  });
});

describe('mark price', () => {
  it('reads the premium from the mid, one proving side, or nothing, clamped to the cap', () => {
    const index = px('40000');
    expect(premiumSample(index, { bestBid: px('40010'), bestAsk: px('40030') }, CAP)).toBe(pct('0.05'));
    expect(premiumSample(index, { bestBid: px('40040') }, CAP)).toBe(pct('0.1'));
    expect(premiumSample(index, { bestBid: px('39000') }, CAP)).toBe(0n);
    expect(premiumSample(index, { bestAsk: px('39960') }, CAP)).toBe(pct('-0.1'));
    expect(premiumSample(index, {}, CAP)).toBe(0n);
    expect(premiumSample(index, { bestBid: px('80000'), bestAsk: px('80001') }, CAP)).toBe(CAP);
  });

  it('starts at the index and follows a lasting premium, smoothed over about five minutes', () => {
    const index = px('40000');
    expect(markPrice(INITIAL_MARK_PRICE_STATE, at(index))).toBe(index);
    let state: MarkPriceState = INITIAL_MARK_PRICE_STATE;
    const top = { bestBid: px('40030'), bestAsk: px('40050') }; // +0.1%
    const first = sampleMarkPrice(top, state, SETTINGS, at(index));
    expect(first.mark - index).toBeLessThan(px('40') / 100n);
    for (let i = 0; i < 60; i++) state = sampleMarkPrice(top, state, SETTINGS, at(index)).state;
    // A minute of it carries about a third of the premium (1 − (1 − 2/301)^60).
    expect(markPrice(state, at(index)) - index).toBeLessThan(px('40') / 2n);
    for (let i = 0; i < 4000; i++) state = sampleMarkPrice(top, state, SETTINGS, at(index)).state;
    // The average stops within 1/smoothing units of 1e-8 of the premium (its steps round toward zero).
    expect(abs(markPrice(state, at(index)) - px('40040'))).toBeLessThanOrEqual((index * 151n) / ONE);
  });

  it('is the median of index + basis, the funding basis price and the last price', () => {
    const index = px('40000');
    const state: MarkPriceState = { premiumAverage: pct('0.1') }; // price 1: 40040
    // Funding 0.01% with half the interval to go: price 2 is 40002.
    const funded = { fundingRate: pct('0.01'), untilFundingMs: 4 * HOUR };
    expect(fundingBasisPrice(at(index, funded))).toBe(px('40002'));
    expect(markPrice(state, at(index, { ...funded, lastPrice: px('40020') }))).toBe(px('40020'));
    // A last price far away (either way) leaves the mark at the nearer of the other two.
    expect(markPrice(state, at(index, { ...funded, lastPrice: px('45000') }))).toBe(px('40040'));
    expect(markPrice(state, at(index, { ...funded, lastPrice: px('30000') }))).toBe(px('40002'));
    // Before the first trade the last price stands in as price 1: the mark is price 1 or 2's nearer.
    expect(markPrice(state, at(index, funded))).toBe(px('40040'));
  });

  it('fades the funding basis to the index at funding time and caps it like the basis', () => {
    const index = px('40000');
    const rate8h = pct('0.04');
    expect(fundingBasisPrice(at(index, { fundingRate: rate8h, untilFundingMs: 8 * HOUR }))).toBe(px('40016'));
    expect(fundingBasisPrice(at(index, { fundingRate: rate8h, untilFundingMs: 2 * HOUR }))).toBe(px('40004'));
    expect(fundingBasisPrice(at(index, { fundingRate: rate8h, untilFundingMs: 0 }))).toBe(index);
    // The funding cap (0.75%) is wider than the mark's: the basis stops at the mark's cap.
    expect(fundingBasisPrice(at(index, { fundingRate: pct('-0.75'), untilFundingMs: 8 * HOUR }))).toBe(price(index - (index * CAP) / ONE));
  });

  it('never leaves index ± the cap whatever the book, the last price and the funding (property)', () => {
    fc.assert(
      fc.property(
        btcMarkPrice().chain((index) => fc.tuple(fc.constant(index), fc.array(bookTop(index), { maxLength: 60 }), pushedInputs(index))),
        ([index, history, inputs]) => {
          let state: MarkPriceState = INITIAL_MARK_PRICE_STATE;
          for (const top of history) state = sampleMarkPrice(top, state, SETTINGS, inputs).state;
          expect(abs(markPrice(state, inputs) - index)).toBeLessThanOrEqual((index * CAP) / ONE + 1n);
        },
      ),
    );
  });

  it('moves the averaged price by at most smoothing × 2 × cap a sample', () => {
    fc.assert(
      fc.property(
        btcMarkPrice().chain((index) => fc.tuple(fc.constant(index), fc.array(bookTop(index), { maxLength: 60 }), bookTop(index))),
        ([index, history, last]) => {
          let state: MarkPriceState = INITIAL_MARK_PRICE_STATE;
          // No trade and no funding: the mark is the averaged price.
          for (const top of history) state = sampleMarkPrice(top, state, SETTINGS, at(index)).state;
          const before = markPrice(state, at(index));
          const after = sampleMarkPrice(last, state, SETTINGS, at(index)).mark;
          const bound = (index * SETTINGS.smoothing * 2n * CAP) / (ONE * ONE) + 2n;
          expect(abs(after - before)).toBeLessThanOrEqual(bound);
        },
      ),
    );
  });

  it('cannot by itself liquidate a position opened at the index at any bracket\'s highest leverage (property)', () => {
    // Any one-bracket table (leverage 1-125, maintenance below the initial rate) and BTC's own.
    const table = fc.oneof(
      fc.constant(BTC_BRACKETS),
      fc
        .integer({ min: 1, max: 125 })
        .chain((lev) => fc.tuple(fc.constant(lev), fc.bigInt({ min: 1n, max: ONE / BigInt(lev) - 1n })))
        .map(([lev, r]): readonly Bracket[] => [{ cap: null, maxLeverage: leverage(lev), maintenanceRate: rate(r), maintenanceAmount: money(0n) }]),
    );
    fc.assert(
      fc.property(
        table,
        btcMarkPrice(),
        fc.nat(),
        fc.constantFrom('long' as const, 'short' as const),
        fc.bigInt({ min: -ONE, max: ONE }),
        (brackets, index, pick, side, premium) => {
          const contract: FuturesContract = { ...BTC, brackets };
          const cap = basisCapFor(brackets);
          const b = brackets[pick % brackets.length]!;
          const i = brackets.indexOf(b);
          // The largest position of the bracket (or 10 M USDT for the last), opened at the index.
          const notionalCap = b.cap ?? money((i === 0 ? 10_000_000n : (brackets[i - 1]!.cap as bigint) * 2n) * ONE);
          const size = lots(Math.max(1, Number((notionalCap * ONE) / (index * BTC.stepSize))));
          const entryValue = money((index * BigInt(size) * BTC.stepSize) / ONE);
          const margin = initialMargin(entryValue, b.maxLeverage);
          // Any average basis (up to ±100%), the other prices pushed as far as they go.
          const state: MarkPriceState = { premiumAverage: rate(premium) };
          for (const mark of [
            markPrice(state, { ...at(index, { basisCap: cap }), lastPrice: price(index * 2n), fundingRate: rate(ONE) }),
            markPrice(state, { ...at(index, { basisCap: cap }), lastPrice: price(index / 2n), fundingRate: rate(-ONE) }),
          ]) {
            expect(isIsolatedLiquidatable({ contract, position: { side, size, entryValue }, mark }, margin)).toBe(false);
          }
        },
      ),
    );
  });

  it('shows the index floored to 4 decimals (SPEC 9)', () => {
    expect(displayIndexPrice(px('43210.12349999'))).toBe('43210.1234');
    expect(displayIndexPrice(px('0.00009999'))).toBe('0.0000');
  });
});
