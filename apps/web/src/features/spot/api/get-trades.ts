import { queryOptions, useQuery } from '@tanstack/react-query';
import { tradeList, type TradePrint } from '@aurelix/shared/schemas/spot';
import { api } from '../../../lib/api-client';

/** POST /api/market/trades: the latest prints, newest first. */
export function getTrades(symbol: string, signal?: AbortSignal): Promise<TradePrint[]> {
  return api
    .post('/api/market/trades', { symbol, limit: 50 }, { schema: tradeList, silent: true, signal })
    .then((data) => data.list);
}

export const tradesQueryOptions = (symbol: string) =>
  queryOptions({ queryKey: ['market', 'trades', symbol], queryFn: ({ signal }) => getTrades(symbol, signal) });

export function useTrades(symbol: string) {
  return useQuery(tradesQueryOptions(symbol));
}
