import { queryOptions, useQuery } from '@tanstack/react-query';
import { futuresPositionList, type FuturesPositionView } from '@aurelix/shared/schemas/futures';
import { api } from '../../../lib/api-client';
import { futuresKeys } from './keys';

/** POST /api/futures/positions: open positions, optionally of one contract. */
export function getPositions(symbol: string | undefined, signal?: AbortSignal): Promise<FuturesPositionView[]> {
  return api
    .post('/api/futures/positions', symbol ? { symbol } : {}, { schema: futuresPositionList, signal })
    .then((d) => d.list);
}

export const positionsQueryOptions = (symbol?: string) =>
  queryOptions({ queryKey: futuresKeys.positions(symbol), queryFn: ({ signal }) => getPositions(symbol, signal) });

export function usePositions(symbol: string | undefined, enabled = true) {
  return useQuery({ ...positionsQueryOptions(symbol), enabled });
}
