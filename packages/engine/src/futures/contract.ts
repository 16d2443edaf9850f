/**
 * A linear USDT-margined perpetual contract and its leverage brackets. The contract size is one
 * base unit, so a position of `q` lots at price `p` has notional `p × q × stepSize`. Brackets go by
 * position notional: each has a maximum leverage and a maintenance margin rate, and a maintenance
 * amount ("cum", as Binance calls it) that keeps the maintenance margin `notional × rate − amount`
 * continuous where one bracket ends and the next begins.
 */
import type { Lots } from '../units';
import { FuturesRejectCode as Code, ok, reject, type Result } from './result';
import { divCeil, leverage, money, ONE, price, rate, type Leverage, type Money, type Price, type Rate } from './units';

/** One bracket: it covers notionals above the previous bracket's cap up to and including its own. */
export interface Bracket {
  /** Largest position notional of the bracket; null only for the last, unbounded bracket. */
  readonly cap: Money | null;
  readonly maxLeverage: Leverage;
  readonly maintenanceRate: Rate;
  /** Subtracted from `notional × rate` so the maintenance margin is continuous across brackets. */
  readonly maintenanceAmount: Money;
}

/** A perpetual contract as the maths needs it (the operator's row, parsed). */
export interface FuturesContract {
  readonly symbol: string;
  /** Price tick, in 1e-8 USDT. */
  readonly tickSize: Price;
  /** Quantity of one lot in 1e-8 base units (0.001 BTC is 100_000n). */
  readonly stepSize: bigint;
  readonly makerFeeRate: Rate;
  readonly takerFeeRate: Rate;
  readonly brackets: readonly Bracket[];
}

const usdt = (whole: number): Money => money(BigInt(whole) * ONE);
const pct = (hundredths: number): Rate => rate(BigInt(hundredths) * 10_000n); // 0.01% = 10_000n

/**
 * BTC's default brackets (issue 16: 125x up to 50,000 USDT at 0.4%, down to 5x above 10 M at
 * 12.5%), shaped like Binance's. Each amount is the previous amount plus the previous cap times
 * the rate step, so the maintenance margin has no jump.
 */
export const BTC_BRACKETS: readonly Bracket[] = [
  { cap: usdt(50_000), maxLeverage: leverage(125), maintenanceRate: pct(40), maintenanceAmount: usdt(0) },
  { cap: usdt(250_000), maxLeverage: leverage(100), maintenanceRate: pct(50), maintenanceAmount: usdt(50) },
  { cap: usdt(1_000_000), maxLeverage: leverage(50), maintenanceRate: pct(100), maintenanceAmount: usdt(1_300) },
  { cap: usdt(5_000_000), maxLeverage: leverage(20), maintenanceRate: pct(250), maintenanceAmount: usdt(16_300) },
  { cap: usdt(10_000_000), maxLeverage: leverage(10), maintenanceRate: pct(500), maintenanceAmount: usdt(141_300) },
  { cap: null, maxLeverage: leverage(5), maintenanceRate: pct(1250), maintenanceAmount: usdt(891_300) },
];

/** Default maker fee of a contract (issue 16): 0.02%. */
export const DEFAULT_MAKER_FEE_RATE = pct(2);
/** Default taker fee of a contract (issue 16): 0.05%. */
export const DEFAULT_TAKER_FEE_RATE = pct(5);

/** BTC_USDT's default contract: tick 0.1 USDT, step 0.001 BTC. */
export const BTC_USDT_CONTRACT: FuturesContract = {
  symbol: 'BTC_USDT',
  tickSize: price(10_000_000n),
  stepSize: 100_000n,
  makerFeeRate: DEFAULT_MAKER_FEE_RATE,
  takerFeeRate: DEFAULT_TAKER_FEE_RATE,
  brackets: BTC_BRACKETS,
};

/** Checks one bracket's own fields. */
function isBracketShaped(b: Bracket, last: boolean): boolean {
  const capOk = b.cap === null ? last : b.cap > 0n;
  const rateOk = b.maintenanceRate > 0n && b.maintenanceRate < ONE;
  return capOk && rateOk && b.maintenanceAmount >= 0n && Number.isSafeInteger(b.maxLeverage) && b.maxLeverage >= 1;
}

/** Checks one bracket against the one before it. */
function checkStep(prev: Bracket, next: Bracket): FuturesRejectCodeOfTable | null {
  if (prev.cap === null || (next.cap !== null && next.cap <= prev.cap)) return Code.BRACKET_CAP_NOT_INCREASING;
  if (next.maxLeverage > prev.maxLeverage) return Code.BRACKET_LEVERAGE_NOT_DECREASING;
  if (next.maintenanceRate < prev.maintenanceRate) return Code.BRACKET_RATE_NOT_INCREASING;
  // Continuity at the boundary N = prev.cap: N·r1 − a1 = N·r2 − a2 (at scale 1e-16, exact).
  const jump = prev.cap * (next.maintenanceRate - prev.maintenanceRate);
  if ((next.maintenanceAmount - prev.maintenanceAmount) * ONE !== jump) return Code.BRACKET_AMOUNT_DISCONTINUOUS;
  return null;
}

/** Codes `validateBrackets` can return. */
export type FuturesRejectCodeOfTable =
  | typeof Code.BRACKETS_EMPTY
  | typeof Code.BRACKET_INVALID
  | typeof Code.BRACKET_CAP_NOT_INCREASING
  | typeof Code.BRACKET_LEVERAGE_NOT_DECREASING
  | typeof Code.BRACKET_RATE_NOT_INCREASING
  | typeof Code.BRACKET_RATE_NOT_BELOW_INITIAL
  | typeof Code.BRACKET_AMOUNT_DISCONTINUOUS;

