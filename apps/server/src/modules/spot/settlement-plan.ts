import type { BookCommand } from '@aurelix/engine/commands';
import type { BookEvent, RejectCode, TradeEvent } from '@aurelix/engine/events';
import type { OrderBook } from '@aurelix/engine/order-book';
import { epochMillis, lots, orderId, quoteUnits, ticks, userId as uid } from '@aurelix/engine/units';
import type { ErrorKey } from '@aurelix/shared/errors';
import type { PlaceSpotOrderBody } from '@aurelix/shared/schemas/spot';
import { Decimal } from '../../lib/decimal';
import { parseAmount, type JournalEntryInput, type Leg } from '../ledger/entry';
import type { SpotTradeRecord } from './feed';
import { buyFreeze, checkOrder, feeIncrement, quoteBudgetUnits, walkAsksCost, type CheckedOrder, type SpotMarket } from './market-rules';
import { isOpen, type OrderState } from './order-state';

/*
 * The settlement plan of one spot batch (ARCHITECTURE 6): the commands go through the engine and
 * their events become orders, trades and journal entries, judged against the balances read for
 * the batch. Pure: no I/O, no clock (the batch's time is in the input). The one writer
 * (plan-writer.ts) writes the plan as it is.
 */

/** A command for a market's sequencer. */
export type SpotCommand =
  | { type: 'place'; userId: number; body: PlaceSpotOrderBody }
  | { type: 'cancel'; userId: number; orderId: number };

/** What a command came to: an order (placed, duplicate or cancelled) or a rejection. */
export type CommandResult =
  | { ok: true; order: OrderState }
  | { ok: true; duplicateOf: { userId: number; clientOrderId: string } }
  | { ok: false; key: ErrorKey };

/** What the market's sequencer keeps between batches; the plan changes it as the engine runs. */
export interface MarketState {
  market: SpotMarket;
  book: OrderBook;
  /** Resting orders by id. */
  live: Map<number, OrderState>;
}

/** One spot balance of a placer, as read for the batch. */
export interface SpotMoney {
  available: Decimal;
  frozen: Decimal;
}

/** A set key for one user's client order id. */
export const clientKey = (userId: number, clientOrderId: string) => `${userId}\u0000${clientOrderId}`;
/** A map key for one user's spot balance of one currency. */
export const moneyKey = (userId: number, currency: string) => `${userId}\u0000${currency}`;

/** What a batch read before it runs. */
export interface SpotBatchInput {
  /** The pair's settings now (they may change between batches); undefined keeps the last ones. */
  market: SpotMarket | undefined;
  /** Spot balances of every placer in the market's two currencies (a missing row is zero). */
  balances: ReadonlyMap<string, SpotMoney>;
  /** Client order ids (clientKey) already taken before the batch. */
  taken: ReadonlySet<string>;
  /** Ids for the batch's new orders, ascending, at least one per place command. */
  orderIds: readonly number[];
  feesUserId: number;
  /** The batch's time (epoch ms). */
  now: number;
}

/** A trade row to write; its id is set by the writer, from the market's id pool. */
export interface TradeInsert {
  id?: number;
  symbol: string;
  makerOrderId: number;
  takerOrderId: number;
  makerUserId: number;
  takerUserId: number;
  price: string;
  quantity: string;
  amount: string;
  takerSide: string;
  makerFee: string;
  takerFee: string;
  createdAt: Date;
}

/** A journal entry of the plan; `trade` is the index of the trade whose id becomes its refId. */
export interface PlannedEntry {
  entry: JournalEntryInput;
  trade?: number;
}

/** Everything a batch changes, in the order it happened. */
export interface SpotPlan {
  market: SpotMarket;
  /** One per command, in command order. */
  results: CommandResult[];
  /** New orders, with their state at the end of the batch. */
  created: OrderState[];
  /** Orders from earlier batches that this batch changed. */
  changed: OrderState[];
  trades: TradeInsert[];
  /** What the feed publishes, one per trade (ids filled in by the writer). */
  prints: SpotTradeRecord[];
  entries: PlannedEntry[];
  /** Users whose spot balances changed. */
  users: number[];
}

const ENGINE_REJECTIONS: Partial<Record<RejectCode, ErrorKey>> = {
  POST_ONLY_WOULD_CROSS: 'POST_ONLY_WOULD_CROSS',
  FOK_NOT_FILLABLE: 'FOK_NOT_FILLABLE',
  NO_LIQUIDITY: 'NO_LIQUIDITY',
  QUOTE_TOO_SMALL: 'AMOUNT_TOO_SMALL',
  BOOK_CAPACITY_EXCEEDED: 'ORDER_TOO_LARGE',
  UNKNOWN_ORDER_ID: 'ORDER_NOT_OPEN',
};

