import { queryOptions, useQuery } from '@tanstack/react-query';
import { futuresContractList, type FuturesContractView } from '@aurelix/shared/schemas/futures';
import { api } from '../../../lib/api-client';
import { futuresKeys } from './keys';

/** POST /api/futures/contracts (public): every contract with its rules and live prices. */
export function getContracts(signal?: AbortSignal): Promise<FuturesContractView[]> {
  return api.post('/api/futures/contracts', {}, { schema: futuresContractList, silent: true, signal }).then((d) => d.list);
}

export const contractsQueryOptions = () =>
  queryOptions({ queryKey: futuresKeys.contracts(), queryFn: ({ signal }) => getContracts(signal), staleTime: 10_000 });

export function useContracts() {
  return useQuery(contractsQueryOptions());
}

/** The contract of a URL symbol such as btc_usdt or BTC_USDT; undefined when unknown. */
export function findContract(list: readonly FuturesContractView[] | undefined, symbol: string): FuturesContractView | undefined {
  const wanted = symbol.trim().toUpperCase();
  return list?.find((c) => c.symbol.toUpperCase() === wanted);
}
