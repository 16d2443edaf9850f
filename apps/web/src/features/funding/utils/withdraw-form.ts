import Decimal from 'decimal.js';
import type { NetworkItem } from '@aurelix/shared/schemas/funding';
import { checkAmountText, normalizeAmountText } from '@aurelix/shared/schemas/amount';
import { looksLikeAddressOf } from '@aurelix/shared/schemas/address-format';
import { formatFixed } from '../../../lib/format';

/**
 * Why a typed amount cannot be withdrawn; null when it can. The funding keys name the funding
 * texts; `format`, `positive` and `precision` are the shared amount checks (amountInput texts).
 */
export type AmountProblem =
  | 'amountRequired'
  | 'format'
  | 'positive'
  | 'precision'
  | 'amountBelowMin'
  | 'amountTooLarge'
  | 'overLimit';

export function amountProblem(
  amount: string,
  terms: Pick<NetworkItem, 'min_withdraw' | 'withdraw_fee' | 'precision'>,
  /** null: not known yet, so the amount is not compared with it. */
  available: string | null,
  limitLeft?: string,
): AmountProblem | null {
  const problem = checkAmountText(amount, terms.precision);
  if (problem === 'required') return 'amountRequired';
  if (problem) return problem;
  const value = new Decimal(normalizeAmountText(amount));
  if (value.lt(terms.min_withdraw) || value.lte(terms.withdraw_fee)) return 'amountBelowMin';
  if (available !== null && value.gt(available)) return 'amountTooLarge';
  if (limitLeft !== undefined && value.gt(limitLeft)) return 'overLimit';
  return null;
}

/** Why a typed address cannot be used on the network: empty, or not shaped like its addresses. */
export function addressProblem(address: string, network: string): 'addressRequired' | 'addressInvalid' | null {
  if (address.trim() === '') return 'addressRequired';
  return looksLikeAddressOf(network, address) ? null : 'addressInvalid';
}

/** What arrives at the address: amount minus the network fee, never below zero. */
export function receiveAmount(amount: string, fee: string): string {
  const problem = checkAmountText(amount, 18);
  if (problem && problem !== 'precision') return '0';
  return Decimal.max(0, new Decimal(normalizeAmountText(amount)).minus(fee)).toFixed();
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

/** An amount of the currency at its precision, rounded down (never more than is held), grouped for the locale. */
export function formatAmount(value: string, precision: number, intl: string): string {
  const places = Math.max(0, precision);
  try {
    return formatFixed(new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_DOWN), places, intl);
  } catch {
    return '--';
  }
}
