/**
 * Business rejections of the futures maths, as values (STYLE habit 2): the server maps each code
 * to a translated message and changes nothing. `throw` is kept for broken invariants only (a fill
 * off the tick grid, a contract that was never validated).
 */

/** Why a futures request or table is refused. */
export const FuturesRejectCode = {
  /** Leverage is not a whole number from 1 to the first bracket's maximum. */
  LEVERAGE_INVALID: 'LEVERAGE_INVALID',
  /** The position's notional is in a bracket whose maximum leverage is below the one asked for. */
  LEVERAGE_TOO_HIGH: 'LEVERAGE_TOO_HIGH',
  /** A new leverage would need more margin for the position or open orders than is available. */
  LEVERAGE_CHANGE_UNAFFORDABLE: 'LEVERAGE_CHANGE_UNAFFORDABLE',
  /** A reduce-only (close) order on the side that would open or increase the position. */
  REDUCE_ONLY_WOULD_INCREASE: 'REDUCE_ONLY_WOULD_INCREASE',
  /** A close of more than the position's size minus what other close orders already hold. */
  CLOSE_EXCEEDS_CLOSABLE: 'CLOSE_EXCEEDS_CLOSABLE',
  /** A close with no position on that side. */
  NO_POSITION: 'NO_POSITION',
  /** A size that is not a positive whole number of lots. */
  INVALID_QUANTITY: 'INVALID_QUANTITY',
  /** A price that is not positive. */
  INVALID_PRICE: 'INVALID_PRICE',
  /** An amount that is not positive. */
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  /** The available balance does not cover the cost or the margin to add. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** Removing this much isolated margin would leave less than the position needs. */
  MARGIN_REMOVE_EXCEEDS_REMOVABLE: 'MARGIN_REMOVE_EXCEEDS_REMOVABLE',
  /** A take-profit on the losing side of its reference price (above it for a short, below for a long). */
  TAKE_PROFIT_WRONG_SIDE: 'TAKE_PROFIT_WRONG_SIDE',
  /** A stop-loss on the winning side of its reference price. */
  STOP_LOSS_WRONG_SIDE: 'STOP_LOSS_WRONG_SIDE',
  /** A trigger price equal to the current price: it says neither "when it rises to" nor "falls to". */
  TRIGGER_AT_CURRENT_PRICE: 'TRIGGER_AT_CURRENT_PRICE',
  /** Bracket tables (operator data). */
  BRACKETS_EMPTY: 'BRACKETS_EMPTY',
  BRACKET_INVALID: 'BRACKET_INVALID',
  BRACKET_CAP_NOT_INCREASING: 'BRACKET_CAP_NOT_INCREASING',
  BRACKET_LEVERAGE_NOT_DECREASING: 'BRACKET_LEVERAGE_NOT_DECREASING',
  BRACKET_RATE_NOT_INCREASING: 'BRACKET_RATE_NOT_INCREASING',
  /** A maintenance rate at or above the initial rate 1/maxLeverage: a new position would be liquidatable. */
  BRACKET_RATE_NOT_BELOW_INITIAL: 'BRACKET_RATE_NOT_BELOW_INITIAL',
  /** A maintenance amount that makes the maintenance margin jump at a bracket boundary. */
  BRACKET_AMOUNT_DISCONTINUOUS: 'BRACKET_AMOUNT_DISCONTINUOUS',
  /** Contract settings (operator data). */
  CONTRACT_INVALID_TICK: 'CONTRACT_INVALID_TICK',
  CONTRACT_INVALID_STEP: 'CONTRACT_INVALID_STEP',
  /** tick × step is not a whole number of 1e-8 USDT, so a fill's value would not be exact. */
  CONTRACT_TICK_STEP_INEXACT: 'CONTRACT_TICK_STEP_INEXACT',
  CONTRACT_INVALID_FEE: 'CONTRACT_INVALID_FEE',
} as const;

/** A futures reject code value. */
export type FuturesRejectCode = (typeof FuturesRejectCode)[keyof typeof FuturesRejectCode];

/** A value, or the code of why there is none. */
export type Result<T, C extends FuturesRejectCode = FuturesRejectCode> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: C };

/** A success. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A rejection. */
export const reject = <C extends FuturesRejectCode>(code: C): { readonly ok: false; readonly code: C } => ({
  ok: false,
  code,
});
