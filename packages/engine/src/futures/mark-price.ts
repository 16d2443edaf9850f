/**
 * The mark price: the oracle's index plus a smoothed, bounded basis read from the contract's own
 * book. Each sample is the premium of the book's mid over the index, clamped; the basis is an
 * exponential moving average of the samples, clamped again. One trade (or one quote far from the
 * index) moves the mark by at most `smoothing × 2 × sampleCap` of the index, so it cannot trigger
 * liquidations by itself, while a lasting premium still carries into the mark.
 */
import { clampBig, divFloor, floorToDecimals, ONE, price, rate, type Price, type Rate } from './units';

/** Operator settings of a contract's mark price. */
export interface MarkPriceSettings {
  /** Weight of a new sample in the moving average, in (0, ONE]: ONE / 30 averages about 30 samples. */
  readonly smoothing: Rate;
  /** Largest premium (±) one sample may carry. */
  readonly sampleCap: Rate;
  /** Largest basis (±) the mark may carry over the index. */
  readonly basisCap: Rate;
}

/** Defaults: one sample a second averaged over about 30 s, each sample and the basis within ±0.5%. */
export const DEFAULT_MARK_PRICE_SETTINGS: MarkPriceSettings = {
  smoothing: rate(ONE / 30n),
  sampleCap: rate(500_000n),
  basisCap: rate(500_000n),
};

/** What a contract's mark price carries from one sample to the next (persisted by the server). */
export interface MarkPriceState {
  /** Moving average of the premium samples. */
  readonly premiumAverage: Rate;
}

/** The state of a contract with no samples yet: the mark equals the index. */
export const INITIAL_MARK_PRICE_STATE: MarkPriceState = { premiumAverage: rate(0n) };

/** The best prices of the contract's book; either side may be empty. */
export interface BookTop {
  readonly bestBid?: Price | undefined;
  readonly bestAsk?: Price | undefined;
}

/**
 * The premium of the book over the index, as a fraction of the index, rounded toward zero and
 * clamped. With both sides, the mid's premium; with one side, only what that side proves (a bid
 * above the index, an ask below it); with none, zero.
 */
export function premiumSample(index: Price, top: BookTop, cap: Rate): Rate {
  if (index <= 0n) return rate(0n);
  const { bestBid: bid, bestAsk: ask } = top;
  let premium: bigint;
  if (bid !== undefined && ask !== undefined) premium = ((bid + ask - 2n * index) * ONE) / (2n * index);
  else if (bid !== undefined) premium = bid > index ? ((bid - index) * ONE) / index : 0n;
  else if (ask !== undefined) premium = ask < index ? ((ask - index) * ONE) / index : 0n;
  else premium = 0n;
  return clampBig(rate(premium), rate(-cap), cap);
}

/** The state after one sample: the average moves `smoothing` of the way to it (rounded toward zero). */
export function updateMarkPrice(state: MarkPriceState, settings: MarkPriceSettings, sample: Rate): MarkPriceState {
  const step = ((sample - state.premiumAverage) * settings.smoothing) / ONE;
  return { premiumAverage: rate(state.premiumAverage + step) };
}

/** The mark price: index × (1 + basis), the basis clamped, rounded down to 1e-8. */
export function markPrice(index: Price, state: MarkPriceState, settings: MarkPriceSettings): Price {
  const basis = clampBig(state.premiumAverage, rate(-settings.basisCap), settings.basisCap);
  return price(index + divFloor(index * basis, ONE));
}

/**
 * One sampling step, as the server's timer calls it: the sample from the book, the new state and
 * the new mark.
 */
export function sampleMarkPrice(
  index: Price,
  top: BookTop,
  state: MarkPriceState,
  settings: MarkPriceSettings,
): { readonly state: MarkPriceState; readonly mark: Price } {
  const next = updateMarkPrice(state, settings, premiumSample(index, top, settings.sampleCap));
  return { state: next, mark: markPrice(index, next, settings) };
}

/** The index price as displayed and pushed on `{left}_{right}_future_index_tick`: floored to 4 decimals (SPEC 9). */
export function displayIndexPrice(index: Price): string {
  return floorToDecimals(index, 4);
}
