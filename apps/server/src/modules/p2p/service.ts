import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  maskCardNo,
  P2P_FIATS,
  type P2pAction,
  type P2pAd,
  type P2pAdSaveBody,
  type P2pCard,
  type P2pCardBody,
  type P2pMe,
  type P2pMessage,
  type P2pOrder,
  type P2pOrderStatus,
  type P2pPlaceBody,
  type P2pSide,
} from '@aurelix/shared/schemas/p2p';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { Decimal, normalizeDecimal } from '../../lib/decimal';
import type { Ledger } from '../ledger/service';
import { p2pAds, p2pBuyers, p2pCards, p2pImages, p2pMerchants, p2pMessages, p2pOrders, type CardSnapshot } from './schema';
import { allowedActions, decide, sellerCancelAt, type P2pActor } from './transitions';

/** The journal ref type of every escrow movement (the frozen holder claims it). */
export const ESCROW_REF = 'p2p_order';
const MINUTE = 60_000;
const DAY = 24 * 3600_000;
const CARD_LIMIT = 20;
/** A demo merchant confirms receipt this long after the buyer marks the payment (outside production). */
export const DEMO_CONFIRM_MS = 5_000;
/** A demo merchant buying from a user marks its payment this long after the order was placed. */
export const DEMO_PAY_MS = 5_000;

export interface LegalTrade {
  pay_time: number;
  confirm_time: number;
  max_unpaid_num: number;
}

export interface P2pDeps {
  db: Db;
  ledger: Ledger;
  now: () => number;
  /** legal_trade of plat_config (ARCHITECTURE 13: minutes). */
  legalTrade(): Promise<LegalTrade>;
  /** Whether the user's identity is verified (and its name), and the purchase limits of name_check (in USDT) that apply. */
  limits(userId: number): Promise<Limits>;
  /** The price of one USDT in a fiat currency. */
  usdtRate(fiat: string): Promise<string>;
  /** The index price of a crypto in USDT (1 for USDT), undefined when unknown. */
  usdtPrice(crypto: string): string | undefined;
  verifyFundPassword(userId: number, plain: string): Promise<void>;
  notify(userId: number, kind: string, params: Record<string, string>): Promise<unknown>;
  push(userId: number, data: unknown): void;
  reencode(input: Buffer): Promise<{ mime: string; data: Buffer }>;
  /** The public nicknames of users (empty when a user has not chosen one). */
  nicknamesOf(ids: number[]): Promise<Map<number, string>>;
  /** Demo merchants confirm receipt on their own (outside production only). */
  autoConfirm: Set<number>;
}

type OrderRow = typeof p2pOrders.$inferSelect;
/** `name`: the real name of the user's approved identity (null when not verified). */
type Limits = { verified: boolean; trust_single: string; trust_total: string; name: string | null };
type AdRow = typeof p2pAds.$inferSelect;
type CardRow = typeof p2pCards.$inferSelect;

const OPEN: P2pOrderStatus[] = ['unpaid', 'paid', 'appeal'];
const fixed = (d: Decimal, places: number) => normalizeDecimal(d.toDecimalPlaces(places, Decimal.ROUND_DOWN));
/**
 * The name the other side of an order sees: the merchant's name, else the user's public nickname,
 * else `User-<id>`; never any part of the e-mail address or mobile number.
 */
const publicName = (id: number, nickname: string | undefined) => (nickname?.trim() ? nickname.trim() : `User-${id}`);
/** Names compared as a person reads them: Unicode-normalised, spaces collapsed, any case. */
const sameName = (a: string, b: string) => {
  const norm = (v: string) => v.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('und');
  return norm(a) === norm(b);
};
const snapshot = (c: CardRow): CardSnapshot => ({ id: c.id, real_name: c.realName, bank_name: c.bankName, card_no: c.cardNo, branch: c.branch });
const startOfDay = (ms: number) => ms - (ms % DAY);
function first<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('p2p: a statement returned no row');
  return row;
}

