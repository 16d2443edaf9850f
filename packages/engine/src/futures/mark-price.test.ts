import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARK_PRICE_SETTINGS as SETTINGS,
  displayIndexPrice,
  INITIAL_MARK_PRICE_STATE,
  markPrice,
  premiumSample,
  sampleMarkPrice,
  type BookTop,
  type MarkPriceState,
} from './mark-price';
import { btcMarkPrice, pct, px } from './testing/fixtures';
import { ONE, price, type Price } from './units';

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/** A book top within ±20% of the index, either side possibly empty, bid below ask. */
function bookTop(index: Price): fc.Arbitrary<BookTop> {
  const near = fc.bigInt({ min: -20n, max: 20n }).map((p) => price(index + (index * p) / 100n));
  return fc.record({ a: fc.option(near, { nil: undefined }), b: fc.option(near, { nil: undefined }) }).map(({ a, b }) => {
    if (a === undefined || b === undefined) return { bestBid: a, bestAsk: b };
    return a < b ? { bestBid: a, bestAsk: b } : { bestBid: b, bestAsk: price(a + 1n) };
  });
}

describe('mark price', () => {
  it('reads the premium from the mid, one proving side, or nothing', () => {
    const index = px('40000');
    expect(premiumSample(index, { bestBid: px('40010'), bestAsk: px('40030') }, SETTINGS.sampleCap)).toBe(pct('0.05'));
    expect(premiumSample(index, { bestBid: px('40040') }, SETTINGS.sampleCap)).toBe(pct('0.1'));
    expect(premiumSample(index, { bestBid: px('39000') }, SETTINGS.sampleCap)).toBe(0n);
    expect(premiumSample(index, { bestAsk: px('39960') }, SETTINGS.sampleCap)).toBe(pct('-0.1'));
    expect(premiumSample(index, {}, SETTINGS.sampleCap)).toBe(0n);
    expect(premiumSample(index, { bestBid: px('80000'), bestAsk: px('80001') }, SETTINGS.sampleCap)).toBe(pct('0.5'));
  });

  it('starts at the index and follows a lasting premium, smoothed', () => {
    const index = px('40000');
    expect(markPrice(index, INITIAL_MARK_PRICE_STATE, SETTINGS)).toBe(index);
    let state: MarkPriceState = INITIAL_MARK_PRICE_STATE;
    const top = { bestBid: px('40030'), bestAsk: px('40050') }; // +0.1%
    const first = sampleMarkPrice(index, top, state, SETTINGS);
    expect(first.mark - index).toBeLessThan(px('40') / 20n);
    for (let i = 0; i < 400; i++) state = sampleMarkPrice(index, top, state, SETTINGS).state;
    // The average stops within 1/smoothing units of 1e-8 of the premium (its steps round toward zero).
    expect(abs(markPrice(index, state, SETTINGS) - px('40040'))).toBeLessThanOrEqual((index * 30n) / ONE);
  });

  it('never leaves index ± the basis cap, and one sample moves it at most smoothing × 2 × sample cap', () => {
    fc.assert(
      fc.property(
        btcMarkPrice().chain((index) => fc.tuple(fc.constant(index), fc.array(bookTop(index), { maxLength: 60 }), bookTop(index))),
        ([index, history, last]) => {
          let state: MarkPriceState = INITIAL_MARK_PRICE_STATE;
          for (const top of history) state = sampleMarkPrice(index, top, state, SETTINGS).state;
          const before = markPrice(index, state, SETTINGS);
          const after = sampleMarkPrice(index, last, state, SETTINGS).mark;
          expect(abs(after - index)).toBeLessThanOrEqual((index * SETTINGS.basisCap) / ONE + 1n);
          const bound = (index * SETTINGS.smoothing * 2n * SETTINGS.sampleCap) / (ONE * ONE) + 2n;
          expect(abs(after - before)).toBeLessThanOrEqual(bound);
        },
      ),
    );
  });

  it('shows the index floored to 4 decimals (SPEC 9)', () => {
    expect(displayIndexPrice(px('43210.12349999'))).toBe('43210.1234');
    expect(displayIndexPrice(px('0.00009999'))).toBe('0.0000');
  });
});
