import { and, eq, like, or, sql } from 'drizzle-orm';
import { lots as asLots } from '@aurelix/engine/units';
import { ONE, price as asPrice } from '@aurelix/engine/futures/units';
import { formatLots } from '@aurelix/engine/futures/wire';
import type { ErrorKey } from '@aurelix/shared/errors';
import type { FuturesDirection, FuturesOrder, PlaceFuturesOrderBody } from '@aurelix/shared/schemas/futures';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FuturesMarket, PositionState } from './order-state';
import { fixedOf } from './repository';
import { futuresOrders, futuresTriggers } from './schema';
import { fixedText, trim8 } from './decimal-text';

/*
 * Triggered closes (issue 26 item 6): a TP/SL, or a trigger order that reduces a position, fires a
 * market close; when the book holds nothing within the price band the close used to end `failed`
 * and the position stayed unprotected. Now it is tried again on the next price changes (a market
 * close within the band each time) until it has closed what it asked for, its position is gone, or
 * CLOSE_RETRY_FOR_MS has passed; the user gets a notice when it fires, when it could not fill yet,
 * and when it finally filled or gave up.
 */

type TriggerRow = typeof futuresTriggers.$inferSelect;

/** How long a triggered close that cannot fill keeps trying, and how often at most. */
export const CLOSE_RETRY_FOR_MS = 10 * 60_000;
export const CLOSE_RETRY_EVERY_MS = 1_000;

/** Refusals that liquidity or time may cure: the close is tried again. */
const RETRIABLE = new Set<ErrorKey>(['NO_LIQUIDITY', 'FUTURES_NO_PRICE_IN_BAND', 'MARKET_BUSY', 'SYSTEM_ERROR']);

export type TriggerNoticeKind = 'futures_trigger_fired' | 'futures_trigger_unfilled' | 'futures_trigger_filled' | 'futures_trigger_gave_up';
export interface TriggerNotice {
  userId: number;
  kind: TriggerNoticeKind;
  params: Record<string, string>;
}

export interface TriggeredCloseDeps {
  db: Db;
  now: () => number;
  market: (symbol: string) => FuturesMarket;
  position: (userId: number, symbol: string, side: 'long' | 'short') => { p: PositionState; pendingClose: number } | undefined;
  placeOrder: (userId: number, body: PlaceFuturesOrderBody) => Promise<FuturesOrder>;
  /** Writes a patch to a trigger still in status `from`; undefined when it is not (cancelled meanwhile). */
  update: (id: number, patch: Partial<typeof futuresTriggers.$inferInsert>, from: string) => Promise<TriggerRow | undefined>;
  push: (row: TriggerRow) => void;
  notify: (notice: TriggerNotice) => void;
  log: (err: unknown, msg: string) => void;
}

const sideOf = (d: string): 'long' | 'short' => (d === 'open_long' || d === 'close_long' ? 'long' : 'short');

/** Whether a trigger fires a market close of a position (the ones that are retried). */
export function isTriggeredClose(row: Pick<TriggerRow, 'kind' | 'direction' | 'type'>): boolean {
  return row.type === 'market' && (row.kind !== 'plan' || row.direction.startsWith('close'));
}

