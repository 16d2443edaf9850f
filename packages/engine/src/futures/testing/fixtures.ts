/**
 * Test helpers of the futures maths: decimal text to fixed-point values, and fast-check
 * arbitraries of contracts' prices, sizes and positions.
 */
import fc from 'fast-check';
import { lots, type Lots } from '../../units';
import { BTC_USDT_CONTRACT, type FuturesContract } from '../contract';
import type { Position, PositionSide } from '../position';
import { leverage, money, parseFixed, price, rate, type Leverage, type Money, type Price, type Rate } from '../units';

function fixed(text: string): bigint {
  const value = parseFixed(text);
  if (value === null) throw new Error(`not a fixed-point decimal: ${text}`);
  return value;
}

/** USDT text as money. */
export const usdt = (text: string): Money => money(fixed(text));
/** Price text as a price. */
export const px = (text: string): Price => price(fixed(text));
/** A percentage as a rate: `pct('0.05')` is 0.05%. */
export const pct = (text: string): Rate => rate(fixed(text) / 100n);

export const BTC: FuturesContract = BTC_USDT_CONTRACT;

/** A price on BTC's 0.1 tick between 1,000 and 200,000 USDT. */
export const btcTickPrice = (): fc.Arbitrary<Price> =>
  fc.integer({ min: 10_000, max: 2_000_000 }).map((t) => price(BigInt(t) * BTC.tickSize));

/** Any price (1e-8 grid) between 1,000 and 200,000 USDT, as marks are. */
export const btcMarkPrice = (): fc.Arbitrary<Price> =>
  fc.bigInt({ min: 100_000_000_000n, max: 20_000_000_000_000n }).map(price);

/** A size in 0.001 BTC lots, up to 200 BTC. */
export const btcLots = (max = 200_000): fc.Arbitrary<Lots> => fc.integer({ min: 1, max }).map(lots);

/** A leverage allowed by the first bracket. */
export const anyLeverage = (): fc.Arbitrary<Leverage> => fc.integer({ min: 1, max: 125 }).map(leverage);

export const anySide = (): fc.Arbitrary<PositionSide> => fc.constantFrom('long' as const, 'short' as const);

/** A BTC position opened by one fill. */
export const btcPosition = (): fc.Arbitrary<Position> =>
  fc.record({ side: anySide(), size: btcLots(), at: btcTickPrice() }).map(({ side, size, at }) => ({
    side,
    size,
    entryValue: money((at * BigInt(size) * BTC.stepSize) / 100_000_000n),
  }));
