import type { DepthSnapshot, PlaceSpotOrderBody, SpotBalances, SpotOrder, SpotOrderDetail, SpotOrderPage, TradePrint, UserPush } from '@aurelix/shared/schemas/spot';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { normalizeDecimal } from '../../lib/decimal';
import type { Ledger } from '../ledger/service';
import type { Broker } from '../cluster/broker';
import type { Cluster } from '../cluster/cluster';
import { createMarketOwner, eventSubject } from '../trading/market-owner';
import type { SpotMarketFeed, SpotOrderPort, SpotTradeRecord } from './feed';
import { isRetryOf } from './client-order-id';
import { isOpen, stateOfRow, viewOf, type OrderRow } from './order-state';
import { spotRepository as repo } from './repository';
import { createSpotSequencer, type CommittedBatch, type SequencedResult, type SpotFaults, type SpotSequencer } from './sequencer';
import type { SpotCommand } from './settlement-plan';

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
  /** Which market this process owns (a lease per market, modules/cluster). */
  cluster: Pick<Cluster, 'want' | 'holds' | 'fence' | 'refresh' | 'shared'>;
  /** Commands to and events from the other processes' markets (NATS); none on one process. */
  broker?: Broker;
  /** Whether a realtime push reaches the clients of every process (the Redis adapter). */
  fanout?: boolean;
}

/** A committed batch's public part as the owner tells the other processes (trades, or the book). */
interface MarketEvent {
  trades?: SpotTradeRecord[];
  depth?: DepthSnapshot;
}

