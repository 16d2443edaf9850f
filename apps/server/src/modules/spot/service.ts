import type { PlaceSpotOrderBody, SpotBalances, SpotOrder, SpotOrderDetail, SpotOrderPage, TradePrint, UserPush } from '@aurelix/shared/schemas/spot';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { normalizeDecimal } from '../../lib/decimal';
import type { Ledger } from '../ledger/service';
import type { SpotMarketFeed, SpotOrderPort, SpotTradeRecord } from './feed';
import { isRetryOf } from './client-order-id';
import { isOpen, stateOfRow, viewOf, type OrderRow } from './order-state';
import { spotRepository as repo } from './repository';
import { createSpotSequencer, type CommittedBatch, type SequencedResult, type SpotFaults, type SpotSequencer } from './sequencer';

export interface SpotServiceDeps {
  db: Db;
  ledger: Ledger;
  /** Pushes to the private channel `user_{id}`. */
  publishToUser: (userId: number, push: UserPush) => void;
  /** Whether a push to the user could reach anyone (a signed-in socket); by default, always. */
  reachesUser?: (userId: number) => boolean;
  log: (err: unknown, msg: string) => void;
  /** The server's clock (lib/clock.ts), in epoch ms. */
  now: () => number;
}

const DAY_MS = 86_400_000;

/** A follower of some users' order and balance changes (asked per user, so nothing is built for others). */
export interface SpotUserListener {
  wants(userId: number): boolean;
  order(userId: number, order: SpotOrder): void;
  /** The spot balances of these currencies changed. */
  balance(userId: number, currencies: string[]): void;
}

/**
 * Spot trading (issue 4): one sequencer per market, the calls of the spot API and of bots
 * (SpotOrderPort), and the feed that market data builds on (SpotMarketFeed).
 */
