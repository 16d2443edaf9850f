import { queryOptions, useQuery } from '@tanstack/react-query';
import { depthSnapshot, type DepthSnapshot } from '@aurelix/shared/schemas/spot';
import { api } from '../../../lib/api-client';

/** POST /api/market/depth at the pair's tick size; the page merges to coarser precisions itself. */
export function getDepth(symbol: string, signal?: AbortSignal): Promise<DepthSnapshot> {
  return api.post('/api/market/depth', { symbol, limit: 100 }, { schema: depthSnapshot, silent: true, signal });
}

export const depthQueryOptions = (symbol: string) =>
  queryOptions({ queryKey: ['market', 'depth', symbol], queryFn: ({ signal }) => getDepth(symbol, signal) });

export function useDepth(symbol: string) {
  return useQuery(depthQueryOptions(symbol));
}
