import type { WithdrawalStatus } from '@aurelix/shared/schemas/funding';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { normalizeDecimal } from '../../lib/decimal';
import type { FundingDeps } from './deps';
import { NETWORKS } from './networks';
import { fundingRepository as repo, type WithdrawalRow } from './repository';
import { canMove } from './rules';
import { toWithdrawalItem } from './withdrawals';

/**
 * A withdrawal after its request: the user's cancel, the admin's review, the broadcast through the
 * ChainAdapter and the final debit. Every move is a conditional status update in the same
 * transaction as its ledger entry, so each final state releases or debits the frozen amount once.
 */
export function createPayouts(deps: FundingDeps) {
  const { db } = deps;
  const notify = (w: WithdrawalRow, kind: string) =>
    deps
      .notify(w.userId, kind, { currency: w.currency, amount: normalizeDecimal(w.amount), network: w.network })
      .catch((err: unknown) => deps.log.error({ err }, 'withdrawal notice failed'));

  /** Moves `id` from one state to another, running `then` in the same transaction; refuses a move SPEC 4 does not allow. */
  async function move(
    id: number,
    from: WithdrawalStatus,
    to: WithdrawalStatus,
    extra: { note?: string; reviewedBy?: number; userId?: number },
    then?: (w: WithdrawalRow, tx: Tx) => Promise<unknown>,
  ): Promise<WithdrawalRow> {
    if (!canMove(from, to)) throw new Error(`withdrawal: ${from} -> ${to} is not a SPEC 4 transition`);
    return db.transaction(async (tx) => {
      const current = await repo.withdrawal(tx, id);
      if (!current || (extra.userId !== undefined && current.userId !== extra.userId))
        throw new AppError('FUNDING_WITHDRAWAL_NOT_FOUND');
      const { userId: _owner, ...set } = extra;
      const row = await repo.moveWithdrawal(tx, id, from, { status: to, ...set, updatedAt: deps.clock.now() });
      if (!row) throw new AppError('FUNDING_WITHDRAWAL_NOT_PENDING');
      await then?.(row, tx);
      return row;
    });
  }

  const release = (w: WithdrawalRow, tx: Tx) =>
    deps.ledger.unfreeze(
      { userId: w.userId, account: 'spot', currency: w.currency, amount: normalizeDecimal(w.amount), reason: 'withdrawal_release', refType: 'withdrawal', refId: String(w.id) },
      tx,
    );

  /** The frozen amount leaves: the receive amount to the outside world, the fee to the platform. */
  async function debit(w: WithdrawalRow, tx: Tx, world: number, fees: number) {
    const fee = normalizeDecimal(w.fee);
    const legs = [
      { userId: w.userId, account: 'spot' as const, currency: w.currency, field: 'frozen' as const, amount: `-${normalizeDecimal(w.amount)}` },
      { userId: world, account: 'spot' as const, currency: w.currency, field: 'available' as const, amount: normalizeDecimal(w.receiveAmount) },
    ];
    if (fee !== '0') legs.push({ userId: fees, account: 'spot', currency: w.currency, field: 'available', amount: fee });
    await deps.ledger.post({ reason: 'withdrawal', refType: 'withdrawal', refId: String(w.id), legs }, tx);
  }

  /** Sends an approved withdrawal; a refused broadcast fails it and releases the funds. */
  async function broadcast(w: WithdrawalRow): Promise<WithdrawalRow> {
    try {
      const { txid } = await deps.chain.broadcast({
        network: w.network,
        currency: w.currency,
        address: w.address,
        amount: normalizeDecimal(w.receiveAmount),
        reference: `withdrawal:${w.id}`,
      });
      await repo.setWithdrawalTxid(db, w.id, txid);
      return { ...w, txid };
    } catch (err) {
      deps.log.error({ err, withdrawal: w.id }, 'withdrawal broadcast refused');
      const failed = await move(w.id, 'confirming', 'failed', { note: 'broadcast_failed' }, release);
      await notify(failed, 'withdrawal_rejected');
      return failed;
    }
  }

  return {
    async cancel(userId: number, id: number) {
      return toWithdrawalItem(await move(id, 'pending', 'cancelled', { userId }, release));
    },

    async approve(adminId: number, id: number) {
      const approved = await move(id, 'pending', 'confirming', { reviewedBy: adminId });
      return toWithdrawalItem(await broadcast(approved));
    },

    async reject(adminId: number, id: number, reason = '') {
      const rejected = await move(id, 'pending', 'failed', { reviewedBy: adminId, note: reason || 'rejected' }, release);
      await notify(rejected, 'withdrawal_rejected');
      return toWithdrawalItem(rejected);
    },

    /**
     * Follows every withdrawal on its way out: broadcasts those approved but not yet sent (a crash
     * between approval and broadcast), and completes those with enough confirmations.
     */
    async progress(): Promise<number> {
      let completed = 0;
      for (const w of await repo.withdrawalsIn(db, 'confirming')) {
        const sent = w.txid ? w : await broadcast(w);
        if (!sent.txid || sent.status !== 'confirming') continue;
        const confirmations = await deps.chain.confirmations(sent.network, sent.txid);
        const required = (await repo.network(db, sent.currency, sent.network))?.confirmations ?? NETWORKS[sent.network]?.confirmations ?? 1;
        if (confirmations === undefined || confirmations < required) continue;
        try {
          // Looked up before the transaction: on PGlite a read outside an open transaction waits for it.
          const [world, fees] = await Promise.all([deps.userIdByAccount('system:world'), deps.userIdByAccount('system:fees')]);
          const done = await move(sent.id, 'confirming', 'completed', {}, (row, tx) => debit(row, tx, world, fees));
          completed += 1;
          await notify(done, 'withdrawal_completed');
        } catch (err) {
          // Another process completed it first: its move won, ours changed nothing.
          if (!(err instanceof AppError)) throw err;
        }
      }
      return completed;
    },
  };
}
