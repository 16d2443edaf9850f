import { createOrderBook } from '@aurelix/engine/order-book';
import { epochMillis, lots, orderId, ticks, userId } from '@aurelix/engine/units';
import type { DepthSnapshot } from '@aurelix/shared/schemas/spot';
import type { Db, Tx } from '../../db/client';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import type { Ledger } from '../ledger/service';
import { SpotBatch, type CommandResult, type MarketState, type SpotCommand } from './batch';
import { FastPathConflict } from './batch-writes';
import { IdPool, type SpotIds } from './id-pool';
import type { SpotMarket } from './market-rules';
import { openLots, stateOfRow, type OrderState } from './order-state';
import { spotRepository as repo } from './repository';
import type { SpotTradeRecord } from './feed';
import type { ErrorKey } from '@aurelix/shared/errors';
import type { SpotOrder } from '@aurelix/shared/schemas/spot';
import { AppError } from '../../http/envelope';
import { viewOf } from './order-state';

/** What a committed batch changed, for the service to answer and publish. */
export interface CommittedBatch {
  symbol: string;
  market: SpotMarket;
  orders: OrderState[];
  trades: SpotTradeRecord[];
  users: number[];
}

export interface SequencerDeps {
  db: Db;
  ledger: Ledger;
  feesUserId: () => Promise<number>;
  now: () => number;
  onCommit: (batch: CommittedBatch) => void;
  log: (err: unknown, msg: string) => void;
  /** Tests only: runs inside the batch transaction just before it commits. */
  beforeCommit?: (symbol: string, tx: Tx) => Promise<void>;
  /** Tests only: a batch's fast path failed and the batch runs again one command at a time. */
  onFastPathFallback?: (symbol: string, err: unknown) => void;
}

/** A command's answer: the order as the user sees it right after the commit, or a rejection. */
export type SequencedResult =
  | { ok: true; order: SpotOrder }
  | { ok: true; duplicateOf: { userId: number; clientOrderId: string } }
  | { ok: false; key: ErrorKey };

interface Pending {
  command: SpotCommand;
  resolve: (r: SequencedResult) => void;
  reject: (e: unknown) => void;
}

/** At most this many commands share one transaction, so one batch never holds locks for long. */
const MAX_BATCH = 256;

/**
 * SPOT_FAST_PATH=0 runs every batch the careful way (one savepoint and single ledger calls per
 * command): a switch for operators, and how the benchmark measures the difference.
 */
const FAST_PATH = process.env.SPOT_FAST_PATH !== '0';

/**
 * The sequencer of one market (ARCHITECTURE 6): the only writer of its orders and trades. Commands
 * queue while a batch commits; the next batch takes everything queued, applies it to the book in
 * order inside one transaction, and only after the commit are the callers answered and the
 * changes published. If the transaction fails, every caller of the batch gets the error and the
 * book is rebuilt from the database, which holds exactly what was committed before.
 */
export class MarketSequencer {
  private queue: Pending[] = [];
  private running: Promise<void> | null = null;
  private state: MarketState | null = null;
  private closed = false;
  private readonly ids: SpotIds = { orders: new IdPool('spot_orders'), trades: new IdPool('spot_trades') };

  constructor(
    readonly symbol: string,
    private readonly deps: SequencerDeps,
  ) {}

  /** Loads the market and rebuilds the book from the open orders, in their original priority. */
  async rebuild(): Promise<void> {
    const market = await repo.market(this.deps.db, this.symbol);
    if (!market) throw new Error(`spot: unknown market ${this.symbol}`);
    const rows = await repo.openOrdersOfMarket(this.deps.db, this.symbol);
    const live = new Map<number, OrderState>();
    const book = createOrderBook();
    const open = rows.map((r) => {
      const o = stateOfRow(r);
      live.set(o.id, o);
      return {
        orderId: orderId(o.id),
        userId: userId(o.userId),
        side: o.side,
        price: ticks(o.price!.div(market.tick).toNumber()),
        qty: lots(openLots(o, market)),
        time: epochMillis(o.seq),
      };
    });
    // Ids grow in the order the sequencer accepted orders, so `rows` is in time priority; restore
    // queues equal prices in the order given.
    book.restore(open);
    this.state = { market, book, live };
  }

