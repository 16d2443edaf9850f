import { queryOptions, useQuery } from '@tanstack/react-query';
import { spotBalances, type SpotBalances } from '@aurelix/shared/schemas/spot';
import { api } from '../../../lib/api-client';

/** POST /api/spot/balances: what the order form may spend, and the pair's fee rates. */
export function getSpotBalances(symbol: string, signal?: AbortSignal): Promise<SpotBalances> {
  return api.post('/api/spot/balances', { symbol }, { schema: spotBalances, silent: true, signal });
}

export const spotBalancesQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: ['spot', 'balances', symbol],
    queryFn: ({ signal }) => getSpotBalances(symbol, signal),
  });

export function useSpotBalances(symbol: string, enabled: boolean) {
  return useQuery({ ...spotBalancesQueryOptions(symbol), enabled });
}