/**
 * Runs a batch's commands through the book in order and returns their settlement. A command that
 * cannot be settled (pair settings, balance, engine rejection) is answered with its rejection and
 * changes nothing; the rest go on. Throws only on a broken invariant (a bug), after which the
 * caller must rebuild the book.
 */
export function planSpotBatch(state: MarketState, input: SpotBatchInput, commands: readonly SpotCommand[]): SpotPlan {
  if (input.market) state.market = input.market;
  return new SpotPlanner(state, input).run(commands);
}

class SpotPlanner {
  private readonly touched = new Map<number, OrderState>();
  private readonly created = new Set<number>();
  private readonly clientIds: Set<string>;
  private readonly money = new Map<string, SpotMoney>();
  private readonly trades: TradeInsert[] = [];
  private readonly prints: SpotTradeRecord[] = [];
  private readonly entries: PlannedEntry[] = [];
  private readonly users = new Set<number>();
  private nextId = 0;

  constructor(
    private readonly state: MarketState,
    private readonly input: SpotBatchInput,
  ) {
    this.clientIds = new Set(input.taken);
    for (const [k, m] of input.balances) this.money.set(k, { ...m });
  }

  run(commands: readonly SpotCommand[]): SpotPlan {
    const results = commands.map((c) => (c.type === 'place' ? this.place(c) : this.cancel(c)));
    const orders = [...this.touched.values()];
    return {
      market: this.market,
      results,
      created: orders.filter((o) => this.created.has(o.id)),
      changed: orders.filter((o) => !this.created.has(o.id)),
      trades: this.trades,
      prints: this.prints,
      entries: this.entries,
      users: [...this.users],
    };
  }

  private get market() {
    return this.state.market;
  }

  private place(cmd: Extract<SpotCommand, { type: 'place' }>): CommandResult {
    // A retry answers with the first order whatever has changed since (price, balance, trading).
    const cid = cmd.body.client_order_id ?? null;
    if (cid !== null && this.clientIds.has(clientKey(cmd.userId, cid))) return { ok: true, duplicateOf: { userId: cmd.userId, clientOrderId: cid } };
    const checked = checkOrder(this.market, cmd.body);
    if (!checked.ok) return checked;
    const freeze = this.freezeFor(checked.value);
    if (!freeze.ok) return freeze;
    const order = this.newOrder(cmd, checked.value, freeze.amount);
    const refused = this.cannotFreeze(order.userId, order.frozenCurrency, freeze.amount);
    if (refused) return { ok: false, key: refused };
    const id = this.input.orderIds[this.nextId];
    if (id === undefined) throw new Error(`spot ${this.market.symbol}: batch ran out of reserved order ids`);
    const o: OrderState = { ...order, id };
    const events = this.state.book.apply(this.bookCommand(o, checked.value));
    const first = events[0];
    // The engine changes nothing when it rejects, and neither does the plan.
    if (first?.type === 'rejected') return { ok: false, key: ENGINE_REJECTIONS[first.code] ?? 'INVALID_PARAMS' };
    this.nextId++;
    this.created.add(o.id);
    if (cid !== null) this.clientIds.add(clientKey(o.userId, cid));
    this.touch(o);
    this.move('order_freeze', o, [
      [o.userId, o.frozenCurrency, 'available', freeze.amount.neg()],
      [o.userId, o.frozenCurrency, 'frozen', freeze.amount],
    ]);
    this.settle(o, events);
    return { ok: true, order: o };
  }

  private cancel(cmd: Extract<SpotCommand, { type: 'cancel' }>): CommandResult {
    const o = this.state.live.get(cmd.orderId);
    if (!o || o.userId !== cmd.userId) return { ok: false, key: 'ORDER_NOT_OPEN' };
    const events = this.state.book.apply({ type: 'cancel', orderId: orderId(o.id), userId: uid(o.userId) });
    const first = events[0];
    if (first?.type === 'rejected') return { ok: false, key: ENGINE_REJECTIONS[first.code] ?? 'ORDER_NOT_OPEN' };
    this.settle(o, events);
    return { ok: true, order: o };
  }

  /**
   * Why the freeze cannot be made, judged as `ledger.freeze` would against the balance read for
   * the batch plus the batch's own changes so far: an amount numeric(36,18) cannot hold (the
   * order is too large), or more than the user has available.
   */
  private cannotFreeze(userId: number, currency: string, amount: Decimal): ErrorKey | null {
    if (!parseAmount(amount.toFixed(), { signed: false })) return 'ORDER_TOO_LARGE';
    const m = this.money.get(moneyKey(userId, currency));
    if (!m || m.available.lt(amount)) return 'INSUFFICIENT_BALANCE';
    return null;
  }

