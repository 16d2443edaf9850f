/**
 * Funding: every interval (8 hours by default) longs pay shorts, or shorts pay longs, the
 * position notional at the mark times the funding rate. The rate follows Binance's formula:
 * the average premium index P over the interval plus the interest rate I's difference, clamped:
 * `clamp(P + clamp(I − P, ±band), ±cap)`. Payers' amounts round up and receivers' round down, so
 * the platform never pays out more than it collects; the few units left over go to a named
 * account, and the payments plus that remainder sum to zero.
 */
import type { Lots } from '../units';
import { scaledNotional, type FuturesContract } from './contract';
import type { PositionSide } from './position';
import { clampBig, divCeil, divFloor, money, ONE, rate, type Money, type Price, type Rate } from './units';

/** Operator settings of a contract's funding. */
export interface FundingSettings {
  /** Interest rate per interval (0.01% by default). */
  readonly interestRate: Rate;
  /** Largest (±) correction the interest term may make (0.05%). */
  readonly interestBand: Rate;
  /** Largest (±) funding rate (0.75%). */
  readonly cap: Rate;
}

/** Defaults as Binance's: interest 0.01% per interval, band ±0.05%, cap ±0.75%. */
export const DEFAULT_FUNDING_SETTINGS: FundingSettings = {
  interestRate: rate(10_000n),
  interestBand: rate(50_000n),
  cap: rate(750_000n),
};

/** The ledger account that receives the rounding remainder of a funding settlement. */
export const FUNDING_REMAINDER_ACCOUNT = 'system:insurance';

/**
 * One premium index sample (Binance): `(max(0, impactBid − index) − max(0, index − impactAsk)) /
 * index`, rounded toward zero. Zero while the book straddles the index; a missing side counts zero.
 * Impact prices are the average fill prices of a set notional; the best prices serve while the book
 * is thin.
 */
export function premiumIndex(index: Price, impactBid: Price | undefined, impactAsk: Price | undefined): Rate {
  if (index <= 0n) return rate(0n);
  const above = impactBid !== undefined && impactBid > index ? impactBid - index : 0n;
  const below = impactAsk !== undefined && impactAsk < index ? index - impactAsk : 0n;
  return rate(((above - below) * ONE) / index);
}

/**
 * The average of the interval's premium samples, later samples weighing more (weights 1, 2, … n,
 * as Binance does, so the rate leans to the recent book), rounded toward zero. Zero without samples.
 */
export function averagePremium(samples: readonly Rate[]): Rate {
  if (samples.length === 0) return rate(0n);
  let weighted = 0n;
  samples.forEach((s, i) => {
    weighted += s * BigInt(i + 1);
  });
  const n = BigInt(samples.length);
  return rate(weighted / ((n * (n + 1n)) / 2n));
}

/** The funding rate of an interval from its average premium. */
export function fundingRate(average: Rate, settings: FundingSettings): Rate {
  const interest = clampBig(rate(settings.interestRate - average), rate(-settings.interestBand), settings.interestBand);
  return clampBig(rate(average + interest), rate(-settings.cap), settings.cap);
}

/** A position as funding sees it. */
export interface FundedPosition {
  readonly id: number;
  readonly side: PositionSide;
  readonly size: Lots;
}

/** One position's funding: negative pays, positive receives. */
export interface FundingPayment {
  readonly id: number;
  readonly amount: Money;
}

/** A settlement: every payment, and the remainder that goes to FUNDING_REMAINDER_ACCOUNT. */
export interface FundingSettlement {
  readonly payments: readonly FundingPayment[];
  /** Minus the sum of the payments: the payments plus the remainder sum to zero. */
  readonly remainder: Money;
}

/**
 * The funding of every open position of a contract at `mark`: notional × |rate|, paid by longs
 * when the rate is positive, by shorts when negative. With equal long and short open interest
 * (always so outside a liquidation in progress), the remainder is in [0, number of positions).
 */
export function settleFunding(
  contract: FuturesContract,
  positions: readonly FundedPosition[],
  mark: Price,
  fundingRateValue: Rate,
): FundingSettlement {
  const magnitude = fundingRateValue < 0n ? -fundingRateValue : fundingRateValue;
  const payers: PositionSide = fundingRateValue >= 0n ? 'long' : 'short';
  let total = 0n;
  const payments = positions.map((p) => {
    const exact = scaledNotional(contract, mark, p.size) * magnitude;
    const amount = p.side === payers ? -divCeil(exact, ONE * ONE) : divFloor(exact, ONE * ONE);
    total += amount;
    return { id: p.id, amount: money(amount) };
  });
  return { payments, remainder: money(-total) };
}
