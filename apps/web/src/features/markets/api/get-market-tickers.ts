import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketTick } from '@aurelix/shared/ticker';
import { tickerList } from '@aurelix/shared/schemas/market';
import { api } from '../../../lib/api-client';

/**
 * POST /api/market/tickers: the 24h tick of every pair. Silent: when it fails the table falls back to
 * currency_list prices, and the socket brings live ticks either way.
 */
export function getMarketTickers(signal?: AbortSignal): Promise<MarketTick[]> {
  return api
    .post('/api/market/tickers', {}, { schema: tickerList, silent: true, signal })
    .then((data) => data.list);
}

export const marketTickersQueryOptions = () =>
  queryOptions({
    queryKey: ['market-tickers'],
    queryFn: ({ signal }) => getMarketTickers(signal),
    staleTime: 15_000,
  });

export function useMarketTickers() {
  return useQuery(marketTickersQueryOptions());
}