  /** What the order must freeze, judged against the book as it is now. */
  private freezeFor(c: CheckedOrder): { ok: true; amount: Decimal } | { ok: false; key: ErrorKey } {
    const m = this.market;
    const book = this.state.book;
    if (c.kind === 'limit') return { ok: true, amount: c.side === 'buy' ? buyFreeze(m, c.price.times(c.qty)) : c.qty };
    if (c.kind === 'market-buy-quote') {
      const best = book.bestAsk();
      if (best === undefined) return { ok: false, key: 'NO_LIQUIDITY' };
      if (quoteBudgetUnits(m, c.amount) < best) return { ok: false, key: 'AMOUNT_TOO_SMALL' };
      return { ok: true, amount: c.amount };
    }
    const best = c.side === 'buy' ? book.bestAsk() : book.bestBid();
    if (best === undefined) return { ok: false, key: 'NO_LIQUIDITY' };
    if (m.tick.times(best).times(c.qty).lt(m.minNotional)) return { ok: false, key: 'NOTIONAL_TOO_SMALL' };
    if (c.side === 'sell') return { ok: true, amount: c.qty };
    // Most market buys take a few levels; walk the whole side only when the top is too thin.
    let asks = book.depth(64).asks;
    if (asks.reduce((n, l) => n + l.qty, 0) < c.lots) asks = book.depth(Number.MAX_SAFE_INTEGER).asks;
    return { ok: true, amount: buyFreeze(m, walkAsksCost(m, asks, c.lots)) };
  }

  private newOrder(cmd: Extract<SpotCommand, { type: 'place' }>, c: CheckedOrder, frozen: Decimal): Omit<OrderState, 'id'> {
    const m = this.market;
    const now = this.input.now;
    const side = c.kind === 'market-buy-quote' ? 'buy' : c.side;
    return {
      userId: cmd.userId,
      symbol: m.symbol,
      side,
      type: c.kind === 'limit' ? 'limit' : 'market',
      tif: c.kind === 'limit' ? c.tif : 'IOC',
      price: c.kind === 'limit' ? c.price : null,
      quantity: c.kind === 'market-buy-quote' ? null : c.qty,
      amount: c.kind === 'limit' ? c.price.times(c.qty) : c.kind === 'market-buy-quote' ? c.amount : null,
      dealQuantity: new Decimal(0),
      dealAmount: new Decimal(0),
      fee: new Decimal(0),
      feeCurrency: m.quote,
      status: 'waiting',
      clientOrderId: cmd.body.client_order_id ?? null,
      frozen,
      frozenCurrency: side === 'buy' ? m.quote : m.base,
      seq: now,
      createdAt: now,
      updatedAt: now,
    };
  }

  private bookCommand(o: OrderState, c: CheckedOrder): BookCommand {
    const base = { orderId: orderId(o.id), userId: uid(o.userId), time: epochMillis(this.input.now) };
    if (c.kind === 'limit') return { ...base, type: 'limit', side: c.side, price: ticks(c.ticks), qty: lots(c.lots), tif: c.tif };
    if (c.kind === 'market-buy-quote')
      return { ...base, type: 'market-buy-quote', quote: quoteUnits(quoteBudgetUnits(this.market, c.amount)) };
    // A market buy froze the cost of the asks as they are; stopping at the user's own resting ask
    // (rather than cancelling it and sweeping on) keeps what it can spend within that freeze.
    return { ...base, type: 'market', side: c.side, qty: lots(c.lots), stp: c.side === 'buy' ? 'cancel-taker' : undefined };
  }

  /** Applies the events of one command to orders and balances. */
  private settle(taker: OrderState, events: readonly BookEvent[]): void {
    for (const ev of events) {
      if (ev.type === 'trade') this.settleTrade(taker, ev);
      else if (ev.type === 'filled') this.end(this.orderOf(ev.orderId, taker), 'filled');
      else if (ev.type === 'cancelled') this.end(this.orderOf(ev.orderId, taker), 'cancelled');
    }
    if (isOpen(taker.status) && this.state.book.order(orderId(taker.id))) {
      taker.status = taker.dealQuantity.isZero() ? 'waiting' : 'partial';
      this.state.live.set(taker.id, taker);
    }
  }

  private orderOf(id: number, taker: OrderState): OrderState {
    if (id === taker.id) return taker;
    const o = this.state.live.get(id);
    if (!o) throw new Error(`spot ${this.market.symbol}: event for unknown order ${id}`);
    return o;
  }

