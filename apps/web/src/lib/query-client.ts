import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: the API client already told the user what went wrong, and a retry would
 * repeat the toast. Market data refreshes through the socket, not through refetching.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
