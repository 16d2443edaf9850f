/**
 * The production order book: sorted price levels per side (`BookSide`), an intrusive FIFO list
 * per level (`PriceLevel`) and a map from order id to resting order, so matching reads the best
 * order in O(1) and a cancel unlinks its order in O(1).
 *
 * The hot path allocates little beyond the events the caller keeps: resting orders are recycled
 * by an `OrderStore`, and only a price that opens a new level allocates a `PriceLevel`.
 */
import { checkCancelFields, checkLimitFields, checkMarketFields, checkQuoteFields } from './command-checks';
import type {
  BookCommand,
  CancelOrder,
  PlaceLimitOrder,
  PlaceMarketBuyByQuote,
  PlaceMarketOrder,
  Side,
  StpMode,
} from './commands';
import { BookSide } from './book-side';
import { accepted, cancelled, filled, RejectCode, rejected, trade, type BookEvent } from './events';
import type { BookDepth, DepthLevel, OpenOrder, OrderBook } from './order-book';
import { OrderStore } from './order-store';
import type { PriceLevel, RestingOrder } from './price-level';
import { capacityMessage, checkRestoredOrder, crossedMessage } from './restore-checks';
import { OrderIndex } from './order-index';
import { hashOpenOrders } from './state-hash';
import { floorDiv, type Lots, type OrderId, type PriceTicks, type UserId } from './units';

/** What matching needs to know about the incoming order. */
interface Taker {
  readonly orderId: OrderId;
  readonly userId: UserId;
  readonly stp?: StpMode;
}

const NO_LOTS = 0 as Lots;

