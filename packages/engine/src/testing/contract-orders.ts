/**
 * Contract: limit orders (GTC, IOC, FOK, post-only), price-time priority, partial fills, and
 * market orders by quantity and by quote amount.
 */
import { describe, expect, it } from 'vitest';
import { RejectCode } from '../events';
import type { OrderBook } from '../order-book';
import { buy, buyWithQuote, market, sell } from './book-commands';
import type { BookFactory } from './order-book-contract';
import { accepted, cancelled, filled, rejected, trade } from './expected-events';
import { orderId } from '../units';

const A = 1;
const B = 2;
const C = 3;

/** Applies every command, returning the events of the last one. */
function run(book: OrderBook, ...commands: Parameters<OrderBook['apply']>[0][]) {
  return commands.map((command) => book.apply(command)).at(-1);
}

/** Contract for limit orders and priority. */
export function limitOrderContract(newBook: BookFactory): void {
  describe('limit orders', () => {
    it('rests a GTC order that does not cross, emitting only accepted', () => {
      const book = newBook();
      expect(book.apply(buy(1, A, 100, 5))).toEqual([accepted(1, A, 'buy')]);
      expect(book.depth(10)).toEqual({ bids: [{ price: 100, qty: 5, orders: 1 }], asks: [] });
      expect(book.order(orderId(1))).toMatchObject({
        orderId: 1,
        userId: A,
        side: 'buy',
        price: 100,
        qty: 5,
      });
    });

    it("trades at the maker's price, not the taker's limit", () => {
      const book = newBook();
      expect(run(book, sell(1, A, 100, 5), buy(2, B, 105, 5))).toEqual([
        accepted(2, B, 'buy'),
        trade(1, 2, A, B, 'buy', 100, 5),
        filled(1, A, 'sell'),
        filled(2, B, 'buy'),
      ]);
      expect(book.orderCount()).toBe(0);
    });

    it('rests the remainder of a taker larger than the liquidity at its limit', () => {
      const book = newBook();
      expect(run(book, sell(1, A, 100, 3), buy(2, B, 101, 5))).toEqual([
        accepted(2, B, 'buy'),
        trade(1, 2, A, B, 'buy', 100, 3),
        filled(1, A, 'sell'),
      ]);
      expect(book.bestBid()).toBe(101);
      expect(book.bestAsk()).toBeUndefined();
      expect(book.order(orderId(2))?.qty).toBe(2);
    });

    it('keeps a partly filled maker at the front of its queue', () => {
      const book = newBook();
      run(book, sell(1, A, 100, 5), sell(2, C, 100, 5));
      expect(book.apply(buy(3, B, 100, 2))).toEqual([
        accepted(3, B, 'buy'),
        trade(1, 3, A, B, 'buy', 100, 2),
        filled(3, B, 'buy'),
      ]);
      expect(book.openOrders().map((o) => [o.orderId, o.qty])).toEqual([
        [1, 3],
        [2, 5],
      ]);
      expect(book.apply(buy(4, B, 100, 4)).filter((e) => e.type === 'trade')).toEqual([
        trade(1, 4, A, B, 'buy', 100, 3),
        trade(2, 4, C, B, 'buy', 100, 1),
      ]);
    });

    it('fills orders at one price in arrival order', () => {
      const book = newBook();
      run(book, sell(1, A, 100, 1), sell(2, C, 100, 1), sell(3, A, 100, 1));
      const trades = book.apply(buy(4, B, 100, 3)).filter((e) => e.type === 'trade');
      expect(trades.map((t) => t.makerOrderId)).toEqual([1, 2, 3]);
    });

    it('fills a better price first even when it arrived later', () => {
      const book = newBook();
      run(book, sell(1, A, 101, 1), sell(2, C, 100, 1));
      const trades = book.apply(buy(3, B, 101, 2)).filter((e) => e.type === 'trade');
      expect(trades.map((t) => [t.makerOrderId, t.price])).toEqual([
        [2, 100],
        [1, 101],
      ]);
    });

    it('sweeps levels best first and stops at its limit', () => {
      const book = newBook();
      run(book, sell(1, A, 100, 1), sell(2, A, 101, 1), sell(3, A, 102, 1), sell(4, A, 103, 1));
      const events = book.apply(buy(5, B, 102, 5));
      expect(events.filter((e) => e.type === 'trade').map((t) => t.price)).toEqual([100, 101, 102]);
      expect([book.bestBid(), book.bestAsk()]).toEqual([102, 103]);
      expect(book.order(orderId(5))?.qty).toBe(2);
    });

    it('matches a sell taker against bids, highest first', () => {
      const book = newBook();
      run(book, buy(1, A, 99, 2), buy(2, C, 100, 2));
      expect(book.apply(sell(3, B, 99, 3))).toEqual([
        accepted(3, B, 'sell'),
        trade(2, 3, C, B, 'sell', 100, 2),
        filled(2, C, 'buy'),
        trade(1, 3, A, B, 'sell', 99, 1),
        filled(3, B, 'sell'),
      ]);
      expect(book.order(orderId(1))?.qty).toBe(1);
    });

    it('IOC: trades what it can and cancels the remainder', () => {
      const book = newBook();
      expect(run(book, sell(1, A, 100, 2), buy(2, B, 100, 5, { tif: 'IOC' }))).toEqual([
        accepted(2, B, 'buy'),
        trade(1, 2, A, B, 'buy', 100, 2),
        filled(1, A, 'sell'),
        cancelled(2, B, 'buy', 3, 'ioc'),
      ]);
      expect(book.orderCount()).toBe(0);
    });

    it('IOC: is cancelled whole when nothing crosses', () => {
      const book = newBook();
      expect(run(book, sell(1, A, 101, 2), buy(2, B, 100, 5, { tif: 'IOC' }))).toEqual([
        accepted(2, B, 'buy'),
        cancelled(2, B, 'buy', 5, 'ioc'),
      ]);
    });

    it('FOK: fills in full across levels when it can', () => {
      const book = newBook();
      expect(run(book, sell(1, A, 100, 2), sell(2, C, 101, 3), buy(3, B, 101, 5, { tif: 'FOK' }))).toEqual([
        accepted(3, B, 'buy'),
        trade(1, 3, A, B, 'buy', 100, 2),
        filled(1, A, 'sell'),
        trade(2, 3, C, B, 'buy', 101, 3),
        filled(2, C, 'sell'),
        filled(3, B, 'buy'),
      ]);
    });

    it('FOK: is rejected without touching the book when it cannot fill in full', () => {
      const book = newBook();
      run(book, sell(1, A, 100, 2), sell(2, A, 102, 5));
      const before = book.stateHash();
      expect(book.apply(buy(3, B, 101, 3, { tif: 'FOK' }))).toEqual([
        rejected(3, B, RejectCode.FOK_NOT_FILLABLE),
      ]);
      expect(book.apply(sell(4, B, 90, 1, { tif: 'FOK' }))).toEqual([
        rejected(4, B, RejectCode.FOK_NOT_FILLABLE),
      ]);
      expect(book.stateHash()).toBe(before);
    });

    it('post-only: rests when it does not cross', () => {
      const book = newBook();
      expect(run(book, sell(1, A, 101, 1), buy(2, B, 100, 1, { tif: 'POST_ONLY' }))).toEqual([
        accepted(2, B, 'buy'),
      ]);
      expect(book.bestBid()).toBe(100);
    });

    it('post-only: is rejected when any part would trade, even at an equal price', () => {
      const book = newBook();
      run(book, sell(1, A, 100, 1), buy(2, C, 99, 1));
      const before = book.stateHash();
      expect(book.apply(buy(3, B, 100, 5, { tif: 'POST_ONLY' }))).toEqual([
        rejected(3, B, RejectCode.POST_ONLY_WOULD_CROSS),
      ]);
      expect(book.apply(sell(4, B, 99, 5, { tif: 'POST_ONLY' }))).toEqual([
        rejected(4, B, RejectCode.POST_ONLY_WOULD_CROSS),
      ]);
      expect(book.stateHash()).toBe(before);
    });
  });
}

