import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingCurrencyCode } from '@aurelix/shared/locales';
import { walletAccountView, type WalletAccount, type WalletAccountView } from '@aurelix/shared/schemas/wallet';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/wallet/account: one wallet's assets with available, frozen, order freeze, valuation. */
export function postWalletAccount(
  account: WalletAccount,
  pricing: PricingCurrencyCode,
  signal?: AbortSignal,
): Promise<WalletAccountView> {
  return api.post('/api/wallet/account', { account, pricing }, { schema: walletAccountView, signal });
}

export const walletAccountQueryOptions = (account: WalletAccount, pricing: PricingCurrencyCode) =>
  queryOptions({
    queryKey: [...queryKeys.wallet.all, 'account', account, pricing],
    queryFn: ({ signal }) => postWalletAccount(account, pricing, signal),
    refetchInterval: 15_000,
  });

export function useWalletAccount(account: WalletAccount, pricing: PricingCurrencyCode) {
  return useQuery(walletAccountQueryOptions(account, pricing));
}
