import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketTick } from '@aurelix/shared/ticker';
import { tickerList } from '@aurelix/shared/schemas/market';
import { api } from '../../../lib/api-client';

/** POST /api/market/tickers: every pair's 24h tick, for the pair switcher's prices and changes. */
export function getTickers(signal?: AbortSignal): Promise<MarketTick[]> {
  return api.post('/api/market/tickers', {}, { schema: tickerList, silent: true, signal }).then((d) => d.list);
}

export const tickersQueryOptions = () =>
  queryOptions({ queryKey: ['spot', 'tickers'], queryFn: ({ signal }) => getTickers(signal), staleTime: 10_000 });

/** Fetched when `enabled` (the switcher is open), so the trading page does not load every pair up front. */
export function useTickers(enabled: boolean) {
  return useQuery({ ...tickersQueryOptions(), enabled });
}
