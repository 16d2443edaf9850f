import type {
  AdminSecondOverview,
  AdminSecondProductUpdate,
  SecondBuyBody,
  SecondDirection,
  SecondHistoryBody,
  SecondOrder,
  SecondOrderDetail,
  SecondProduct,
  SecondProductList,
  SecondUserPush,
} from '@aurelix/shared/schemas/second';
import { SECOND_ALERT_REASONS, SECOND_DEFAULT_DURATIONS, secondChannels, type SecondAlertReason } from '@aurelix/shared/schemas/second';
import type { ErrorKey } from '@aurelix/shared/errors';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import type { FreezeInput, Ledger } from '../ledger/service';
import { secondRepository as repo, type OrderRow, type ProductRow } from './repository';
import { winningsOf } from './settlement';
import { ALERT_RETRY_MS, createSettler } from './settler';

/** What second contracts need from the rest of the exchange (plugin.ts wires it). */
export interface SecondServiceDeps {
  db: Db;
  ledger: Ledger;
  /** The oracle's index price of a pair now (market.tickers.indexPrice). */
  indexPrice(symbol: string): string | undefined;
  /** The pairs with contract_status 1. */
  symbols(): readonly string[];
  /** system:house and system:fees. */
  parties(): Promise<{ houseId: number; feesId: number }>;
  publish(channel: string, data: unknown): void;
  publishToUser(userId: number, push: unknown): void;
  /** Accounts (e-mails or mobiles) of users, for the admin's alerts. */
  accountsOf(ids: number[]): Promise<Map<number, string>>;
  log(err: unknown, msg: string): void;
  now(): number;
}

/** The default product of each duration (issue 17: 80/82/85/88%). */
const DEFAULT_RATES: Record<number, string> = { 30: '0.8', 60: '0.82', 120: '0.85', 300: '0.88' };
export const DEFAULT_PRODUCT = { minStake: '10', maxStake: '5000', feeRate: '0.002', exposureLimit: '100000' };
/** A second submit of the same order within this window is the first one (SPEC 9). */
export const TWIN_WINDOW_MS = 2000;
/** Ticks are kept this long (longer while an open order still needs them). */
const TICK_KEEP_MS = 2 * 3600_000;
/** How often ticks older than TICK_KEEP_MS are deleted. */
const PRUNE_EVERY_MS = 600_000;
/** Stakes are in USDT cents. */
const STAKE_DECIMALS = 2;

const trim = (v: string | null): string | null => (v == null ? null : normalizeDecimal(v));

export function orderView(r: OrderRow): SecondOrder {
  const stake = normalizeDecimal(r.stake);
  const fee = normalizeDecimal(r.fee);
  const paid = new Decimal(stake).plus(fee);
  return {
    id: String(r.id),
    symbol: r.symbol,
    direction: r.direction as SecondDirection,
    duration: r.duration,
    payout_rate: normalizeDecimal(r.payoutRate),
    buy_price: normalizeDecimal(r.buyPrice),
    buy_time: r.buyTime,
    stake,
    fee,
    paid: paid.toFixed(),
    settle_time: r.settleTime,
    status: r.status === 'settled' ? 'settled' : 'open',
    estimated_profit: winningsOf(stake, r.payoutRate).toFixed(),
    settle_price: trim(r.settlePrice),
    settle_tick_time: r.settleTickTime,
    result: (r.result as SecondOrder['result']) ?? null,
    payout: trim(r.payout),
    profit: r.payout == null ? null : new Decimal(r.payout).minus(paid).toFixed(),
    settled_at: r.settledAt,
  };
}

function productView(p: ProductRow): SecondProduct {
  return {
    id: p.id,
    symbol: p.symbol,
    duration: p.duration,
    payout_rate: normalizeDecimal(p.payoutRate),
    min_stake: normalizeDecimal(p.minStake),
    max_stake: normalizeDecimal(p.maxStake),
    fee_rate: normalizeDecimal(p.feeRate),
    enabled: p.enabled === 1,
  };
}

/**
 * Second contracts (issue 17): products, buying at the recorded index, settlement on the clock.
 * The index recorder keeps every change of a pair's index (and the buy instants) in
 * second_index_ticks and pushes each on `{pair}_second_index`; settlement reads the last recorded
 * tick at or before an order's settle instant, so a settlement after a restart uses the price of
 * its instant, not the price when the server came back.
 */
