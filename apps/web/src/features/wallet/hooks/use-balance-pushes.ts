import { useQueryClient } from '@tanstack/react-query';
import { channels } from '@aurelix/shared/ticker';
import { queryKeys } from '../../../lib/query-keys';
import { useChannel } from '../../../lib/socket';
import { useSession } from '../../../lib/session';

/**
 * Refetches the wallet when the private channel pushes a balance change (a transfer made in another
 * tab, an order freeze, a deposit credited), so the numbers on screen follow the ledger.
 */
export function useBalancePushes(): void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  useChannel<{ type?: string }>(user ? channels.user(user.id) : null, (data) => {
    if (data?.type === 'balance') void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
  });
}
