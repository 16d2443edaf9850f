import { createOrderBook } from '@aurelix/engine/order-book';
import { epochMillis, lots, orderId, ticks, userId } from '@aurelix/engine/units';
import type { ErrorKey } from '@aurelix/shared/errors';
import type { DepthSnapshot, SpotOrder } from '@aurelix/shared/schemas/spot';
import type { Db, Tx } from '../../db/client';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import { Decimal } from '../../lib/decimal';
import type { Ledger } from '../ledger/service';
import { runTogether } from '../trading/together';
import { MarketSequencer, type MarketKind } from '../trading/market-sequencer';
import type { SpotTradeRecord } from './feed';
import { IdPool, type SpotIds } from './id-pool';
import type { SpotMarket } from './market-rules';
import { openLots, stateOfRow, viewOf, type OrderState } from './order-state';
import { writeSpotPlan } from './plan-writer';
import { spotRepository as repo } from './repository';
import { moneyKey, planSpotBatch, type MarketState, type SpotBatchInput, type SpotCommand, type SpotMoney, type SpotPlan } from './settlement-plan';

/** What a committed batch changed, for the service to publish. */
export interface CommittedBatch {
  symbol: string;
  market: SpotMarket;
  orders: OrderState[];
  trades: SpotTradeRecord[];
  users: number[];
}

/** A command's answer: the order as the user sees it right after the commit, or a rejection. */
export type SequencedResult =
  | { ok: true; order: SpotOrder }
  | { ok: true; duplicateOf: { userId: number; clientOrderId: string } }
  | { ok: false; key: ErrorKey };

export interface SpotMarketDeps {
  db: Db;
  ledger: Ledger;
  /** The platform account that receives the fees (system:fees). */
  feesUserId: number;
  now: () => number;
  onCommit: (batch: CommittedBatch) => void;
}

/**
 * Spot as a market kind of the one sequencer: its book rebuilt from the open orders, the batch's
 * reads, the settlement plan (settlement-plan.ts), the writer (plan-writer.ts), the answers and
 * what is published.
 */
export class SpotMarketKind implements MarketKind<SpotCommand, SpotBatchInput, SpotPlan, SequencedResult> {
  private state: MarketState | null = null;
  private readonly ids: SpotIds = { orders: new IdPool('spot_orders'), trades: new IdPool('spot_trades') };

  constructor(
    readonly symbol: string,
    private readonly deps: SpotMarketDeps,
  ) {}

  /** Loads the market and rebuilds the book from the open orders, in their original priority. */
  async restore(): Promise<void> {
    this.state = null;
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

  /**
   * Ids for the new orders (from the pool; a round trip only when it runs dry), then one read of
   * what the plan judges with: the pair's settings, the taken client order ids (spot's own
   * tables) and the placers' spot balances (the ledger's select), in one round trip.
   */
  async read(tx: Tx, commands: readonly SpotCommand[]): Promise<SpotBatchInput> {
    const { market } = this.current();
    const places = commands.flatMap((c) => (c.type === 'place' ? [c] : []));
    const clientIds = places.flatMap((c) => (c.body.client_order_id ? [{ userId: c.userId, clientOrderId: c.body.client_order_id }] : []));
    const userIds = [...new Set(places.map((c) => c.userId))];
    const currencies = [market.base, market.quote];
    const orderIds = await this.ids.orders.take(tx, places.length);
    const read = await runTogether(tx, {
      market: repo.marketPart(this.symbol),
      taken: repo.takenPart(clientIds),
      balances: this.deps.ledger.balancesForPart(userIds, 'spot', currencies),
    });
    const balances = new Map<string, SpotMoney>();
    for (const u of userIds) for (const c of currencies) balances.set(moneyKey(u, c), { available: new Decimal(0), frozen: new Decimal(0) });
    for (const r of read.balances) balances.set(moneyKey(r.userId, r.currency), { available: new Decimal(r.available), frozen: new Decimal(r.frozen) });
    return { market: read.market, balances, taken: read.taken, orderIds, feesUserId: this.deps.feesUserId, now: this.deps.now() };
  }

  settle(input: SpotBatchInput, commands: readonly SpotCommand[]): SpotPlan {
    return planSpotBatch(this.current(), input, commands);
  }

  write(tx: Tx, plan: SpotPlan): Promise<void> {
    return writeSpotPlan(tx, this.deps.ledger, this.ids.trades, plan);
  }

  answers(plan: SpotPlan): SequencedResult[] {
    const precision = plan.market.pricePrecision;
    return plan.results.map((r) => (r.ok && 'order' in r ? { ok: true, order: viewOf(r.order, precision) } : r));
  }

  publish(plan: SpotPlan): void {
    this.deps.onCommit({
      symbol: this.symbol,
      market: plan.market,
      orders: [...plan.created, ...plan.changed],
      trades: plan.prints,
      users: plan.users,
    });
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

  private current(): MarketState {
    if (!this.state) throw new Error(`spot ${this.symbol}: book not restored`);
    return this.state;
  }
}

/** Tests only: hooks into every batch of every spot market (fault injection). */
export interface SpotFaults {
  /** Runs inside the batch transaction after the plan, before the write. */
  beforeWrite?: (symbol: string, tx: Tx) => Promise<void>;
  /** Runs inside the batch transaction just before it commits. */
  beforeCommit?: (symbol: string, tx: Tx) => Promise<void>;
  /** A batch was rolled back and runs again from fresh reads (a write conflict or a deadlock). */
  onRerun?: (symbol: string, err: unknown) => void;
}

/** A spot market's sequencer and its kind (for the book's depth). */
export interface SpotSequencer {
  sequencer: MarketSequencer<SpotCommand, SpotBatchInput, SpotPlan, SequencedResult>;
  kind: SpotMarketKind;
}

/** The one sequencer with spot plugged in, for one market. */
export function createSpotSequencer(
  symbol: string,
  deps: SpotMarketDeps & {
    log: (err: unknown, msg: string) => void;
    faults: SpotFaults;
    /** Every batch's fencing token check (modules/cluster), and what to do when it refused. */
    fence?: (tx: Tx) => Promise<void>;
    onDeposed?: () => void;
  },
): SpotSequencer {
  const kind = new SpotMarketKind(symbol, deps);
  const { faults } = deps;
  const sequencer = new MarketSequencer(`spot ${symbol}`, kind, {
    transaction: (body) => pipelinedTransaction(deps.db, body),
    log: deps.log,
    fence: deps.fence,
    onDeposed: deps.onDeposed,
    beforeWrite: async (tx) => faults.beforeWrite?.(symbol, tx),
    beforeCommit: async (tx) => faults.beforeCommit?.(symbol, tx),
    onRerun: (err) => faults.onRerun?.(symbol, err),
  });
  return { sequencer, kind };
}
