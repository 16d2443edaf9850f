import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSummary } from '@aurelix/shared/schemas/platform';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { setUserInfo, useSession, type UserInfo } from '../../../lib/session';

/** POST /api/center/index (needs the token): the signed-in user. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return api.post('/api/center/index', {}, { schema: userSummary, signal }).then((data) => data.user);
}

export const userInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.userInfo.of(token),
    queryFn: ({ signal }) => getUserInfo(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** The stored user info, refreshed from the server while a session exists (and stored again). */
export function useUserInfo(): UserInfo | null {
  const session = useSession();
  const query = useQuery(userInfoQueryOptions(session.token));
  useEffect(() => {
    if (query.data && session.token) setUserInfo(query.data);
  }, [query.data, session.token]);
  return session.user;
}
