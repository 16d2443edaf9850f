import {
  candleList,
  depthSnapshot,
  tradeList,
  type Candle,
  type DepthSnapshot,
  type KlineInterval,
  type TradePrint,
} from '@aurelix/shared/schemas/spot';
import { futuresChannels } from '@aurelix/shared/schemas/futures';
import { api } from '../../../lib/api-client';
import type { MarketSource } from '../../spot/api/market-source';
import { futuresKeys } from './keys';

/** POST /api/futures/depth: the contract's own book (spot's snapshot shape). */
export function getFuturesDepth(symbol: string, signal?: AbortSignal): Promise<DepthSnapshot> {
  return api.post('/api/futures/depth', { symbol, limit: 100 }, { schema: depthSnapshot, silent: true, signal });
}

/** POST /api/futures/trades: the contract's latest prints, newest first. */
export function getFuturesTrades(symbol: string, signal?: AbortSignal): Promise<TradePrint[]> {
  return api
    .post('/api/futures/trades', { symbol, limit: 50 }, { schema: tradeList, silent: true, signal })
    .then((d) => d.list);
}

/** POST /api/futures/kline: spot's klineBody, answered with the contract's own candles. */
export function getFuturesKline(symbol: string, interval: KlineInterval, signal?: AbortSignal): Promise<Candle[]> {
  return api
    .post('/api/futures/kline', { symbol, interval, limit: 300 }, { schema: candleList, silent: true, signal })
    .then((d) => d.list);
}

/** The contract's book, trades and candles for spot's book, trades and chart components. */
export const futuresMarketSource: MarketSource = {
  depth: (symbol) => ({
    queryKey: futuresKeys.market('depth', symbol),
    queryFn: ({ signal }) => getFuturesDepth(symbol, signal),
  }),
  depthChannel: futuresChannels.depth,
  trades: (symbol) => ({
    queryKey: futuresKeys.market('trades', symbol),
    queryFn: ({ signal }) => getFuturesTrades(symbol, signal),
  }),
  tradeChannel: futuresChannels.trade,
  kline: (symbol, interval) => ({
    queryKey: futuresKeys.market('kline', symbol, interval),
    queryFn: ({ signal }) => getFuturesKline(symbol, interval, signal),
    staleTime: 30_000,
  }),
  klineChannel: futuresChannels.kline,
};
