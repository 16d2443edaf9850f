import type { DepthSnapshot, PlaceSpotOrderBody, SpotOrder, TradePrint } from '@aurelix/shared/schemas/spot';

/**
 * What the spot order flow tells the rest of the server, after each batch has committed. The market
 * data module (candles, tickers, depth and trade channels) and the market maker depend only on this
 * file, not on the order flow's internals.
 */
export interface SpotTradeRecord extends TradePrint {
  symbol: string;
  /** price x quantity in the quote currency. */
  amount: string;
}

export interface SpotMarketFeed {
  /** Trades of one market, in execution order, once their batch has committed. Returns an unsubscribe. */
  onTrades(listener: (symbol: string, trades: readonly SpotTradeRecord[]) => void): () => void;
  /** The book of `symbol` changed (placed, dealt or cancelled orders); read it with `depth`. */
  onBookChange(listener: (symbol: string) => void): () => void;
  /** Top `limit` levels per side at the pair's tick size, from the sequencer's in-memory book. */
  depth(symbol: string, limit: number): DepthSnapshot | undefined;
  /**
   * Whether this process owns the market (issue 28): only the owner writes what is kept of it
   * (candles). Undefined: it does (one process).
   */
  owns?(symbol: string): boolean;
  /** Whether this process pushes the market's public channels to its clients (the owner, or every process without the Redis adapter). */
  pushesHere?(symbol: string): boolean;
}

/** How the market maker (and any bot) trades: the same calls the HTTP routes make. */
export interface SpotOrderPort {
  placeOrder(userId: number, body: PlaceSpotOrderBody): Promise<SpotOrder>;
  cancelOrder(userId: number, orderId: string): Promise<SpotOrder>;
  /** The user's resting orders of one market (for the market maker to requote). */
  openOrders(userId: number, symbol: string): Promise<SpotOrder[]>;
}