export function createTriggeredCloses(deps: TriggeredCloseDeps) {
  const { db } = deps;
  /** Retrying closes by id, with when each was last tried. */
  const retrying = new Map<number, { row: TriggerRow; triedAt: number }>();
  const busy = new Set<number>();

  /** What this trigger's orders have dealt so far, in lots and value (1e-8), from the database. */
  async function dealtBy(row: TriggerRow): Promise<{ lots: number; value: bigint }> {
    const own = `trg-${row.id}`;
    const [r] = await db
      .select({ qty: sql<string>`coalesce(sum(${futuresOrders.dealQuantity}), 0)`, value: sql<string>`coalesce(sum(${futuresOrders.dealValue}), 0)` })
      .from(futuresOrders)
      .where(and(eq(futuresOrders.userId, row.userId), or(eq(futuresOrders.clientOrderId, own), like(futuresOrders.clientOrderId, `${own}-%`))));
    const m = deps.market(row.symbol);
    return { lots: Number(fixedOf(r?.qty ?? '0') / m.contract.stepSize), value: fixedOf(r?.value ?? '0') };
  }

  /** Lots still to close: what the position has closable, at most what the trigger asked for less what it dealt. */
  function leftToClose(row: TriggerRow, dealt: number): number {
    const held = deps.position(row.userId, row.symbol, sideOf(row.direction));
    const closable = held ? held.p.size - held.pendingClose : 0;
    if (row.quantity === null) return closable;
    const asked = Number(fixedOf(row.quantity) / deps.market(row.symbol).contract.stepSize);
    return Math.max(0, Math.min(closable, asked - dealt));
  }

  function notice(row: TriggerRow, kind: TriggerNoticeKind, extra: Record<string, string>): void {
    const m = deps.market(row.symbol);
    deps.notify({
      userId: row.userId,
      kind,
      params: {
        symbol: row.symbol,
        trigger_kind: row.kind,
        position_side: sideOf(row.direction),
        trigger_by: row.triggerBy,
        trigger_price: fixedText(fixedOf(row.triggerPrice), m.pricePrecision),
        ...extra,
      },
    });
  }

  /** "0.100 BTC": a size as the contract shows quantities. */
  const sizeText = (row: TriggerRow, lotsCount: number) => {
    const m = deps.market(row.symbol);
    return `${fixedText(BigInt(lotsCount) * m.contract.stepSize, m.qtyPrecision)} ${m.base}`;
  };

  /**
   * One attempt: a market close of what is left, then the trigger's state from what it dealt.
   * Attempt 1 is the firing (status waiting), its order `trg-{id}` as before; later ones retry.
   */
  async function attempt(row: TriggerRow, n: number): Promise<void> {
    const from = n === 1 ? 'waiting' : 'retrying';
    const before = await dealtBy(row);
    const left = leftToClose(row, before.lots);
    if (left <= 0) return end(row, from, before, n === 1 && before.lots === 0 ? 'NO_POSITION' : undefined);
    if (n === 1) notice(row, 'futures_trigger_fired', { size: sizeText(row, left) });
    else {
      // The attempt is on record before its order, so a restart numbers the next one after it.
      const marked = await deps.update(row.id, { attempts: n }, from);
      if (!marked) return void retrying.delete(row.id);
      row = marked;
    }
    let refusal: ErrorKey | undefined;
    let orderId = row.orderId;
    try {
      const m = deps.market(row.symbol);
      const order = await deps.placeOrder(row.userId, {
        symbol: row.symbol,
        direction: row.direction as FuturesDirection,
        type: 'market',
        quantity: trim8(formatLots(m.contract, asLots(left))),
        client_order_id: n === 1 ? `trg-${row.id}` : `trg-${row.id}-${n}`,
      });
      orderId = Number(order.id);
    } catch (err) {
      refusal = err instanceof AppError ? err.key : 'SYSTEM_ERROR';
      if (!(err instanceof AppError)) deps.log(err, `futures trigger ${row.id}: close failed`);
    }
    if (refusal !== undefined && !RETRIABLE.has(refusal)) return fail(row, from, refusal, n);
    const after = await dealtBy(row);
    const still = leftToClose(row, after.lots);
    if (still <= 0) return end(row, from, after, undefined, orderId, n);
    await retryLater(row, from, still, orderId, n);
  }

  /** Nothing left to close: triggered (it closed what it asked for), or NO_POSITION when it never could. */
  async function end(row: TriggerRow, from: string, dealt: { lots: number; value: bigint }, refusal?: ErrorKey, orderId = row.orderId, n = row.attempts): Promise<void> {
    retrying.delete(row.id);
    if (refusal) return fail(row, from, refusal, n);
    const at = new Date(deps.now());
    const done = await deps.update(row.id, { status: dealt.lots > 0 ? 'triggered' : 'cancelled', orderId, attempts: n, retryUntil: null, triggeredAt: row.triggeredAt ?? at }, from);
    if (!done) return;
    deps.push(done);
    if (dealt.lots > 0) {
      const m = deps.market(row.symbol);
      const average = asPrice((dealt.value * ONE) / (BigInt(dealt.lots) * m.contract.stepSize));
      notice(done, 'futures_trigger_filled', { size: sizeText(row, dealt.lots), price: fixedText(average, m.pricePrecision) });
    }
  }

  async function fail(row: TriggerRow, from: string, key: ErrorKey, n: number): Promise<void> {
    retrying.delete(row.id);
    const done = await deps
      .update(row.id, { status: 'failed', failKey: key, attempts: n, retryUntil: null, triggeredAt: row.triggeredAt ?? new Date(deps.now()) }, from)
      .catch(() => undefined);
    if (done) deps.push(done);
  }

  /** Could not close everything: retrying until its deadline, then failed with TRIGGER_CLOSE_GAVE_UP. */
  async function retryLater(row: TriggerRow, from: string, left: number, orderId: number | null, n: number): Promise<void> {
    const t = deps.now();
    const until = row.retryUntil?.getTime() ?? t + CLOSE_RETRY_FOR_MS;
    if (t >= until) {
      await fail(row, from, 'TRIGGER_CLOSE_GAVE_UP', n);
      notice(row, 'futures_trigger_gave_up', { size: sizeText(row, left) });
      return;
    }
    const patch = { status: 'retrying', orderId, attempts: n, retryUntil: new Date(until), triggeredAt: row.triggeredAt ?? new Date(t) };
    const next = await deps.update(row.id, patch, from);
    if (!next) return void retrying.delete(row.id);
    retrying.set(row.id, { row: next, triedAt: t });
    deps.push(next);
    if (from === 'waiting') notice(next, 'futures_trigger_unfilled', { size: sizeText(row, left) });
  }

  async function run(id: number, body: () => Promise<void>): Promise<void> {
    if (busy.has(id)) return;
    busy.add(id);
    try {
      await body();
    } catch (err) {
      deps.log(err, `futures trigger ${id}: close attempt failed`);
    } finally {
      busy.delete(id);
    }
  }

  return {
    /** Fires a waiting trigger's close (its first attempt). */
    fire: (row: TriggerRow) => run(row.id, () => attempt(row, 1)),

    /** Loads the retrying closes after a start; they are tried on the next price change. */
    resume(rows: readonly TriggerRow[]): void {
      for (const row of rows) retrying.set(row.id, { row, triedAt: 0 });
    },

    /** A price of `symbol` changed: the retrying closes of the contract due for a try go again. */
    onPrice(symbol: string): void {
      if (retrying.size === 0) return;
      const t = deps.now();
      for (const [id, r] of retrying)
        if (r.row.symbol === symbol && t - r.triedAt >= CLOSE_RETRY_EVERY_MS && !busy.has(id)) {
          r.triedAt = t;
          void run(id, () => attempt(r.row, r.row.attempts + 1));
        }
    },

    /** Whether a trigger is being placed or retried now (a cancel waits for its result). */
    busy: (id: number) => busy.has(id),

    /** Drops a retrying close from the retries (cancelled by its user); false when it was not retrying. */
    forget: (id: number) => retrying.delete(id),

    /**
     * A position closed: its retrying closes end now (triggered when they dealt, else cancelled),
     * without another order. One in the middle of an attempt ends with that attempt.
     */
    positionClosed(userId: number, symbol: string, direction: string): Promise<unknown> {
      // A liquidation cascade closes thousands of positions: nothing to look through most of the time.
      if (retrying.size === 0) return Promise.resolve();
      const rows = [...retrying.values()].filter((r) => r.row.userId === userId && r.row.symbol === symbol && r.row.direction === direction).map((r) => r.row);
      return Promise.all(rows.map((row) => run(row.id, () => attempt(row, row.attempts + 1))));
    },

    /** Attempts in flight (tests wait for them). */
    inFlight: () => busy.size,
  };
}

export type TriggeredCloses = ReturnType<typeof createTriggeredCloses>;
