import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferResult, type TransferBody, type TransferResult } from '@aurelix/shared/schemas/wallet';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/wallet/transfer. The caller keeps one client_id per intended transfer, so a retry is safe. */
export function postWalletTransfer(body: TransferBody): Promise<TransferResult> {
  return api.post('/api/wallet/transfer', body, { schema: transferResult });
}

/** The transfer mutation; balances, valuations and logs are refetched after it. */
export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWalletTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}
