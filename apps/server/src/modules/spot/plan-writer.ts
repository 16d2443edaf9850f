import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Ledger } from '../ledger/service';
import { WriteConflict } from '../trading/market-sequencer';
import type { IdPool } from './id-pool';
import { spotRepository as repo } from './repository';
import type { SpotPlan } from './settlement-plan';

/**
 * The one writer of a spot batch: the plan's orders and trades in one statement of spot's own,
 * and its journal entries through the ledger (`postManyIn`: lock every balance row in the global
 * lock order, then one statement for balances, entries and postings), all in the batch's
 * transaction. The spot statement is sent first and the ledger's lock queues behind it on the
 * connection, so the three cost three round trips and no wait for a turn of the event loop.
 *
 * Trade ids are taken here, from the market's pool, and written into the plan (its trades, the
 * prints the feed publishes, and the refId of each trade's entries).
 *
 * The plan judged every freeze against the balances read for the batch; if another module spent
 * that money between the read and the ledger's lock, or another market's sequencer took one of
 * the batch's client order ids, this throws WriteConflict and the sequencer runs the batch again
 * from fresh reads.
 */
export async function writeSpotPlan(tx: Tx, ledger: Ledger, tradeIds: IdPool, plan: SpotPlan): Promise<void> {
  const ids = await tradeIds.take(tx, plan.trades.length);
  plan.trades.forEach((t, i) => {
    t.id = ids[i]!;
    plan.prints[i]!.id = String(ids[i]);
  });
  const entries = plan.entries.map(({ entry, trade }) => (trade === undefined ? entry : { ...entry, refId: String(ids[trade]) }));
  const rows = plan.created.length + plan.changed.length > 0;
  const orders = rows
    ? repo.writeBatch(tx, { fresh: plan.created, changed: plan.changed, trades: plan.trades as (SpotPlan['trades'][number] & { id: number })[] })
    : Promise.resolve(0);
  const posted = ledger.postManyIn(tx, entries);
  // Both settle before anything is judged: a failed statement fails the next one on the same
  // transaction, and the first failure is the one to report.
  const [written, ledgerDone] = await Promise.allSettled([orders, posted]);
  if (written.status === 'rejected') throw written.reason;
  if (ledgerDone.status === 'rejected') {
    const err: unknown = ledgerDone.reason;
    if (err instanceof AppError && err.key === 'INSUFFICIENT_BALANCE') throw new WriteConflict(String(err));
    throw err;
  }
  if (written.value !== plan.created.length) throw new WriteConflict('a client order id was taken meanwhile');
}
