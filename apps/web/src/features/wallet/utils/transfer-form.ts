import Decimal from 'decimal.js';
import { checkAmountText, normalizeAmountText, type AmountProblem } from '@aurelix/shared/schemas/amount';
import type { WalletAccount } from '@aurelix/shared/schemas/wallet';

/** Why a typed quantity cannot be sent: the shared amount checks, or more than is available. */
export type TransferAmountIssue = AmountProblem | 'tooLarge';

/**
 * The first problem of a typed quantity at the currency's `precision` (the server refuses finer
 * amounts too), or null. `available` null: not known yet, so only the amount's own form is checked.
 */
export function amountProblem(amount: string | undefined, available: string | null, precision = 18): TransferAmountIssue | null {
  const problem = checkAmountText(amount, precision);
  if (problem) return problem;
  if (available !== null && new Decimal(normalizeAmountText(amount)).gt(available)) return 'tooLarge';
  return null;
}

/** The whole available balance at the currency's precision, rounded down: what Max may send. */
export function maxTransferable(available: string, precision: number): string {
  return new Decimal(available).toDecimalPlaces(Math.max(0, precision), Decimal.ROUND_DOWN).toFixed();
}

/** After the user picks `changed` on one side, the other side moves off it so the two stay different. */
export function keepApart(
  from: WalletAccount,
  to: WalletAccount,
  changed: 'from' | 'to',
): { from: WalletAccount; to: WalletAccount } {
  if (from !== to) return { from, to };
  if (changed === 'from') return { from, to: from === 'spot' ? 'futures' : 'spot' };
  return { from: to === 'spot' ? 'futures' : 'spot', to };
}

/** One client id per intended transfer: a retry of the same submit reuses it, a new submit gets a new one. */
export function newClientId(): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `w${Date.now().toString(36)}${random}`;
}
