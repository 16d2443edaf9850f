import type { DbOrTx } from '../../db/client';
import { futuresRepository as repo } from './repository';

const CHUNK = 200;

/**
 * Ids of one futures table taken from its sequence ahead of need (as spot's id-pool.ts): only one
 * contract's sequencer draws from a pool, so the ids it hands out grow in acceptance order.
 */
export class IdPool {
  private ids: number[] = [];

  constructor(private readonly table: 'futures_orders' | 'futures_trades') {}

  async take(tx: DbOrTx, n: number): Promise<number[]> {
    if (n === 0) return [];
    if (this.ids.length < n) this.ids.push(...(await repo.reserveIds(tx, this.table, Math.max(n - this.ids.length, CHUNK))));
    return this.ids.splice(0, n);
  }
}
