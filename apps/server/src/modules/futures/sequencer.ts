import { createOrderBook } from '@aurelix/engine/order-book';
import { epochMillis, lots, orderId, ticks, userId } from '@aurelix/engine/units';
import { formatFixed, money, type Price } from '@aurelix/engine/futures/units';
import type { DepthSnapshot } from '@aurelix/shared/schemas/spot';
import type { Db, Tx } from '../../db/client';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import { AppError } from '../../lib/app-error';
import type { Ledger } from '../ledger/service';
import { MarketSequencer, WriteConflict, type MarketKind } from '../trading/market-sequencer';
import { runTogether } from '../trading/together';
import { IdPool } from './id-pool';
import { isClosing, openLots, positionKey, type FuturesOrderState, type PositionState } from './order-state';
import { fixedOf, futuresRepository as repo, marketOfRow, orderOfRow, positionOfRow } from './repository';
import {
  planFuturesBatch,
  type FuturesBatchInput,
  type FuturesCommand,
  type FuturesCommandResult,
  type FuturesMarketState,
  type FuturesMoney,
  type FuturesPlan,
} from './settlement-plan';
import { fixedText } from './decimal-text';

/**
 * Liquidations a batch takes at most: a cascade queues thousands at once, and each transaction
 * costs its reads, round trips and commit whatever its size (bench/README.md, futures). A batch
 * of them locks only the liquidated accounts, the deleveraged positions' owners and the fund.
 */
const LIQUIDATION_BATCH = 1024;

export interface FuturesAccounts {
  fees: number;
  clearing: number;
  insurance: number;
}

export interface FuturesMarketDeps {
  db: Db;
  ledger: Ledger;
  accounts: FuturesAccounts;
  /** The contract's mark price now (mark-price.ts). */
  mark: (symbol: string) => Price | undefined;
  /** The contract's index price now, for the price band of orders (undefined: no band). */
  index: (symbol: string) => Price | undefined;
  now: () => number;
  onCommit: (plan: FuturesPlan) => void;
}

/**
 * Futures as a market kind of the one sequencer (trading/market-sequencer.ts): the contract's
 * book and positions rebuilt from the database, the batch's reads, the settlement plan
 * (settlement-plan.ts) and the writer.
 */
export class FuturesMarketKind implements MarketKind<FuturesCommand, FuturesBatchInput, FuturesPlan, FuturesCommandResult> {
  private state: FuturesMarketState | null = null;
  private readonly orderIds = new IdPool('futures_orders');
  private readonly tradeIds = new IdPool('futures_trades');

  constructor(
    readonly symbol: string,
    private readonly deps: FuturesMarketDeps,
  ) {}

  async restore(): Promise<void> {
    this.state = null;
    const row = await repo.contract(this.deps.db, this.symbol);
    if (!row) throw new Error(`futures: unknown contract ${this.symbol}`);
    const market = marketOfRow(row);
    const book = createOrderBook();
    const live = new Map<number, FuturesOrderState>();
    const open = (await repo.openOrdersOfMarket(this.deps.db, this.symbol)).map((r) => {
      const o = orderOfRow(r, market);
      live.set(o.id, o);
      return {
        orderId: orderId(o.id),
        userId: userId(o.userId),
        side: (o.direction === 'open_long' || o.direction === 'close_short' ? 'buy' : 'sell') as 'buy' | 'sell',
        price: ticks(Number(o.price! / market.contract.tickSize)),
        qty: lots(openLots(o)),
        time: epochMillis(o.seq),
      };
    });
    book.restore(open);
    const positions = new Map<string, PositionState>();
    for (const r of await repo.positionsOfMarket(this.deps.db, this.symbol)) {
      const p = positionOfRow(r, market);
      positions.set(positionKey(p.userId, p.side), p);
    }
    this.state = { market, book, live, positions };
  }

  /**
   * The batch's reads: the contract's settings, the placers' leverage, taken client order ids, the
   * futures USDT of the placers and of every owner of a resting close order (a close fill may
   * need their balance for a loss), and the insurance fund.
   */
  async read(tx: Tx, commands: readonly FuturesCommand[]): Promise<FuturesBatchInput> {
    const state = this.current();
    const places = commands.flatMap((c) => (c.type === 'place' ? [c] : []));
    const users = new Set(commands.map((c) => c.userId));
    for (const o of state.live.values()) if (isClosing(o.direction)) users.add(o.userId);
    // Funding touches every position holder; a liquidation may deleverage the holders of the side
    // opposite to the one it takes over (only those).
    const deleverageable = new Set<'long' | 'short'>();
    for (const c of commands) if (c.type === 'liquidate') deleverageable.add(c.side === 'long' ? 'short' : 'long');
    const funding = commands.some((c) => c.type === 'funding');
    if (funding || deleverageable.size > 0) for (const p of state.positions.values()) if (p.size > 0 && (funding || deleverageable.has(p.side))) users.add(p.userId);
    users.delete(this.deps.accounts.insurance);
    const clientIds = places.flatMap((c) => (c.body.client_order_id ? [{ userId: c.userId, clientOrderId: c.body.client_order_id }] : []));
    const { accounts } = this.deps;
    const [contract, settings, taken, balances, insurance, orderIds] = await Promise.all([
      repo.contract(tx, this.symbol),
      // A liquidation (a cascade's thousand a batch) and funding go by no user's leverage setting.
      repo.settingsOf(tx, [...new Set(commands.flatMap((c) => (c.type === 'liquidate' || c.type === 'funding' ? [] : [c.userId])))], this.symbol),
      repo.takenClientIds(tx, clientIds),
      this.deps.ledger.balancesFor([...users], 'futures', [state.market.quote], tx),
      this.deps.ledger.balance(accounts.insurance, 'futures', state.market.quote, tx),
      // A liquidation places the fund's closing order.
      this.orderIds.take(tx, places.length + commands.filter((c) => c.type === 'liquidate').length),
    ]);
    const money_ = new Map<number, FuturesMoney>();
    for (const r of balances) money_.set(r.userId, { available: money(fixedOf(r.available)), frozen: money(fixedOf(r.frozen)) });
    const market = contract ? marketOfRow(contract) : undefined;
    const mark = this.deps.mark(this.symbol);
    if (mark === undefined) throw new AppError('MARKET_BUSY', `futures ${this.symbol}: no mark price yet`);
    return {
      market,
      balances: money_,
      settings,
      taken,
      orderIds,
      mark,
      index: this.deps.index(this.symbol),
      accounts,
      insurance: money(fixedOf(insurance.available)),
      lastFundingTime: contract?.lastFundingTime ?? 0,
      now: this.deps.now(),
    };
  }