/** Levels of a depth mirror: what market data and the Binance streams read at most. */
const MIRROR_LEVELS = 1000;
/** The owner sends its book at most this often per market (the depth pushes' own pace). */
const MIRROR_MS = 100;

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
  /** Markets known to exist (any process may own them); a symbol not in it is looked up once. */
  const known = new Set<string>();
  /** The books of markets other processes own, as their owners last sent them. */
  const mirrors = new Map<string, DepthSnapshot>();
  const mirrorTimers = new Map<string, NodeJS.Timeout>();
  const tradeListeners = new Set<(symbol: string, trades: readonly SpotTradeRecord[]) => void>();
  const bookListeners = new Set<(symbol: string) => void>();
  const userListeners = new Set<SpotUserListener>();
  const pricePrecision = new Map<string, number>();
  let feesUserId: number | undefined;
  const faults: SpotFaults = {};
  let closing = false;
  let unlisten: (() => void) | undefined;
  /** Told when this process has opened a market's book (it came to own it). */
  const openedListeners = new Set<(symbol: string) => Promise<void>>();

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
    if (deps.broker) {
      if (batch.trades.length > 0) deps.broker.publish(eventSubject('spot', batch.symbol), { trades: batch.trades } satisfies MarketEvent);
      if (batch.orders.length > 0) sendBook(batch.symbol);
    }
  }

  /** Tells the other processes the market's book, at most every MIRROR_MS (real time: a push pace). */
  function sendBook(symbol: string, now_ = false) {
    if (!deps.broker || mirrorTimers.has(symbol)) return;
    const send = () => {
      mirrorTimers.delete(symbol);
      const depth = owner.local(symbol)?.kind.depth(MIRROR_LEVELS);
      if (depth) deps.broker!.publish(eventSubject('spot', symbol), { depth } satisfies MarketEvent);
    };
    if (now_) return send();
    const t = setTimeout(send, MIRROR_MS);
    t.unref();
    mirrorTimers.set(symbol, t);
  }

  /** What the owner of a market this process does not hold told it: fed to the local listeners. */
  function onEvent(symbol: string, e: MarketEvent) {
    if (owner.local(symbol)) return;
    const safely = (f: () => void) => {
      try {
        f();
      } catch (err) {
        deps.log(err, `spot ${symbol}: a feed listener failed`);
      }
    };
    if (e.trades?.length) for (const l of tradeListeners) safely(() => l(symbol, e.trades!));
    if (e.depth) {
      mirrors.set(symbol, e.depth);
      for (const l of bookListeners) safely(() => l(symbol));
    }
  }

  const owner = createMarketOwner<SpotSequencer>({
    kind: 'spot',
    cluster: deps.cluster,
    broker: deps.broker,
    log: deps.log,
    async open(symbol, fence) {
      const market = await repo.market(db, symbol);
      if (!market) throw new AppError('UNKNOWN_PAIR', symbol);
      pricePrecision.set(symbol, market.pricePrecision);
      const feesUserId = await feesUser();
      const s = createSpotSequencer(symbol, {
        db,
        ledger: deps.ledger,
        feesUserId,
        now,
        onCommit: publish,
        log: deps.log,
        faults,
        fence,
        onDeposed: () => owner.deposed(symbol),
      });
      await s.sequencer.restore();
      mirrors.delete(symbol);
      for (const l of openedListeners) void l(symbol).catch((err: unknown) => deps.log(err, `spot ${symbol}: after opening the market`));
      return s;
    },
    async close(symbol, s) {
      await s.sequencer.close();
      // The next owner's book: asked for now, and sent by it on every change.
      void askBook(symbol);
    },
    async serve(_symbol, s, body) {
      const b = body as { op: 'command'; command: SpotCommand } | { op: 'depth' };
      if (b.op === 'depth') return s.kind.depth(MIRROR_LEVELS) ?? null;
      return s.sequencer.submit(b.command);
    },
  });

  /** Fills the mirror of a market another process owns (start, a handover). */
  async function askBook(symbol: string): Promise<void> {
    if (!deps.broker || closing || owner.local(symbol)) return;
    try {
      const depth = await owner.route<DepthSnapshot | null>(symbol, { op: 'depth' }, async (s) => s.kind.depth(MIRROR_LEVELS) ?? null);
      if (depth && !owner.local(symbol)) onEvent(symbol, { depth });
    } catch {
      // Nobody holds it yet: its owner sends the book when it opens it.
    }
  }

  /**
   * Asks for the lease of a market (its book opens here once this process holds it);
   * UNKNOWN_PAIR when there is no such pair.
   */
  async function openMarket(symbol: string): Promise<void> {
    if (known.has(symbol)) return;
    const market = await repo.market(db, symbol);
    if (!market) throw new AppError('UNKNOWN_PAIR', symbol);
    pricePrecision.set(symbol, market.pricePrecision);
    known.add(symbol);
    owner.own(symbol);
    await owner.settled();
  }

  /** A command on the market's sequencer, here if this process owns the market, else at its owner. */
  async function submit(symbol: string, command: SpotCommand): Promise<SequencedResult> {
    if (!owner.local(symbol)) await openMarket(symbol);
    return owner.route(symbol, { op: 'command', command }, (s) => s.sequencer.submit(command));
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
      return answer(await submit(body.symbol, { type: 'place', userId, body }), body);
    },
    async cancelOrder(userId: number, orderId: string): Promise<SpotOrder> {
      const row = await ownOrder(userId, orderId);
      if (!isOpen(row.status as SpotOrder['status'])) throw new AppError('ORDER_NOT_OPEN');
      return answer(await submit(row.symbol, { type: 'cancel', userId, orderId: row.id }));
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
      // The owner's book, or the mirror its owner last sent (another process owns the market).
      const s = owner.local(symbol);
      if (s) return s.kind.depth(limit);
      const m = mirrors.get(symbol);
      return m && { ...m, bids: m.bids.slice(0, limit), asks: m.asks.slice(0, limit) };
    },
    owns: (symbol) => owner.local(symbol) !== undefined,
    // With the Redis adapter the owner's pushes reach every client; without, each process pushes to its own.
    pushesHere: (symbol) => !deps.fanout || owner.local(symbol) !== undefined,
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

    /**
     * Asks for every market's lease and waits for a lease round, so the markets this process
     * holds have their books rebuilt from the open orders when it answers (server start).
     */
    async start(): Promise<void> {
      for (const symbol of await repo.symbols(db)) {
        const market = await repo.market(db, symbol);
        if (market) pricePrecision.set(symbol, market.pricePrecision);
        known.add(symbol);
        owner.own(symbol);
      }
      await owner.settled();
      unlisten = deps.broker?.listen(eventSubject('spot', '*'), (e: MarketEvent, subject) => onEvent(subject.slice(eventSubject('spot', '').length), e));
      for (const symbol of known) {
        if (owner.local(symbol)) sendBook(symbol, true);
        else await askBook(symbol);
      }
    },

    /** Follows the markets this process comes to own (start, a takeover). */
    onMarketOpened(listener: (symbol: string) => Promise<void>): () => void {
      openedListeners.add(listener);
      return () => openedListeners.delete(listener);
    },

    /** The spot markets this process owns now. */
    held: () => owner.held(),

    /**
     * Opens the market of a pair listed while the server runs (platform's onPairAdded): its sequencer
     * and (empty) book exist at once, so depth answers before the first order. UNKNOWN_PAIR if it is
     * not in the pair list.
     */
    openMarket,

    /** Drains every sequencer: no new commands, and every queued one committed. */
    async close(): Promise<void> {
      closing = true;
      unlisten?.();
      for (const t of mirrorTimers.values()) clearTimeout(t);
      mirrorTimers.clear();
      await owner.closeAll();
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
