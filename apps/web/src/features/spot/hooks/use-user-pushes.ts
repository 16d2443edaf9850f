import { useQueryClient } from '@tanstack/react-query';
import { channels } from '@aurelix/shared/ticker';
import type { SpotOrder, UserPush } from '@aurelix/shared/schemas/spot';
import { useChannel } from '../../../lib/socket';
import { useSession } from '../../../lib/session';
import { SPOT_BALANCES_KEY } from '../api/get-spot-balances';
import { SPOT_ORDERS_KEY } from '../api/get-spot-orders';

/**
 * The signed-in user's private channel (`user_{id}`; the socket carries the token): an order or
 * balance change refreshes the order lists and the form's balances. `onOrder` sees each order push.
 */
export function useUserPushes(onOrder?: (order: SpotOrder) => void): void {
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const channel = user && token ? channels.user(user.id) : null;
  useChannel<UserPush>(channel, (push) => {
    if (!push || typeof push !== 'object') return;
    if (push.type === 'spot_order') {
      void queryClient.invalidateQueries({ queryKey: SPOT_ORDERS_KEY });
      onOrder?.(push.order);
    }
    if (push.type === 'balance' || push.type === 'spot_order') {
      void queryClient.invalidateQueries({ queryKey: SPOT_BALANCES_KEY });
    }
  });
}
