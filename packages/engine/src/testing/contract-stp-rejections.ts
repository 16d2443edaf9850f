/**
 * Contract: self-trade prevention in each mode, and rejection of bad commands with a code and
 * no change to the book.
 */
import { describe, expect, it } from 'vitest';
import type { BookCommand } from '../commands';
import { RejectCode } from '../events';
import { buy, buyWithQuote, cancel, market, sell } from './book-commands';
import { accepted, cancelled, filled, rejected, trade } from './expected-events';
import type { BookFactory } from './order-book-contract';

const A = 1;
const B = 2;
const C = 3;

/** Contract for self-trade prevention. */
export function selfTradeContract(newBook: BookFactory): void {
  describe('self-trade prevention', () => {
    it('cancel-maker (the default): cancels the own resting order and matches on', () => {
      const book = newBook();
      book.apply(sell(1, A, 100, 1));
      book.apply(sell(2, C, 100, 1));
      expect(book.apply(buy(3, A, 100, 2))).toEqual([
        accepted(3, A, 'buy'),
        cancelled(1, A, 'sell', 1, 'stp'),
        trade(2, 3, C, A, 'buy', 100, 1),
        filled(2, C, 'sell'),
      ]);
      expect(book.openOrders().map((o) => [o.orderId, o.side, o.qty])).toEqual([[3, 'buy', 1]]);
    });

    it('cancel-taker: keeps the trades made so far, cancels the taker, leaves the makers', () => {
      const book = newBook({ stp: 'cancel-taker' });
      [sell(1, C, 100, 1), sell(2, A, 100, 1), sell(3, C, 100, 1)].forEach((c) => book.apply(c));
      expect(book.apply(buy(4, A, 100, 3))).toEqual([
        accepted(4, A, 'buy'),
        trade(1, 4, C, A, 'buy', 100, 1),
        filled(1, C, 'sell'),
        cancelled(4, A, 'buy', 2, 'stp'),
      ]);
      expect(book.openOrders().map((o) => o.orderId)).toEqual([2, 3]);
    });

    it('cancel-both: cancels the own resting order and the taker', () => {
      const book = newBook({ stp: 'cancel-both' });
      [sell(1, C, 100, 1), sell(2, A, 100, 1), sell(3, C, 100, 1)].forEach((c) => book.apply(c));
      expect(book.apply(buy(4, A, 100, 3))).toEqual([
        accepted(4, A, 'buy'),
        trade(1, 4, C, A, 'buy', 100, 1),
        filled(1, C, 'sell'),
        cancelled(2, A, 'sell', 1, 'stp'),
        cancelled(4, A, 'buy', 2, 'stp'),
      ]);
      expect(book.openOrders().map((o) => o.orderId)).toEqual([3]);
    });

    it("uses the command's mode over the book's", () => {
      const book = newBook();
      book.apply(buy(1, A, 100, 1));
      expect(book.apply(sell(2, A, 100, 1, { stp: 'cancel-taker' }))).toEqual([
        accepted(2, A, 'sell'),
        cancelled(2, A, 'sell', 1, 'stp'),
      ]);
      expect(book.openOrders().map((o) => o.orderId)).toEqual([1]);
    });

    it('applies to market orders by quantity and by quote', () => {
      const book = newBook();
      book.apply(sell(1, A, 100, 1));
      expect(book.apply(market('buy', 2, A, 1))).toEqual([
        accepted(2, A, 'buy'),
        cancelled(1, A, 'sell', 1, 'stp'),
        cancelled(2, A, 'buy', 1, 'ioc'),
      ]);
      book.apply(sell(3, A, 100, 1));
      expect(book.apply(buyWithQuote(4, A, 100, 'cancel-taker'))).toEqual([
        accepted(4, A, 'buy'),
        cancelled(4, A, 'buy', 0, 'stp'),
      ]);
    });

    it('does not count own orders as liquidity for a FOK', () => {
      const book = newBook();
      book.apply(sell(1, A, 100, 2));
      book.apply(sell(2, C, 100, 1));
      expect(book.apply(buy(3, A, 100, 2, { tif: 'FOK' }))).toEqual([
        rejected(3, A, RejectCode.FOK_NOT_FILLABLE),
      ]);
      expect(book.apply(buy(4, A, 100, 1, { tif: 'FOK' }))).toEqual([
        accepted(4, A, 'buy'),
        cancelled(1, A, 'sell', 2, 'stp'),
        trade(2, 4, C, A, 'buy', 100, 1),
        filled(2, C, 'sell'),
        filled(4, A, 'buy'),
      ]);
    });

    it('rejects a FOK that would reach its own order under cancel-taker', () => {
      const book = newBook({ stp: 'cancel-taker' });
      [sell(1, C, 100, 1), sell(2, A, 100, 1), sell(3, C, 100, 5)].forEach((c) => book.apply(c));
      expect(book.apply(buy(4, A, 100, 2, { tif: 'FOK' }))).toEqual([
        rejected(4, A, RejectCode.FOK_NOT_FILLABLE),
      ]);
      expect(book.apply(buy(5, A, 100, 1, { tif: 'FOK' }))).toEqual([
        accepted(5, A, 'buy'),
        trade(1, 5, C, A, 'buy', 100, 1),
        filled(1, C, 'sell'),
        filled(5, A, 'buy'),
      ]);
    });
  });
}

