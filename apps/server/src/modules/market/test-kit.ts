import type { DepthSnapshot } from '@aurelix/shared/schemas/spot';
import type { SpotMarketFeed, SpotTradeRecord } from '../spot/feed';
import type { Scheduler } from './throttle';

/** A clock that moves only when the test says so, running due timers in order. */
export function fakeScheduler(start = 0) {
  let now = start;
  let timers: Array<{ at: number; fn: () => void; cancelled: boolean }> = [];
  const scheduler: Scheduler = {
    now: () => now,
    later(fn, ms) {
      const timer = { at: now + ms, fn, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
  };
  return {
    scheduler,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => !t.cancelled && t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        timers = timers.filter((t) => t !== due);
        due.fn();
      }
      now = end;
    },
  };
}


/** A SpotMarketFeed the test drives: set the book, emit trades and book changes by hand. */
export function fakeFeed() {
  const tradeListeners = new Set<(symbol: string, trades: readonly SpotTradeRecord[]) => void>();
  const bookListeners = new Set<(symbol: string) => void>();
  const books = new Map<string, DepthSnapshot>();
  let reads = 0;
  const feed: SpotMarketFeed = {
    onTrades(listener) {
      tradeListeners.add(listener);
      return () => tradeListeners.delete(listener);
    },
    onBookChange(listener) {
      bookListeners.add(listener);
      return () => bookListeners.delete(listener);
    },
    depth(symbol, limit) {
      reads++;
      const book = books.get(symbol);
      return book && { ...book, bids: book.bids.slice(0, limit), asks: book.asks.slice(0, limit) };
    },
  };
  return {
    feed,
    reads: () => reads,
    setBook(book: DepthSnapshot) {
      books.set(book.symbol, book);
      for (const l of bookListeners) l(book.symbol);
    },
    trade(symbol: string, trades: readonly SpotTradeRecord[]) {
      for (const l of tradeListeners) l(symbol, trades);
    },
  };
}
