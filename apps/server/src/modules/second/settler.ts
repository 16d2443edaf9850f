import type { SecondAlertReason, SecondDirection } from '@aurelix/shared/schemas/second';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Ledger } from '../ledger/service';
import { LedgerError } from '../ledger/post';
import { secondRepository as repo, type DueRow, type OrderRow } from './repository';
import { settle, winningsOf, type SettlementParties } from './settlement';

/** What settlement needs from the service around it. */
export interface SettlerDeps {
  db: Db;
  ledger: Ledger;
  parties(): Promise<SettlementParties>;
  log(err: unknown, msg: string): void;
}

/** Settlements per transaction: 1,000 orders due in one second settle in one batch. */
export const SETTLE_BATCH = 2000;
/** An order that could not settle is tried again this long after its last try. */
export const ALERT_RETRY_MS = 60_000;
/** Alerted orders tried per settlement run. */
const RETRY_BATCH = 100;

/**
 * Errors of the database or the connection, not of one order: the whole run is tried again on the
 * next beat instead of blaming an order (SQLSTATE classes 08 connection, 40 rollback such as a
 * deadlock, 53 resources, 57 operator intervention).
 */
function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(08|40|53|57)/.test(code);
}

/** Why an order could not settle, in the words the admin page translates, and the error's text. */
function alertOf(err: unknown): { reason: SecondAlertReason; detail: string } {
  if (err instanceof AppError) {
    const detail = err.detail ? `${err.key}: ${err.detail}` : err.key;
    return { reason: err.key === 'INSUFFICIENT_BALANCE' ? 'balance_short' : 'invalid_entry', detail };
  }
  if (err instanceof LedgerError) return { reason: 'invalid_entry', detail: err.message };
  return { reason: 'failed', detail: err instanceof Error ? err.message : String(err) };
}

/** A due order's settlement: its result, what the ledger posts, and what the order row records. */
function outcomeOf(o: DueRow, parties: SettlementParties) {
  // Every order has the tick of its buy instant, so a tick at or before its settle instant exists.
  const settlePrice = o.tick_price ?? o.buy_price;
  const out = settle(
    {
      id: o.id,
      userId: o.user_id,
      direction: o.direction as SecondDirection,
      stake: o.stake,
      fee: o.fee,
      payoutRate: o.payout_rate,
      buyPrice: o.buy_price,
      settlePrice,
      houseReserved: o.house_reserved,
    },
    // The house that reserved for the order is the one that settles it.
    { ...parties, houseId: o.house_id ?? parties.houseId },
  );
  return { id: o.id, settlePrice, settleTickTime: o.tick_time ?? o.settle_time, result: out.result, payout: out.payout, entry: out.entry };
}

/**
 * Settlement of due orders in batches, with one order that cannot settle kept out of the way: a
 * batch that fails for an order's sake is settled again one order at a time, the order that still
 * fails stays open with an alert (told to the log once), later batches leave it out, and it is tried
 * again every ALERT_RETRY_MS until it settles, which closes the alert.
 */
export function createSettler(deps: SettlerDeps) {
  const { db, ledger } = deps;

  /**
   * Settles the given locked orders in the caller's transaction; answers the ids it settled. The
   * parties are looked up before the transaction: on PGlite a read outside it would wait for it.
   */
  async function settleLocked(tx: Tx, due: readonly DueRow[], parties: SettlementParties, now: number): Promise<number[]> {
    const outcomes = due.map((o) => outcomeOf(o, parties));
    const changed = new Set(await repo.markSettled(tx, outcomes, now));
    const entries = outcomes.filter((o) => changed.has(o.id)).map((o) => o.entry);
    if (entries.length > 0) await ledger.postManyIn(tx, entries);
    return [...changed];
  }

  /** Records that an order could not settle; the operator is told on the first time only. */
  async function alert(order: { id: number; userId: number }, err: unknown, now: number): Promise<void> {
    const { reason, detail } = alertOf(err);
    const attempts = await repo.recordAlert(db, { orderId: order.id, userId: order.userId, reason, detail, at: now });
    if (attempts === 1) deps.log(err, `second: order ${order.id} cannot settle (${reason}); it stays open, the others settle, and it is tried again every minute`);
  }

  /** Settles orders one at a time, each in its own transaction; answers the ids that settled. */
  async function settleEach(orders: readonly { id: number; userId: number }[], now: number): Promise<number[]> {
    const settled: number[] = [];
    const parties = await deps.parties();
    for (const order of orders) {
      try {
        const ids = await db.transaction(async (tx) => {
          const done = await settleLocked(tx, await repo.lockByIds(tx, [order.id]), parties, now);
          // Batches leave alerted orders out, so only here can an order with an open alert settle.
          await repo.resolveAlerts(tx, done, now);
          return done;
        });
        settled.push(...ids);
      } catch (err) {
        if (isTransient(err)) throw err;
        await alert(order, err, now);
      }
    }
    return settled;
  }

  return {
    /**
     * One batch of due orders (without an open alert), settled in one transaction; if it fails for
     * an order's sake, the same orders one at a time. Answers what settled and whether more are due.
     */
    async settleBatch(now: number): Promise<{ settled: OrderRow[]; more: boolean }> {
      const parties = await deps.parties();
      let due: DueRow[] = [];
      let ids: number[];
      try {
        ids = await db.transaction(async (tx) => {
          due = await repo.lockDue(tx, now, SETTLE_BATCH);
          return settleLocked(tx, due, parties, now);
        });
      } catch (err) {
        if (due.length === 0 || isTransient(err)) throw err;
        ids = await settleEach(
          due.map((o) => ({ id: o.id, userId: o.user_id })),
          now,
        );
      }
      return { settled: await repo.ordersByIds(db, ids), more: due.length === SETTLE_BATCH };
    },

    /** Tries again the alerted orders whose last try is ALERT_RETRY_MS old; answers what settled. */
    async retryAlerted(now: number): Promise<OrderRow[]> {
      const due = await repo.alertsToRetry(db, now - ALERT_RETRY_MS, RETRY_BATCH);
      if (due.length === 0) return [];
      const ids = await settleEach(
        due.map((a) => ({ id: a.orderId, userId: a.userId })),
        now,
      );
      return repo.ordersByIds(db, ids);
    },

    /**
     * Reserves the house's cover for open orders placed before reservations existed (a database
     * from an earlier version), oldest first, as far as the house's available balance goes; the
     * rest settle from its available balance as they always did. Answers how many stay unreserved.
     */
    async reserveUnreserved(): Promise<number> {
      const open = await repo.unreserved(db, 10_000);
      if (open.length === 0) return 0;
      const { houseId } = await deps.parties();
      let left = 0;
      for (const o of open) {
        const amount = winningsOf(o.stake, o.payoutRate);
        try {
          await db.transaction(async (tx) => {
            if (!(await repo.setReservation(tx, o.id, houseId, amount.toFixed()))) return;
            if (amount.gt(0))
              await ledger.freeze({ userId: houseId, account: 'second', currency: 'USDT', amount: amount.toFixed(), reason: 'house_reserve', refType: 'second_order', refId: String(o.id) }, tx);
          });
        } catch (err) {
          if (!(err instanceof AppError && err.key === 'INSUFFICIENT_BALANCE')) throw err;
          left++;
        }
      }
      if (left > 0) deps.log(undefined, `second: the house could not reserve the winnings of ${left} open orders placed before reservations; they are paid from its available balance`);
      return left;
    },
  };
}

export type Settler = ReturnType<typeof createSettler>;
