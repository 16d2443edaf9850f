import type { DbOrTx } from '../../db/client';
import { spotRepository as repo } from './repository';

/** How many ids one trip to the sequence takes ahead of need. */
const CHUNK = 1000;

/**
 * Ids of one table taken from its sequence ahead of need, so a batch does not spend a round trip
 * on them. Only one market's sequencer draws from a pool, and the sequence only grows, so the ids
 * a market hands out still grow in the order its orders were accepted (their time priority on
 * rebuild). Ids taken by a batch that then rolls back are skipped, never reused: gaps are harmless.
 */
export class IdPool {
  private ids: number[] = [];

  constructor(private readonly table: 'spot_orders' | 'spot_trades') {}

  async take(tx: DbOrTx, n: number): Promise<number[]> {
    if (n === 0) return [];
    if (this.ids.length < n) this.ids.push(...(await repo.reserveIds(tx, this.table, Math.max(n - this.ids.length, CHUNK))));
    return this.ids.splice(0, n);
  }

  /**
   * Forgets the ids held: a batch run the careful way takes ids straight from the sequence, above
   * any held here, and a later order must never get a smaller id than an earlier one.
   */
  clear(): void {
    this.ids = [];
  }
}

/** The id pools of one market's sequencer. */
export interface SpotIds {
  orders: IdPool;
  trades: IdPool;
}