export function createSpotService(deps: SpotServiceDeps) {
  const { db } = deps;
  const { now } = deps;
  const sequencers = new Map<string, Promise<SpotSequencer>>();
  const tradeListeners = new Set<(symbol: string, trades: readonly SpotTradeRecord[]) => void>();
  const bookListeners = new Set<(symbol: string) => void>();
  const userListeners = new Set<SpotUserListener>();
  const pricePrecision = new Map<string, number>();
  /** Sequencers already built, for the synchronous `depth`. */
  const started = new Map<string, SpotSequencer>();
  let feesUserId: number | undefined;
  const faults: SpotFaults = {};

  async function feesUser(): Promise<number> {
    feesUserId ??= await repo.userIdOf(db, 'system:fees');
    if (feesUserId === undefined) throw new Error('spot: platform account system:fees is not seeded');
    return feesUserId;
  }

  function publish(batch: CommittedBatch) {
    pricePrecision.set(batch.symbol, batch.market.pricePrecision);
    // Most orders in a busy market belong to users with no socket open (bots, API traders).
    const reaches = deps.reachesUser ?? (() => true);
    for (const o of batch.orders)
      if (reaches(o.userId)) deps.publishToUser(o.userId, { type: 'spot_order', order: viewOf(o, batch.market.pricePrecision) });
    for (const u of batch.users)
      if (reaches(u)) deps.publishToUser(u, { type: 'balance', account: 'spot', currencies: [batch.market.base, batch.market.quote] });
    const safely = (f: () => void) => {
      try {
        f();
      } catch (err) {
        deps.log(err, `spot ${batch.symbol}: a feed listener failed`);
      }
    };
    for (const l of userListeners) {
      for (const o of batch.orders) if (l.wants(o.userId)) safely(() => l.order(o.userId, viewOf(o, batch.market.pricePrecision)));
      for (const u of batch.users) if (l.wants(u)) safely(() => l.balance(u, [batch.market.base, batch.market.quote]));
    }
    if (batch.trades.length > 0) for (const l of tradeListeners) safely(() => l(batch.symbol, batch.trades));
    if (batch.orders.length > 0) for (const l of bookListeners) safely(() => l(batch.symbol));
  }

  /** The market's sequencer, created and rebuilt on first use; UNKNOWN_PAIR when there is no such pair. */
  async function sequencerOf(symbol: string): Promise<SpotSequencer> {
    let found = sequencers.get(symbol);
    if (!found) {
      found = (async () => {
        const market = await repo.market(db, symbol);
        if (!market) throw new AppError('UNKNOWN_PAIR', symbol);
        pricePrecision.set(symbol, market.pricePrecision);
        const feesUserId = await feesUser();
        const s = createSpotSequencer(symbol, { db, ledger: deps.ledger, feesUserId, now, onCommit: publish, log: deps.log, faults });
        await s.sequencer.restore();
        started.set(symbol, s);
        return s;
      })();
      sequencers.set(symbol, found);
      found.catch(() => sequencers.delete(symbol));
    }
    return found;
  }

  const view = (row: OrderRow): SpotOrder => viewOf(stateOfRow(row), pricePrecision.get(row.symbol) ?? 8);

  /** `placed` is the request of a place command: a reused client order id must be a retry of it. */
  async function answer(r: SequencedResult, placed?: PlaceSpotOrderBody): Promise<SpotOrder> {
    if (!r.ok) throw new AppError(r.key);
    if ('order' in r) return r.order;
    const row = await repo.orderByClientId(db, r.duplicateOf.userId, r.duplicateOf.clientOrderId);
    if (!row) throw new AppError('MARKET_BUSY', 'duplicate client order id vanished');
    if (placed && !isRetryOf(row, placed)) throw new AppError('SPOT_CLIENT_ORDER_ID_REUSED');
    return view(row);
  }

  /** An order of this user, or ORDER_NOT_FOUND (someone else's orders do not exist for them). */
  async function ownOrder(userId: number, id: string): Promise<OrderRow> {
    const n = Number(id);
    const row = Number.isSafeInteger(n) ? await repo.orderById(db, n) : undefined;
    if (!row || row.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  const port: SpotOrderPort = {
    async placeOrder(userId: number, body: PlaceSpotOrderBody): Promise<SpotOrder> {
      // A retried client order id is found by the batch (one read for all its commands), which
      // answers with the first order: no lookup per request here.
      const s = await sequencerOf(body.symbol);
      return answer(await s.sequencer.submit({ type: 'place', userId, body }), body);
    },
    async cancelOrder(userId: number, orderId: string): Promise<SpotOrder> {
      const row = await ownOrder(userId, orderId);
      if (!isOpen(row.status as SpotOrder['status'])) throw new AppError('ORDER_NOT_OPEN');
      const s = await sequencerOf(row.symbol);
      return answer(await s.sequencer.submit({ type: 'cancel', userId, orderId: row.id }));
    },
    async openOrders(userId: number, symbol: string): Promise<SpotOrder[]> {
      const { rows } = await repo.page(db, repo.currentWhere(userId, symbol), 1, 10_000);
      return rows.map(view);
    },
  };

  const feed: SpotMarketFeed = {
    onTrades(listener) {
      tradeListeners.add(listener);
      return () => tradeListeners.delete(listener);
    },
    onBookChange(listener) {
      bookListeners.add(listener);
      return () => bookListeners.delete(listener);
    },
    depth(symbol, limit) {
      // Only markets whose sequencer exists have a book; start() creates them all.
      const s = started.get(symbol);
      return s?.kind.depth(limit);
    },
  };

  return {
    ...port,
    feed,
    faults,

    /** Follows the order and balance changes of the users a listener wants, after each commit (the Binance user data stream). */
    onUserChanges(listener: SpotUserListener): () => void {
      userListeners.add(listener);
      return () => userListeners.delete(listener);
    },

    /** Rebuilds every market's book from its open orders (server start). */
    async start(): Promise<void> {
      for (const symbol of await repo.symbols(db)) await sequencerOf(symbol);
    },

    /**
     * Opens the market of a pair listed while the server runs (platform's onPairAdded): its sequencer
     * and (empty) book exist at once, so depth answers before the first order. UNKNOWN_PAIR if it is
     * not in the pair list.
     */
    async openMarket(symbol: string): Promise<void> {
      await sequencerOf(symbol);
    },

    /** Drains every sequencer: no new commands, and every queued one committed. */
    async close(): Promise<void> {
      const all = await Promise.allSettled([...sequencers.values()]);
      await Promise.all(all.flatMap((r) => (r.status === 'fulfilled' ? [r.value.sequencer.close()] : [])));
    },

    async currentOrders(userId: number, q: { symbol?: string; page: number; page_size: number }): Promise<SpotOrderPage> {
      const { rows, total } = await repo.page(db, repo.currentWhere(userId, q.symbol), q.page, q.page_size);
      return { list: rows.map(view), total };
    },

    async history(
      userId: number,
      q: { symbol?: string; side?: 'buy' | 'sell'; days: number; page: number; page_size: number },
    ): Promise<SpotOrderPage> {
      const since = new Date(now() - q.days * DAY_MS);
      const where = repo.historyWhere(userId, { symbol: q.symbol, side: q.side, since });
      const { rows, total } = await repo.page(db, where, q.page, q.page_size);
      return { list: rows.map(view), total };
    },

    async detail(userId: number, orderId: string): Promise<SpotOrderDetail> {
      const row = await ownOrder(userId, orderId);
      const deals = await repo.dealsOf(db, row.id);
      return {
        ...view(row),
        deals: deals.map((t) => {
          const maker = t.makerOrderId === row.id;
          return {
            id: String(t.id),
            time: t.createdAt.getTime(),
            price: stateDecimal(t.price),
            quantity: stateDecimal(t.quantity),
            amount: stateDecimal(t.amount),
            fee: stateDecimal(maker ? t.makerFee : t.takerFee),
            fee_currency: row.feeCurrency,
            maker,
          };
        }),
      };
    },

    /** An order of this user by its client order id, or ORDER_NOT_FOUND. */
    async orderByClientId(userId: number, clientOrderId: string): Promise<SpotOrder> {
      const row = await repo.orderByClientId(db, userId, clientOrderId);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return view(row);
    },

    /** A user's orders of a market in id order (the Binance-compatible allOrders). */
    async ordersOf(userId: number, symbol: string, q: { fromId?: number; startTime?: number; endTime?: number; limit: number }): Promise<SpotOrder[]> {
      return (await repo.ordersOf(db, userId, symbol, q)).map(view);
    },

    /**
     * A user's own fills of a market in trade id order (the Binance-compatible myTrades): one per
     * side the user took, so a trade against their own order is two fills, as on Binance.
     */
    async fillsOf(
      userId: number,
      symbol: string,
      q: { orderId?: number; fromId?: number; startTime?: number; endTime?: number; limit: number },
    ): Promise<SpotFill[]> {
      const market = await repo.market(db, symbol);
      if (!market) throw new AppError('UNKNOWN_PAIR', symbol);
      const trades = await repo.tradesOf(db, userId, symbol, q);
      const fills: SpotFill[] = [];
      for (const t of trades) {
        const taker = { orderId: t.takerOrderId, side: t.takerSide as 'buy' | 'sell', fee: t.takerFee, maker: false };
        const maker = { orderId: t.makerOrderId, side: (t.takerSide === 'buy' ? 'sell' : 'buy') as 'buy' | 'sell', fee: t.makerFee, maker: true };
        const mine = [t.makerUserId === userId ? maker : undefined, t.takerUserId === userId ? taker : undefined];
        for (const f of mine) {
          if (!f || (q.orderId !== undefined && f.orderId !== q.orderId)) continue;
          fills.push({
            id: t.id,
            orderId: f.orderId,
            side: f.side,
            price: stateDecimal(t.price),
            quantity: stateDecimal(t.quantity),
            amount: stateDecimal(t.amount),
            fee: stateDecimal(f.fee),
            feeCurrency: market.quote,
            maker: f.maker,
            time: t.createdAt.getTime(),
          });
        }
      }
      return fills;
    },

    /** Public prints of a market from the database, in id order (historical and aggregate trades). */
    async tradePrints(symbol: string, q: { fromId?: number; startTime?: number; endTime?: number; limit: number }): Promise<TradePrint[]> {
      const trades = await repo.tradesOf(db, undefined, symbol, q);
      return trades.map((t) => ({
        id: String(t.id),
        price: stateDecimal(t.price),
        quantity: stateDecimal(t.quantity),
        side: t.takerSide as 'buy' | 'sell',
        time: t.createdAt.getTime(),
      }));
    },

    async balances(userId: number, symbol: string): Promise<SpotBalances> {
      const market = await repo.market(db, symbol);
      if (!market) throw new AppError('UNKNOWN_PAIR', symbol);
      const [base, quote] = await Promise.all([
        deps.ledger.balance(userId, 'spot', market.base),
        deps.ledger.balance(userId, 'spot', market.quote),
      ]);
      return {
        base: { currency: market.base, ...base },
        quote: { currency: market.quote, ...quote },
        maker_fee: market.makerFee.toFixed(),
        taker_fee: market.takerFee.toFixed(),
      };
    },
  };
}

const stateDecimal = (s: string) => normalizeDecimal(s);

/** One side of a trade as the user who took it sees it. */
export interface SpotFill {
  id: number;
  orderId: number;
  side: 'buy' | 'sell';
  price: string;
  quantity: string;
  amount: string;
  fee: string;
  feeCurrency: string;
  maker: boolean;
  time: number;
}

export type SpotService = ReturnType<typeof createSpotService>;
