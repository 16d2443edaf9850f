import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositAddress, depositPage } from '@aurelix/shared/schemas/funding';
import { api } from '../../../lib/api-client';
import { FUNDING_KEY } from './funding-keys';

export const depositAddressQuery = (currency: string, network: string) =>
  queryOptions({
    queryKey: [...FUNDING_KEY, 'deposit-address', currency, network],
    queryFn: ({ signal }) => api.post('/api/funding/deposit/address', { currency, network }, { schema: depositAddress, signal }),
    enabled: Boolean(currency && network),
    staleTime: Infinity,
  });

export function useDepositAddress(currency: string, network: string) {
  return useQuery(depositAddressQuery(currency, network));
}

/**
 * Recent deposits, polled so the page shows a new transfer and its credit without a reload: every
 * 3 s while one is confirming, every 5 s otherwise (the deposit page is where a user waits for a
 * transfer to show up; at 15 s it could take that long to appear).
 */
export function useDeposits(currency?: string) {
  return useQuery({
    queryKey: [...FUNDING_KEY, 'deposits', currency ?? 'all'],
    queryFn: ({ signal }) => api.post('/api/funding/deposits', { currency, page: 1, limit: 10 }, { schema: depositPage, signal }),
    refetchInterval: (q) => (q.state.data?.list.some((d) => d.status === 'confirming') ? 3_000 : 5_000),
  });
}
