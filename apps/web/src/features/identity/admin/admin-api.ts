import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { identityReviewPage, type IdentityReviewListBody, type IdentityReviewPage } from '@aurelix/shared/schemas/identity';
import { api } from '../../../lib/api-client';
import { IDENTITY_KEY } from '../api/identity-status';

/** The review list's pages (one per filter and page). */
export const IDENTITY_ADMIN_KEY = [...IDENTITY_KEY, 'admin'] as const;

/** POST /api/admin/identity/list. Silent: a non-admin's ADMIN_ONLY becomes the page's refusal, not a toast. */
export function getReviewPage(body: IdentityReviewListBody, signal?: AbortSignal): Promise<IdentityReviewPage> {
  return api.post('/api/admin/identity/list', body, { schema: identityReviewPage, signal, silent: true });
}

export const reviewPageQueryOptions = (body: IdentityReviewListBody) =>
  queryOptions({
    queryKey: [...IDENTITY_ADMIN_KEY, body],
    queryFn: ({ signal }) => getReviewPage(body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useReviewPage = (body: IdentityReviewListBody) => useQuery(reviewPageQueryOptions(body));

export const approveApplication = (id: number) => api.post<null>('/api/admin/identity/approve', { id });
export const rejectApplication = (id: number, reason: string) => api.post<null>('/api/admin/identity/reject', { id, reason });
