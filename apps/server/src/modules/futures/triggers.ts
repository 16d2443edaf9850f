import { and, asc, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { lots as asLots } from '@aurelix/engine/units';
import { priceAtReturn, type Position } from '@aurelix/engine/futures/position';
import { checkTakeProfitStopLoss, exitTriggerDirection, TriggerIndex, triggerDirection } from '@aurelix/engine/futures/triggers';
import { formatFixed, leverage as asLeverage, money, ONE, parseFixed, rate as asRate, type Price } from '@aurelix/engine/futures/units';
import { formatLots, lotsOfText, priceOfText } from '@aurelix/engine/futures/wire';
import { errorMessage, type ErrorKey } from '@aurelix/shared/errors';
import type { Locale } from '@aurelix/shared/locales';
import type { FuturesDirection, FuturesOrder, OpeningExit, OpeningTpsl, PlaceFuturesOrderBody } from '@aurelix/shared/schemas/futures';
import type {
  FuturesTpsl,
  FuturesTrigger,
  FuturesTriggerPage,
  FuturesTriggerPush,
  PlaceFuturesTriggerBody,
  SetFuturesTpslBody,
  TriggerKind,
  TriggerPriceType,
} from '@aurelix/shared/schemas/futures-triggers';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FuturesMarket, FuturesOrderState, PositionState } from './order-state';
import { fixedOf, orderOfRow } from './repository';
import { futuresOrders, futuresTriggers } from './schema';
import { cutTo, trim8 } from './decimal-text';
import { createTriggeredCloses, isTriggeredClose, type TriggerNotice } from './trigger-closes';

type TriggerRow = typeof futuresTriggers.$inferSelect;

/** How far back a start looks for opening orders whose TP/SL a crash kept from being made. */
const RECOVER_MS = 60 * 60_000;

/** At most this many waiting triggers per user and contract. */
export const MAX_WAITING_TRIGGERS = 50;

export interface TriggerDeps {
  db: Db;
  now: () => number;
  market: (symbol: string) => FuturesMarket;
  /** The mark or last price of a contract now (last falls back to the mark before any trade). */
  priceOf: (symbol: string, by: TriggerPriceType) => Price | undefined;
  /** A user's open position on one side, with what resting closes already hold (in lots). */
  position: (userId: number, symbol: string, side: 'long' | 'short') => { p: PositionState; pendingClose: number } | undefined;
  /** Places an order as the user (the same path as the API, without the identity check: it was made at placement). */
  placeOrder: (userId: number, body: PlaceFuturesOrderBody) => Promise<FuturesOrder>;
  publishToUser: (userId: number, push: FuturesTriggerPush) => void;
  /** A notice to the user (triggered closes: fired, not filled yet, filled, gave up). */
  notify: (notice: TriggerNotice) => void;
  log: (err: unknown, msg: string) => void;
}

const sideOf = (d: FuturesDirection): 'long' | 'short' => (d === 'open_long' || d === 'close_long' ? 'long' : 'short');

/**
 * Trigger (plan) orders and TP/SL exits (issue 16 part 4). Waiting triggers sit in an index per
 * contract and price type; every price change takes the crossed ones (two comparisons when none
 * fires) and places their orders. A trigger fires once: its order's client order id is `trg-{id}`,
 * so firing again after a restart (the order committed, the status not yet) answers the first order.
 * A market close of a position that cannot fill is retried as prices change (trigger-closes.ts).
 */
