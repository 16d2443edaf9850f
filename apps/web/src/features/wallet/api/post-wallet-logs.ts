import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletLogsPage, type LogTab, type WalletLogsPage } from '@aurelix/shared/schemas/wallet';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface LogsQuery {
  tab: LogTab;
  days: 3 | 7 | 30;
  currency?: string;
  /** false: without the moves into and out of order holds (the schema's default is with them). */
  holds?: boolean;
  page: number;
  page_size: number;
}

/** POST /api/wallet/logs: one page of a history tab. */
export function postWalletLogs(query: LogsQuery, signal?: AbortSignal): Promise<WalletLogsPage> {
  return api.post('/api/wallet/logs', query, { schema: walletLogsPage, signal });
}

export const walletLogsQueryOptions = (query: LogsQuery) =>
  queryOptions({
    queryKey: [...queryKeys.wallet.all, 'logs', query],
    queryFn: ({ signal }) => postWalletLogs(query, signal),
    placeholderData: keepPreviousData,
  });

export function useWalletLogs(query: LogsQuery) {
  return useQuery(walletLogsQueryOptions(query));
}
