import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminWithdrawalPage, chainDepositResult, withdrawalItem, type WithdrawalStatus } from '@aurelix/shared/schemas/funding';
import { api } from '../../../lib/api-client';
import { FUNDING_KEY } from '../api/funding-keys';

export function useAdminWithdrawals(status: WithdrawalStatus | undefined, page: number, limit: number) {
  return useQuery({
    queryKey: [...FUNDING_KEY, 'admin-withdrawals', status ?? 'all', page, limit],
    queryFn: ({ signal }) =>
      api.post('/api/admin/withdrawals', { status, page, limit }, { schema: adminWithdrawalPage, signal, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
    retry: false,
  });
}

export function useReview() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: FUNDING_KEY });
  return {
    approve: useMutation({ mutationFn: (id: number) => api.post('/api/admin/withdrawals/approve', { id }, { schema: withdrawalItem }), onSettled: done }),
    reject: useMutation({
      mutationFn: (v: { id: number; reason?: string }) => api.post('/api/admin/withdrawals/reject', v, { schema: withdrawalItem }),
      onSettled: done,
    }),
    deposit: useMutation({
      mutationFn: (v: { currency: string; network: string; address: string; amount: string }) =>
        api.post('/api/admin/chain/deposit', v, { schema: chainDepositResult }),
    }),
  };
}
