import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  currencyItem,
  listOf,
  platConfig,
  type CurrencyItem,
  type PlatConfig,
} from '@aurelix/shared/schemas/platform';
import { pairListing, type PairListing } from '@aurelix/shared/schemas/spot';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The reference data every page may need (the pair list, the currency list and the platform's
 * configuration), fetched and cached in one place: features read it through these hooks and share
 * one cache entry each, under the keys of `queryKeys.reference`.
 */

const pairList = listOf(pairListing);
const currencyList = listOf(currencyItem);

/** POST /api/pair_list: every trading pair with its rules (tick, step, minimums). */
export function getPairList(signal?: AbortSignal): Promise<PairListing[]> {
  return api.post('/api/pair_list', {}, { schema: pairList, signal }).then((data) => data.list);
}

/** POST /api/currency_list (SPEC 7). Failures are silent (SPEC 8): pages fall back to symbols. */
export function getCurrencyList(signal?: AbortSignal): Promise<CurrencyItem[]> {
  return api.post('/api/currency_list', {}, { schema: currencyList, silent: true, signal }).then((data) => data.list);
}

/** POST /api/plat_config. Failures are silent (SPEC 8): the app runs on its defaults. */
export function getPlatConfig(signal?: AbortSignal): Promise<PlatConfig> {
  return api.post('/api/plat_config', {}, { schema: platConfig, silent: true, signal });
}

export const pairListQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reference.pairList(),
    queryFn: ({ signal }) => getPairList(signal),
    staleTime: 5 * 60_000,
  });

export const currencyListQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reference.currencyList(),
    queryFn: ({ signal }) => getCurrencyList(signal),
    staleTime: 5 * 60_000,
  });

export const platConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reference.platConfig(),
    queryFn: ({ signal }) => getPlatConfig(signal),
    staleTime: 10 * 60_000,
  });

export function usePairList() {
  return useQuery(pairListQueryOptions());
}

export function useCurrencyList() {
  return useQuery(currencyListQueryOptions());
}

export function usePlatConfig() {
  return useQuery(platConfigQueryOptions());
}

/** The pair of a URL symbol such as btc_usdt or BTC_USDT; undefined when unknown. */
export function findPair(pairs: readonly PairListing[] | undefined, symbol: string): PairListing | undefined {
  const wanted = symbol.trim().toUpperCase();
  return pairs?.find((p) => p.symbol.toUpperCase() === wanted);
}