const bad = (command: object, patch: object) => ({ ...command, ...patch }) as BookCommand;

/** Commands with one bad field, and the code each must be rejected with. */
const BAD_COMMANDS: [string, BookCommand, string][] = [
  ['zero price', bad(buy(9, B, 100, 1), { price: 0 }), RejectCode.INVALID_PRICE],
  ['negative price', bad(buy(9, B, 100, 1), { price: -5 }), RejectCode.INVALID_PRICE],
  ['fractional price', bad(buy(9, B, 100, 1), { price: 100.5 }), RejectCode.INVALID_PRICE],
  ['NaN price', bad(sell(9, B, 100, 1), { price: Number.NaN }), RejectCode.INVALID_PRICE],
  ['price past 2^53', bad(sell(9, B, 100, 1), { price: 2 ** 53 }), RejectCode.INVALID_PRICE],
  ['zero qty', bad(buy(9, B, 100, 1), { qty: 0 }), RejectCode.INVALID_QUANTITY],
  ['fractional qty', bad(buy(9, B, 100, 1), { qty: 0.5 }), RejectCode.INVALID_QUANTITY],
  ['infinite qty', bad(market('sell', 9, B, 1), { qty: Infinity }), RejectCode.INVALID_QUANTITY],
  ['string qty', bad(market('buy', 9, B, 1), { qty: '5' }), RejectCode.INVALID_QUANTITY],
  ['zero quote', buyWithQuote(9, B, 0), RejectCode.INVALID_QUOTE_AMOUNT],
  ['fractional quote', buyWithQuote(9, B, 10.5), RejectCode.INVALID_QUOTE_AMOUNT],
  ['order id 0', buy(0, B, 100, 1), RejectCode.INVALID_ORDER_ID],
  ['fractional user id', buy(9, 1.5, 100, 1), RejectCode.INVALID_USER_ID],
  ['unknown side', bad(buy(9, B, 100, 1), { side: 'hold' }), RejectCode.INVALID_SIDE],
  ['unknown time in force', bad(buy(9, B, 100, 1), { tif: 'GTD' }), RejectCode.INVALID_TIME_IN_FORCE],
  ['unknown STP mode', bad(buy(9, B, 100, 1), { stp: 'allow' }), RejectCode.INVALID_STP_MODE],
  ['negative time', bad(buy(9, B, 100, 1), { time: -1 }), RejectCode.INVALID_TIME],
  ['unknown command type', bad(buy(9, B, 100, 1), { type: 'stop' }), RejectCode.INVALID_COMMAND],
  ['duplicate id of a resting limit', buy(1, B, 90, 1), RejectCode.DUPLICATE_ORDER_ID],
  ['duplicate id on a market order', market('buy', 2, B, 1), RejectCode.DUPLICATE_ORDER_ID],
  ['duplicate id on a quote order', buyWithQuote(1, B, 500), RejectCode.DUPLICATE_ORDER_ID],
  ['cancel of an unknown id', cancel(77, A), RejectCode.UNKNOWN_ORDER_ID],
  ["cancel of another user's order", cancel(1, B), RejectCode.UNKNOWN_ORDER_ID],
  ['cancel with order id NaN', cancel(Number.NaN, A), RejectCode.INVALID_ORDER_ID],
];

/** Contract for rejections. */
export function rejectionContract(newBook: BookFactory): void {
  describe('rejections', () => {
    it.each(BAD_COMMANDS)('rejects %s with its code and changes nothing', (_, command, code) => {
      const book = newBook();
      book.apply(buy(1, A, 99, 3));
      book.apply(sell(2, A, 101, 3));
      const before = book.stateHash();
      expect(book.apply(command)).toEqual([rejected(command.orderId, command.userId, code as RejectCode)]);
      expect(book.stateHash()).toBe(before);
    });

    it('rejects a resting order that would push a side past 2^53 lots', () => {
      const book = newBook();
      book.apply(sell(1, A, 100, Number.MAX_SAFE_INTEGER - 1));
      expect(book.apply(sell(2, A, 101, 2))).toEqual([rejected(2, A, RejectCode.BOOK_CAPACITY_EXCEEDED)]);
      expect(book.apply(sell(3, A, 101, 1))).toEqual([accepted(3, A, 'sell')]);
    });

    it('checks ids against resting orders only: a filled order id may come back', () => {
      const book = newBook();
      book.apply(sell(1, A, 100, 1));
      book.apply(buy(2, B, 100, 1));
      expect(book.apply(sell(1, A, 100, 1))).toEqual([accepted(1, A, 'sell')]);
    });
  });
}
