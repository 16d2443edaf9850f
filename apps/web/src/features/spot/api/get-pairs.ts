import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOf } from '@aurelix/shared/schemas/platform';
import { pairListing, type PairListing } from '@aurelix/shared/schemas/spot';
import { api } from '../../../lib/api-client';

const pairList = listOf(pairListing);

/** POST /api/pair_list: the pair's rules (tick, step, minimums) for the trading page. */
export function getPairs(signal?: AbortSignal): Promise<PairListing[]> {
  return api.post('/api/pair_list', {}, { schema: pairList, signal }).then((data) => data.list);
}

/** Same key as the markets table: both read one cached list. */
export const pairsQueryOptions = () =>
  queryOptions({ queryKey: ['pair-list'], queryFn: ({ signal }) => getPairs(signal), staleTime: 5 * 60_000 });

export function usePairs() {
  return useQuery(pairsQueryOptions());
}

/** The pair of a URL symbol such as btc_usdt or BTC_USDT; undefined when unknown. */
export function findPair(pairs: readonly PairListing[] | undefined, symbol: string): PairListing | undefined {
  const wanted = symbol.trim().toUpperCase();
  return pairs?.find((p) => p.symbol.toUpperCase() === wanted);
}
