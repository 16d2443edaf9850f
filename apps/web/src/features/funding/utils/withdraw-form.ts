import Decimal from 'decimal.js';
import { amountText, type NetworkItem } from '@aurelix/shared/schemas/funding';

/** Why a typed amount cannot be withdrawn, as a funding text key; null when it can. */
export type AmountProblem = 'amountRequired' | 'amountInvalid' | 'amountBelowMin' | 'amountTooLarge' | 'overLimit';

export function amountProblem(
  amount: string,
  terms: Pick<NetworkItem, 'min_withdraw' | 'withdraw_fee' | 'precision'>,
  /** null: not known yet, so the amount is not compared with it. */
  available: string | null,
  limitLeft?: string,
): AmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'amountRequired';
  if (!amountText.safeParse(text).success) return 'amountInvalid';
  const value = new Decimal(text);
  if (value.decimalPlaces() > terms.precision) return 'amountInvalid';
  if (value.lt(terms.min_withdraw) || value.lte(terms.withdraw_fee)) return 'amountBelowMin';
  if (available !== null && value.gt(available)) return 'amountTooLarge';
  if (limitLeft !== undefined && value.gt(limitLeft)) return 'overLimit';
  return null;
}

/** What arrives at the address: amount minus the network fee, never below zero. */
export function receiveAmount(amount: string, fee: string): string {
  if (!amountText.safeParse(amount.trim()).success) return '0';
  return Decimal.max(0, new Decimal(amount.trim()).minus(fee)).toFixed();
}

/** The 'max' button: the balance, capped by the 24-hour limit left, cut to the currency's precision. */
export function maxAmount(available: string, limitLeft: string | undefined, precision: number): string {
  let max = new Decimal(available || '0');
  if (limitLeft !== undefined) max = Decimal.min(max, limitLeft);
  return Decimal.max(0, max).toDecimalPlaces(precision, Decimal.ROUND_DOWN).toFixed();
}

/** One client id per intended withdrawal: a retry after a lost answer reuses it, so money moves once. */
export function newClientId(): string {
  const random = Math.random().toString(36).slice(2, 12);
  return `wd-${Date.now().toString(36)}-${random}`;
}

/** A long address kept readable in tables: head and tail. */
export function shortAddress(address: string, keep = 8): string {
  return address.length <= keep * 2 + 3 ? address : `${address.slice(0, keep)}…${address.slice(-keep)}`;
}
