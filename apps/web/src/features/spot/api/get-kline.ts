import { queryOptions, useQuery } from '@tanstack/react-query';
import { candleList, type Candle, type KlineInterval } from '@aurelix/shared/schemas/spot';
import { api } from '../../../lib/api-client';

/** POST /api/market/kline: the last 300 candles of an interval, oldest first. */
export function getKline(symbol: string, interval: KlineInterval, signal?: AbortSignal): Promise<Candle[]> {
  return api
    .post('/api/market/kline', { symbol, interval, limit: 300 }, { schema: candleList, silent: true, signal })
    .then((data) => data.list);
}

export const klineQueryOptions = (symbol: string, interval: KlineInterval) =>
  queryOptions({
    queryKey: ['market', 'kline', symbol, interval],
    queryFn: ({ signal }) => getKline(symbol, interval, signal),
    staleTime: 30_000,
  });

export function useKline(symbol: string, interval: KlineInterval) {
  return useQuery(klineQueryOptions(symbol, interval));
}
