import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityStatus, type IdentityStatus } from '@aurelix/shared/schemas/identity';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Every identity query (status, and the admin's review pages) starts with this key. */
export const IDENTITY_KEY = ['identity'] as const;

/** POST /api/identity/status: name_status, the latest application and the limits that apply. */
export function getIdentityStatus(signal?: AbortSignal): Promise<IdentityStatus> {
  return api.post('/api/identity/status', {}, { schema: identityStatus, signal });
}

export const identityStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...IDENTITY_KEY, 'status', token],
    queryFn: ({ signal }) => getIdentityStatus(signal),
    enabled: Boolean(token),
  });

export function useIdentityStatus() {
  const { token } = useSession();
  return useQuery(identityStatusQueryOptions(token));
}