export function createP2pService(deps: P2pDeps) {
  const { db, ledger } = deps;

  /* ---------------- collection methods ---------------- */

  function cardView(c: CardRow, full = false): P2pCard {
    return { id: c.id, real_name: c.realName, bank_name: c.bankName, card_no: full ? c.cardNo : maskCardNo(c.cardNo), branch: c.branch, fiat: c.fiat };
  }
  /**
   * A collection method is held in the user's own name: once the identity is verified, the holder's
   * name must be the verified one (an unverified user trades within trust_uncheck with any card).
   */
  function checkHolder(limits: Limits, realName: string): void {
    if (limits.verified && limits.name !== null && !sameName(limits.name, realName)) throw new AppError('P2P_CARD_NAME_MISMATCH');
  }
  async function ownCard(on: DbOrTx, userId: number, id: number): Promise<CardRow> {
    const [row] = await on.select().from(p2pCards).where(and(eq(p2pCards.id, id), eq(p2pCards.userId, userId)));
    if (!row) throw new AppError('P2P_CARD_NOT_FOUND');
    return row;
  }

  /* ---------------- pricing ---------------- */

  /** USDT rates of the fiats, read before any transaction (on PGlite a read on `db` inside one would wait forever). */
  let rateCache: { at: number; rates: Map<string, string> } | undefined;
  async function rates(): Promise<Map<string, string>> {
    const now = deps.now();
    if (rateCache && now - rateCache.at < 10_000) return rateCache.rates;
    const entries = await Promise.all(P2P_FIATS.map(async (f) => [f, await deps.usdtRate(f)] as const));
    rateCache = { at: now, rates: new Map(entries) };
    return rateCache.rates;
  }
  const rateOf = (r: Map<string, string>, fiat: string) => new Decimal(r.get(fiat) ?? '1');

  function adPrice(ad: AdRow, r: Map<string, string>): Decimal {
    if (ad.priceType === 'fixed') return new Decimal(ad.price);
    const usdt = deps.usdtPrice(ad.crypto);
    if (!usdt) throw new AppError('P2P_PRICE_UNAVAILABLE');
    const index = new Decimal(usdt).mul(rateOf(r, ad.fiat));
    return index.mul(new Decimal(100).plus(ad.margin)).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  }

  async function merchantStats(ids: number[]): Promise<Map<number, { done: number; rate: string }>> {
    const out = new Map<number, { done: number; rate: string }>();
    if (ids.length === 0) return out;
    const rows = await db
      .select({ merchant: p2pOrders.merchantId, status: p2pOrders.status, n: count() })
      .from(p2pOrders)
      .where(and(inArray(p2pOrders.merchantId, ids), inArray(p2pOrders.status, ['completed', 'cancelled'])))
      .groupBy(p2pOrders.merchantId, p2pOrders.status);
    for (const id of ids) {
      const done = rows.find((r) => r.merchant === id && r.status === 'completed')?.n ?? 0;
      const failed = rows.find((r) => r.merchant === id && r.status === 'cancelled')?.n ?? 0;
      out.set(id, { done, rate: done + failed === 0 ? '100' : new Decimal(done).mul(100).div(done + failed).toFixed(1) });
    }
    return out;
  }

  async function adViews(rows: AdRow[]): Promise<P2pAd[]> {
    const ids = [...new Set(rows.map((r) => r.merchantId))];
    const [stats, merchants] = await Promise.all([
      merchantStats(ids),
      ids.length ? db.select().from(p2pMerchants).where(inArray(p2pMerchants.userId, ids)) : Promise.resolve([]),
    ]);
    const out: P2pAd[] = [];
    const fx = await rates();
    for (const r of rows) {
      let price: string;
      try {
        price = normalizeDecimal(adPrice(r, fx));
      } catch {
        continue; // no index yet: the ad cannot be priced, so it is not offered
      }
      const s = stats.get(r.merchantId) ?? { done: 0, rate: '100' };
      out.push({
        id: r.id,
        merchant_id: r.merchantId,
        merchant_name: merchants.find((m) => m.userId === r.merchantId)?.name ?? '',
        side: r.side as P2pSide,
        crypto: r.crypto,
        fiat: r.fiat,
        price_type: r.priceType as 'fixed' | 'margin',
        price,
        margin: normalizeDecimal(r.margin),
        quantity: normalizeDecimal(r.quantity),
        remaining: normalizeDecimal(r.remaining),
        min_amount: normalizeDecimal(r.minAmount),
        max_amount: normalizeDecimal(r.maxAmount),
        methods: r.methods,
        pay_window: r.payWindow,
        status: r.status as 'online' | 'paused',
        orders: s.done,
        completion_rate: s.rate,
      });
    }
    return out;
  }

  /* ---------------- limits and blocking ---------------- */

  /** What the user bought (as buyer, orders not cancelled) since `since`, in USDT. */
  async function boughtSince(on: DbOrTx, userId: number, since: number, fx: Map<string, string>): Promise<Decimal> {
    const rows = await on
      .select({ fiat: p2pOrders.fiat, total: sql<string>`sum(${p2pOrders.total})` })
      .from(p2pOrders)
      .where(and(eq(p2pOrders.buyerId, userId), ne(p2pOrders.status, 'cancelled'), gte(p2pOrders.createdAt, since)))
      .groupBy(p2pOrders.fiat);
    let sum = new Decimal(0);
    for (const r of rows) sum = sum.plus(new Decimal(r.total).div(rateOf(fx, r.fiat)));
    return sum;
  }

  /** Until when buying is blocked (ARCHITECTURE 13), or null. */
  async function blockedUntil(on: DbOrTx, userId: number, now: number, maxUnpaid: number): Promise<number | null> {
    const rows = await on
      .select({ at: p2pOrders.finishedAt })
      .from(p2pOrders)
      .where(
        and(
          eq(p2pOrders.buyerId, userId),
          eq(p2pOrders.status, 'cancelled'),
          inArray(p2pOrders.endedBy, ['buyer', 'expired']),
          gte(p2pOrders.finishedAt, now - DAY),
        ),
      )
      .orderBy(asc(p2pOrders.finishedAt));
    if (maxUnpaid <= 0 || rows.length < maxUnpaid) return null;
    const last = rows[rows.length - 1]?.at ?? 0;
    return last >= startOfDay(now) ? startOfDay(now) + DAY : null;
  }

  /**
   * Locks the buyer's row (creating it on a first purchase) until the transaction ends: one buyer's
   * orders are then checked against the limits and written one after the other, so orders placed
   * at the same moment on different ads cannot each see the total without the others.
   */
  async function lockBuyer(tx: Tx, userId: number): Promise<void> {
    await tx.insert(p2pBuyers).values({ userId }).onConflictDoUpdate({ target: p2pBuyers.userId, set: { userId } });
  }

  async function checkBuyer(tx: Tx, userId: number, totalUsdt: Decimal, now: number, legal: LegalTrade, limits: Limits, fx: Map<string, string>): Promise<void> {
    if ((await blockedUntil(tx, userId, now, legal.max_unpaid_num)) !== null) throw new AppError('P2P_UNPAID_BLOCKED');
    if (!limits.verified) {
      if ((await boughtSince(tx, userId, 0, fx)).plus(totalUsdt).gt(limits.trust_total)) throw new AppError('P2P_LIMIT_UNVERIFIED');
      return;
    }
    if (totalUsdt.gt(limits.trust_single)) throw new AppError('P2P_LIMIT_SINGLE');
    if ((await boughtSince(tx, userId, startOfDay(now), fx)).plus(totalUsdt).gt(limits.trust_total)) throw new AppError('P2P_LIMIT_TOTAL');
  }

  /* ---------------- order views ---------------- */

  const roleOf = (o: OrderRow, userId: number | 'admin'): P2pActor =>
    userId === 'admin' ? 'admin' : o.buyerId === userId ? 'buyer' : o.sellerId === userId ? 'seller' : 'stranger';

  async function orderViews(rows: OrderRow[], viewer: number | 'admin'): Promise<P2pOrder[]> {
    const ids = [...new Set(rows.flatMap((o) => [o.buyerId, o.sellerId]))];
    const [nicknames, merchants] = await Promise.all([
      ids.length ? deps.nicknamesOf(ids) : Promise.resolve(new Map<number, string>()),
      ids.length ? db.select().from(p2pMerchants).where(inArray(p2pMerchants.userId, ids)) : Promise.resolve([]),
    ]);
    const name = (id: number) => merchants.find((m) => m.userId === id)?.name ?? publicName(id, nicknames.get(id));
    const now = deps.now();
    return rows.map((o) => {
      const role = roleOf(o, viewer);
      const open = OPEN.includes(o.status as P2pOrderStatus);
      // Card numbers in full only to the other side of an open order (and to an admin reviewing it).
      const card = (c: CardSnapshot, ownerIsViewer: boolean) => ({
        real_name: c.real_name,
        bank_name: c.bank_name,
        card_no: (open && !ownerIsViewer) || role === 'admin' ? c.card_no : maskCardNo(c.card_no),
        branch: c.branch,
      });
      const takerBuys = o.merchantId === o.sellerId;
      return {
        id: o.id,
        order_no: o.orderNo,
        side: role === 'seller' || (role === 'admin' && !takerBuys) ? 'sell' : 'buy',
        role: role === 'stranger' || role === 'clock' ? 'admin' : role,
        crypto: o.crypto,
        fiat: o.fiat,
        price: normalizeDecimal(o.price),
        quantity: normalizeDecimal(o.quantity),
        total: normalizeDecimal(o.total),
        status: o.status as P2pOrderStatus,
        seller_name: name(o.sellerId),
        buyer_name: name(o.buyerId),
        seller_card: card(o.sellerCard, role === 'seller'),
        buyer_card: card(o.buyerCard, role === 'buyer'),
        created_at: o.createdAt,
        pay_deadline: o.payDeadline,
        confirm_deadline: o.confirmDeadline,
        paid_at: o.paidAt,
        seller_cancel_at: sellerCancelAt(o),
        finished_at: o.finishedAt,
        ended_by: o.endedBy,
        appeal:
          o.appealBy === null
            ? null
            : { by: o.appealBy === o.buyerId ? 'buyer' : 'seller', reason: o.appealReason ?? '', images: o.appealImages ?? [], at: o.appealAt ?? 0 },
        actions: role === 'stranger' ? [] : allowedActions(o as never, role, now).filter((a) => a !== 'expire'),
        now,
      };
    });
  }

  async function orderFor(userId: number, id: number): Promise<OrderRow> {
    const [o] = await db.select().from(p2pOrders).where(eq(p2pOrders.id, id));
    if (!o || (o.buyerId !== userId && o.sellerId !== userId)) throw new AppError('P2P_ORDER_NOT_FOUND');
    return o;
  }

  function pushOrder(o: OrderRow) {
    for (const u of [o.buyerId, o.sellerId]) {
      deps.push(u, { type: 'p2p_order', id: o.id, status: o.status });
      if (o.status === 'completed' || o.status === 'cancelled') deps.push(u, { type: 'balance', account: 'fiat', currencies: [o.crypto] });
    }
  }

  /**
   * One transition of the state machine: the order row is locked, the rule checked, the status
   * changed by a conditional update on the status it had, and the escrow moved in the same
   * transaction. Concurrent attempts: exactly one changes the order, the rest are refused.
   */
  async function transition(id: number, who: number | 'admin' | 'clock', action: P2pAction, extra: Partial<OrderRow> = {}): Promise<OrderRow> {
    const legal = action === 'pay' ? await deps.legalTrade() : undefined;
    const done = await db.transaction(async (tx) => {
      const [o] = await tx.select().from(p2pOrders).where(eq(p2pOrders.id, id)).for('update');
      if (!o) throw new AppError('P2P_ORDER_NOT_FOUND');
      const actor: P2pActor = who === 'clock' ? 'clock' : roleOf(o, who);
      const now = deps.now();
      const verdict = decide(o as never, actor, action, now);
      if ('error' in verdict) throw new AppError(verdict.error);
      const set: Partial<OrderRow> = { ...extra, status: verdict.to };
      if (action === 'pay') Object.assign(set, { paidAt: now, confirmDeadline: now + legal!.confirm_time * MINUTE });
      if (verdict.to === 'completed' || verdict.to === 'cancelled') {
        set.finishedAt = now;
        set.endedBy = action === 'expire' ? 'expired' : actor === 'admin' ? 'admin' : actor;
      }
      const [changed] = await tx
        .update(p2pOrders)
        .set(set)
        .where(and(eq(p2pOrders.id, id), eq(p2pOrders.status, o.status)))
        .returning();
      if (!changed) throw new AppError('P2P_ORDER_STATE');
      const ref = { refType: ESCROW_REF, refId: String(o.id) };
      if (verdict.to === 'completed') {
        await ledger.settleFrozen(
          { ...ref, reason: 'p2p_release', from: { userId: o.sellerId, account: 'fiat' }, to: { userId: o.buyerId, account: 'fiat' }, currency: o.crypto, amount: o.quantity },
          tx,
        );
      } else if (verdict.to === 'cancelled') {
        // The ad before the seller's balance, the order place() locks them in: a cancel and a new
        // order on the same ad at the same moment must not wait on each other in a circle.
        await tx.update(p2pAds).set({ remaining: sql`${p2pAds.remaining} + ${o.quantity}` }).where(eq(p2pAds.id, o.adId));
        await ledger.unfreeze({ ...ref, reason: 'p2p_return', userId: o.sellerId, account: 'fiat', currency: o.crypto, amount: o.quantity }, tx);
      }
      return changed;
    });
    pushOrder(done);
    return done;
  }

  const notifyBoth = async (o: OrderRow, kind: string) => {
    const params = { order_no: o.orderNo, quantity: normalizeDecimal(o.quantity), crypto: o.crypto };
    await Promise.all([deps.notify(o.buyerId, kind, params), deps.notify(o.sellerId, kind, params)]);
  };

  const service = {
    /* ---- cards ---- */
    async cards(userId: number, fiat?: string): Promise<P2pCard[]> {
      const rows = await db
        .select()
        .from(p2pCards)
        .where(and(eq(p2pCards.userId, userId), fiat ? eq(p2pCards.fiat, fiat) : undefined))
        .orderBy(asc(p2pCards.id));
      return rows.map((c) => cardView(c));
    },
    /** The owner's card in full, for the edit screen. */
    async card(userId: number, id: number): Promise<P2pCard> {
      return cardView(await ownCard(db, userId, id), true);
    },
    async addCard(userId: number, body: P2pCardBody): Promise<P2pCard> {
      const { n } = first(await db.select({ n: count() }).from(p2pCards).where(eq(p2pCards.userId, userId)));
      if (n >= CARD_LIMIT) throw new AppError('P2P_CARD_LIMIT');
      checkHolder(await deps.limits(userId), body.real_name);
      const row = first(await db
        .insert(p2pCards)
        .values({ userId, realName: body.real_name, bankName: body.bank_name, cardNo: body.card_no, branch: body.branch ?? '', fiat: body.fiat, createdAt: deps.now() })
        .returning());
      return cardView(row);
    },
    async editCard(userId: number, id: number, body: P2pCardBody): Promise<P2pCard> {
      checkHolder(await deps.limits(userId), body.real_name);
      const [row] = await db
        .update(p2pCards)
        .set({ realName: body.real_name, bankName: body.bank_name, cardNo: body.card_no, branch: body.branch ?? '', fiat: body.fiat })
        .where(and(eq(p2pCards.id, id), eq(p2pCards.userId, userId)))
        .returning();
      if (!row) throw new AppError('P2P_CARD_NOT_FOUND');
      return cardView(row);
    },
    /** Open orders keep their own copy of the card, so deleting one never changes them. */
    async deleteCard(userId: number, id: number): Promise<void> {
      const gone = await db.delete(p2pCards).where(and(eq(p2pCards.id, id), eq(p2pCards.userId, userId))).returning({ id: p2pCards.id });
      if (gone.length === 0) throw new AppError('P2P_CARD_NOT_FOUND');
    },

    /* ---- merchants and ads ---- */
    async isMerchant(userId: number): Promise<boolean> {
      const [m] = await db.select().from(p2pMerchants).where(and(eq(p2pMerchants.userId, userId), eq(p2pMerchants.active, 1)));
      return !!m;
    },
    async grantMerchant(userId: number, name: string, verified: boolean): Promise<void> {
      if (!verified) throw new AppError('P2P_NOT_VERIFIED');
      await db
        .insert(p2pMerchants)
        .values({ userId, name, grantedAt: deps.now(), active: 1 })
        .onConflictDoUpdate({ target: p2pMerchants.userId, set: { active: 1 } });
    },
    async revokeMerchant(userId: number): Promise<void> {
      await db.update(p2pMerchants).set({ active: 0 }).where(eq(p2pMerchants.userId, userId));
      await db.update(p2pAds).set({ status: 'paused' }).where(eq(p2pAds.merchantId, userId));
    },
    async merchants() {
      return db.select().from(p2pMerchants).orderBy(asc(p2pMerchants.userId));
    },

    async saveAd(userId: number, body: P2pAdSaveBody): Promise<P2pAd> {
      if (!(await service.isMerchant(userId))) throw new AppError('P2P_NOT_MERCHANT');
      const fields = {
        side: body.side,
        crypto: body.crypto,
        fiat: body.fiat,
        priceType: body.price_type,
        price: body.price ?? '0',
        margin: body.margin ?? '0',
        minAmount: body.min_amount,
        maxAmount: body.max_amount,
        methods: body.methods,
        payWindow: body.pay_window,
      };
      let row: AdRow | undefined;
      if (body.id) {
        // An edit sets a new total; what open orders took stays taken.
        [row] = await db
          .update(p2pAds)
          .set({ ...fields, quantity: body.quantity, remaining: sql`greatest(${body.quantity}::numeric - (${p2pAds.quantity} - ${p2pAds.remaining}), 0)` })
          .where(and(eq(p2pAds.id, body.id), eq(p2pAds.merchantId, userId)))
          .returning();
        if (!row) throw new AppError('P2P_AD_NOT_FOUND');
      } else {
        row = first(await db
          .insert(p2pAds)
          .values({ ...fields, merchantId: userId, quantity: body.quantity, remaining: body.quantity, status: 'online', createdAt: deps.now() })
          .returning());
      }
      return (await adViews([row]))[0] ?? Promise.reject(new AppError('P2P_PRICE_UNAVAILABLE'));
    },
    async setAdStatus(userId: number, id: number, status: 'online' | 'paused'): Promise<void> {
      const rows = await db
        .update(p2pAds)
        .set({ status })
        .where(and(eq(p2pAds.id, id), eq(p2pAds.merchantId, userId)))
        .returning({ id: p2pAds.id });
      if (rows.length === 0) throw new AppError('P2P_AD_NOT_FOUND');
    },
    async myAds(userId: number): Promise<P2pAd[]> {
      return adViews(await db.select().from(p2pAds).where(eq(p2pAds.merchantId, userId)).orderBy(desc(p2pAds.id)));
    },
    /**
     * The ads a user can take, best first: for a buyer the merchants' selling ads cheapest first, for
     * a seller their buying ads dearest first; then the merchant's completion rate. `amount` keeps
     * the ads whose per-order limits contain it, `method` those taking that payment method.
     */
    async ads(side: P2pSide, crypto: string, fiat: string, filter: { amount?: string; method?: string } = {}): Promise<P2pAd[]> {
      const rows = await db
        .select()
        .from(p2pAds)
        .innerJoin(p2pMerchants, eq(p2pMerchants.userId, p2pAds.merchantId))
        .where(
          and(
            eq(p2pAds.side, side === 'buy' ? 'sell' : 'buy'),
            eq(p2pAds.crypto, crypto),
            eq(p2pAds.fiat, fiat),
            eq(p2pAds.status, 'online'),
            eq(p2pMerchants.active, 1),
            sql`${p2pAds.remaining} > 0`,
            filter.amount === undefined ? undefined : sql`${p2pAds.minAmount} <= ${filter.amount}::numeric and ${p2pAds.maxAmount} >= ${filter.amount}::numeric`,
          ),
        );
      const method = filter.method?.toLowerCase();
      const views = (await adViews(rows.map((r) => r.p2p_ads))).filter((v) => method === undefined || v.methods.some((m) => m.toLowerCase() === method));
      const dir = side === 'buy' ? 1 : -1;
      return views.sort((a, b) => dir * new Decimal(a.price).cmp(b.price) || Number(b.completion_rate) - Number(a.completion_rate) || a.id - b.id);
    },

    /* ---- orders ---- */
    async me(userId: number): Promise<P2pMe> {
      const [legal, limits, merchant] = await Promise.all([deps.legalTrade(), deps.limits(userId), service.isMerchant(userId)]);
      const now = deps.now();
      return {
        merchant,
        verified: limits.verified,
        trust_single: limits.trust_single,
        trust_total: limits.trust_total,
        bought_today: fixed(await boughtSince(db, userId, limits.verified ? startOfDay(now) : 0, await rates()), 2),
        blocked_until: await blockedUntil(db, userId, now, legal.max_unpaid_num),
        pay_time: legal.pay_time,
        confirm_time: legal.confirm_time,
      };
    },

    /**
     * Takes an ad: a buying user's row is locked first (lockBuyer: the limits hold under any
     * concurrency), then the ad's row; its remaining quantity is taken by a conditional update, the
     * order written and the seller's crypto frozen in the seller's fiat wallet, all or nothing.
     */
    async place(userId: number, body: P2pPlaceBody): Promise<P2pOrder> {
      const legal = await deps.legalTrade();
      const fx = await rates();
      // Read-only lookups in other modules happen before the transaction (see rates()).
      const [seen] = await db.select({ side: p2pAds.side }).from(p2pAds).where(eq(p2pAds.id, body.ad_id));
      const own = await deps.limits(userId);
      const limits = seen?.side === 'sell' ? own : undefined;
      const order = await db.transaction(async (tx) => {
        // The buyer before the ad, always in this order, so two takers never wait on each other in a circle.
        if (limits) await lockBuyer(tx, userId);
        const [ad] = await tx.select().from(p2pAds).where(eq(p2pAds.id, body.ad_id)).for('update');
        if (!ad || ad.status !== 'online') throw new AppError('P2P_AD_NOT_FOUND');
        if (ad.merchantId === userId) throw new AppError('P2P_OWN_AD');
        const [merchant] = await tx.select().from(p2pMerchants).where(eq(p2pMerchants.userId, ad.merchantId));
        if (!merchant || merchant.active !== 1) throw new AppError('P2P_AD_NOT_FOUND');
        const price = adPrice(ad, fx);
        const value = new Decimal(body.value);
        const quantity = body.by === 'quantity' ? value.toDecimalPlaces(8, Decimal.ROUND_DOWN) : value.div(price).toDecimalPlaces(8, Decimal.ROUND_DOWN);
        const total = body.by === 'amount' ? value.toDecimalPlaces(2, Decimal.ROUND_DOWN) : quantity.mul(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        if (quantity.lte(0) || total.lt(ad.minAmount) || total.gt(ad.maxAmount)) throw new AppError('P2P_AMOUNT_OUT_OF_LIMITS');
        if (quantity.gt(ad.remaining)) throw new AppError('P2P_AD_NOT_ENOUGH');
        const mine = await ownCard(tx, userId, body.card_id);
        if (mine.fiat !== ad.fiat) throw new AppError('P2P_CARD_WRONG_FIAT');
        // A card added before the identity was verified is checked when it is used.
        checkHolder(own, mine.realName);
        const [theirs] = await tx
          .select()
          .from(p2pCards)
          .where(and(eq(p2pCards.userId, ad.merchantId), eq(p2pCards.fiat, ad.fiat)))
          .orderBy(asc(p2pCards.id))
          .limit(1);
        if (!theirs) throw new AppError('P2P_AD_NOT_FOUND');
        const userBuys = ad.side === 'sell';
        const now = deps.now();
        if (userBuys) {
          if (!limits) throw new AppError('P2P_AD_NOT_FOUND'); // the ad changed side since it was read
          await checkBuyer(tx, userId, total.div(rateOf(fx, ad.fiat)), now, legal, limits, fx);
        }
        const taken = await tx
          .update(p2pAds)
          .set({ remaining: sql`${p2pAds.remaining} - ${quantity.toFixed()}` })
          .where(and(eq(p2pAds.id, ad.id), gte(p2pAds.remaining, quantity.toFixed())))
          .returning({ id: p2pAds.id });
        if (taken.length === 0) throw new AppError('P2P_AD_NOT_ENOUGH');
        const buyerId = userBuys ? userId : ad.merchantId;
        const sellerId = userBuys ? ad.merchantId : userId;
        const row = first(await tx
          .insert(p2pOrders)
          .values({
            orderNo: `P${now}${String(randomInt(1_000_000)).padStart(6, '0')}`,
            adId: ad.id,
            buyerId,
            sellerId,
            merchantId: ad.merchantId,
            crypto: ad.crypto,
            fiat: ad.fiat,
            price: price.toFixed(),
            quantity: quantity.toFixed(),
            total: total.toFixed(),
            status: 'unpaid',
            sellerCard: snapshot(userBuys ? theirs : mine),
            buyerCard: snapshot(userBuys ? mine : theirs),
            payDeadline: now + Math.min(ad.payWindow, legal.pay_time) * MINUTE,
            createdAt: now,
          })
          .returning());
        try {
          await ledger.freeze(
            { reason: 'p2p_escrow', refType: ESCROW_REF, refId: String(row.id), userId: sellerId, account: 'fiat', currency: ad.crypto, amount: quantity.toFixed() },
            tx,
          );
        } catch (err) {
          // The merchant's wallet, not the ad, is short: say so (the ad's own quantity was checked above).
          if (err instanceof AppError && err.key === 'INSUFFICIENT_BALANCE') throw new AppError(userBuys ? 'P2P_MERCHANT_BALANCE' : 'P2P_SELLER_BALANCE');
          throw err;
        }
        return row;
      });
      pushOrder(order);
      return first(await orderViews([order], userId));
    },

    async orders(userId: number, q: { status?: P2pOrderStatus | 'open'; side?: P2pSide; crypto?: string; page: number; page_size: number }) {
      const party = q.side === 'buy' ? eq(p2pOrders.buyerId, userId) : q.side === 'sell' ? eq(p2pOrders.sellerId, userId) : sql`(${p2pOrders.buyerId} = ${userId} or ${p2pOrders.sellerId} = ${userId})`;
      const where = and(
        party,
        q.status === 'open' ? inArray(p2pOrders.status, OPEN) : q.status ? eq(p2pOrders.status, q.status) : undefined,
        q.crypto ? eq(p2pOrders.crypto, q.crypto) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db.select().from(p2pOrders).where(where).orderBy(desc(p2pOrders.id)).limit(q.page_size).offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(p2pOrders).where(where),
      ]);
      return { list: await orderViews(rows, userId), total: first(counted).n, page: q.page };
    },
    async order(userId: number, id: number): Promise<P2pOrder> {
      return first(await orderViews([await orderFor(userId, id)], userId));
    },

    async pay(userId: number, id: number): Promise<P2pOrder> {
      const o = await markPaid(id, userId);
      return first(await orderViews([o], userId));
    },
    async cancel(userId: number, id: number): Promise<P2pOrder> {
      const o = await transition(id, userId, 'cancel');
      return first(await orderViews([o], userId));
    },
    /** "I have received the payment": the fund password, then the escrow goes to the buyer. */
    async release(userId: number, id: number, fundPassword: string): Promise<P2pOrder> {
      const o = await orderFor(userId, id);
      const verdict = decide(o as never, roleOf(o, userId), 'release', deps.now());
      if ('error' in verdict) throw new AppError(verdict.error);
      await deps.verifyFundPassword(userId, fundPassword);
      const done = await transition(id, userId, 'release');
      await deps.notify(done.buyerId, 'p2p_released', { order_no: done.orderNo, quantity: normalizeDecimal(done.quantity), crypto: done.crypto });
      return first(await orderViews([done], userId));
    },
    async appeal(userId: number, id: number, reason: string, images: Buffer[]): Promise<P2pOrder> {
      const o = await orderFor(userId, id);
      const verdict = decide(o as never, roleOf(o, userId), 'appeal', deps.now());
      if ('error' in verdict) throw new AppError(verdict.error);
      const ids: number[] = [];
      for (const img of images) ids.push(await storeImage(id, userId, img));
      const done = await transition(id, userId, 'appeal', { appealBy: userId, appealReason: reason, appealImages: ids, appealAt: deps.now() });
      await notifyBoth(done, 'p2p_appeal');
      return first(await orderViews([done], userId));
    },

    /* ---- chat ---- */
    async messages(viewer: number | 'admin', orderId: number): Promise<P2pMessage[]> {
      const [o] = await db.select().from(p2pOrders).where(eq(p2pOrders.id, orderId));
      if (!o || (viewer !== 'admin' && o.buyerId !== viewer && o.sellerId !== viewer)) throw new AppError('P2P_ORDER_NOT_FOUND');
      const rows = await db.select().from(p2pMessages).where(eq(p2pMessages.orderId, orderId)).orderBy(asc(p2pMessages.id));
      return rows.map((m) => messageView(o, m, viewer));
    },
    async send(userId: number, orderId: number, text: string, image?: Buffer): Promise<P2pMessage> {
      const o = await orderFor(userId, orderId);
      const imageId = image ? await storeImage(orderId, userId, image) : null;
      const m = first(await db.insert(p2pMessages).values({ orderId, senderId: userId, text, imageId, createdAt: deps.now() }).returning());
      for (const u of [o.buyerId, o.sellerId]) deps.push(u, { type: 'p2p_message', message: messageView(o, m, u) });
      return messageView(o, m, userId);
    },
    /** An image of the chat or an appeal, for the order's two sides and admins. */
    async image(viewer: number | 'admin', id: number): Promise<{ mime: string; data: Buffer } | 'missing' | 'forbidden'> {
      const [img] = await db.select().from(p2pImages).where(eq(p2pImages.id, id));
      if (!img) return 'missing';
      if (viewer !== 'admin') {
        const [o] = await db.select().from(p2pOrders).where(eq(p2pOrders.id, img.orderId));
        if (!o || (o.buyerId !== viewer && o.sellerId !== viewer)) return 'forbidden';
      }
      return { mime: img.mime, data: img.data };
    },

    /* ---- admin ---- */
    async adminOrders(q: { status?: P2pOrderStatus; page: number }) {
      const where = q.status ? eq(p2pOrders.status, q.status) : undefined;
      const [rows, counted] = await Promise.all([
        db.select().from(p2pOrders).where(where).orderBy(desc(p2pOrders.id)).limit(20).offset((q.page - 1) * 20),
        db.select({ n: count() }).from(p2pOrders).where(where),
      ]);
      return { list: await orderViews(rows, 'admin'), total: first(counted).n, page: q.page };
    },
    async adminOrder(id: number): Promise<P2pOrder> {
      const [o] = await db.select().from(p2pOrders).where(eq(p2pOrders.id, id));
      if (!o) throw new AppError('P2P_ORDER_NOT_FOUND');
      return first(await orderViews([o], 'admin'));
    },
    /** An appeal's outcome: the escrow to the buyer (release) or back to the seller (return); both told. */
    async resolve(id: number, result: 'release' | 'return'): Promise<P2pOrder> {
      const o = await transition(id, 'admin', result === 'release' ? 'resolve_release' : 'resolve_return');
      await notifyBoth(o, result === 'release' ? 'p2p_resolved_release' : 'p2p_resolved_return');
      return first(await orderViews([o], 'admin'));
    },

    /* ---- the clock ---- */
    /**
     * Ends unpaid orders whose payment time is over (escrow back to the seller), and lets demo
     * merchants play both sides: pay DEMO_PAY_MS after a user sold to them, confirm receipt
     * DEMO_CONFIRM_MS after a user who bought from them paid. Each is one transition, so an
     * order ends once however many sweeps or users race for it.
     */
    async sweep(): Promise<{ expired: number; released: number; paid: number }> {
      const now = deps.now();
      const due = await db
        .select({ id: p2pOrders.id })
        .from(p2pOrders)
        .where(and(eq(p2pOrders.status, 'unpaid'), lte(p2pOrders.payDeadline, now)))
        .limit(500);
      let expired = 0;
      for (const { id } of due) if (await attempt(() => transition(id, 'clock', 'expire'))) expired++;
      let released = 0;
      let paidByDemo = 0;
      if (deps.autoConfirm.size > 0) {
        // A demo merchant that bought from a user pays DEMO_PAY_MS after the order was placed (the
        // user then confirms receipt); a conditional transition, so a sweep racing another pays once.
        const toPay = await db
          .select({ id: p2pOrders.id, buyer: p2pOrders.buyerId })
          .from(p2pOrders)
          .where(and(eq(p2pOrders.status, 'unpaid'), inArray(p2pOrders.buyerId, [...deps.autoConfirm]), lte(p2pOrders.createdAt, now - DEMO_PAY_MS), gte(p2pOrders.payDeadline, now + 1)))
          .limit(500);
        for (const { id, buyer } of toPay) if (await attempt(() => markPaid(id, buyer))) paidByDemo++;
        const paid = await db
          .select({ id: p2pOrders.id, seller: p2pOrders.sellerId })
          .from(p2pOrders)
          .where(and(eq(p2pOrders.status, 'paid'), inArray(p2pOrders.sellerId, [...deps.autoConfirm]), lte(p2pOrders.paidAt, now - DEMO_CONFIRM_MS)))
          .limit(500);
        for (const { id, seller } of paid) if (await attempt(() => transition(id, seller, 'release'))) released++;
      }
      return { expired, released, paid: paidByDemo };
    },

    /** A merchant that plays both sides on its own, as the demo merchants do outside production. */
    actAsDemo(merchantId: number): void {
      deps.autoConfirm.add(merchantId);
    },

    /** The transition itself, for tests of the state machine on real rows. */
    transition,
  };

  /** The buyer's "I have completed the transfer", and the seller told. */
  async function markPaid(id: number, buyerId: number): Promise<OrderRow> {
    const o = await transition(id, buyerId, 'pay');
    await deps.notify(o.sellerId, 'p2p_paid', { order_no: o.orderNo, total: normalizeDecimal(o.total), fiat: o.fiat });
    return o;
  }

  async function attempt(fn: () => Promise<unknown>): Promise<boolean> {
    try {
      await fn();
      return true;
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
  }

  async function storeImage(orderId: number, userId: number, input: Buffer): Promise<number> {
    let out: { mime: string; data: Buffer };
    try {
      out = await deps.reencode(input);
    } catch {
      throw new AppError('P2P_IMAGE_INVALID');
    }
    const row = first(await db.insert(p2pImages).values({ orderId, userId, mime: out.mime, data: out.data, createdAt: deps.now() }).returning({ id: p2pImages.id }));
    return row.id;
  }

  function messageView(o: OrderRow, m: typeof p2pMessages.$inferSelect, viewer: number | 'admin'): P2pMessage {
    return { id: m.id, order_id: o.id, from: m.senderId === o.buyerId ? 'buyer' : 'seller', mine: m.senderId === viewer, text: m.text, image_id: m.imageId, at: m.createdAt };
  }

  return service;
}

export type P2pService = ReturnType<typeof createP2pService>;
