import type { Tx } from '../../db/client';
import { AppError } from '../../http/envelope';
import { Decimal } from '../../lib/decimal';
import { parseAmount, rowKey, type JournalEntryInput } from '../ledger/entry';
import type { Ledger } from '../ledger/service';
import type { SpotIds } from './id-pool';
import type { SpotMarket } from './market-rules';
import type { OrderState } from './order-state';
import { clientKey, spotRepository as repo, type TradeInsert } from './repository';

/**
 * The batch's fast path failed a guard that only the database can judge (a balance another module
 * spent meanwhile, a client order id another market took): the sequencer rolls back, rebuilds the
 * book and runs the same commands the careful way, one statement at a time.
 */
export class FastPathConflict extends Error {
  constructor(detail: string) {
    super(`spot fast path: ${detail}`);
    this.name = 'FastPathConflict';
  }
}

interface Money {
  available: Decimal;
  frozen: Decimal;
}

/**
 * The writes of one batch, kept in memory while the engine runs and written at the end in a
 * constant number of statements (ids, client ids, balances read up front; orders, trades and one
 * `ledger.postMany` at the end). Freezes are judged against the balances read at the start plus
 * the batch's own changes; `postMany`'s locked, conditional update is the final guard, and a
 * refusal there (someone else spent the money meanwhile) becomes a FastPathConflict.
 */
export class BatchWrites {
  private orderIds: number[] = [];
  private readonly clientIds = new Set<string>();
  private readonly money = new Map<string, Money>();
  readonly newOrders = new Map<number, OrderState>();
  private readonly entries: { entry: JournalEntryInput; trade?: number }[] = [];
  private readonly tradeRows: TradeInsert[] = [];

  constructor(
    private readonly tx: Tx,
    private readonly ledger: Ledger,
    private readonly ids: SpotIds,
  ) {}

  /**
   * One read for the whole batch (two when the order id pool runs dry): the pair's settings, taken
   * client order ids and the placers' balances. Returns the pair's settings as they are now.
   */
  async prepare(
    symbol: string,
    places: readonly { userId: number; clientOrderId?: string }[],
    currencies: string[],
  ): Promise<SpotMarket | undefined> {
    if (places.length > 0) this.orderIds = await this.ids.orders.take(this.tx, places.length);
    const clientIds = places.flatMap((p) => (p.clientOrderId ? [{ userId: p.userId, clientOrderId: p.clientOrderId }] : []));
    const userIds = [...new Set(places.map((p) => p.userId))];
    for (const userId of userIds)
      for (const currency of currencies) this.money.set(rowKey({ userId, account: 'spot', currency }), { available: new Decimal(0), frozen: new Decimal(0) });
    const read = await repo.batchReads(this.tx, { symbol, clientIds, userIds, currencies });
    for (const k of read.taken) this.clientIds.add(k);
    for (const r of read.balances)
      this.money.set(rowKey({ userId: r.userId, account: 'spot', currency: r.currency }), { available: new Decimal(r.available), frozen: new Decimal(r.frozen) });
    return read.market;
  }

  isDuplicate(userId: number, clientOrderId: string | null): boolean {
    return clientOrderId !== null && this.clientIds.has(clientKey(userId, clientOrderId));
  }

  /**
   * What `ledger.freeze` would refuse, as its AppError: an amount numeric(36,18) cannot hold, or
   * more than the user has available right now (as far as this batch knows).
   */
  checkFreeze(userId: number, currency: string, amount: Decimal): void {
    if (!parseAmount(amount.toFixed(), { signed: false })) throw new AppError('INVALID_AMOUNT', amount.toFixed());
    const m = this.money.get(rowKey({ userId, account: 'spot', currency }));
    if (!m) throw new Error(`spot: balance of ${userId}/${currency} was not read`);
    if (m.available.lt(amount)) throw new AppError('INSUFFICIENT_BALANCE', `${userId}/spot/${currency}`);
  }

  /** Takes the next order id (after checkFreeze and the engine both accepted). */
  nextOrderId(): number {
    const id = this.orderIds.shift();
    if (id === undefined) throw new Error('spot: batch ran out of reserved order ids');
    return id;
  }

  accept(o: OrderState): void {
    this.newOrders.set(o.id, o);
    if (o.clientOrderId !== null) this.clientIds.add(clientKey(o.userId, o.clientOrderId));
  }

  /** Records an entry and applies it to the batch's view of the balances. */
  post(entry: JournalEntryInput, trade?: number): void {
    this.entries.push({ entry, trade });
    for (const leg of entry.legs) {
      const m = this.money.get(rowKey(leg));
      if (m) m[leg.field] = m[leg.field].plus(leg.amount);
    }
  }

  /** Records a trade; returns its index (its id is known only at flush). */
  addTrade(t: TradeInsert): number {
    this.tradeRows.push(t);
    return this.tradeRows.length - 1;
  }

  /**
   * Writes everything: new orders, changed older orders, trades, then every journal entry in
   * order. Returns the trade ids, in the order the trades were added.
   */
  async flush(changed: readonly OrderState[]): Promise<number[]> {
    const fresh = [...this.newOrders.values()];
    const tradeIds = await this.ids.trades.take(this.tx, this.tradeRows.length);
    const entries = this.entries.map(({ entry, trade }) => (trade === undefined ? entry : { ...entry, refId: String(tradeIds[trade]) }));
    const rows = repo.batchStatements({
      fresh,
      changed: changed.filter((o) => !this.newOrders.has(o.id)),
      trades: this.tradeRows.map((t, i) => ({ ...t, id: tradeIds[i]! })),
    });
    let written;
    try {
      written = await this.ledger.postManyWith(this.tx, entries, rows);
    } catch (err) {
      if (err instanceof AppError && err.key === 'INSUFFICIENT_BALANCE') throw new FastPathConflict(String(err));
      throw err;
    }
    if (written.counts.fresh !== fresh.length) throw new FastPathConflict('a client order id was taken meanwhile');
    return tradeIds;
  }
}
