import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencyItem, listOf, type CurrencyItem } from '@aurelix/shared/schemas/platform';
import { api } from '../../../lib/api-client';

const currencyList = listOf(currencyItem);

/** POST /api/currency_list. Failures are silent (SPEC 8). */
export function getCurrencyList(signal?: AbortSignal): Promise<CurrencyItem[]> {
  return api
    .post('/api/currency_list', {}, { schema: currencyList, silent: true, signal })
    .then((data) => data.list);
}

export const currencyListQueryOptions = () =>
  queryOptions({
    queryKey: ['currency-list'],
    queryFn: ({ signal }) => getCurrencyList(signal),
    staleTime: 5 * 60_000,
  });

export function useCurrencyList() {
  return useQuery(currencyListQueryOptions());
}
