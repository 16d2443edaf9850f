import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSecondOverview,
  adminSecondProduct,
  secondAccount,
  secondOrder,
  secondOrderDetail,
  secondOrderList,
  secondOrderPage,
  secondProductList,
  secondTickList,
  type AdminSecondProductBody,
  type SecondBuyBody,
  type SecondHistoryBody,
} from '@aurelix/shared/schemas/second';
import { api } from '../../../lib/api-client';

/** Every second-contract query starts here; `private` ones are the signed-in user's. */
export const secondKeys = {
  all: ['second'] as const,
  /** Every symbol's products (an admin edit refreshes them all). */
  allProducts: ['second', 'products'] as const,
  products: (symbol?: string) => ['second', 'products', symbol ?? null] as const,
  ticks: (symbol: string) => ['second', 'ticks', symbol] as const,
  private: ['second', 'private'] as const,
  account: () => ['second', 'private', 'account'] as const,
  current: (symbol?: string) => ['second', 'private', 'current', symbol ?? null] as const,
  history: (q: SecondHistoryBody) => ['second', 'private', 'history', q] as const,
  order: (id: string) => ['second', 'private', 'order', id] as const,
  admin: ['second', 'admin'] as const,
};

/** POST /api/second/products (public): the enabled products with the index of each pair. */
export function useSecondProducts(symbol?: string) {
  return useQuery(
    queryOptions({
      queryKey: secondKeys.products(symbol),
      queryFn: ({ signal }) => api.post('/api/second/products', symbol ? { symbol } : {}, { schema: secondProductList, silent: true, signal }),
      staleTime: 10_000,
    }),
  );
}

/** POST /api/second/ticks (public): the recorded index ticks of the last 10 minutes. */
export function useSecondTicks(symbol: string) {
  return useQuery({
    queryKey: secondKeys.ticks(symbol),
    queryFn: ({ signal }) => api.post('/api/second/ticks', { symbol }, { schema: secondTickList, silent: true, signal }).then((d) => d.list),
    staleTime: Infinity,
  });
}

export function useSecondAccount(enabled: boolean) {
  return useQuery({
    queryKey: secondKeys.account(),
    queryFn: ({ signal }) => api.post('/api/second/account', {}, { schema: secondAccount, silent: true, signal }),
    enabled,
  });
}

export function useSecondCurrent(enabled: boolean, symbol?: string) {
  return useQuery({
    queryKey: secondKeys.current(symbol),
    queryFn: ({ signal }) => api.post('/api/second/orders/current', symbol ? { symbol } : {}, { schema: secondOrderList, silent: true, signal }).then((d) => d.list),
    enabled,
  });
}

export function useSecondHistory(q: SecondHistoryBody, enabled = true) {
  return useQuery({
    queryKey: secondKeys.history(q),
    queryFn: ({ signal }) => api.post('/api/second/orders/history', q, { schema: secondOrderPage, silent: true, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSecondOrder(id: string | undefined) {
  return useQuery({
    queryKey: secondKeys.order(id ?? ''),
    queryFn: ({ signal }) => api.post('/api/second/order', { id }, { schema: secondOrderDetail, silent: true, signal }),
    enabled: !!id,
  });
}

/** POST /api/second/buy: a refusal toasts the server's translated message. */
export function useSecondBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondBuyBody) => api.post('/api/second/buy', body, { schema: secondOrder }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: secondKeys.private }),
  });
}

/* ---------- admin ---------- */

export function useSecondAdminOverview() {
  return useQuery({
    queryKey: secondKeys.admin,
    queryFn: ({ signal }) => api.post('/api/admin/second/products', {}, { schema: adminSecondOverview, silent: true, signal }),
    refetchInterval: 10_000,
    retry: false,
  });
}

/** Silent: the edit form shows a refusal itself. */
export function useUpdateSecondProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSecondProductBody) => api.post('/api/admin/second/product/update', body, { schema: adminSecondProduct, silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: secondKeys.admin });
      void queryClient.invalidateQueries({ queryKey: secondKeys.allProducts });
    },
  });
}
