import type { BookEvent, RejectCode, TradeEvent } from '@aurelix/engine/events';
import type { OrderBook } from '@aurelix/engine/order-book';
import { epochMillis, lots, orderId, quoteUnits, ticks, userId as uid } from '@aurelix/engine/units';
import type { BookCommand } from '@aurelix/engine/commands';
import type { ErrorKey } from '@aurelix/shared/errors';
import type { PlaceSpotOrderBody } from '@aurelix/shared/schemas/spot';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/envelope';
import { Decimal } from '../../lib/decimal';
import type { JournalEntryInput } from '../ledger/entry';
import type { Ledger } from '../ledger/service';
import type { SpotTradeRecord } from './feed';
import { buyFreeze, checkOrder, feeIncrement, quoteBudgetUnits, walkAsksCost, type CheckedOrder, type SpotMarket } from './market-rules';
import { isOpen, type OrderState } from './order-state';
import { spotRepository as repo } from './repository';
import type { SpotIds } from './id-pool';
import { BatchWrites } from './batch-writes';

/** A command for a market's sequencer. */
export type SpotCommand =
  | { type: 'place'; userId: number; body: PlaceSpotOrderBody }
  | { type: 'cancel'; userId: number; orderId: number };

/** What a command came to: an order (placed, duplicate or cancelled) or a rejection. */
export type CommandResult =
  | { ok: true; order: OrderState }
  | { ok: true; duplicateOf: { userId: number; clientOrderId: string } }
  | { ok: false; key: ErrorKey };

const ENGINE_REJECTIONS: Partial<Record<RejectCode, ErrorKey>> = {
  POST_ONLY_WOULD_CROSS: 'POST_ONLY_WOULD_CROSS',
  FOK_NOT_FILLABLE: 'FOK_NOT_FILLABLE',
  NO_LIQUIDITY: 'NO_LIQUIDITY',
  QUOTE_TOO_SMALL: 'AMOUNT_TOO_SMALL',
  BOOK_CAPACITY_EXCEEDED: 'ORDER_TOO_LARGE',
  UNKNOWN_ORDER_ID: 'ORDER_NOT_OPEN',
};

/** Undoes a command's savepoint for a business rejection; the book was not touched. */
class Rejection extends Error {
  constructor(readonly key: ErrorKey) {
    super(key);
  }
}

/** What the market's sequencer keeps between batches. */
export interface MarketState {
  market: SpotMarket;
  book: OrderBook;
  /** Resting orders by id. */
  live: Map<number, OrderState>;
}

/**
 * One batch of commands inside one database transaction. Business rejections roll back only their
 * own command (a savepoint); anything else propagates, failing the whole batch (the sequencer then
 * rebuilds the book from the database).
 */
export class SpotBatch {
  /** Orders whose row must be rewritten at the end of the batch. */
  readonly touched = new Map<number, OrderState>();
  readonly trades: SpotTradeRecord[] = [];
  /** Users whose spot balances changed. */
  readonly users = new Set<number>();
  readonly results: CommandResult[] = [];

  constructor(
    private readonly tx: Tx,
    private readonly state: MarketState,
    private readonly ledger: Ledger,
    private readonly feesUserId: number,
    private readonly now: number,
    /**
     * Given: the fast way, writes kept in memory and written at the end in a few statements with
     * ids from these pools (see batch-writes.ts); null: the careful way, one command at a time.
     */
    fast: SpotIds | null = null,
  ) {
    this.writes = fast ? new BatchWrites(tx, ledger, fast) : null;
  }

  private readonly writes: BatchWrites | null;

  /**
   * `begun`: settles when the transaction's `begin` has been answered (db/pipelined-transaction.ts);
   * the batch's first statement, a read, may go before that, its writes may not.
   */
  async run(commands: readonly SpotCommand[], begun: Promise<void> = Promise.resolve()): Promise<void> {
    // Pair settings (fees, trading status) may change between batches: read them with the batch.
    let market;
    if (this.writes) {
      const places = commands.flatMap((c) => (c.type === 'place' ? [{ userId: c.userId, clientOrderId: c.body.client_order_id }] : []));
      market = await this.writes.prepare(this.market.symbol, places, [this.market.base, this.market.quote]);
    } else market = await repo.market(this.tx, this.market.symbol);
    await begun;
    if (market) this.state.market = market;
    for (const command of commands) {
      this.results.push(command.type === 'place' ? await this.place(command) : await this.cancel(command));
    }
    if (this.writes) {
      const ids = await this.writes.flush([...this.touched.values()]);
      this.trades.forEach((t, i) => (t.id = String(ids[i])));
    } else await repo.updateOrders(this.tx, [...this.touched.values()]);
  }

  private get market() {
    return this.state.market;
  }

