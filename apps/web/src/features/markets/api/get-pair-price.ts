import { queryOptions, useQuery } from '@tanstack/react-query';
import { pairPrice, type PairPrice } from '@aurelix/shared/schemas/platform';
import type { PricingCurrencyCode } from '@aurelix/shared/locales';
import { api } from '../../../lib/api-client';

/** GET /api/market/pairPrice?pair=usdt_{code}: units of the pricing currency for one USDT. */
export function getPairPrice(code: PricingCurrencyCode, signal?: AbortSignal): Promise<PairPrice> {
  return api.get(
    '/api/market/pairPrice',
    { pair: `usdt_${code.toLowerCase()}` },
    { schema: pairPrice, silent: true, signal },
  );
}

export const pairPriceQueryOptions = (code: PricingCurrencyCode) =>
  queryOptions({
    queryKey: ['pair-price', code],
    queryFn: ({ signal }) => getPairPrice(code, signal),
    staleTime: 60_000,
  });

export function usePairPrice(code: PricingCurrencyCode) {
  return useQuery(pairPriceQueryOptions(code));
}