/** Contract for market orders by quantity and by quote amount. */
export function marketOrderContract(newBook: BookFactory): void {
  describe('market orders', () => {
    it('sweeps the asks at any price and cancels what the book cannot fill', () => {
      const book = newBook();
      expect(run(book, sell(1, A, 100, 1), sell(2, C, 105, 1), market('buy', 3, B, 3))).toEqual([
        accepted(3, B, 'buy'),
        trade(1, 3, A, B, 'buy', 100, 1),
        filled(1, A, 'sell'),
        trade(2, 3, C, B, 'buy', 105, 1),
        filled(2, C, 'sell'),
        cancelled(3, B, 'buy', 1, 'ioc'),
      ]);
      expect(book.orderCount()).toBe(0);
    });

    it('fills a market sell in full and leaves the rest of the maker', () => {
      const book = newBook();
      expect(run(book, buy(1, A, 100, 5), market('sell', 2, B, 2))).toEqual([
        accepted(2, B, 'sell'),
        trade(1, 2, A, B, 'sell', 100, 2),
        filled(2, B, 'sell'),
      ]);
      expect(book.order(orderId(1))?.qty).toBe(3);
    });

    it('is rejected with NO_LIQUIDITY when the opposite side is empty', () => {
      const book = newBook();
      book.apply(buy(1, A, 100, 5));
      expect(book.apply(market('buy', 2, B, 1))).toEqual([rejected(2, B, RejectCode.NO_LIQUIDITY)]);
      expect(book.apply(buyWithQuote(3, B, 1000))).toEqual([rejected(3, B, RejectCode.NO_LIQUIDITY)]);
    });

    it('by quote: buys whole lots best first while the budget affords one', () => {
      const book = newBook();
      // 450 buys 2 lots at 100 (200), then 2 at 110 (220); the 30 left cannot buy another.
      expect(run(book, sell(1, A, 100, 2), sell(2, C, 110, 5), buyWithQuote(3, B, 450))).toEqual([
        accepted(3, B, 'buy'),
        trade(1, 3, A, B, 'buy', 100, 2),
        filled(1, A, 'sell'),
        trade(2, 3, C, B, 'buy', 110, 2),
        filled(3, B, 'buy'),
      ]);
      expect(book.order(orderId(2))?.qty).toBe(3);
    });

    it('by quote: spends an exact budget to the last unit', () => {
      const book = newBook();
      expect(run(book, sell(1, A, 100, 5), buyWithQuote(2, B, 300))).toEqual([
        accepted(2, B, 'buy'),
        trade(1, 2, A, B, 'buy', 100, 3),
        filled(2, B, 'buy'),
      ]);
    });

    it('by quote: is filled, not cancelled, when budget and asks run out together', () => {
      const book = newBook();
      expect(run(book, sell(1, A, 100, 3), buyWithQuote(2, B, 300))).toEqual([
        accepted(2, B, 'buy'),
        trade(1, 2, A, B, 'buy', 100, 3),
        filled(1, A, 'sell'),
        filled(2, B, 'buy'),
      ]);
    });

    it('by quote: is cancelled when the asks run out before the budget', () => {
      const book = newBook();
      expect(run(book, sell(1, A, 100, 1), buyWithQuote(2, B, 1000))).toEqual([
        accepted(2, B, 'buy'),
        trade(1, 2, A, B, 'buy', 100, 1),
        filled(1, A, 'sell'),
        cancelled(2, B, 'buy', 0, 'ioc'),
      ]);
    });

    it('by quote: is rejected when the budget cannot buy one lot at the best ask', () => {
      const book = newBook();
      book.apply(sell(1, A, 100, 1));
      expect(book.apply(buyWithQuote(2, B, 99))).toEqual([rejected(2, B, RejectCode.QUOTE_TOO_SMALL)]);
    });

    it('by quote: stays exact when price times lots passes 2^53', () => {
      const book = newBook();
      const price = 3_000_000_007;
      const budget = Number.MAX_SAFE_INTEGER;
      const lots = Number(BigInt(budget) / BigInt(price));
      book.apply(sell(1, A, price, 4_000_000));
      expect(book.apply(buyWithQuote(2, B, budget))).toEqual([
        accepted(2, B, 'buy'),
        trade(1, 2, A, B, 'buy', price, lots),
        filled(2, B, 'buy'),
      ]);
      expect(book.order(orderId(1))?.qty).toBe(4_000_000 - lots);
    });
  });
}
