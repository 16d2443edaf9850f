import { useQueryClient } from '@tanstack/react-query';
import { channels } from '@aurelix/shared/ticker';
import type { SpotOrder, UserPush } from '@aurelix/shared/schemas/spot';
import type { SpotStopPush } from '@aurelix/shared/schemas/spot-stop';
import { useChannel } from '../../../lib/socket';
import { useSession } from '../../../lib/session';
import { SPOT_BALANCES_KEY } from '../api/get-spot-balances';
import { SPOT_ORDERS_KEY } from '../api/get-spot-orders';
import { SPOT_STOPS_KEY } from '../api/spot-stops';

/**
 * The signed-in user's private channel (`user_{id}`; the socket carries the token): an order or
 * balance change refreshes the order lists and the form's balances, a stop change the stop lists. `onOrder` sees each order push.
 */
export function useUserPushes(onOrder?: (order: SpotOrder) => void): void {
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const channel = user && token ? channels.user(user.id) : null;
  useChannel<UserPush | SpotStopPush>(channel, (push) => {
    if (!push || typeof push !== 'object') return;
    // A stop placed, fired, failed or cancelled: its list (a fired one's order comes as spot_order).
    if (push.type === 'spot_stop') return void queryClient.invalidateQueries({ queryKey: SPOT_STOPS_KEY });
    if (push.type === 'spot_order') {
      void queryClient.invalidateQueries({ queryKey: SPOT_ORDERS_KEY });
      onOrder?.(push.order);
    }
    if (push.type === 'balance' || push.type === 'spot_order') {
      void queryClient.invalidateQueries({ queryKey: SPOT_BALANCES_KEY });
    }
  });
}
