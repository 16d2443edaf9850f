import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkList, type NetworkItem } from '@aurelix/shared/schemas/funding';
import { api } from '../../../lib/api-client';
import { FUNDING_KEY } from './funding-keys';

/** POST /api/funding/networks: every currency's networks with minimums, fee and switches. */
export function getNetworks(side: 'deposit' | 'withdraw' | undefined, signal?: AbortSignal): Promise<NetworkItem[]> {
  return api.post('/api/funding/networks', side ? { side } : {}, { schema: networkList, signal }).then((d) => d.list);
}

export const networksQuery = (side?: 'deposit' | 'withdraw') =>
  queryOptions({ queryKey: [...FUNDING_KEY, 'networks', side ?? 'all'], queryFn: ({ signal }) => getNetworks(side, signal), staleTime: 60_000 });

export function useNetworks(side?: 'deposit' | 'withdraw') {
  return useQuery(networksQuery(side));
}
