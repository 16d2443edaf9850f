import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOf } from '@aurelix/shared/schemas/platform';
import { pairListing, type PairListing } from '@aurelix/shared/schemas/spot';
import { api } from '../../../lib/api-client';

const pairList = listOf(pairListing);

/** POST /api/pair_list: every trading pair. */
export function getPairList(signal?: AbortSignal): Promise<PairListing[]> {
  return api.post('/api/pair_list', {}, { schema: pairList, signal }).then((data) => data.list);
}

export const pairListQueryOptions = () =>
  queryOptions({
    queryKey: ['pair-list'],
    queryFn: ({ signal }) => getPairList(signal),
    staleTime: 5 * 60_000,
  });

export function usePairList() {
  return useQuery(pairListQueryOptions());
}
