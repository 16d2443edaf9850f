/**
 * The order book contract: one suite that every `OrderBook` implementation must pass
 * (exchange-core style). Each test builds its books through `newBook`, and every book is
 * validated after the test, so a test that passes on events but leaves a broken structure fails.
 */
import { afterEach, describe } from 'vitest';
import type { BookConfig, OrderBook } from '../order-book';
import { cancelContract, queryContract } from './contract-cancel-queries';
import { limitOrderContract, marketOrderContract } from './contract-orders';
import { rejectionContract, selfTradeContract } from './contract-stp-rejections';

/** Makes a fresh, empty book. */
export type BookFactory = (config?: BookConfig) => OrderBook;

/** Registers the whole contract suite for one implementation. */
export function describeOrderBookContract(name: string, create: BookFactory): void {
  describe(`${name}: order book contract`, () => {
    const books: OrderBook[] = [];
    const newBook: BookFactory = (config) => {
      const book = create(config);
      books.push(book);
      return book;
    };
    afterEach(() => {
      for (const book of books.splice(0)) book.validate();
    });
    limitOrderContract(newBook);
    marketOrderContract(newBook);
    cancelContract(newBook);
    selfTradeContract(newBook);
    rejectionContract(newBook);
    queryContract(newBook);
  });
}
