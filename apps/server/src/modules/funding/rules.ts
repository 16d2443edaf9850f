import type { WithdrawalStatus } from '@aurelix/shared/schemas/funding';
import type { ErrorKey } from '@aurelix/shared/errors';
import { Decimal } from '../../lib/decimal';

/*
 * The funding rules that need no I/O: what a withdrawal costs, whether it fits the limits, and which
 * state may follow which. Rejections are values (STYLE habit 2); the service turns them into AppErrors.
 */

export type Rejection = { ok: false; key: ErrorKey };
export type Priced = { ok: true; amount: Decimal; fee: Decimal; receive: Decimal; usdtValue: Decimal };

/** Amount, fee and receive amount of a request, or why it is refused. */
export function priceWithdrawal(input: {
  amount: string;
  precision: number;
  minWithdraw: string;
  fee: string;
  priceUsdt: string;
}): Priced | Rejection {
  const amount = new Decimal(input.amount);
  if (amount.lte(0)) return { ok: false, key: 'FUNDING_AMOUNT_INVALID' };
  if (amount.decimalPlaces() > Math.max(input.precision, 0)) return { ok: false, key: 'CURRENCY_PRECISION_EXCEEDED' };
  const fee = new Decimal(input.fee);
  if (amount.lt(input.minWithdraw) || amount.lte(fee)) return { ok: false, key: 'FUNDING_AMOUNT_BELOW_MIN' };
  // Counted against the limit rounded up, against the user (ARCHITECTURE 4).
  const usdtValue = amount.mul(input.priceUsdt).toDecimalPlaces(8, Decimal.ROUND_UP);
  return { ok: true, amount, fee, receive: amount.minus(fee), usdtValue };
}

/** The 24-hour limit in USDT: draw_check when verified (name_status 3), draw_uncheck otherwise. */
export function dailyLimit(nameStatus: number, nameCheck: { draw_check: string; draw_uncheck: string }): Decimal {
  return new Decimal(nameStatus === 3 ? nameCheck.draw_check : nameCheck.draw_uncheck);
}

export function fitsLimit(limit: Decimal, used: string, value: Decimal): boolean {
  return new Decimal(used).plus(value).lte(limit);
}

/** What is left of the limit, in USDT and in the currency (rounded down: never promise too much). */
export function quotaLeft(limit: Decimal, used: string, priceUsdt: string, precision: number) {
  const leftUsdt = Decimal.max(0, limit.minus(used));
  const price = new Decimal(priceUsdt);
  const left = price.gt(0) ? leftUsdt.div(price).toDecimalPlaces(Math.max(precision, 0), Decimal.ROUND_DOWN) : new Decimal(0);
  return { leftUsdt, left };
}

/**
 * SPEC 4 states. pending (payout pending review) -> confirming (broadcast, to be confirmed) ->
 * completed; pending -> cancelled (user) or failed (rejected); confirming -> failed (chain refused).
 */
const NEXT: Record<WithdrawalStatus, readonly WithdrawalStatus[]> = {
  pending: ['confirming', 'cancelled', 'failed'],
  confirming: ['completed', 'failed'],
  completed: [],
  failed: [],
  cancelled: [],
};

export const canMove = (from: WithdrawalStatus, to: WithdrawalStatus) => NEXT[from].includes(to);
/** The states in which the amount is still frozen. */
export const HOLDS_FUNDS: readonly WithdrawalStatus[] = ['pending', 'confirming'];