/** See the module comment. Create it with `createOrderBook`. */
export class LinkedOrderBook implements OrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly orders = new OrderIndex();
  private store = new OrderStore();
  /**
   * Set by matching when self-trade prevention stopped the taker. A field rather than a second
   * return value so the hot path allocates no result object.
   */
  private takerStopped = false;

  constructor(private readonly stpMode: StpMode) {}

  apply(command: BookCommand): BookEvent[] {
    const events: BookEvent[] = [];
    this.applyInto(command, events);
    return events;
  }

  applyInto(command: BookCommand, sink: BookEvent[]): void {
    switch (command.type) {
      case 'limit':
        return this.placeLimit(command, sink);
      case 'market':
        return this.placeMarket(command, sink);
      case 'market-buy-quote':
        return this.placeMarketBuyByQuote(command, sink);
      case 'cancel':
        return this.cancel(command, sink);
      default: {
        const unknown = command as Partial<CancelOrder>;
        sink.push(rejected(unknown.orderId as OrderId, unknown.userId as UserId, RejectCode.INVALID_COMMAND));
      }
    }
  }

  private placeLimit(command: PlaceLimitOrder, sink: BookEvent[]): void {
    const code = checkLimitFields(command) ?? this.checkLimitAgainstBook(command);
    if (code !== null) {
      sink.push(rejected(command.orderId, command.userId, code));
      return;
    }
    const { orderId, userId, side, qty } = command;
    sink.push(accepted(orderId, userId, side));
    const left = this.matchQty(command, side, command.price, qty, sink);
    if (left === 0) sink.push(filled(orderId, userId, side));
    else if (this.takerStopped) sink.push(cancelled(orderId, userId, side, left, 'stp'));
    else if (command.tif === 'IOC') sink.push(cancelled(orderId, userId, side, left, 'ioc'));
    else if (command.tif === 'FOK') throw new Error(`FOK order ${orderId} passed its check but did not fill`);
    else this.rest(command, left);
  }

  private checkLimitAgainstBook(command: PlaceLimitOrder): RejectCode | null {
    if (this.orders.has(command.orderId)) return RejectCode.DUPLICATE_ORDER_ID;
    if (this.sideOf(command.side).totalQty + command.qty > Number.MAX_SAFE_INTEGER) {
      return RejectCode.BOOK_CAPACITY_EXCEEDED;
    }
    if (command.tif === 'POST_ONLY' && this.crosses(command.side, command.price)) {
      return RejectCode.POST_ONLY_WOULD_CROSS;
    }
    if (command.tif === 'FOK' && !this.canFillInFull(command)) return RejectCode.FOK_NOT_FILLABLE;
    return null;
  }

  private placeMarket(command: PlaceMarketOrder, sink: BookEvent[]): void {
    const code =
      checkMarketFields(command) ??
      this.checkTakerId(command.orderId) ??
      (this.sideOf(command.side === 'buy' ? 'sell' : 'buy').best() === undefined
        ? RejectCode.NO_LIQUIDITY
        : null);
    if (code !== null) {
      sink.push(rejected(command.orderId, command.userId, code));
      return;
    }
    const { orderId, userId, side } = command;
    sink.push(accepted(orderId, userId, side));
    // Prices are at least one tick, so these limits let a market order take any level.
    const limit = (side === 'buy' ? Number.MAX_SAFE_INTEGER : 0) as PriceTicks;
    const left = this.matchQty(command, side, limit, command.qty, sink);
    if (left === 0) sink.push(filled(orderId, userId, side));
    else sink.push(cancelled(orderId, userId, side, left, this.takerStopped ? 'stp' : 'ioc'));
  }

  private placeMarketBuyByQuote(command: PlaceMarketBuyByQuote, sink: BookEvent[]): void {
    const bestAsk = this.asks.best();
    const code =
      checkQuoteFields(command) ??
      this.checkTakerId(command.orderId) ??
      (bestAsk === undefined ? RejectCode.NO_LIQUIDITY : null) ??
      (bestAsk !== undefined && command.quote < bestAsk.price ? RejectCode.QUOTE_TOO_SMALL : null);
    if (code !== null) {
      sink.push(rejected(command.orderId, command.userId, code));
      return;
    }
    const { orderId, userId } = command;
    sink.push(accepted(orderId, userId, 'buy'));
    const budgetLeft = this.matchQuote(command, command.quote, sink);
    // Filled: the budget cannot buy another lot. Cancelled: the asks ran out first, or STP.
    if (this.takerStopped) sink.push(cancelled(orderId, userId, 'buy', NO_LOTS, 'stp'));
    else if (budgetLeft > 0 && this.asks.best() === undefined) {
      sink.push(cancelled(orderId, userId, 'buy', NO_LOTS, 'ioc'));
    } else sink.push(filled(orderId, userId, 'buy'));
  }

  private cancel(command: CancelOrder, sink: BookEvent[]): void {
    const code = checkCancelFields(command);
    const order = code === null ? this.orders.get(command.orderId) : undefined;
    if (order === undefined || order.userId !== command.userId) {
      sink.push(rejected(command.orderId, command.userId, code ?? RejectCode.UNKNOWN_ORDER_ID));
      return;
    }
    sink.push(cancelled(order.orderId, order.userId, order.side, order.qty, 'user'));
    this.unrest(order);
  }

  /** Ids of market orders never rest, but events name them, so they must not clash either. */
  private checkTakerId(orderId: OrderId): RejectCode | null {
    return this.orders.has(orderId) ? RejectCode.DUPLICATE_ORDER_ID : null;
  }

  /** Matches up to `qty` lots at `limit` or better; returns the lots left. */
  private matchQty(taker: Taker, side: Side, limit: PriceTicks, qty: Lots, sink: BookEvent[]): Lots {
    const book = side === 'buy' ? this.asks : this.bids;
    const isBuy = side === 'buy';
    let left = qty;
    this.takerStopped = false;
    while (left > 0) {
      const level = book.best();
      if (level === undefined || (isBuy ? level.price > limit : level.price < limit)) break;
      left = this.matchLevel(book, level, taker, side, left, sink);
      if (this.takerStopped) break;
    }
    return left;
  }

  /** Spends up to `budget` quote units on whole lots, best asks first; returns what is left. */
  private matchQuote(taker: Taker, budget: number, sink: BookEvent[]): number {
    let left = budget;
    this.takerStopped = false;
    for (;;) {
      const level = this.asks.best();
      if (level === undefined) return left;
      const affordable = floorDiv(left, level.price) as Lots;
      if (affordable === 0) return left;
      const unfilled = this.matchLevel(this.asks, level, taker, 'buy', affordable, sink);
      // Exact: the lots bought here cost at most `left`, a safe integer.
      left -= level.price * (affordable - unfilled);
      if (this.takerStopped) return left;
    }
  }

  /** Matches against one level's queue, oldest first; returns the taker's lots left. */
  private matchLevel(
    book: BookSide,
    level: PriceLevel,
    taker: Taker,
    takerSide: Side,
    qty: Lots,
    sink: BookEvent[],
  ): Lots {
    let left = qty;
    let maker = level.head;
    while (maker !== null && left > 0) {
      const next = maker.next;
      if (maker.userId === taker.userId) {
        if (this.preventSelfTrade(maker, taker.stp ?? this.stpMode, sink)) return left;
      } else {
        const fill = (maker.qty < left ? maker.qty : left) as Lots;
        sink.push(
          trade(maker.orderId, taker.orderId, maker.userId, taker.userId, takerSide, level.price, fill),
        );
        left = (left - fill) as Lots;
        if (fill === maker.qty) {
          sink.push(filled(maker.orderId, maker.userId, maker.side));
          this.unrest(maker);
        } else book.reduce(maker, fill);
      }
      maker = next;
    }
    return left;
  }

  /** Applies the STP mode to a self-match; returns true when the taker must stop. */
  private preventSelfTrade(maker: RestingOrder, mode: StpMode, sink: BookEvent[]): boolean {
    if (mode !== 'cancel-taker') {
      sink.push(cancelled(maker.orderId, maker.userId, maker.side, maker.qty, 'stp'));
      this.unrest(maker);
    }
    this.takerStopped = mode !== 'cancel-maker';
    return this.takerStopped;
  }

  /** True when a limit order at `price` on `side` would trade on arrival. */
  private crosses(side: Side, price: PriceTicks): boolean {
    if (side === 'buy') {
      const ask = this.asks.best();
      return ask !== undefined && ask.price <= price;
    }
    const bid = this.bids.best();
    return bid !== undefined && bid.price >= price;
  }

  /**
   * Whether a fill-or-kill order would fill in full, walking the orders it would meet. Its own
   * orders give it nothing: under `cancel-maker` they are skipped, otherwise meeting one stops it.
   */
  private canFillInFull(command: PlaceLimitOrder): boolean {
    const isBuy = command.side === 'buy';
    const levels = (isBuy ? this.asks : this.bids).levels;
    const selfMatchStops = (command.stp ?? this.stpMode) !== 'cancel-maker';
    let needed: number = command.qty;
    for (let i = levels.length - 1; i >= 0; i--) {
      const level = levels[i] as PriceLevel;
      if (isBuy ? level.price > command.price : level.price < command.price) return false;
      for (let order = level.head; order !== null; order = order.next) {
        if (order.userId === command.userId) {
          if (selfMatchStops) return false;
        } else if ((needed -= order.qty) <= 0) return true;
      }
    }
    return false;
  }

  private rest(command: OpenOrder, qty: Lots): void {
    const { orderId, userId, side, price, time } = command;
    const book = this.sideOf(side);
    const order = this.store.take(orderId, userId, side, price, qty, time, book.openLevel(price));
    book.add(order);
    this.orders.add(order);
  }

  /** Takes an order off the book for good; emit its events first, as the store reuses it. */
  private unrest(order: RestingOrder): void {
    this.orders.delete(order.orderId);
    this.sideOf(order.side).remove(order);
    this.store.give(order);
  }

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  bestBid(): PriceTicks | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): PriceTicks | undefined {
    return this.asks.best()?.price;
  }

  depth(levels: number): BookDepth {
    return { bids: depthOf(this.bids, levels), asks: depthOf(this.asks, levels) };
  }

  order(orderId: OrderId): OpenOrder | undefined {
    const order = this.orders.get(orderId);
    return order === undefined ? undefined : this.toOpenOrder(order);
  }

  orderCount(): number {
    return this.orders.size;
  }

  openOrders(): OpenOrder[] {
    const open: OpenOrder[] = [];
    for (const book of [this.bids, this.asks]) {
      for (let i = book.levels.length - 1; i >= 0; i--) {
        for (let order = (book.levels[i] as PriceLevel).head; order !== null; order = order.next) {
          open.push(this.toOpenOrder(order));
        }
      }
    }
    return open;
  }

  restore(orders: readonly OpenOrder[]): void {
    this.clear();
    for (const order of orders) {
      const problem =
        checkRestoredOrder(order) ??
        (this.orders.has(order.orderId) ? `duplicate order id ${order.orderId}` : null) ??
        capacityMessage(this.sideOf(order.side).totalQty + order.qty);
      if (problem !== null) this.failRestore(problem);
      this.rest(order, order.qty);
    }
    const crossed = crossedMessage(this.bestBid(), this.bestAsk());
    if (crossed !== null) this.failRestore(crossed);
  }

  private failRestore(problem: string): never {
    this.clear();
    throw new Error(`Cannot restore the book: ${problem}`);
  }

  private clear(): void {
    this.bids.clear();
    this.asks.clear();
    this.orders.clear();
    this.store = new OrderStore();
  }

  private toOpenOrder(order: RestingOrder): OpenOrder {
    const { orderId, userId, side, price, qty } = order;
    return { orderId, userId, side, price, qty, time: this.store.timeOf(order) };
  }

  stateHash(): string {
    return hashOpenOrders(this.openOrders());
  }

  validate(): void {
    const resting = this.bids.validate(this.orders) + this.asks.validate(this.orders);
    if (resting !== this.orders.size) {
      throw new Error(`id map holds ${this.orders.size} orders but the levels hold ${resting}`);
    }
    const crossed = crossedMessage(this.bestBid(), this.bestAsk());
    if (crossed !== null) throw new Error(crossed);
  }
}

function depthOf(book: BookSide, count: number): DepthLevel[] {
  const levels = book.levels;
  const top: DepthLevel[] = [];
  for (let i = levels.length - 1; i >= 0 && top.length < count; i--) {
    const level = levels[i] as PriceLevel;
    top.push({ price: level.price, qty: level.total as Lots, orders: level.count });
  }
  return top;
}
