import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminIcoListPairResult,
  adminIcoProjectList,
  icoProject,
  icoProjectDetail,
  icoProjectList,
  icoSubscriptionPage,
  icoThawResult,
  type AdminIcoProjectBody,
  type IcoOrderTab,
} from '@aurelix/shared/schemas/ico';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/*
 * The ICO API (issue 19). A refusal toasts the server's translated message (api-client); every
 * change refreshes everything under icoKeys.all.
 */

export const icoKeys = {
  all: ['ico'] as const,
  list: () => ['ico', 'list'] as const,
  detail: (id: number) => ['ico', 'detail', id] as const,
  orders: (tab: IcoOrderTab, page: number) => ['ico', 'orders', tab, page] as const,
  admin: () => ['ico', 'admin'] as const,
};

export const icoProjectsOptions = () =>
  queryOptions({
    queryKey: icoKeys.list(),
    queryFn: ({ signal }) => api.post('/api/ico/projects', {}, { schema: icoProjectList, signal }),
    refetchInterval: 30_000,
  });

export function useIcoProjects() {
  return useQuery(icoProjectsOptions());
}

export function useIcoProject(id: number) {
  return useQuery({
    queryKey: icoKeys.detail(id),
    queryFn: ({ signal }) => api.post('/api/ico/project', { id }, { schema: icoProjectDetail, signal, silent: true }),
    refetchInterval: 15_000,
    retry: false,
  });
}

export function useIcoOrders(tab: IcoOrderTab, page: number, pageSize: number) {
  return useQuery({
    queryKey: icoKeys.orders(tab, page),
    queryFn: ({ signal }) => api.post('/api/ico/orders', { tab, page, page_size: pageSize }, { schema: icoSubscriptionPage, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: icoKeys.all });
}

export function useSubscribe() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; lots: number }) => api.post('/api/ico/subscribe', v, { schema: z.object({ id: z.number(), lots: z.number() }) }),
    onSettled: refresh,
  });
}

export function useThaw() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/ico/thaw', { id }, { schema: icoThawResult }),
    onSettled: refresh,
  });
}

export function useIcoAdminProjects() {
  return useQuery({
    queryKey: icoKeys.admin(),
    queryFn: ({ signal }) => api.post('/api/admin/ico/projects', {}, { schema: adminIcoProjectList, signal, silent: true }),
    refetchInterval: 15_000,
    retry: false,
  });
}

export function useSaveIcoProject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AdminIcoProjectBody) => api.post('/api/admin/ico/project/save', body, { schema: icoProject }),
    onSettled: refresh,
  });
}

export function useListIcoPair() {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/admin/ico/pair/list', { id }, { schema: adminIcoListPairResult }),
    onSettled: refresh,
    // The pair trades at once: this browser's pair and currency lists (kept 5 minutes) are read again.
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.reference.all }),
  });
}
