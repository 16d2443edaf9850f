import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositAddress, depositPage } from '@aurelix/shared/schemas/funding';
import { api } from '../../../lib/api-client';

export const depositAddressQuery = (currency: string, network: string) =>
  queryOptions({
    queryKey: ['funding', 'deposit-address', currency, network],
    queryFn: ({ signal }) => api.post('/api/funding/deposit/address', { currency, network }, { schema: depositAddress, signal }),
    enabled: Boolean(currency && network),
    staleTime: Infinity,
  });

export function useDepositAddress(currency: string, network: string) {
  return useQuery(depositAddressQuery(currency, network));
}

/** Recent deposits; polled while any is still confirming, so the page shows the credit without a reload. */
export function useDeposits(currency?: string) {
  return useQuery({
    queryKey: ['funding', 'deposits', currency ?? 'all'],
    queryFn: ({ signal }) => api.post('/api/funding/deposits', { currency, page: 1, limit: 10 }, { schema: depositPage, signal }),
    refetchInterval: (q) => (q.state.data?.list.some((d) => d.status === 'confirming') ? 3_000 : 15_000),
  });
}
