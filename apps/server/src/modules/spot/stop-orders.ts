import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { TriggerIndex } from '@aurelix/engine/futures/triggers';
import { price as asPrice, type Price } from '@aurelix/engine/futures/units';
import { errorMessage, type ErrorKey } from '@aurelix/shared/errors';
import type { Locale } from '@aurelix/shared/locales';
import type { PlaceSpotOrderBody, SpotOrder } from '@aurelix/shared/schemas/spot';
import type { PlaceSpotStopBody, SpotStop, SpotStopPage, SpotStopPush, SpotStopStatus } from '@aurelix/shared/schemas/spot-stop';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import type { SpotMarketFeed, SpotTradeRecord } from './feed';
import { checkOrder, unitsOf } from './market-rules';
import { spotRepository as repo } from './repository';
import { spotStopOrders } from './schema';

type StopRow = typeof spotStopOrders.$inferSelect;

/** At most this many waiting stops per user and pair. */
export const MAX_WAITING_STOPS = 50;

export interface SpotStopDeps {
  db: Db;
  /** The server's clock (lib/clock.ts), in epoch ms. */
  now: () => number;
  /** The trades of every pair once committed (spot's feed). */
  feed: Pick<SpotMarketFeed, 'onTrades'>;
  /** Places an order as the user through spot's normal path (the sequencer). */
  placeOrder: (userId: number, body: PlaceSpotOrderBody) => Promise<SpotOrder>;
  /** The checks the order API makes before the sequencer (the price band); throws an AppError. */
  checkOrder: (body: PlaceSpotOrderBody) => Promise<void>;
  publishToUser: (userId: number, push: SpotStopPush) => void;
  log: (err: unknown, msg: string) => void;
}

/**
 * Stop-limit orders of spot (issue 16 part 4): waiting stops sit in the engine's TriggerIndex, one
 * per pair, keyed by the stop price; every committed trade takes the stops its price crosses (two
 * comparisons when none fires) and places their GTC limit orders through spot's normal path. A stop
 * fires once: its order's client order id is `stp-{id}`, so firing again answers the first order,
 * and a restart that finds that order marks the stop triggered instead of waiting for the price.
 * Nothing is frozen while a stop waits; a balance short when it fires ends it `failed`.
 */
