import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Ledger } from '../ledger/service';
import { WriteConflict } from '../trading/market-sequencer';
import { runTogether } from '../trading/together';
import type { IdPool } from './id-pool';
import { spotRepository as repo } from './repository';
import type { SpotPlan, TradeInsert } from './settlement-plan';

/**
 * The one writer of a spot batch, in the batch's transaction and two round trips: spot's rows
 * (orders, trades) together with the ledger's lock of every balance row the entries touch (in
 * the global lock order), then the ledger's check and write of balances, entries and postings.
 * Each module builds the statements on its own tables; trading/together.ts only sends them as one.
 *
 * Trade ids are taken here, from the market's pool, and written into the plan (its trades, the
 * prints the feed publishes, and the refId of each trade's entries).
 *
 * The plan judged every freeze against the balances read for the batch; if another module spent
 * that money between the read and the lock, or another market's sequencer took one of the batch's
 * client order ids, this throws WriteConflict and the sequencer runs the batch again from fresh
 * reads.
 */
export async function writeSpotPlan(tx: Tx, ledger: Ledger, tradeIds: IdPool, plan: SpotPlan): Promise<void> {
  const ids = await tradeIds.take(tx, plan.trades.length);
  const trades = plan.trades.map((t, i): TradeInsert & { id: number } => {
    t.id = ids[i]!;
    plan.prints[i]!.id = String(ids[i]);
    return t as TradeInsert & { id: number };
  });
  const entries = plan.entries.map(({ entry, trade }) => (trade === undefined ? entry : { ...entry, refId: String(ids[trade]) }));
  if (entries.length === 0 && plan.created.length + plan.changed.length === 0) return;
  const orders = repo.writePart({ fresh: plan.created, changed: plan.changed, trades });
  if (entries.length === 0) {
    // Only orders that changed no money (none today): spot's own statement alone.
    const written = await runTogether(tx, { orders });
    return checkWritten(written.orders, plan);
  }
  const posting = ledger.preparePostMany(entries);
  const written = await runTogether(tx, { orders, locked: posting.lock });
  checkWritten(written.orders, plan);
  try {
    await posting.write(tx, written.locked);
  } catch (err) {
    if (err instanceof AppError && err.key === 'INSUFFICIENT_BALANCE') throw new WriteConflict(String(err));
    throw err;
  }
}

function checkWritten(fresh: number, plan: SpotPlan): void {
  if (fresh !== plan.created.length) throw new WriteConflict('a client order id was taken meanwhile');
}