  settle(input: FuturesBatchInput, commands: readonly FuturesCommand[]): FuturesPlan {
    return planFuturesBatch(this.current(), input, commands);
  }

  /**
   * The plan's rows and the ledger's lock of every balance row its entries touch go as one
   * statement (trading/together.ts), then the entries: two round trips a batch.
   */
  async write(tx: Tx, plan: FuturesPlan): Promise<void> {
    const ids = await this.tradeIds.take(tx, plan.trades.length);
    const trades = plan.trades.map((t, i) => {
      t.id = ids[i]!;
      plan.prints[i]!.id = String(ids[i]);
      return t as typeof t & { id: number };
    });
    if (plan.settings.length > 0) await repo.writeSettings(tx, plan.market, plan.settings);
    if (plan.funding) await repo.recordFunding(tx, this.symbol, plan.funding.time, formatFixed(plan.funding.rate));
    const rows = repo.writePart(plan.market, {
      fresh: plan.created,
      changed: plan.changed,
      trades,
      positions: plan.positions,
      liquidations: plan.liquidations,
      at: this.deps.now(),
    });
    const entries = plan.entries
      .map(({ entry, trade }) => (trade === undefined ? entry : { ...entry, refId: String(ids[trade]) }))
      .filter((e) => e.legs.length > 0);
    const nothing = plan.created.length + plan.changed.length + trades.length + plan.positions.length + plan.liquidations.length === 0;
    if (entries.length === 0 && nothing) return;
    const posting = entries.length > 0 ? this.deps.ledger.preparePostMany(entries) : undefined;
    const checkCreated = (created: number) => {
      if (created !== plan.created.length) throw new WriteConflict('a client order id was taken meanwhile');
    };
    if (!posting) return checkCreated((await runTogether(tx, { rows })).rows);
    const written = await runTogether(tx, { rows, locked: posting.lock });
    checkCreated(written.rows);
    try {
      await posting.write(tx, written.locked);
    } catch (err) {
      if (err instanceof AppError && err.key === 'INSUFFICIENT_BALANCE') throw new WriteConflict(String(err));
      throw err;
    }
  }

  /** A run of liquidations goes in batches of up to LIQUIDATION_BATCH; anything else, the default. */
  batchSize(queued: readonly FuturesCommand[]): number | undefined {
    let n = 0;
    while (n < queued.length && n < LIQUIDATION_BATCH && queued[n]!.type === 'liquidate') n++;
    return n > 0 ? n : undefined;
  }

  answers(plan: FuturesPlan): FuturesCommandResult[] {
    return plan.results;
  }

  publish(plan: FuturesPlan): void {
    this.deps.onCommit(plan);
  }

  /** The market's state for views (positions, book); undefined before the first restore. */
  view(): FuturesMarketState | undefined {
    return this.state ?? undefined;
  }

  depth(limit: number): DepthSnapshot | undefined {
    if (!this.state) return undefined;
    const { market: m, book } = this.state;
    const d = book.depth(limit);
    const tick = m.contract.tickSize;
    const step = m.contract.stepSize;
    const level = (l: { price: number; qty: number }): [string, string] => [
      fixedText(BigInt(l.price) * tick, m.pricePrecision),
      fixedText(BigInt(l.qty) * step, m.qtyPrecision),
    ];
    return { symbol: m.symbol, bids: d.bids.map(level), asks: d.asks.map(level), ts: this.deps.now() };
  }

  private current(): FuturesMarketState {
    if (!this.state) throw new Error(`futures ${this.symbol}: book not restored`);
    return this.state;
  }
}


export interface FuturesSequencer {
  sequencer: MarketSequencer<FuturesCommand, FuturesBatchInput, FuturesPlan, FuturesCommandResult>;
  kind: FuturesMarketKind;
}

export function createFuturesSequencer(
  symbol: string,
  deps: FuturesMarketDeps & {
    log: (err: unknown, msg: string) => void;
    /** Every batch's fencing token check (modules/cluster), and what to do when it refused. */
    fence?: (tx: Tx) => Promise<void>;
    onDeposed?: () => void;
  },
): FuturesSequencer {
  const kind = new FuturesMarketKind(symbol, deps);
  const sequencer = new MarketSequencer(`futures ${symbol}`, kind, {
    transaction: (body) => pipelinedTransaction(deps.db, body),
    log: deps.log,
    fence: deps.fence,
    onDeposed: deps.onDeposed,
  });
  return { sequencer, kind };
}