  private async place(cmd: Extract<SpotCommand, { type: 'place' }>): Promise<CommandResult> {
    // A retry answers with the first order whatever has changed since (price, balance, trading).
    const retried = cmd.body.client_order_id;
    if (retried && (this.writes ? this.writes.isDuplicate(cmd.userId, retried) : await repo.orderByClientId(this.tx, cmd.userId, retried)))
      return { ok: true, duplicateOf: { userId: cmd.userId, clientOrderId: retried } };
    const checked = checkOrder(this.market, cmd.body);
    if (!checked.ok) return { ok: false, key: checked.key };
    const freeze = this.freezeFor(checked.value);
    if (!freeze.ok) return { ok: false, key: freeze.key };
    const order = this.newOrder(cmd, checked.value, freeze.amount);
    const cid = cmd.body.client_order_id;
    let placed;
    try {
      placed = this.writes ? this.admitFast(this.writes, order, checked.value, freeze.amount) : await this.admit(order, checked.value, freeze.amount);
    } catch (err) {
      // Only rejections before the book changed end up here; the savepoint undid the row and freeze.
      if (err instanceof Rejection) return { ok: false, key: err.key };
      if (err instanceof AppError && err.key === 'INSUFFICIENT_BALANCE') return { ok: false, key: err.key };
      // A freeze beyond what numeric(36,18) holds: the user's order is too large, not a broken batch.
      if (err instanceof AppError && err.key === 'INVALID_AMOUNT') return { ok: false, key: 'ORDER_TOO_LARGE' };
      throw err;
    }
    if (placed === null) return { ok: true, duplicateOf: { userId: cmd.userId, clientOrderId: cid! } };
    // From here the book has changed: a failure must fail the batch (and rebuild the book).
    this.touched.set(placed.o.id, placed.o);
    this.users.add(placed.o.userId);
    await this.settle(placed.o, placed.events);
    return { ok: true, order: placed.o };
  }

  /**
   * In a savepoint: the order row (null for a repeated client order id), its freeze, and the
   * engine. A rejection from any of them rolls back the row and the freeze; the engine changes
   * nothing when it rejects.
   */
  private admit(order: Omit<OrderState, 'id'>, checked: CheckedOrder, freeze: Decimal) {
    return this.tx.transaction(async (sp) => {
      const id = await repo.insertOrder(sp, order);
      if (id === null) return null;
      const o: OrderState = { ...order, id };
      await this.ledger.freeze(
        { userId: o.userId, account: 'spot', currency: o.frozenCurrency, amount: freeze.toFixed(), reason: 'order_freeze', refType: 'spot_order', refId: String(id) },
        sp,
      );
      const events = this.state.book.apply(this.bookCommand(o, checked));
      const first = events[0];
      if (first?.type === 'rejected') throw new Rejection(ENGINE_REJECTIONS[first.code] ?? 'INVALID_PARAMS');
      return { o, events };
    });
  }

  /**
   * The fast path's admit: the same checks in memory and nothing written until the batch ends, so
   * a rejection has nothing to undo (the engine changes nothing when it rejects).
   */
  private admitFast(w: BatchWrites, order: Omit<OrderState, 'id'>, checked: CheckedOrder, freeze: Decimal) {
    if (w.isDuplicate(order.userId, order.clientOrderId)) return null;
    w.checkFreeze(order.userId, order.frozenCurrency, freeze);
    const o: OrderState = { ...order, id: w.nextOrderId() };
    const events = this.state.book.apply(this.bookCommand(o, checked));
    const first = events[0];
    if (first?.type === 'rejected') throw new Rejection(ENGINE_REJECTIONS[first.code] ?? 'INVALID_PARAMS');
    w.accept(o);
    const h = { userId: o.userId, account: 'spot' as const, currency: o.frozenCurrency };
    w.post({
      reason: 'order_freeze',
      refType: 'spot_order',
      refId: String(o.id),
      legs: [
        { ...h, field: 'available', amount: freeze.neg().toFixed() },
        { ...h, field: 'frozen', amount: freeze.toFixed() },
      ],
    });
    return { o, events };
  }

