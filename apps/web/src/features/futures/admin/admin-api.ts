import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminFuturesContract,
  adminFuturesLiquidationPage,
  adminFuturesOverview,
  type AdminFuturesContract,
  type AdminFuturesContractBody,
} from '@aurelix/shared/schemas/futures';
import { api } from '../../../lib/api-client';
import { futuresKeys } from '../api/keys';

/** Every admin query starts here; a saved contract also refreshes the public contract list. */
export const futuresAdminKeys = {
  all: [...futuresKeys.all, 'admin'] as const,
  overview: () => [...futuresKeys.all, 'admin', 'overview'] as const,
  liquidations: (symbol: string | undefined, page: number, pageSize: number) =>
    [...futuresKeys.all, 'admin', 'liquidations', symbol ?? null, page, pageSize] as const,
};

/** POST /api/admin/futures/contracts: the contracts' settings and the insurance fund. */
export const futuresAdminOverviewOptions = () =>
  queryOptions({
    queryKey: futuresAdminKeys.overview(),
    queryFn: ({ signal }) => api.post('/api/admin/futures/contracts', {}, { schema: adminFuturesOverview, signal, silent: true }),
    refetchInterval: 10_000,
    retry: false,
  });

export function useFuturesAdminOverview() {
  return useQuery(futuresAdminOverviewOptions());
}

/** POST /api/admin/futures/liquidations: newest first, paged. */
export function useFuturesLiquidations(symbol: string | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: futuresAdminKeys.liquidations(symbol, page, pageSize),
    queryFn: ({ signal }) =>
      api.post('/api/admin/futures/liquidations', { symbol, page, page_size: pageSize }, { schema: adminFuturesLiquidationPage, signal, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
    retry: false,
  });
}

/** POST /api/admin/futures/contract/update. Silent: the edit form shows a refusal next to the table. */
export function updateFuturesContract(body: AdminFuturesContractBody): Promise<AdminFuturesContract> {
  return api.post('/api/admin/futures/contract/update', body, { schema: adminFuturesContract, silent: true });
}

export function useUpdateFuturesContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFuturesContract,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: futuresAdminKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: futuresKeys.contracts() });
    },
  });
}
