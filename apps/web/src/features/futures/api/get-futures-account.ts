import { queryOptions, useQuery } from '@tanstack/react-query';
import { futuresAccount, type FuturesAccount } from '@aurelix/shared/schemas/futures';
import { api } from '../../../lib/api-client';
import { futuresKeys } from './keys';

/** POST /api/futures/account: the futures wallet; with a symbol, also leverage, margin mode and max openable. */
export function getFuturesAccount(symbol: string | undefined, signal?: AbortSignal): Promise<FuturesAccount> {
  return api.post('/api/futures/account', symbol ? { symbol } : {}, { schema: futuresAccount, silent: true, signal });
}

export const futuresAccountQueryOptions = (symbol?: string) =>
  queryOptions({ queryKey: futuresKeys.account(symbol), queryFn: ({ signal }) => getFuturesAccount(symbol, signal) });

export function useFuturesAccount(symbol: string | undefined, enabled = true) {
  return useQuery({ ...futuresAccountQueryOptions(symbol), enabled });
}