/**
 * Checks a bracket table an operator edited: caps increasing (only the last may be unbounded),
 * maximum leverage not increasing, maintenance rates not decreasing and below the initial rate
 * 1/maxLeverage (else a position opened at full leverage is liquidatable at once), the first
 * amount 0 and every later amount making the maintenance margin continuous.
 */
export function validateBrackets(brackets: readonly Bracket[]): Result<readonly Bracket[], FuturesRejectCodeOfTable> {
  if (brackets.length === 0) return reject(Code.BRACKETS_EMPTY);
  for (let i = 0; i < brackets.length; i++) {
    const b = brackets[i] as Bracket;
    if (!isBracketShaped(b, i === brackets.length - 1)) return reject(Code.BRACKET_INVALID);
    if (b.maintenanceRate * BigInt(b.maxLeverage) >= ONE) return reject(Code.BRACKET_RATE_NOT_BELOW_INITIAL);
    if (i === 0 && b.maintenanceAmount !== 0n) return reject(Code.BRACKET_AMOUNT_DISCONTINUOUS);
    const problem = i === 0 ? null : checkStep(brackets[i - 1] as Bracket, b);
    if (problem !== null) return reject(problem);
  }
  return ok(brackets);
}

/** Checks a contract's settings, including its brackets. */
export function validateContract(contract: FuturesContract): Result<FuturesContract> {
  if (contract.tickSize <= 0n) return reject(Code.CONTRACT_INVALID_TICK);
  if (contract.stepSize <= 0n) return reject(Code.CONTRACT_INVALID_STEP);
  // A fill at a tick price of whole lots must be a whole number of 1e-8 USDT, or entry values drift.
  if ((contract.tickSize * contract.stepSize) % ONE !== 0n) return reject(Code.CONTRACT_TICK_STEP_INEXACT);
  const feeOk = (r: Rate): boolean => r >= 0n && r < ONE / 10n;
  if (!feeOk(contract.makerFeeRate) || !feeOk(contract.takerFeeRate)) return reject(Code.CONTRACT_INVALID_FEE);
  const table = validateBrackets(contract.brackets);
  return table.ok ? ok(contract) : table;
}

/** Notional of `qty` lots at `at`, scaled by 1e8 (so in 1e-16 USDT): exact for any price. */
export function scaledNotional(contract: FuturesContract, at: Price, qty: Lots): bigint {
  return at * BigInt(qty) * contract.stepSize;
}

/** Notional in money, rounded up (it sizes margins and fees, which round against the user). */
export function notionalOf(contract: FuturesContract, at: Price, qty: Lots): Money {
  return money(divCeil(scaledNotional(contract, at, qty), ONE));
}

/** Index of the bracket of a notional given at scale 1e-16 (brackets are inclusive of their cap). */
export function bracketIndexScaled(brackets: readonly Bracket[], scaled: bigint): number {
  for (let i = 0; i < brackets.length; i++) {
    const cap = (brackets[i] as Bracket).cap;
    if (cap === null || scaled <= cap * ONE) return i;
  }
  return brackets.length - 1;
}

/** The bracket a position notional falls in. */
export function bracketFor(brackets: readonly Bracket[], notional: Money): Bracket {
  return brackets[bracketIndexScaled(brackets, notional * ONE)] as Bracket;
}

/** The highest leverage allowed for a position of this notional. */
export function maxLeverageFor(brackets: readonly Bracket[], notional: Money): Leverage {
  return bracketFor(brackets, notional).maxLeverage;
}

/**
 * The largest position notional allowed at `lev`: the cap of the last bracket that still allows
 * it. Null when unbounded; 0 when `lev` is above even the first bracket's maximum.
 */
export function maxNotionalAt(brackets: readonly Bracket[], lev: Leverage): Money | null {
  let cap: Money | null = money(0n);
  for (const b of brackets) {
    if (b.maxLeverage < lev) break;
    cap = b.cap;
  }
  return cap;
}

/**
 * Maintenance margin at scale 1e-24 for a notional at scale 1e-16: `N × rate − amount`, exact.
 * The liquidation checks compare at this scale so that they never round.
 */
export function scaledMaintenance(brackets: readonly Bracket[], scaledNotionalValue: bigint): bigint {
  const b = brackets[bracketIndexScaled(brackets, scaledNotionalValue)] as Bracket;
  return scaledNotionalValue * b.maintenanceRate - b.maintenanceAmount * ONE * ONE;
}

/** Maintenance margin of a position notional, rounded up. */
export function maintenanceMargin(brackets: readonly Bracket[], notional: Money): Money {
  return money(divCeil(scaledMaintenance(brackets, notional * ONE), ONE * ONE));
}

/**
 * Checks a leverage for a position notional (existing plus what an order adds): a whole number,
 * not above the first bracket's maximum, not above the maximum of the notional's bracket.
 */
export function checkLeverage(
  brackets: readonly Bracket[],
  lev: number,
  notional: Money,
): Result<Leverage, typeof Code.LEVERAGE_INVALID | typeof Code.LEVERAGE_TOO_HIGH> {
  const first = brackets[0];
  if (first === undefined || !Number.isSafeInteger(lev) || lev < 1 || lev > first.maxLeverage) {
    return reject(Code.LEVERAGE_INVALID);
  }
  return lev > maxLeverageFor(brackets, notional) ? reject(Code.LEVERAGE_TOO_HIGH) : ok(leverage(lev));
}
