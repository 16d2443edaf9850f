import type { UseQueryOptions } from '@tanstack/react-query';
import { spotChannels, type Candle, type DepthSnapshot, type KlineInterval, type TradePrint } from '@aurelix/shared/schemas/spot';
import { depthQueryOptions } from './get-depth';
import { klineQueryOptions } from './get-kline';
import { tradesQueryOptions } from './get-trades';

// Any key: each market keeps its own key factory.
type Options<T> = UseQueryOptions<T, Error, T, any>;

/**
 * Where a book, a trade list and a chart read their data: the REST snapshot and the channel that
 * keeps it live. Spot's is the default; the futures page passes its contract's own (same shapes).
 */
export interface MarketSource {
  depth: (symbol: string) => Options<DepthSnapshot>;
  depthChannel: (symbol: string) => string;
  trades: (symbol: string) => Options<TradePrint[]>;
  tradeChannel: (symbol: string) => string;
  kline: (symbol: string, interval: KlineInterval) => Options<Candle[]>;
  klineChannel: (symbol: string, interval: KlineInterval) => string;
}

export const spotMarketSource: MarketSource = {
  depth: depthQueryOptions,
  depthChannel: spotChannels.depth,
  trades: tradesQueryOptions,
  tradeChannel: spotChannels.trade,
  kline: klineQueryOptions,
  klineChannel: spotChannels.kline,
};
