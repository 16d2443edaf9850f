import Decimal from 'decimal.js';
import type { ParseKeys } from 'i18next';
import { transferAmount, type WalletAccount } from '@aurelix/shared/schemas/wallet';

/** Why a typed quantity cannot be sent, as a wallet text key; null when it can. */
/** `available` null: not known yet, so only the amount's own form is checked. */
export function amountProblem(amount: string | undefined, available: string | null): ParseKeys | null {
  const text = (amount ?? '').trim();
  if (text === '') return 'wallet.transfer.amountRequired';
  if (!transferAmount.safeParse(text).success) return 'wallet.transfer.amountInvalid';
  if (available !== null && new Decimal(text).gt(available)) return 'wallet.transfer.amountTooLarge';
  return null;
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
