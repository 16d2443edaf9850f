import { queryOptions, useQuery } from '@tanstack/react-query';
import { currencyItem, listOf, type CurrencyItem } from '@aurelix/shared/schemas/platform';
import { api } from '../../../lib/api-client';

const currencyList = listOf(currencyItem);

/** POST /api/currency_list (SPEC 7): the wallet reads which currencies each account takes from it. */
export function getCurrencies(signal?: AbortSignal): Promise<CurrencyItem[]> {
  return api.post('/api/currency_list', {}, { schema: currencyList, silent: true, signal }).then((d) => d.list);
}

export const currenciesQueryOptions = () =>
  queryOptions({ queryKey: ['currency-list'], queryFn: ({ signal }) => getCurrencies(signal), staleTime: 5 * 60_000 });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
