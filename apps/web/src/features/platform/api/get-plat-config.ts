import { queryOptions, useQuery } from '@tanstack/react-query';
import { platConfig, type PlatConfig } from '@aurelix/shared/schemas/platform';
import { api } from '../../../lib/api-client';

/** POST /api/plat_config. Failures are silent (SPEC 8): the app runs on its defaults. */
export function getPlatConfig(signal?: AbortSignal): Promise<PlatConfig> {
  return api.post('/api/plat_config', {}, { schema: platConfig, silent: true, signal });
}

export const platConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['plat-config'],
    queryFn: ({ signal }) => getPlatConfig(signal),
    staleTime: 10 * 60_000,
  });

export function usePlatConfig() {
  return useQuery(platConfigQueryOptions());
}
