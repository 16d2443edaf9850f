import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingCurrencyCode } from '@aurelix/shared/locales';
import { walletOverview, type WalletOverview } from '@aurelix/shared/schemas/wallet';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/wallet/overview: total valuation, today's P&L and the five wallets. */
export function postWalletOverview(pricing: PricingCurrencyCode, signal?: AbortSignal): Promise<WalletOverview> {
  return api.post('/api/wallet/overview', { pricing }, { schema: walletOverview, signal });
}

export const walletOverviewQueryOptions = (pricing: PricingCurrencyCode) =>
  queryOptions({
    queryKey: [...queryKeys.wallet.all, 'overview', pricing],
    queryFn: ({ signal }) => postWalletOverview(pricing, signal),
    refetchInterval: 15_000,
  });

export function useWalletOverview(pricing: PricingCurrencyCode) {
  return useQuery(walletOverviewQueryOptions(pricing));
}
