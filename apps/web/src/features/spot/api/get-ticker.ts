import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketTick } from '@aurelix/shared/schemas/market';
import type { MarketTick } from '@aurelix/shared/ticker';
import { api } from '../../../lib/api-client';

/** POST /api/market/ticker: the 24h tick of one pair (the `_tick` channel keeps it live). */
export function getTicker(symbol: string, signal?: AbortSignal): Promise<MarketTick> {
  return api.post('/api/market/ticker', { symbol }, { schema: marketTick, silent: true, signal });
}

export const tickerQueryOptions = (symbol: string) =>
  queryOptions({ queryKey: ['market', 'ticker', symbol], queryFn: ({ signal }) => getTicker(symbol, signal) });

export function useTicker(symbol: string) {
  return useQuery(tickerQueryOptions(symbol));
}
