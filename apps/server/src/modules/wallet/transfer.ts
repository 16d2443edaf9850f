import {
  accountSends,
  accountTakes,
  type BalancePush,
  type TransferResult,
  type WalletAccount,
} from '@aurelix/shared/schemas/wallet';
import { exceedsPrecision } from '@aurelix/shared/schemas/amount';
import { AppError } from '../../lib/app-error';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import { walletRepository as repo, type TransferRow } from './repository';
import type { WalletDeps } from './service';
import { TRANSFER_REF_TYPE } from './logs';

/** A transfer request after the shared schema parsed it. */
export interface TransferInput {
  currency: string;
  from: WalletAccount;
  to: WalletAccount;
  amount: string;
  client_id: string;
}

const toResult = (t: TransferRow): TransferResult => ({
  id: String(t.id),
  client_id: t.clientId,
  currency: t.currency,
  amount: normalizeDecimal(t.amount),
  from: { account: t.fromAccount as WalletAccount, before: normalizeDecimal(t.fromBefore), after: normalizeDecimal(t.fromAfter) },
  to: { account: t.toAccount as WalletAccount, before: normalizeDecimal(t.toBefore), after: normalizeDecimal(t.toAfter) },
  created_at: t.createdAt.getTime(),
});

/** The same request as the stored transfer: a retry, not a second transfer under a reused id. */
const sameRequest = (t: TransferRow, input: TransferInput) =>
  t.currency === input.currency &&
  t.fromAccount === input.from &&
  t.toAccount === input.to &&
  new Decimal(t.amount).eq(input.amount);

/** Internal transfers between a user's own wallets (issue 5 item 5): no fee, idempotent by client id. */
export function createTransfers(deps: WalletDeps) {
  async function checkRules(input: TransferInput) {
    if (input.from === input.to) throw new AppError('WALLET_SAME_ACCOUNT');
    const currency = (await deps.platform.currencyList()).list.find((c) => c.symbol === input.currency);
    if (!currency) throw new AppError('UNKNOWN_CURRENCY');
    if (!accountSends(input.from, currency) || !accountTakes(input.to, currency))
      throw new AppError('WALLET_CURRENCY_NOT_ACCEPTED');
    // Finer than the currency's precision would leave dust no form can show or withdraw.
    if (exceedsPrecision(input.amount, currency.precision)) throw new AppError('CURRENCY_PRECISION_EXCEEDED');
  }

  /** What the sending wallet's product allows out now (futures keeps what open losses need). */
  async function checkOutflow(userId: number, input: TransferInput) {
    const limit = deps.outflowLimits?.get(input.from);
    if (!limit) return;
    const amount = new Decimal(input.amount);
    // More than the wallet holds at all is the ledger's INSUFFICIENT_BALANCE, as for any wallet.
    if (amount.gt((await deps.ledger.balance(userId, input.from, input.currency)).available)) return;
    if (amount.gt(await limit(userId, input.currency))) throw new AppError('WALLET_TRANSFER_EXCEEDS_FREE');
  }

  /** Moves the money and records the transfer in one transaction; undefined when the id was taken. */
  async function execute(userId: number, input: TransferInput): Promise<TransferRow | undefined> {
    return deps.db.transaction(async (tx) => {
      const id = await repo.claimTransfer(tx, {
        userId,
        clientId: input.client_id,
        currency: input.currency,
        fromAccount: input.from,
        toAccount: input.to,
        amount: input.amount,
      });
      if (id === undefined) return undefined;
      // The ledger's conditional update refuses to overdraw (INSUFFICIENT_BALANCE), which rolls
      // back the claim too, so the same client id can be tried again after a deposit.
      const posted = await deps.ledger.transfer(
        {
          from: { userId, account: input.from },
          to: { userId, account: input.to },
          currency: input.currency,
          amount: input.amount,
          reason: 'transfer',
          refType: TRANSFER_REF_TYPE,
          refId: String(id),
        },
        tx,
      );
      const side = (account: WalletAccount) => posted.postings.find((p) => p.userId === userId && p.account === account)!;
      const out = side(input.from);
      const into = side(input.to);
      return repo.completeTransfer(tx, id, {
        entryId: posted.entryId,
        fromBefore: new Decimal(out.availableAfter).minus(out.amount).toFixed(),
        fromAfter: out.availableAfter,
        toBefore: new Decimal(into.availableAfter).minus(into.amount).toFixed(),
        toAfter: into.availableAfter,
      });
    });
  }

  async function pushBalances(userId: number, input: TransferInput) {
    for (const account of [input.from, input.to]) {
      const b = await deps.ledger.balance(userId, account, input.currency);
      const push: BalancePush = { type: 'balance', account, currency: input.currency, ...b };
      deps.publishToUser(userId, push);
    }
  }

  return {
    /** Returns the transfer and whether it was a repeat of an earlier request with the same client id. */
    async transfer(userId: number, input: TransferInput): Promise<{ result: TransferResult; repeated: boolean }> {
      const earlier = await repo.transferByClientId(deps.db, userId, input.client_id);
      if (earlier) return repeatOf(earlier, input);
      await checkRules(input);
      await checkOutflow(userId, input);
      const done = await execute(userId, input);
      if (!done) {
        // Another request with this client id committed first (a concurrent retry).
        const first = await repo.transferByClientId(deps.db, userId, input.client_id);
        if (!first) throw new Error('wallet: transfer claim vanished');
        return repeatOf(first, input);
      }
      await pushBalances(userId, input);
      return { result: toResult(done), repeated: false };
    },
  };
}

function repeatOf(t: TransferRow, input: TransferInput) {
  if (!sameRequest(t, input)) throw new AppError('WALLET_CLIENT_ID_REUSED');
  return { result: toResult(t), repeated: true };
}
