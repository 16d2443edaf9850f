import { createOrderBook } from './order-book';
import { createReferenceBook } from './reference-book';
import { describeOrderBookContract } from './testing/order-book-contract';

describeOrderBookContract('linked-list book (production)', createOrderBook);
describeOrderBookContract('reference book', createReferenceBook);