export function createSpotStops(deps: SpotStopDeps) {
  const { db } = deps;
  const indexes = new Map<string, PairIndex>();
  const waiting = new Map<number, StopRow>();
  const firing = new Set<number>();
  /** The last trade price per pair, as the feed last told it (read from the trades before the first). */
  const lastPrices = new Map<string, string>();
  let closing = false;

  /**
   * The index of a pair, its keys the prices in units of 10^-places (exact integers, far below the
   * index's 2^53). A price with more places (the pair's tick made finer) rebuilds it at those places.
   */
  function keyed(symbol: string, text: string): { index: TriggerIndex; key: Price } {
    const places = new Decimal(text).decimalPlaces();
    let pair = indexes.get(symbol);
    if (!pair || places > pair.places) {
      pair = { places: Math.max(places, pair?.places ?? 0), index: new TriggerIndex() };
      indexes.set(symbol, pair);
      for (const r of waiting.values()) if (r.symbol === symbol) pair.index.set(r.id, r.direction as 'rise' | 'fall', keyOf(r.stopPrice, pair.places));
    }
    return { index: pair.index, key: keyOf(text, pair.places) };
  }

  function rest(row: StopRow): void {
    const { index, key } = keyed(row.symbol, row.stopPrice);
    waiting.set(row.id, row);
    index.set(row.id, row.direction as 'rise' | 'fall', key);
  }

  function unrest(row: StopRow): void {
    indexes.get(row.symbol)?.index.remove(row.id);
    waiting.delete(row.id);
  }

  function view(row: StopRow, locale: Locale = 'en_US'): SpotStop {
    return {
      id: String(row.id),
      symbol: row.symbol,
      side: row.side as SpotStop['side'],
      stop_price: normalizeDecimal(row.stopPrice),
      direction: row.direction as SpotStop['direction'],
      price: normalizeDecimal(row.price),
      quantity: normalizeDecimal(row.quantity),
      status: row.status as SpotStopStatus,
      order_id: row.orderId === null ? null : String(row.orderId),
      fail_reason: row.failKey ? errorMessage(row.failKey as ErrorKey, locale) : null,
      created_at: row.createdAt.getTime(),
      ended_at: row.endedAt?.getTime() ?? null,
    };
  }

  function push(row: StopRow): void {
    deps.publishToUser(row.userId, { type: 'spot_stop', stop: view(row) });
  }

  /** Moves a waiting stop on (the status is the guard: of two writers, one wins). */
  async function end(id: number, patch: Partial<typeof spotStopOrders.$inferInsert>): Promise<StopRow | undefined> {
    const [row] = await db
      .update(spotStopOrders)
      .set({ ...patch, endedAt: new Date(deps.now()) })
      .where(and(eq(spotStopOrders.id, id), eq(spotStopOrders.status, 'waiting')))
      .returning();
    return row;
  }

  const orderOf = (row: StopRow): PlaceSpotOrderBody => ({
    symbol: row.symbol,
    side: row.side as PlaceSpotOrderBody['side'],
    type: 'limit',
    tif: 'GTC',
    price: normalizeDecimal(row.price),
    quantity: normalizeDecimal(row.quantity),
    client_order_id: `stp-${row.id}`,
  });

  /** Places a fired stop's limit order; the stop ends triggered (with the order) or failed (with why). */
  async function fire(id: number): Promise<void> {
    const row = waiting.get(id);
    if (!row || firing.has(id)) return;
    firing.add(id);
    waiting.delete(id);
    try {
      // Armed in several processes (issue 28), it may have been cancelled through another one.
      const [now_] = await db.select({ status: spotStopOrders.status }).from(spotStopOrders).where(eq(spotStopOrders.id, id)).limit(1);
      if (now_?.status !== 'waiting') return;
      const body = orderOf(row);
      await deps.checkOrder(body);
      const order = await deps.placeOrder(row.userId, body);
      const done = await end(row.id, { status: 'triggered', orderId: Number(order.id) });
      if (done) push(done);
    } catch (err) {
      // Shutting down: the stop stays waiting in the table and fires after the restart (once: stp-{id}).
      if (closing) return;
      const key: ErrorKey = err instanceof AppError ? err.key : 'SYSTEM_ERROR';
      if (!(err instanceof AppError)) deps.log(err, `spot stop ${id} failed`);
      const done = await end(row.id, { status: 'failed', failKey: key }).catch(() => undefined);
      if (done) push(done);
    } finally {
      firing.delete(id);
    }
  }

  function onTrades(symbol: string, trades: readonly SpotTradeRecord[]): void {
    const last = trades.at(-1);
    if (!last) return;
    lastPrices.set(symbol, last.price);
    if (!indexes.get(symbol)?.index.size || closing) return;
    // Every print was the last price for a moment: a dip inside one batch fires what it crosses.
    for (const t of trades) {
      const { index, key } = keyed(symbol, t.price);
      for (const id of index.take(key)) void fire(id);
    }
  }

  async function lastPrice(symbol: string): Promise<Decimal | undefined> {
    if (!lastPrices.has(symbol)) {
      const text = await repo.lastTradePrice(db, symbol);
      if (text === undefined) return undefined;
      // A trade the feed told meanwhile is newer than what was read.
      if (!lastPrices.has(symbol)) lastPrices.set(symbol, text);
    }
    return new Decimal(lastPrices.get(symbol)!);
  }

  async function ownStop(userId: number, id: string): Promise<StopRow> {
    const n = Number(id);
    const [row] = Number.isSafeInteger(n) ? await db.select().from(spotStopOrders).where(eq(spotStopOrders.id, n)).limit(1) : [];
    if (!row || row.userId !== userId) throw new AppError('STOP_NOT_FOUND');
    return row;
  }

  const unsubscribe = deps.feed.onTrades(onTrades);

  return {
    /**
     * Loads the waiting stops (server start). A stop whose order exists already (the server stopped
     * between placing it and recording it) ends triggered with that order.
     */
    async start(): Promise<void> {
      const rows = await db.select().from(spotStopOrders).where(eq(spotStopOrders.status, 'waiting')).orderBy(asc(spotStopOrders.id));
      for (const row of rows) {
        const placed = await repo.orderByClientId(db, row.userId, `stp-${row.id}`);
        if (!placed) rest(row);
        else {
          const done = await end(row.id, { status: 'triggered', orderId: placed.id });
          if (done) push(done);
        }
      }
    },

    /**
     * Arms the waiting stops of a market this process has just come to own (issue 28): a stop is
     * armed in the process it was placed through, which may have died since; one armed in two
     * processes still places its order once (client order id stp-{id}, and the status guard).
     */
    async load(symbol: string): Promise<void> {
      const rows = await db
        .select()
        .from(spotStopOrders)
        .where(and(eq(spotStopOrders.symbol, symbol), eq(spotStopOrders.status, 'waiting')))
        .orderBy(asc(spotStopOrders.id));
      for (const row of rows) if (!waiting.has(row.id) && !firing.has(row.id)) rest(row);
    },

    /** No stop fires from now on; those in flight stay waiting if their order is refused for the shutdown. */
    close(): void {
      closing = true;
      unsubscribe();
    },

    /** Resolves once the stops fired so far have placed their orders (tests). */
    async settled(): Promise<void> {
      while (firing.size > 0) await new Promise((r) => setImmediate(r));
    },

    async place(userId: number, body: PlaceSpotStopBody, locale: Locale): Promise<SpotStop> {
      const market = await repo.market(db, body.symbol);
      if (!market) throw new AppError('UNKNOWN_PAIR', body.symbol);
      // The limit order it will place must be valid as it stands (tick, step, minimums).
      const checked = checkOrder(market, { symbol: body.symbol, side: body.side, type: 'limit', price: body.price, quantity: body.quantity });
      if (!checked.ok) throw new AppError(checked.key);
      const stopPrice = new Decimal(body.stop_price);
      const stopTicks = unitsOf(stopPrice, market.tick);
      if (stopTicks === null) throw new AppError('STOP_PRICE_OFF_TICK');
      if (stopTicks === 'too-large') throw new AppError('ORDER_TOO_LARGE');
      const last = await lastPrice(body.symbol);
      if (last === undefined) throw new AppError('STOP_NO_LAST_PRICE');
      if (stopPrice.eq(last)) throw new AppError('STOP_AT_LAST_PRICE');
      // Above the last price it waits for a rise to it, below for a fall.
      const direction = stopPrice.gt(last) ? 'rise' : 'fall';
      const [waitingNow] = await db
        .select({ n: count() })
        .from(spotStopOrders)
        .where(and(eq(spotStopOrders.userId, userId), eq(spotStopOrders.symbol, body.symbol), eq(spotStopOrders.status, 'waiting')));
      if ((waitingNow?.n ?? 0) >= MAX_WAITING_STOPS) throw new AppError('TOO_MANY_STOPS');
      const [row] = await db
        .insert(spotStopOrders)
        .values({
          userId,
          symbol: body.symbol,
          side: body.side,
          stopPrice: body.stop_price,
          direction,
          price: body.price,
          quantity: body.quantity,
          status: 'waiting',
          createdAt: new Date(deps.now()),
        })
        .returning();
      rest(row!);
      push(row!);
      return view(row!, locale);
    },

    async cancel(userId: number, id: string, locale: Locale): Promise<SpotStop> {
      const row = await ownStop(userId, id);
      if (row.status !== 'waiting' || firing.has(row.id)) throw new AppError('STOP_NOT_WAITING');
      unrest(row);
      const done = await end(row.id, { status: 'cancelled' });
      if (!done) throw new AppError('STOP_NOT_WAITING');
      push(done);
      return view(done, locale);
    },

    async list(userId: number, q: { symbol?: string; ended: boolean; page: number; page_size: number }, locale: Locale): Promise<SpotStopPage> {
      const where = and(
        eq(spotStopOrders.userId, userId),
        q.ended ? inArray(spotStopOrders.status, ['triggered', 'failed', 'cancelled']) : eq(spotStopOrders.status, 'waiting'),
        q.symbol ? eq(spotStopOrders.symbol, q.symbol) : undefined,
      );
      const rows = await db
        .select()
        .from(spotStopOrders)
        .where(where)
        .orderBy(desc(spotStopOrders.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size);
      const [total] = await db.select({ n: count() }).from(spotStopOrders).where(where);
      return { list: rows.map((r) => view(r, locale)), total: total?.n ?? 0 };
    },
  };
}

export type SpotStops = ReturnType<typeof createSpotStops>;

/** The waiting stops of one pair, keyed by price in units of 10^-places. */
interface PairIndex {
  places: number;
  index: TriggerIndex;
}

/** A decimal price as an exact integer in units of 10^-places (never a float). */
function keyOf(text: string, places: number): Price {
  return asPrice(BigInt(new Decimal(text).times(new Decimal(10).pow(places)).toFixed(0)));
}