  submit(command: SpotCommand): Promise<SequencedResult> {
    if (this.closed) return Promise.reject(new AppError('MARKET_BUSY', 'shutting down'));
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject });
      if (!this.running) this.running = this.drain();
    });
  }

  /** Takes no new commands and resolves once every queued one has been committed (or failed). */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  /** Resolves once every queued command has been committed (or failed). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  depth(limit: number): DepthSnapshot | undefined {
    if (!this.state) return undefined;
    const { market: m, book } = this.state;
    const d = book.depth(limit);
    const level = (l: { price: number; qty: number }): [string, string] => [
      m.tick.times(l.price).toFixed(m.pricePrecision),
      m.step.times(l.qty).toFixed(m.qtyPrecision),
    ];
    return { symbol: m.symbol, bids: d.bids.map(level), asks: d.asks.map(level), ts: this.deps.now() };
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        await this.runBatch(batch);
      }
    } finally {
      this.running = null;
    }
  }

  /**
   * Runs a batch the fast way first (all writes in a few statements at the end, see
   * batch-writes.ts). If that fails for any reason, nothing was committed: the book is rebuilt and
   * the same commands run the careful way (a savepoint and single ledger calls per command), which
   * finds and rejects the one command that cannot be paid, or fails the batch for real.
   */
  private async runBatch(batch: Pending[], attempt = 0, fast = FAST_PATH): Promise<void> {
    let committed: SpotBatch;
    try {
      if (!this.state) await this.rebuild();
      if (!fast) {
        this.ids.orders.clear();
        this.ids.trades.clear();
      }
      const feesUserId = await this.deps.feesUserId();
      committed = await pipelinedTransaction(this.deps.db, async (tx, begun) => {
        const work = new SpotBatch(tx, this.state!, this.deps.ledger, feesUserId, this.deps.now(), fast ? this.ids : null);
        await work.run(batch.map((p) => p.command), begun);
        await this.deps.beforeCommit?.(this.symbol, tx);
        return work;
      });
    } catch (err) {
      if (fast) {
        this.deps.onFastPathFallback?.(this.symbol, err);
        if (!(err instanceof FastPathConflict) && !isTransient(err))
          this.deps.log(err, `spot ${this.symbol}: fast batch of ${batch.length} failed; retrying it one command at a time`);
        this.state = null;
        return this.runBatch(batch, 0, false);
      }
      if (attempt === 0 && isTransient(err)) {
        // PostgreSQL broke a deadlock (two markets' batches paying the same users in opposite
        // orders): nothing was committed, so the same commands run again on a rebuilt book.
        this.state = null;
        return this.runBatch(batch, 1, false);
      }
      this.deps.log(err, `spot ${this.symbol}: batch of ${batch.length} failed; rebuilding the book`);
      for (const p of batch) p.reject(new AppError('MARKET_BUSY', String(err)));
      this.state = null;
      await this.rebuild().catch((e) => this.deps.log(e, `spot ${this.symbol}: rebuild failed`));
      return;
    }
    const precision = this.state!.market.pricePrecision;
    batch.forEach((p, i) => p.resolve(answerOf(committed.results[i]!, precision)));
    this.deps.onCommit({
      symbol: this.symbol,
      market: this.state!.market,
      orders: [...committed.touched.values()],
      trades: committed.trades,
      users: [...committed.users],
    });
  }
}

function answerOf(r: CommandResult, pricePrecision: number): SequencedResult {
  return r.ok && 'order' in r ? { ok: true, order: viewOf(r.order, pricePrecision) } : r;
}

/** Deadlock and serialization failures: PostgreSQL rolled the transaction back, so it may run again. */
function isTransient(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}
