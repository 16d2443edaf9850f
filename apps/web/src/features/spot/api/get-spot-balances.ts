import { queryOptions, useQuery } from '@tanstack/react-query';
import { spotBalances, type SpotBalances } from '@aurelix/shared/schemas/spot';
import { api } from '../../../lib/api-client';

/** Every pair's balances query starts with this key (refreshed after an order or a fill). */
export const SPOT_BALANCES_KEY = ['spot', 'balances'] as const;

/** POST /api/spot/balances: what the order form may spend, and the pair's fee rates. */
export function getSpotBalances(symbol: string, signal?: AbortSignal): Promise<SpotBalances> {
  return api.post('/api/spot/balances', { symbol }, { schema: spotBalances, silent: true, signal });
}

export const spotBalancesQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: [...SPOT_BALANCES_KEY, symbol],
    queryFn: ({ signal }) => getSpotBalances(symbol, signal),
  });

export function useSpotBalances(symbol: string, enabled: boolean) {
  return useQuery({ ...spotBalancesQueryOptions(symbol), enabled });
}
