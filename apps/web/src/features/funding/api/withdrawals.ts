import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withdrawalItem, withdrawalPage, withdrawQuota, type WithdrawBody } from '@aurelix/shared/schemas/funding';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { FUNDING_KEY } from './funding-keys';

export function useWithdrawQuota(currency: string) {
  return useQuery({
    queryKey: [...FUNDING_KEY, 'quota', currency],
    queryFn: ({ signal }) => api.post('/api/funding/withdraw/quota', { currency }, { schema: withdrawQuota, signal }),
    enabled: Boolean(currency),
  });
}

/** Recent withdrawals; polled faster while one is on its way. */
export function useWithdrawals(currency?: string) {
  return useQuery({
    queryKey: [...FUNDING_KEY, 'withdrawals', currency ?? 'all'],
    queryFn: ({ signal }) => api.post('/api/funding/withdrawals', { currency, page: 1, limit: 10 }, { schema: withdrawalPage, signal }),
    refetchInterval: (q) => (q.state.data?.list.some((w) => w.status === 'pending' || w.status === 'confirming') ? 3_000 : 30_000),
  });
}

const useFundingMutation = <B,>(fn: (body: B) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: FUNDING_KEY }), queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all })]),
  });
};

export function useWithdraw() {
  return useFundingMutation((body: WithdrawBody) => api.post('/api/funding/withdraw', body, { schema: withdrawalItem }));
}

export function useCancelWithdrawal() {
  return useFundingMutation((id: number) => api.post('/api/funding/withdraw/cancel', { id }, { schema: withdrawalItem }));
}
