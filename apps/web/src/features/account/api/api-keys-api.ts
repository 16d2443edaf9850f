import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyList, createdApiKey, type CreateApiKeyBody } from '@aurelix/shared/schemas/api-keys';
import { api } from '../../../lib/api-client';
import { ACCOUNT_KEY } from './account-api';

/** The owner's API keys (server: modules/api-keys). */
const API_KEYS_KEY = [...ACCOUNT_KEY, 'api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_KEY,
    queryFn: ({ signal }) => api.post('/api/user/api-key/list', {}, { schema: apiKeyList, signal }),
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.post('/api/user/api-key/create', body, { schema: createdApiKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>('/api/user/api-key/revoke', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
