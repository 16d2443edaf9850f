/**
 * A deliberately simple order book: each side is one array of orders in priority order, scanned
 * and spliced linearly, with bigint money arithmetic. It is too slow for production, and that
 * is the point: it shares no data structure and no matching code with the production book, so
 * the property tests can replay random command streams through both and demand identical
 * events (exchange-core keeps a naive book for the same reason).
 */
import { checkCancelFields, checkLimitFields, checkMarketFields, checkQuoteFields } from './command-checks';
import type { BookCommand, CancelOrder, PlaceLimitOrder, Side, StpMode } from './commands';
import { accepted, cancelled, filled, RejectCode, rejected, trade, type BookEvent } from './events';
import type { BookConfig, BookDepth, DepthLevel, OpenOrder, OrderBook } from './order-book';
import { capacityMessage, checkRestoredOrder, crossedMessage } from './restore-checks';
import { hashOpenOrders } from './state-hash';
import type { Lots, OrderId, PriceTicks, UserId } from './units';

type Order = { -readonly [K in keyof OpenOrder]: OpenOrder[K] };

/** The incoming order while it matches. `budget` is set for a market buy by quote. */
interface Taker {
  readonly orderId: OrderId;
  readonly userId: UserId;
  readonly side: Side;
  readonly stp: StpMode;
  /** Worst price it may trade at; undefined for market orders. */
  readonly limit: number | undefined;
  lots: number;
  budget: bigint | undefined;
  stopped: boolean;
}

/** Creates an empty reference book (for tests only). */
export function createReferenceBook(config: BookConfig = {}): OrderBook {
  return new ReferenceOrderBook(config.stp ?? 'cancel-maker');
}

/** Better price for the resting side, or undefined when equal. */
const better = (side: Side, a: number, b: number): boolean => (side === 'buy' ? a > b : a < b);

class ReferenceOrderBook implements OrderBook {
  /** Each side best first; equal prices in arrival order. */
  private readonly sides: Record<Side, Order[]> = { buy: [], sell: [] };

  constructor(private readonly stpMode: StpMode) {}

  apply(command: BookCommand): BookEvent[] {
    const events: BookEvent[] = [];
    this.applyInto(command, events);
    return events;
  }

  applyInto(command: BookCommand, sink: BookEvent[]): void {
    const code = this.rejection(command);
    if (code !== null) {
      sink.push(rejected(command.orderId, command.userId, code));
      return;
    }
    if (command.type === 'cancel') return this.cancel(command, sink);
    const side = command.type === 'market-buy-quote' ? 'buy' : command.side;
    const taker: Taker = {
      orderId: command.orderId,
      userId: command.userId,
      side,
      stp: command.stp ?? this.stpMode,
      limit: command.type === 'limit' ? command.price : undefined,
      lots: command.type === 'market-buy-quote' ? Number.MAX_SAFE_INTEGER : command.qty,
      budget: command.type === 'market-buy-quote' ? BigInt(command.quote) : undefined,
      stopped: false,
    };
    sink.push(accepted(taker.orderId, taker.userId, side));
    this.match(taker, sink);
    this.finish(command, taker, sink);
  }

  private rejection(command: BookCommand): RejectCode | null {
    switch (command.type) {
      case 'limit':
        return checkLimitFields(command) ?? this.limitRejection(command);
      case 'market':
        return (
          checkMarketFields(command) ??
          this.duplicate(command.orderId) ??
          (this.opposite(command.side)[0] === undefined ? RejectCode.NO_LIQUIDITY : null)
        );
      case 'market-buy-quote': {
        const best = this.sides.sell[0];
        return (
          checkQuoteFields(command) ??
          this.duplicate(command.orderId) ??
          (best === undefined ? RejectCode.NO_LIQUIDITY : null) ??
          (command.quote < (best?.price ?? 0) ? RejectCode.QUOTE_TOO_SMALL : null)
        );
      }
      case 'cancel':
        return (
          checkCancelFields(command) ??
          (this.find(command.orderId)?.userId === command.userId ? null : RejectCode.UNKNOWN_ORDER_ID)
        );
      default:
        return RejectCode.INVALID_COMMAND;
    }
  }

  private limitRejection(command: PlaceLimitOrder): RejectCode | null {
    const duplicate = this.duplicate(command.orderId);
    if (duplicate !== null) return duplicate;
    if (totalLots(this.sides[command.side]) + command.qty > Number.MAX_SAFE_INTEGER)
      return RejectCode.BOOK_CAPACITY_EXCEEDED;
    const best = this.opposite(command.side)[0];
    const crosses = best !== undefined && !better(best.side, command.price, best.price);
    if (command.tif === 'POST_ONLY' && crosses) return RejectCode.POST_ONLY_WOULD_CROSS;
    if (command.tif === 'FOK' && !this.fokFillable(command)) return RejectCode.FOK_NOT_FILLABLE;
    return null;
  }

  private fokFillable(command: PlaceLimitOrder): boolean {
    let needed: number = command.qty;
    for (const maker of this.opposite(command.side)) {
      if (better(maker.side, command.price, maker.price)) return false;
      if (maker.userId !== command.userId) needed -= maker.qty;
      else if ((command.stp ?? this.stpMode) !== 'cancel-maker') return false;
      if (needed <= 0) return true;
    }
    return false;
  }

