/**
 * The mark price, as the big venues compute it: the median of three prices,
 *
 *   1. index × (1 + the moving average of the book's premium over the index), the basis capped;
 *   2. index × (1 + last funding rate × time to next funding ÷ funding interval), the funding
 *      basis capped the same way;
 *   3. the last traded price (price 1 before the contract's first trade).
 *
 * Prices 1 and 2 never leave index × (1 ± cap), so neither does their median with anything: a
 * last price printed far away, or a book held far from the index, moves the mark at most to the
 * cap. The cap comes from the contract's brackets (`basisCapFor`), so a mark held at the cap cannot
 * by itself liquidate a position opened at the index at the highest leverage the contract allows.
 */
import type { Bracket } from './contract';
import { clampBig, divFloor, floorToDecimals, ONE, price, rate, type Price, type Rate } from './units';

/** Operator settings of a contract's mark price. */
export interface MarkPriceSettings {
  /** Weight of a new sample in the moving average, in (0, ONE]: 2 / (n + 1) averages about n samples. */
  readonly smoothing: Rate;
}

/** One sample a second averaged over about five minutes (an EMA of span 300, as 2 / (300 + 1)). */
export const DEFAULT_MARK_PRICE_SETTINGS: MarkPriceSettings = {
  smoothing: rate((2n * ONE) / 301n),
};

/** What a contract's mark price carries from one sample to the next (kept by the server). */
export interface MarkPriceState {
  /** Moving average of the premium samples. */
  readonly premiumAverage: Rate;
}

/** The state of a contract with no samples yet: no basis. */
export const INITIAL_MARK_PRICE_STATE: MarkPriceState = { premiumAverage: rate(0n) };

/** The best prices of the contract's book; either side may be empty. */
export interface BookTop {
  readonly bestBid?: Price | undefined;
  readonly bestAsk?: Price | undefined;
}

/**
 * The largest basis (±) the mark may carry over the index for a bracket table: half the smallest
 * headroom of any bracket, rounded down.
 *
 * A short opened at the index I at a bracket's maximum leverage L holds margin I·q/L. At a mark
 * M = I·(1 + c) its equity is I·q·(1/L − c) and its maintenance margin at most M·q·r (the bracket's
 * maintenance amount only lowers it), so the mark alone liquidates it only when
 *
 *   1/L − c ≤ (1 + c)·r   ⟺   c ≥ (1/L − r) / (1 + r)   (the bracket's headroom).
 *
 * A long needs the mark at I·(1 − c) with c ≥ (1/L − r) / (1 − r), which is larger: the short
 * binds. Every bracket has r < 1/L (validateBrackets), so every headroom is positive. The cap takes
 * half of the smallest one; the other half is left for what the mark does not cover: an entry a
 * spread away from the index, funding paid out of an isolated margin, and real moves of the index.
 * BTC's 125x at 0.4%: headroom 0.3984%, cap 0.1992%.
 */
export function basisCapFor(brackets: readonly Bracket[]): Rate {
  let smallest: bigint | undefined;
  for (const b of brackets) {
    const initial = ONE / BigInt(b.maxLeverage);
    const headroom = ((initial - b.maintenanceRate) * ONE) / (ONE + b.maintenanceRate);
    if (smallest === undefined || headroom < smallest) smallest = headroom;
  }
  return rate(smallest === undefined || smallest <= 0n ? 0n : smallest / 2n);
}

/**
 * The premium of the book over the index, as a fraction of the index, rounded toward zero and
 * clamped to ±cap. With both sides, the mid's premium; with one side, only what that side proves
 * (a bid above the index, an ask below it); with none, zero.
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

/** What the mark needs besides the moving average: the index and the contract's other prices now. */
export interface MarkInputs {
  readonly index: Price;
  /** The contract's last traded price; undefined before its first trade. */
  readonly lastPrice?: Price | undefined;
  /** The rate of the last funding settled (zero before the first). */
  readonly fundingRate: Rate;
  /** Milliseconds until the next funding, in [0, fundingIntervalMs]. */
  readonly untilFundingMs: number;
  readonly fundingIntervalMs: number;
  /** The largest basis (±) over the index (`basisCapFor` of the contract's brackets). */
  readonly basisCap: Rate;
}

/** index × (1 + basis), the basis clamped to ±cap, rounded down to 1e-8. */
function withBasis(index: Price, basis: bigint, cap: Rate): Price {
  return price(index + divFloor(index * clampBig(basis, -cap, cap), ONE));
}

/**
 * The funding basis price: index × (1 + rate × time to next funding ÷ interval), the basis capped.
 * It carries the funding still to be paid this interval, so it fades to the index at funding time.
 */
export function fundingBasisPrice(inputs: MarkInputs): Price {
  const interval = BigInt(Math.max(1, Math.trunc(inputs.fundingIntervalMs)));
  const until = BigInt(Math.min(Math.max(0, Math.trunc(inputs.untilFundingMs)), Number(interval)));
  return withBasis(inputs.index, (inputs.fundingRate * until) / interval, inputs.basisCap);
}

/** The middle one of three prices. */
function median3(a: Price, b: Price, c: Price): Price {
  const [low, high] = a < b ? [a, b] : [b, a];
  return c < low ? low : c > high ? high : c;
}

/** The mark price: the median of index + capped average basis, the funding basis price, and the last price. */
export function markPrice(state: MarkPriceState, inputs: MarkInputs): Price {
  const averaged = withBasis(inputs.index, state.premiumAverage, inputs.basisCap);
  return median3(averaged, fundingBasisPrice(inputs), inputs.lastPrice ?? averaged);
}

/**
 * One sampling step, as the server's timer calls it (once a second): the premium sample from the
 * book, the new state and the new mark.
 */
export function sampleMarkPrice(
  top: BookTop,
  state: MarkPriceState,
  settings: MarkPriceSettings,
  inputs: MarkInputs,
): { readonly state: MarkPriceState; readonly mark: Price } {
  const next = updateMarkPrice(state, settings, premiumSample(inputs.index, top, inputs.basisCap));
  return { state: next, mark: markPrice(next, inputs) };
}

/** The index price as displayed and pushed on `{left}_{right}_future_index_tick`: floored to 4 decimals (SPEC 9). */
export function displayIndexPrice(index: Price): string {
  return floorToDecimals(index, 4);
}