  /** An order left the book: what it still holds frozen goes back to available. */
  private end(o: OrderState, status: 'filled' | 'cancelled'): void {
    if (o.frozen.gt(0)) {
      this.move('order_unfreeze', o, [
        [o.userId, o.frozenCurrency, 'frozen', o.frozen.neg()],
        [o.userId, o.frozenCurrency, 'available', o.frozen],
      ]);
      o.frozen = new Decimal(0);
    }
    o.status = status;
    o.updatedAt = this.input.now;
    this.state.live.delete(o.id);
    this.touch(o);
  }

  private settleTrade(taker: OrderState, ev: TradeEvent): void {
    const m = this.market;
    const maker = this.orderOf(ev.makerOrderId, taker);
    const price = m.tick.times(ev.price);
    const qty = m.step.times(ev.qty);
    const amount = price.times(qty);
    const [buyer, seller] = ev.takerSide === 'buy' ? [taker, maker] : [maker, taker];
    const rate = (o: OrderState) => (o === taker ? m.takerFee : m.makerFee);
    let buyerFee = feeIncrement(buyer.dealAmount, amount, rate(buyer));
    const sellerFee = Decimal.min(feeIncrement(seller.dealAmount, amount, rate(seller)), amount);
    if (buyer.frozen.lt(amount)) throw new Error(`spot ${m.symbol}: order ${buyer.id} froze too little for a fill`);
    // Last line of defence against rounding: a buy never pays more than it froze.
    buyerFee = Decimal.min(buyerFee, buyer.frozen.minus(amount));
    if (seller.frozen.lt(qty)) throw new Error(`spot ${m.symbol}: order ${seller.id} froze too little base for a fill`);

    const index = this.trades.length;
    this.trades.push({
      symbol: m.symbol,
      makerOrderId: maker.id,
      takerOrderId: taker.id,
      makerUserId: maker.userId,
      takerUserId: taker.userId,
      price: price.toFixed(),
      quantity: qty.toFixed(),
      amount: amount.toFixed(),
      takerSide: ev.takerSide,
      makerFee: (maker === buyer ? buyerFee : sellerFee).toFixed(),
      takerFee: (taker === buyer ? buyerFee : sellerFee).toFixed(),
      createdAt: new Date(this.input.now),
    });
    this.move('trade', index, [
      [buyer.userId, m.quote, 'frozen', amount.neg()],
      [seller.userId, m.quote, 'available', amount],
      [seller.userId, m.base, 'frozen', qty.neg()],
      [buyer.userId, m.base, 'available', qty],
    ]);
    const fees = buyerFee.plus(sellerFee);
    if (!fees.isZero())
      this.move('fee', index, [
        [buyer.userId, m.quote, 'frozen', buyerFee.neg()],
        [seller.userId, m.quote, 'available', sellerFee.neg()],
        [this.input.feesUserId, m.quote, 'available', fees],
      ]);
    buyer.frozen = buyer.frozen.minus(amount).minus(buyerFee);
    seller.frozen = seller.frozen.minus(qty);
    for (const [o, fee] of [
      [buyer, buyerFee],
      [seller, sellerFee],
    ] as const) {
      o.dealQuantity = o.dealQuantity.plus(qty);
      o.dealAmount = o.dealAmount.plus(amount);
      o.fee = o.fee.plus(fee);
      o.updatedAt = this.input.now;
      if (isOpen(o.status)) o.status = 'partial';
      this.touch(o);
    }
    this.prints.push({ id: '', symbol: m.symbol, price: price.toFixed(), quantity: qty.toFixed(), amount: amount.toFixed(), side: ev.takerSide, time: this.input.now });
  }

  private touch(o: OrderState): void {
    this.touched.set(o.id, o);
    this.users.add(o.userId);
  }

  /**
   * Records a journal entry of spot legs (zero legs left out) and applies it to the batch's view
   * of the placers' balances. `ref`: the order it is about, or the index of its trade.
   */
  private move(reason: string, ref: OrderState | number, legs: [number, string, Leg['field'], Decimal][]): void {
    const entry: JournalEntryInput = {
      reason,
      refType: typeof ref === 'number' ? 'spot_trade' : 'spot_order',
      refId: typeof ref === 'number' ? '' : String(ref.id),
      legs: legs.flatMap(([userId, currency, field, a]) => (a.isZero() ? [] : [{ userId, account: 'spot' as const, currency, field, amount: a.toFixed() }])),
    };
    this.entries.push(typeof ref === 'number' ? { entry, trade: ref } : { entry });
    for (const [userId, currency, field, a] of legs) {
      const m = this.money.get(moneyKey(userId, currency));
      if (m) m[field] = m[field].plus(a);
    }
  }
}