  private match(taker: Taker, sink: BookEvent[]): void {
    const makers = this.opposite(taker.side);
    while (taker.lots > 0) {
      const maker = makers[0];
      if (maker === undefined) return;
      if (taker.limit !== undefined && better(maker.side, taker.limit, maker.price)) return;
      const affordable = taker.budget === undefined ? taker.lots : Number(taker.budget / BigInt(maker.price));
      if (affordable === 0) return;
      if (maker.userId === taker.userId) {
        if (taker.stp !== 'cancel-taker') {
          makers.shift();
          sink.push(cancelled(maker.orderId, maker.userId, maker.side, maker.qty, 'stp'));
        }
        taker.stopped = taker.stp !== 'cancel-maker';
        if (taker.stopped) return;
        continue;
      }
      const fill = Math.min(affordable, maker.qty) as Lots;
      sink.push(
        trade(maker.orderId, taker.orderId, maker.userId, taker.userId, taker.side, maker.price, fill),
      );
      maker.qty = (maker.qty - fill) as Lots;
      if (taker.budget === undefined) taker.lots -= fill;
      else taker.budget -= BigInt(fill) * BigInt(maker.price);
      if (maker.qty === 0) {
        makers.shift();
        sink.push(filled(maker.orderId, maker.userId, maker.side));
      }
    }
  }

  private finish(command: Exclude<BookCommand, CancelOrder>, taker: Taker, sink: BookEvent[]): void {
    const { orderId, userId, side } = taker;
    const left = (taker.budget === undefined ? taker.lots : 0) as Lots;
    const isQuote = taker.budget !== undefined;
    const done = isQuote ? this.sides.sell.length > 0 || taker.budget === 0n : left === 0;
    if (taker.stopped) sink.push(cancelled(orderId, userId, side, left, 'stp'));
    else if (done) sink.push(filled(orderId, userId, side));
    else if (command.type === 'limit' && (command.tif === 'GTC' || command.tif === 'POST_ONLY')) {
      this.insert({ orderId, userId, side, price: command.price, qty: left, time: command.time });
    } else sink.push(cancelled(orderId, userId, side, left, 'ioc'));
  }

  private cancel(command: CancelOrder, sink: BookEvent[]): void {
    const order = this.find(command.orderId) as Order;
    const queue = this.sides[order.side];
    queue.splice(queue.indexOf(order), 1);
    sink.push(cancelled(order.orderId, order.userId, order.side, order.qty, 'user'));
  }

  private insert(order: Order): void {
    const queue = this.sides[order.side];
    const at = queue.findIndex((other) => better(order.side, order.price, other.price));
    queue.splice(at === -1 ? queue.length : at, 0, order);
  }

  private duplicate(orderId: OrderId): RejectCode | null {
    return this.find(orderId) === undefined ? null : RejectCode.DUPLICATE_ORDER_ID;
  }

  private find(orderId: OrderId): Order | undefined {
    return (
      this.sides.buy.find((o) => o.orderId === orderId) ?? this.sides.sell.find((o) => o.orderId === orderId)
    );
  }

  private opposite(side: Side): Order[] {
    return this.sides[side === 'buy' ? 'sell' : 'buy'];
  }

  bestBid(): PriceTicks | undefined {
    return this.sides.buy[0]?.price;
  }

  bestAsk(): PriceTicks | undefined {
    return this.sides.sell[0]?.price;
  }

  depth(count: number): BookDepth {
    return {
      bids: aggregate(this.sides.buy).slice(0, count),
      asks: aggregate(this.sides.sell).slice(0, count),
    };
  }

  order(orderId: OrderId): OpenOrder | undefined {
    const order = this.find(orderId);
    return order === undefined ? undefined : { ...order };
  }

  orderCount(): number {
    return this.sides.buy.length + this.sides.sell.length;
  }

  openOrders(): OpenOrder[] {
    return [...this.sides.buy, ...this.sides.sell].map((order) => ({ ...order }));
  }

  restore(orders: readonly OpenOrder[]): void {
    const fail = (problem: string): never => {
      this.sides.buy.length = 0;
      this.sides.sell.length = 0;
      throw new Error(`Cannot restore the book: ${problem}`);
    };
    this.sides.buy.length = 0;
    this.sides.sell.length = 0;
    for (const order of orders) {
      const problem =
        checkRestoredOrder(order) ??
        (this.find(order.orderId) ? `duplicate order id ${order.orderId}` : null) ??
        capacityMessage(totalLots(this.sides[order.side]) + order.qty);
      if (problem !== null) fail(problem);
      this.insert({ ...order });
    }
    const crossed = crossedMessage(this.bestBid(), this.bestAsk());
    if (crossed !== null) fail(crossed);
  }

  stateHash(): string {
    return hashOpenOrders(this.openOrders());
  }

  validate(): void {
    for (const side of ['buy', 'sell'] as const) {
      this.sides[side].forEach((order, i, queue) => {
        const previous = queue[i - 1];
        if (order.side !== side || order.qty <= 0) throw new Error(`bad order ${order.orderId}`);
        if (previous && better(side, order.price, previous.price)) throw new Error(`${side} out of order`);
      });
    }
    const crossed = crossedMessage(this.bestBid(), this.bestAsk());
    if (crossed !== null) throw new Error(crossed);
  }
}

function totalLots(queue: readonly OpenOrder[]): number {
  return queue.reduce((sum, order) => sum + order.qty, 0);
}

function aggregate(queue: readonly OpenOrder[]): DepthLevel[] {
  const levels: { price: PriceTicks; qty: number; orders: number }[] = [];
  for (const order of queue) {
    const last = levels[levels.length - 1];
    if (last?.price === order.price) {
      last.qty += order.qty;
      last.orders++;
    } else levels.push({ price: order.price, qty: order.qty, orders: 1 });
  }
  return levels.map((level) => ({ ...level, qty: level.qty as Lots }));
}