  private async cancel(cmd: Extract<SpotCommand, { type: 'cancel' }>): Promise<CommandResult> {
    const o = this.state.live.get(cmd.orderId);
    if (!o || o.userId !== cmd.userId) return { ok: false, key: 'ORDER_NOT_OPEN' };
    const events = this.state.book.apply({ type: 'cancel', orderId: orderId(o.id), userId: uid(o.userId) });
    const first = events[0];
    if (first?.type === 'rejected') return { ok: false, key: ENGINE_REJECTIONS[first.code] ?? 'ORDER_NOT_OPEN' };
    await this.settle(o, events);
    return { ok: true, order: o };
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
      seq: this.now,
      createdAt: this.now,
      updatedAt: this.now,
    };
  }

  private bookCommand(o: OrderState, c: CheckedOrder): BookCommand {
    const base = { orderId: orderId(o.id), userId: uid(o.userId), time: epochMillis(this.now) };
    if (c.kind === 'limit') return { ...base, type: 'limit', side: c.side, price: ticks(c.ticks), qty: lots(c.lots), tif: c.tif };
    if (c.kind === 'market-buy-quote')
      return { ...base, type: 'market-buy-quote', quote: quoteUnits(quoteBudgetUnits(this.market, c.amount)) };
    // A market buy froze the cost of the asks as they are; stopping at the user's own resting ask
    // (rather than cancelling it and sweeping on) keeps what it can spend within that freeze.
    return { ...base, type: 'market', side: c.side, qty: lots(c.lots), stp: c.side === 'buy' ? 'cancel-taker' : undefined };
  }

  /** Applies the events of one command to orders and balances. */
  private async settle(taker: OrderState, events: readonly BookEvent[]): Promise<void> {
    for (const ev of events) {
      if (ev.type === 'trade') await this.settleTrade(taker, ev);
      else if (ev.type === 'filled') await this.end(this.orderOf(ev.orderId, taker), 'filled');
      else if (ev.type === 'cancelled') await this.end(this.orderOf(ev.orderId, taker), 'cancelled');
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
  private async end(o: OrderState, status: 'filled' | 'cancelled'): Promise<void> {
    if (o.frozen.gt(0) && this.writes) {
      const h = { userId: o.userId, account: 'spot' as const, currency: o.frozenCurrency };
      this.writes.post({
        reason: 'order_unfreeze',
        refType: 'spot_order',
        refId: String(o.id),
        legs: [
          { ...h, field: 'frozen', amount: o.frozen.neg().toFixed() },
          { ...h, field: 'available', amount: o.frozen.toFixed() },
        ],
      });
      o.frozen = new Decimal(0);
    } else if (o.frozen.gt(0)) {
      await this.ledger.unfreeze(
        { userId: o.userId, account: 'spot', currency: o.frozenCurrency, amount: o.frozen.toFixed(), reason: 'order_unfreeze', refType: 'spot_order', refId: String(o.id) },
        this.tx,
      );
      o.frozen = new Decimal(0);
    }
    o.status = status;
    o.updatedAt = this.now;
    this.state.live.delete(o.id);
    this.touched.set(o.id, o);
    this.users.add(o.userId);
  }

  private async settleTrade(taker: OrderState, ev: TradeEvent): Promise<void> {
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

    const trade = {
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
      createdAt: new Date(this.now),
    };
    // The fast path learns trade ids only when it writes them at the end (see BatchWrites.flush).
    const tradeIndex = this.writes?.addTrade(trade);
    const tradeId = this.writes ? '' : String(await repo.insertTrade(this.tx, trade));
    const ref = { refType: 'spot_trade', refId: tradeId };
    const post = async (entry: JournalEntryInput) =>
      this.writes ? this.writes.post(entry, tradeIndex) : void (await this.ledger.post(entry, this.tx));
    const legs = (userId: number, currency: string, field: 'available' | 'frozen', a: Decimal) =>
      a.isZero() ? [] : [{ userId, account: 'spot' as const, currency, field, amount: a.toFixed() }];
    await post(
      {
        reason: 'trade',
        ...ref,
        legs: [
          ...legs(buyer.userId, m.quote, 'frozen', amount.neg()),
          ...legs(seller.userId, m.quote, 'available', amount),
          ...legs(seller.userId, m.base, 'frozen', qty.neg()),
          ...legs(buyer.userId, m.base, 'available', qty),
        ],
      },
    );
    const fees = buyerFee.plus(sellerFee);
    if (!fees.isZero()) {
      await post(
        {
          reason: 'fee',
          ...ref,
          legs: [
            ...legs(buyer.userId, m.quote, 'frozen', buyerFee.neg()),
            ...legs(seller.userId, m.quote, 'available', sellerFee.neg()),
            ...legs(this.feesUserId, m.quote, 'available', fees),
          ],
        },
      );
    }
    buyer.frozen = buyer.frozen.minus(amount).minus(buyerFee);
    seller.frozen = seller.frozen.minus(qty);
    for (const [o, fee] of [
      [buyer, buyerFee],
      [seller, sellerFee],
    ] as const) {
      o.dealQuantity = o.dealQuantity.plus(qty);
      o.dealAmount = o.dealAmount.plus(amount);
      o.fee = o.fee.plus(fee);
      o.updatedAt = this.now;
      if (isOpen(o.status)) o.status = 'partial';
      this.touched.set(o.id, o);
      this.users.add(o.userId);
    }
    this.trades.push({
      id: String(tradeId),
      symbol: m.symbol,
      price: price.toFixed(),
      quantity: qty.toFixed(),
      amount: amount.toFixed(),
      side: ev.takerSide,
      time: this.now,
    });
  }
}