export function createSecondService(deps: SecondServiceDeps) {
  const { db, ledger } = deps;
  /** Development only: a pair's index pinned by POST /api/dev/second/index (tests move the oracle). */
  const pinned = new Map<string, string>();
  const last = new Map<string, { time: number; price: string }>();
  let nextDue: number | undefined;
  let settling: Promise<number> | undefined;
  let recording: Promise<void> | undefined;
  let lastPrune = 0;
  const settler = createSettler({ db, ledger, parties: deps.parties, log: deps.log });

  /** The index price of a pair now, to 8 decimals. */
  function indexNow(symbol: string): string | undefined {
    const raw = pinned.get(symbol) ?? deps.indexPrice(symbol);
    if (raw === undefined) return undefined;
    const d = new Decimal(raw);
    return d.gt(0) ? d.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed() : undefined;
  }

  /** Records (and pushes) every pair whose index changed since its last recorded tick. */
  async function recordTicks(now: number, symbols: readonly string[] = deps.symbols()): Promise<void> {
    const fresh: { symbol: string; time: number; price: string }[] = [];
    for (const symbol of symbols) {
      const price = indexNow(symbol);
      const prev = last.get(symbol);
      if (!price || (prev && (prev.price === price || prev.time > now))) continue;
      fresh.push({ symbol, time: now, price });
    }
    if (fresh.length === 0) return;
    await repo.insertTicks(db, fresh);
    for (const t of fresh) {
      last.set(t.symbol, { time: t.time, price: t.price });
      deps.publish(secondChannels.index(t.symbol), { symbol: t.symbol, time: t.time, price: t.price });
    }
  }

  function pushOrder(row: OrderRow) {
    const push: SecondUserPush = { type: 'second_order', order: orderView(row) };
    deps.publishToUser(row.userId, push);
    deps.publishToUser(row.userId, { type: 'balance', account: 'second', currencies: ['USDT'] });
  }

  /**
   * Freezes each amount in its own journal entry, in the ledger's global row order (by user id), so
   * a buy and a settlement batch, which lock the house's and users' rows, never wait on each other
   * in a circle. A balance that does not cover its amount refuses the buy with that freeze's key.
   */
  async function freezeAll(tx: Tx, freezes: (Omit<FreezeInput, 'amount'> & { amount: Decimal; refusal: ErrorKey })[]) {
    for (const { refusal, amount, ...f } of [...freezes].sort((a, b) => a.userId - b.userId)) {
      if (amount.lte(0)) continue;
      try {
        await ledger.freeze({ ...f, amount: amount.toFixed() }, tx);
      } catch (err) {
        if (err instanceof AppError && err.key === 'INSUFFICIENT_BALANCE') throw new AppError(refusal);
        throw err;
      }
    }
  }

  const service = {
    indexNow,
    recordTicks,

    /** Pins a pair's index (development and tests), or releases it with null; records the change. */
    async pinIndex(symbol: string, price: string | null): Promise<void> {
      if (!deps.symbols().includes(symbol)) throw new AppError('SECOND_PRODUCT_UNAVAILABLE');
      if (price === null) pinned.delete(symbol);
      else pinned.set(symbol, price);
      await recordTicks(deps.now(), [symbol]);
    },

    /** Default products for every contract pair that has none, the last ticks, and the next due instant. */
    async start(): Promise<void> {
      const have = new Set((await repo.products(db)).map((p) => `${p.symbol}:${p.duration}`));
      const missing = deps.symbols().flatMap((symbol) =>
        SECOND_DEFAULT_DURATIONS.filter((d) => !have.has(`${symbol}:${d}`)).map((duration) => ({
          symbol,
          duration,
          payoutRate: DEFAULT_RATES[duration] ?? '0.8',
          ...DEFAULT_PRODUCT,
        })),
      );
      await repo.insertProducts(db, missing);
      for (const t of await repo.lastTicks(db)) last.set(t.symbol, { time: t.time, price: t.price });
      nextDue = await repo.nextDue(db, ALERT_RETRY_MS);
    },

    /** Reserves the house's cover for open orders from before reservations existed (see settler.ts). */
    reserveUnreserved: () => settler.reserveUnreserved(),

    /** One beat of the recorder (four a second): record changed ticks; every 10 minutes prune old ones. */
    async beat(): Promise<void> {
      if (recording) return;
      const now = deps.now();
      recording = (async () => {
        await recordTicks(now);
        if (now - lastPrune >= PRUNE_EVERY_MS) {
          lastPrune = now;
          await repo.pruneTicks(db, now - TICK_KEEP_MS);
        }
      })()
        .catch((err: unknown) => deps.log(err, 'second: recording index ticks failed'))
        .finally(() => (recording = undefined));
      await recording;
    },

    /** The house's second wallet (USDT). */
    async houseBalance(): Promise<{ houseId: number; available: string; frozen: string }> {
      const { houseId } = await deps.parties();
      return { houseId, ...(await ledger.balance(houseId, 'second', 'USDT')) };
    },

    /** Resolves once no recording or settlement is running (a closing server waits for it). */
    async idle(): Promise<void> {
      await Promise.allSettled([recording, settling]);
    },

    /** The earliest settle instant of an open order this process knows of. */
    nextDue: () => nextDue,

    /** Re-reads the earliest open settle instant (orders another process placed). */
    async refreshDue(): Promise<void> {
      nextDue = await repo.nextDue(db, ALERT_RETRY_MS);
    },

    /**
     * Settles every open order due by now, once: each batch locks its orders, reads their ticks,
     * marks them settled only while still open and posts their journal entries in one transaction.
     * An order that cannot settle is left open with an alert and tried again every minute, while
     * the others settle (settler.ts). Answers how many orders this call settled. Calls overlapping
     * a running one wait for it.
     */
    async settleDue(): Promise<number> {
      if (settling) return settling;
      settling = (async () => {
        let count = 0;
        try {
          const now = deps.now();
          // A change of the index up to this instant is recorded before anything settles against it.
          await recordTicks(now);
          for (;;) {
            const { settled, more } = await settler.settleBatch(now);
            count += settled.length;
            for (const row of settled) pushOrder(row);
            if (!more) break;
          }
          const retried = await settler.retryAlerted(now);
          count += retried.length;
          for (const row of retried) pushOrder(row);
          nextDue = await repo.nextDue(db, ALERT_RETRY_MS);
        } finally {
          settling = undefined;
        }
        return count;
      })();
      return settling;
    },

    async products(symbol?: string): Promise<SecondProductList> {
      const list = (await repo.products(db)).filter((p) => p.enabled === 1 && (!symbol || p.symbol === symbol)).map(productView);
      const index: Record<string, string> = {};
      for (const p of list) {
        const price = indexNow(p.symbol);
        if (price) index[p.symbol] = price;
      }
      return { list, index };
    },

    /**
     * A buy: the product locked, a twin within 2 s answered instead of a second order, the side's
     * exposure checked, the buy instant's tick recorded, the order written, stake + fee frozen on
     * the user and the order's winnings frozen on the house (its reservation), all in one
     * transaction. The house's freeze is a conditional update of its balance row, so however many
     * buys run at once on however many products, the house never promises more than it holds.
     * Answers the order and whether it is new.
     */
    async buy(userId: number, body: SecondBuyBody): Promise<{ order: SecondOrder; placed: boolean }> {
      const stake = new Decimal(body.stake);
      if (stake.decimalPlaces() > STAKE_DECIMALS) throw new AppError('SECOND_STAKE_PRECISION');
      const symbol = body.symbol.toUpperCase();
      const price = indexNow(symbol);
      const { houseId } = await deps.parties();
      const now = deps.now();
      const result = await db.transaction(async (tx) => {
        const product = await repo.lockProduct(tx, symbol, body.duration);
        if (!product || product.enabled !== 1 || !deps.symbols().includes(symbol)) throw new AppError('SECOND_PRODUCT_UNAVAILABLE');
        if (stake.lt(product.minStake)) throw new AppError('SECOND_STAKE_BELOW_MIN');
        if (stake.gt(product.maxStake)) throw new AppError('SECOND_STAKE_ABOVE_MAX');
        if (!price) throw new AppError('SECOND_NO_INDEX');
        const stakeText = stake.toFixed();
        const twin = await repo.recentTwin(tx, { userId, productId: product.id, direction: body.direction, stake: stakeText, since: now - TWIN_WINDOW_MS });
        if (twin) return { row: twin, placed: false };
        const open = new Decimal(await repo.openStake(tx, product.id, body.direction));
        if (open.plus(stake).gt(product.exposureLimit)) throw new AppError('SECOND_EXPOSURE_FULL');
        const fee = stake.times(product.feeRate).toDecimalPlaces(8, Decimal.ROUND_UP);
        const reserve = winningsOf(stakeText, product.payoutRate);
        await repo.insertTicks(tx, [{ symbol, time: now, price }]);
        const row = await repo.insertOrder(tx, {
          userId,
          productId: product.id,
          symbol,
          direction: body.direction,
          duration: product.duration,
          payoutRate: product.payoutRate,
          stake: stakeText,
          fee: fee.toFixed(),
          buyPrice: price,
          buyTime: now,
          settleTime: now + product.duration * 1000,
          houseId,
          houseReserved: reserve.toFixed(),
        });
        const ref = { account: 'second' as const, currency: 'USDT', refType: 'second_order', refId: String(row.id) };
        await freezeAll(tx, [
          { ...ref, userId, amount: stake.plus(fee), reason: 'order_freeze', refusal: 'SECOND_INSUFFICIENT_BALANCE' },
          { ...ref, userId: houseId, amount: reserve, reason: 'house_reserve', refusal: 'SECOND_HOUSE_FULL' },
        ]);
        return { row, placed: true };
      });
      if (result.placed && price) {
        const prev = last.get(symbol);
        if (!prev || prev.time <= now) {
          const changed = prev?.price !== price;
          last.set(symbol, { time: now, price });
          if (changed) deps.publish(secondChannels.index(symbol), { symbol, time: now, price });
        }
        if (nextDue === undefined || result.row.settleTime < nextDue) nextDue = result.row.settleTime;
        pushOrder(result.row);
      }
      return { order: orderView(result.row), placed: result.placed };
    },

    /** The user's second wallet in USDT. */
    account: (userId: number) => ledger.balance(userId, 'second', 'USDT'),

    async current(userId: number, symbol?: string): Promise<SecondOrder[]> {
      return (await repo.openOf(db, userId, symbol)).map(orderView);
    },

    async history(userId: number, q: SecondHistoryBody) {
      const days = q.days ?? 7;
      const { list, total } = await repo.historyOf(db, userId, {
        symbol: q.symbol,
        since: deps.now() - days * 86_400_000,
        page: q.page ?? 1,
        pageSize: q.page_size ?? 20,
      });
      return { list: list.map(orderView), total };
    },

    /** One order with the recorded ticks from its buy instant to 5 s after its settlement (the proof). */
    async detail(userId: number, id: number): Promise<SecondOrderDetail> {
      const row = await repo.order(db, userId, id);
      if (!row) throw new AppError('SECOND_ORDER_NOT_FOUND');
      const ticks = await repo.ticks(db, row.symbol, row.buyTime, row.settleTime + 5000, 1000);
      return { ...orderView(row), ticks: ticks.map((t) => ({ time: t.time, price: normalizeDecimal(t.price) })) };
    },

    /** Recorded ticks of a pair since `since` (default: the last 10 minutes), at most 600. */
    async ticks(symbol: string, since?: number) {
      const now = deps.now();
      const from = Math.max(since ?? now - 600_000, now - TICK_KEEP_MS);
      const rows = await repo.ticks(db, symbol, from, now, 600);
      return rows.map((t) => ({ time: t.time, price: normalizeDecimal(t.price) }));
    },

    /* ---------- admin ---------- */

    async adminOverview(): Promise<AdminSecondOverview> {
      const { houseId } = await deps.parties();
      const [products, open, liability, house, alerts] = [
        await repo.products(db),
        await repo.openByProduct(db),
        await repo.openLiability(db),
        await ledger.balance(houseId, 'second', 'USDT'),
        await repo.openAlerts(db),
      ];
      const accounts = await deps.accountsOf(alerts.map((a) => a.user_id));
      const openOf = (id: number, dir: string) => normalizeDecimal(open.find((o) => Number(o.product_id) === id && o.direction === dir)?.s ?? '0');
      return {
        list: products.map((p) => ({ ...productView(p), exposure_limit: normalizeDecimal(p.exposureLimit), open_up: openOf(p.id, 'up'), open_down: openOf(p.id, 'down') })),
        house: { available: house.available, frozen: house.frozen, max_payout: normalizeDecimal(liability.maxPayout), open_orders: liability.open },
        alerts: alerts.map((a) => ({
          order_id: String(a.order_id),
          user_id: a.user_id,
          account: accounts.get(a.user_id) ?? '',
          symbol: a.symbol,
          stake: normalizeDecimal(a.stake),
          settle_time: a.settle_time,
          reason: (SECOND_ALERT_REASONS as readonly string[]).includes(a.reason) ? (a.reason as SecondAlertReason) : 'failed',
          detail: a.detail,
          first_seen: a.first_seen,
          last_seen: a.last_seen,
          attempts: a.attempts,
        })),
      };
    },

    async updateProduct(body: AdminSecondProductUpdate) {
      const min = new Decimal(body.min_stake);
      if (min.lte(0) || min.gt(body.max_stake)) throw new AppError('SECOND_PRODUCT_STAKE_RANGE');
      const rate = new Decimal(body.payout_rate);
      if (rate.lte(0) || rate.gt(10) || new Decimal(body.fee_rate).gte(1)) throw new AppError('SECOND_PRODUCT_RATE_RANGE');
      const row = await repo.updateProduct(db, body.id, {
        payoutRate: body.payout_rate,
        minStake: body.min_stake,
        maxStake: body.max_stake,
        feeRate: body.fee_rate,
        exposureLimit: body.exposure_limit,
        enabled: body.enabled ? 1 : 0,
      });
      if (!row) throw new AppError('SECOND_PRODUCT_NOT_FOUND');
      return (await service.adminOverview()).list.find((p) => p.id === row.id)!;
    },
  };
  return service;
}

export type SecondService = ReturnType<typeof createSecondService>;
