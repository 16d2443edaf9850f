import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { noticePage, unreadCount, type NoticePage } from '@aurelix/shared/schemas/notices';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Every notices query (pages and the bell's count) starts with this key. */
export const NOTICES_KEY = ['notices'] as const;
/** The notice pages (one per token, page, size and language). */
export const NOTICE_PAGES_KEY = [...NOTICES_KEY, 'list'] as const;
/** The bell's count for a session. */
export const unreadKey = (token: string | null) => [...NOTICES_KEY, 'unread', token] as const;

/** POST /api/notices/list: one page, newest first, rendered in the request's language. */
export function getNotices(page: number, limit: number, signal?: AbortSignal): Promise<NoticePage> {
  return api.post('/api/notices/list', { page, limit }, { schema: noticePage, signal });
}

export const noticesQueryOptions = (token: string | null, page: number, limit: number, lang: string) =>
  queryOptions({
    queryKey: [...NOTICE_PAGES_KEY, token, page, limit, lang],
    queryFn: ({ signal }) => getNotices(page, limit, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export function useNotices(page: number, limit: number, lang: string) {
  const { token } = useSession();
  return useQuery(noticesQueryOptions(token, page, limit, lang));
}

/** The bell's count. Silent: a failing badge must not toast on every page. */
export const unreadQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: unreadKey(token),
    queryFn: ({ signal }) => api.post('/api/notices/unread', {}, { schema: unreadCount, signal, silent: true }).then((d) => d.unread),
    enabled: Boolean(token),
    staleTime: 30_000,
  });

export function useUnreadCount(): number {
  const { token } = useSession();
  return useQuery(unreadQueryOptions(token)).data ?? 0;
}

export const markNoticeRead = (id: number) => api.post('/api/notices/read', { id }, { schema: unreadCount });
export const markAllNoticesRead = () => api.post('/api/notices/read-all', {}, { schema: unreadCount });