export function createTriggers(deps: TriggerDeps) {
  const { db } = deps;
  const indexes = new Map<string, TriggerIndex>();
  const waiting = new WaitingTriggers();
  const firing = new Set<number>();
  const closes = createTriggeredCloses({
    db,
    now: deps.now,
    market: deps.market,
    position: deps.position,
    placeOrder: deps.placeOrder,
    update: (id, patch, from) => update(id, patch, from),
    push: (row) => push(row),
    notify: deps.notify,
    log: deps.log,
  });

  /** What each opening order's TP/SL made so far: the lots covered and the trigger of each kind. */
  const attached = new Map<number, { lots: number; ids: Partial<Record<'take_profit' | 'stop_loss', number>>; settled: Set<string> }>();
  /** One attach at a time per order, in fill order. */
  const attaching = new Map<number, Promise<void>>();

  async function attach(
    o: Pick<FuturesOrderState, 'id' | 'userId' | 'symbol' | 'direction' | 'dealLots' | 'dealValue' | 'leverage' | 'tpsl'> & { ended: boolean },
  ): Promise<void> {
    let done = attached.get(o.id);
    if (!done) {
      // First time in this process: what earlier fills made (before a restart) is in the table;
      // a kind the user cancelled, or that fired, is not made again.
      done = { lots: 0, ids: {}, settled: new Set() };
      for (const r of await db.select().from(futuresTriggers).where(eq(futuresTriggers.sourceOrderId, o.id))) {
        const kind = r.kind as 'take_profit' | 'stop_loss';
        if (r.status === 'waiting') done.ids[kind] = r.id;
        else done.settled.add(kind);
      }
    }
    // An ended order fills no more: what it made needs no keeping.
    if (o.ended) attached.delete(o.id);
    if (done.lots >= o.dealLots) return;
    const tpsl = JSON.parse(o.tpsl!) as OpeningTpsl;
    const m = deps.market(o.symbol);
    const side = sideOf(o.direction);
    const prices = openingPrices(m, { side, size: o.dealLots, entryValue: o.dealValue }, o.leverage, tpsl);
    const quantity = formatLots(m.contract, o.dealLots);
    const direction = side === 'long' ? 'close_long' : 'close_short';
    for (const kind of ['take_profit', 'stop_loss'] as const) {
      const at = prices[kind];
      if (at === undefined || done.settled.has(kind)) continue;
      const mine = done.ids[kind];
      if (mine !== undefined && waiting.has(mine)) {
        const row = await update(mine, { quantity, triggerPrice: formatFixed(at) });
        if (row) {
          waiting.delete(row.id);
          indexOf(row.symbol, row.triggerBy).remove(row.id);
          rest(row);
          push(row);
        }
        continue;
      }
      await cancelWhere(waiting.ofUser(o.userId).filter((r) => r.symbol === o.symbol && r.kind === kind && r.direction === direction));
      const row = await insert({
        userId: o.userId,
        symbol: o.symbol,
        kind,
        direction,
        triggerBy: tpsl.by,
        triggerPrice: formatFixed(at),
        triggerDirection: exitTriggerDirection(side, kind === 'take_profit' ? 'take-profit' : 'stop-loss'),
        type: 'market',
        price: null,
        quantity,
        status: 'waiting',
        sourceOrderId: o.id,
        createdAt: new Date(deps.now()),
      });
      done.ids[kind] = row.id;
    }
    done.lots = o.dealLots;
    if (!o.ended) attached.set(o.id, done);
  }

  const indexOf = (symbol: string, by: string) => {
    const key = `${symbol}:${by}`;
    let index = indexes.get(key);
    if (!index) indexes.set(key, (index = new TriggerIndex()));
    return index;
  };

  function rest(row: TriggerRow): void {
    waiting.set(row.id, row);
    indexOf(row.symbol, row.triggerBy).set(row.id, row.triggerDirection as 'rise' | 'fall', asPriceOf(row.triggerPrice));
  }

  function view(row: TriggerRow, locale: Locale = 'en_US'): FuturesTrigger {
    const m = deps.market(row.symbol);
    const places = m.pricePrecision;
    return {
      id: String(row.id),
      symbol: row.symbol,
      kind: row.kind as TriggerKind,
      direction: row.direction as FuturesDirection,
      trigger_by: row.triggerBy as TriggerPriceType,
      trigger_price: cutTo(row.triggerPrice, places),
      trigger_direction: row.triggerDirection as 'rise' | 'fall',
      type: row.type as 'limit' | 'market',
      price: row.price === null ? null : cutTo(row.price, places),
      quantity: row.quantity === null ? null : cutTo(row.quantity, m.qtyPrecision),
      status: row.status as FuturesTrigger['status'],
      order_id: row.orderId === null ? null : String(row.orderId),
      fail_reason: row.failKey ? errorMessage(row.failKey as ErrorKey, locale) : null,
      created_at: row.createdAt.getTime(),
      triggered_at: row.triggeredAt?.getTime() ?? null,
      attempts: row.attempts,
      retry_until: row.status === 'retrying' ? (row.retryUntil?.getTime() ?? null) : null,
    };
  }

  async function update(id: number, patch: Partial<typeof futuresTriggers.$inferInsert>, from = 'waiting'): Promise<TriggerRow | undefined> {
    const [row] = await db
      .update(futuresTriggers)
      .set(patch)
      .where(and(eq(futuresTriggers.id, id), eq(futuresTriggers.status, from)))
      .returning();
    return row;
  }

  function push(row: TriggerRow): void {
    deps.publishToUser(row.userId, { type: 'futures_trigger', trigger: view(row) });
  }

  async function waitingCount(userId: number, symbol: string): Promise<number> {
    const [r] = await db
      .select({ n: count() })
      .from(futuresTriggers)
      .where(and(eq(futuresTriggers.userId, userId), eq(futuresTriggers.symbol, symbol), eq(futuresTriggers.status, 'waiting')));
    return r?.n ?? 0;
  }

  async function insert(row: typeof futuresTriggers.$inferInsert): Promise<TriggerRow> {
    const [created] = await db.insert(futuresTriggers).values(row).returning();
    rest(created!);
    push(created!);
    return created!;
  }

  /**
   * Fires a trigger: a market close of a position goes to trigger-closes.ts (retried while it cannot
   * fill); any other order is placed once and the trigger ends triggered (with the order) or
   * failed (with why).
   */
  async function fire(id: number): Promise<void> {
    const row = waiting.get(id);
    if (!row || firing.has(id)) return;
    firing.add(id);
    // Out of the waiting set at once: a position closing meanwhile must not cancel what is firing.
    waiting.delete(id);
    try {
      if (isTriggeredClose(row)) await closes.fire(row);
      else await placeOnce(row);
    } finally {
      waiting.delete(id);
      firing.delete(id);
    }
  }

  async function placeOnce(row: TriggerRow): Promise<void> {
    const id = row.id;
    try {
      let quantity = row.quantity;
      if (row.kind !== 'plan' || row.direction.startsWith('close')) {
        // An exit closes what is still closable, at most its own quantity.
        const held = deps.position(row.userId, row.symbol, sideOf(row.direction as FuturesDirection));
        const m = deps.market(row.symbol);
        const closable = held ? held.p.size - held.pendingClose : 0;
        const asked = quantity === null ? closable : Math.min(closable, Number(fixedOf(quantity) / m.contract.stepSize));
        if (asked <= 0) throw new AppError('NO_POSITION');
        quantity = formatLots(m.contract, asLots(asked));
      }
      const order = await deps.placeOrder(row.userId, {
        symbol: row.symbol,
        direction: row.direction as FuturesDirection,
        type: row.type as 'limit' | 'market',
        ...(row.price === null ? {} : { price: trim8(row.price) }),
        quantity: trim8(quantity!),
        client_order_id: `trg-${row.id}`,
      });
      const done = await update(row.id, { status: 'triggered', orderId: Number(order.id), triggeredAt: new Date(deps.now()) });
      if (done) push(done);
    } catch (err) {
      const key: ErrorKey = err instanceof AppError ? err.key : 'SYSTEM_ERROR';
      if (!(err instanceof AppError)) deps.log(err, `futures trigger ${id} failed`);
      const done = await update(row.id, { status: 'failed', failKey: key, triggeredAt: new Date(deps.now()) }).catch(() => undefined);
      if (done) push(done);
    }
  }

  function checkPrice(symbol: string, by: 'mark' | 'last', at: Price): void {
    closes.onPrice(symbol);
    const index = indexes.get(`${symbol}:${by}`);
    if (!index || index.size === 0) return;
    for (const id of index.take(at)) void fire(id);
  }

  async function cancelWhere(rows: TriggerRow[]): Promise<void> {
    for (const r of rows) {
      indexOf(r.symbol, r.triggerBy).remove(r.id);
      waiting.delete(r.id);
      const done = await update(r.id, { status: 'cancelled' });
      if (done) push(done);
    }
  }

  return {
    /** Loads the waiting triggers (server start). */
    async start(): Promise<void> {
      const rows = await db.select().from(futuresTriggers).where(eq(futuresTriggers.status, 'waiting')).orderBy(asc(futuresTriggers.id));
      for (const row of rows) if (!waiting.has(row.id)) rest(row);
      closes.resume(await db.select().from(futuresTriggers).where(eq(futuresTriggers.status, 'retrying')).orderBy(asc(futuresTriggers.id)));
      // TP/SL at opening whose fills committed but which a crash kept from being made (they are made
      // after the commit): orders of the last hour with TP/SL and fills, whose position is still open.
      const recent = await db
        .select()
        .from(futuresOrders)
        .where(and(isNotNull(futuresOrders.tpsl), gt(futuresOrders.dealQuantity, '0'), gt(futuresOrders.updatedAt, new Date(deps.now() - RECOVER_MS))));
      for (const r of recent) {
        const side = sideOf(r.direction as FuturesDirection);
        if (!deps.position(r.userId, r.symbol, side)) continue;
        const o = orderOfRow(r, deps.market(r.symbol));
        await this.attachOpening(o).catch((err) => deps.log(err, `futures ${r.symbol}: TP/SL of order ${r.id} not restored`));
      }
    },

    /** A price change of a contract: fires what it crosses. */
    onPrice: checkPrice,

    /**
     * Arms the waiting triggers of a contract this process has just come to own (issue 28): those
     * placed through its previous owner since this process started are in the database only.
     */
    async load(symbol: string): Promise<void> {
      const rows = await db
        .select()
        .from(futuresTriggers)
        .where(and(eq(futuresTriggers.symbol, symbol), eq(futuresTriggers.status, 'waiting')))
        .orderBy(asc(futuresTriggers.id));
      for (const row of rows) if (!waiting.has(row.id) && !firing.has(row.id)) rest(row);
    },

    /**
     * Forgets the waiting triggers of a contract this process no longer owns: its next owner fires
     * them, and cancels them, so what this process holds of them would go stale.
     */
    unload(symbol: string): void {
      for (const r of waiting.ofSymbol(symbol)) if (!firing.has(r.id)) waiting.delete(r.id);
      for (const by of ['mark', 'last']) indexes.delete(`${symbol}:${by}`);
    },

    /** The contract of a trigger of this user (its owner runs the cancel), or TRIGGER_NOT_FOUND. */
    async symbolOf(userId: number, id: string): Promise<string> {
      const n = Number(id);
      const [row] = Number.isSafeInteger(n) ? await db.select().from(futuresTriggers).where(eq(futuresTriggers.id, n)).limit(1) : [];
      if (!row || row.userId !== userId) throw new AppError('TRIGGER_NOT_FOUND');
      return row.symbol;
    },

    /** Resolves once the triggers fired so far have placed their orders, and TP/SL at opening are on their positions (tests). */
    async settled(): Promise<void> {
      while (firing.size > 0 || attaching.size > 0 || closes.inFlight() > 0) await new Promise((r) => setImmediate(r));
    },

    async place(userId: number, body: PlaceFuturesTriggerBody, locale: Locale): Promise<FuturesTrigger> {
      const m = deps.market(body.symbol);
      const by = body.trigger_by ?? 'mark';
      const at = priceOfText(m.contract, body.trigger_price);
      if (at === null) throw new AppError('TRIGGER_PRICE_OFF_TICK');
      const qty = lotsOfText(m.contract, body.quantity);
      if (qty === null) throw new AppError('FUTURES_QUANTITY_OFF_STEP');
      if (qty < m.minLots) throw new AppError('FUTURES_QUANTITY_TOO_SMALL');
      if (body.type === 'limit') {
        if (body.price === undefined) throw new AppError('PRICE_REQUIRED');
        if (priceOfText(m.contract, body.price) === null) throw new AppError('FUTURES_PRICE_OFF_TICK');
      } else if (body.price !== undefined) throw new AppError('PRICE_NOT_ALLOWED');
      const current = deps.priceOf(body.symbol, by);
      if (current === undefined) throw new AppError('MARKET_BUSY');
      const dir = triggerDirection(at, current);
      if (!dir.ok) throw new AppError(dir.code as ErrorKey);
      if ((await waitingCount(userId, body.symbol)) >= MAX_WAITING_TRIGGERS) throw new AppError('TOO_MANY_TRIGGERS');
      const row = await insert({
        userId,
        symbol: body.symbol,
        kind: 'plan',
        direction: body.direction,
        triggerBy: by,
        triggerPrice: formatFixed(at),
        triggerDirection: dir.value,
        type: body.type,
        price: body.price ?? null,
        quantity: formatLots(m.contract, qty),
        status: 'waiting',
        createdAt: new Date(deps.now()),
      });
      return view(row, locale);
    },

    /** Sets a position's TP and/or SL, replacing the waiting ones of the same kind. */
    async setTpsl(userId: number, body: SetFuturesTpslBody, locale: Locale): Promise<FuturesTpsl> {
      const m = deps.market(body.symbol);
      const held = deps.position(userId, body.symbol, body.side);
      if (!held) throw new AppError('NO_POSITION');
      const mark = deps.priceOf(body.symbol, 'mark');
      if (mark === undefined) throw new AppError('MARKET_BUSY');
      const position = { side: held.p.side, size: held.p.size, entryValue: held.p.entryValue };
      const priceOfLeg = (leg: NonNullable<SetFuturesTpslBody['take_profit']>): Price => {
        if (leg.price !== undefined) {
          const p = priceOfText(m.contract, leg.price);
          if (p === null) throw new AppError('TRIGGER_PRICE_OFF_TICK');
          return p;
        }
        // A yield in percent: the price at which the position's ROE reaches it.
        const fraction = parseFixed(leg.roe!);
        const target = fraction === null ? null : priceAtReturn(m.contract, position, asRate(fraction / 100n), asLeverage(held.p.leverage));
        if (target === null || target <= 0n) throw new AppError('INVALID_PARAMS');
        return target;
      };
      const tp = body.take_profit ? priceOfLeg(body.take_profit) : undefined;
      const sl = body.stop_loss ? priceOfLeg(body.stop_loss) : undefined;
      const checked = checkTakeProfitStopLoss(body.side, mark, { takeProfit: tp, stopLoss: sl });
      if (!checked.ok) throw new AppError(checked.code as ErrorKey);
      const qtyOf = (leg: { quantity?: string } | undefined): string | null => {
        if (!leg?.quantity) return null;
        const q = lotsOfText(m.contract, leg.quantity);
        if (q === null) throw new AppError('FUTURES_QUANTITY_OFF_STEP');
        if (q > held.p.size) throw new AppError('CLOSE_EXCEEDS_CLOSABLE');
        return formatLots(m.contract, q);
      };
      const legs = [
        ['take_profit', tp, qtyOf(body.take_profit)],
        ['stop_loss', sl, qtyOf(body.stop_loss)],
      ] as const;
      const direction = body.side === 'long' ? 'close_long' : 'close_short';
      const out: FuturesTpsl = { take_profit: null, stop_loss: null };
      for (const [kind, at, quantity] of legs) {
        if (at === undefined) continue;
        const old = waiting.ofUser(userId).filter((r) => r.symbol === body.symbol && r.kind === kind && r.direction === direction);
        await cancelWhere(old);
        const row = await insert({
          userId,
          symbol: body.symbol,
          kind,
          direction,
          triggerBy: body.trigger_by ?? 'mark',
          triggerPrice: formatFixed(at),
          triggerDirection: exitTriggerDirection(body.side, kind === 'take_profit' ? 'take-profit' : 'stop-loss'),
          type: 'market',
          price: null,
          quantity,
          status: 'waiting',
          createdAt: new Date(deps.now()),
        });
        out[kind] = view(row, locale);
      }
      return out;
    },

    async cancel(userId: number, id: string, locale: Locale): Promise<FuturesTrigger> {
      const n = Number(id);
      const [row] = Number.isSafeInteger(n) ? await db.select().from(futuresTriggers).where(eq(futuresTriggers.id, n)).limit(1) : [];
      if (!row || row.userId !== userId) throw new AppError('TRIGGER_NOT_FOUND');
      // A retrying close may be cancelled too (between its attempts): the user takes over.
      const open = row.status === 'waiting' || row.status === 'retrying';
      if (!open || firing.has(row.id) || closes.busy(row.id)) throw new AppError('TRIGGER_NOT_WAITING');
      indexOf(row.symbol, row.triggerBy).remove(row.id);
      waiting.delete(row.id);
      closes.forget(row.id);
      const done = await update(row.id, { status: 'cancelled', retryUntil: null }, row.status);
      if (!done) throw new AppError('TRIGGER_NOT_WAITING');
      push(done);
      return view(done, locale);
    },

    /** One trigger of the user's; undefined for another user's or an unknown id. */
    async one(userId: number, id: number, locale: Locale): Promise<FuturesTrigger | undefined> {
      const [row] = Number.isSafeInteger(id) ? await db.select().from(futuresTriggers).where(eq(futuresTriggers.id, id)).limit(1) : [];
      return row && row.userId === userId ? view(row, locale) : undefined;
    },

    async list(userId: number, q: { symbol?: string; ended: boolean; page: number; page_size: number }, locale: Locale): Promise<FuturesTriggerPage> {
      const where = and(
        eq(futuresTriggers.userId, userId),
        inArray(futuresTriggers.status, q.ended ? ['triggered', 'failed', 'cancelled'] : ['waiting', 'retrying']),
        q.symbol ? eq(futuresTriggers.symbol, q.symbol) : undefined,
      );
      const rows = await db
        .select()
        .from(futuresTriggers)
        .where(where)
        // Newest first by time, as the order lists (repository.page).
        .orderBy(desc(futuresTriggers.createdAt), desc(futuresTriggers.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size);
      const [total] = await db.select({ n: count() }).from(futuresTriggers).where(where);
      return { list: rows.map((r) => view(r, locale)), total: total?.n ?? 0 };
    },

    /**
     * Checks the TP/SL of an opening order before it is placed (the order form's "TP/SL at
     * opening"): by price on the tick, or by yield at the order's leverage; a take-profit on the
     * winning and a stop-loss on the losing side of the order's price (a market order's: the mark).
     */
    async checkOpening(userId: number, body: PlaceFuturesOrderBody, leverage: number): Promise<void> {
      if (!body.take_profit && !body.stop_loss) return;
      if (body.direction === 'close_long' || body.direction === 'close_short') throw new AppError('TPSL_OPENING_ONLY');
      const m = deps.market(body.symbol);
      const qty = lotsOfText(m.contract, body.quantity);
      const reference = body.type === 'limit' ? (body.price === undefined ? null : priceOfText(m.contract, body.price)) : (deps.priceOf(body.symbol, 'mark') ?? null);
      // An order the book refuses anyway (off step or tick, no price) is left to its own message.
      if (qty === null || qty <= 0 || reference === null) return;
      const side = sideOf(body.direction);
      const prices = openingPrices(m, { side, size: qty, entryValue: money((reference * BigInt(qty) * m.contract.stepSize) / ONE) }, leverage, body);
      const checked = checkTakeProfitStopLoss(side, reference, { takeProfit: prices.take_profit, stopLoss: prices.stop_loss });
      if (!checked.ok) throw new AppError(checked.code === 'TAKE_PROFIT_WRONG_SIDE' ? 'OPENING_TAKE_PROFIT_WRONG_SIDE' : 'OPENING_STOP_LOSS_WRONG_SIDE');
      if ((await waitingCount(userId, body.symbol)) + 2 > MAX_WAITING_TRIGGERS) throw new AppError('TOO_MANY_TRIGGERS');
    },

    /**
     * An opening order with TP/SL filled (some or all): the position gets them for the quantity
     * filled so far, priced from the order's own fills and leverage. The first fill replaces the
     * position's waiting TP (SL) as setting them on the position would; later fills of the same
     * order raise the quantity of the ones it made.
     */
    attachOpening(o: FuturesOrderState): Promise<void> {
      if (!o.tpsl || o.dealLots <= 0) return Promise.resolve();
      const snapshot = {
        id: o.id,
        userId: o.userId,
        symbol: o.symbol,
        direction: o.direction,
        dealLots: o.dealLots,
        dealValue: o.dealValue,
        leverage: o.leverage,
        tpsl: o.tpsl,
        ended: o.status !== 'submitted' && o.status !== 'partial',
      };
      const run = (attaching.get(o.id) ?? Promise.resolve()).then(() => attach(snapshot));
      const tail = run.catch(() => undefined);
      attaching.set(o.id, tail);
      void tail.then(() => {
        if (attaching.get(o.id) === tail) attaching.delete(o.id);
      });
      return run;
    },

    /** A position closed: its waiting TP/SL go with it, and its retrying closes end. */
    async positionClosed(userId: number, symbol: string, side: 'long' | 'short'): Promise<void> {
      const direction = side === 'long' ? 'close_long' : 'close_short';
      await cancelWhere(waiting.ofUser(userId).filter((r) => r.symbol === symbol && r.kind !== 'plan' && r.direction === direction));
      await closes.positionClosed(userId, symbol, direction);
    },
  };
}

export type Triggers = ReturnType<typeof createTriggers>;

/**
 * The waiting triggers by id, and the ids of each user's: a position that closes looks up its
 * user's TP/SL without a pass over every waiting trigger (a liquidation cascade closes thousands
 * of positions at once).
 */
class WaitingTriggers {
  private readonly byId = new Map<number, TriggerRow>();
  private readonly byUser = new Map<number, Set<number>>();

  get(id: number): TriggerRow | undefined {
    return this.byId.get(id);
  }
  has(id: number): boolean {
    return this.byId.has(id);
  }
  set(id: number, row: TriggerRow): void {
    this.delete(id);
    this.byId.set(id, row);
    let ids = this.byUser.get(row.userId);
    if (!ids) this.byUser.set(row.userId, (ids = new Set()));
    ids.add(id);
  }
  delete(id: number): void {
    const row = this.byId.get(id);
    if (!row) return;
    this.byId.delete(id);
    const ids = this.byUser.get(row.userId);
    ids?.delete(id);
    if (ids?.size === 0) this.byUser.delete(row.userId);
  }
  ofSymbol(symbol: string): TriggerRow[] {
    return [...this.byId.values()].filter((r) => r.symbol === symbol);
  }
  ofUser(userId: number): TriggerRow[] {
    return [...(this.byUser.get(userId) ?? [])].map((id) => this.byId.get(id)!);
  }
}

const asPriceOf = (text: string) => fixedOf(text) as Price;

/** The trigger prices of TP/SL legs set at opening, for a position of `entry` at `leverage`. */
function openingPrices(
  m: FuturesMarket,
  entry: Position,
  leverage: number,
  legs: Pick<OpeningTpsl, 'take_profit' | 'stop_loss'>,
): Partial<Record<'take_profit' | 'stop_loss', Price>> {
  const priceOf = (leg: OpeningExit): Price => {
    if (leg.price !== undefined) {
      const p = priceOfText(m.contract, leg.price);
      if (p === null) throw new AppError('TRIGGER_PRICE_OFF_TICK');
      return p;
    }
    // A yield in percent: the price at which the position's ROE reaches it.
    const fraction = parseFixed(leg.roe!);
    const target = fraction === null ? null : priceAtReturn(m.contract, entry, asRate(fraction / 100n), asLeverage(leverage));
    if (target === null || target <= 0n) throw new AppError('INVALID_PARAMS');
    return target;
  };
  return {
    ...(legs.take_profit ? { take_profit: priceOf(legs.take_profit) } : {}),
    ...(legs.stop_loss ? { stop_loss: priceOf(legs.stop_loss) } : {}),
  };
}



