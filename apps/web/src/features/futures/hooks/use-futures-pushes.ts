import Decimal from 'decimal.js';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FUTURES_PUSH_TYPES } from '@aurelix/shared/schemas/futures';
import { channels } from '@aurelix/shared/ticker';
import { useChannel } from '../../../lib/socket';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { futuresKeys } from '../api/keys';

interface Push {
  type?: string;
  account?: string;
  margin_ratio?: string;
}

/**
 * The signed-in user's private channel: a futures order or position push, or a balance change of
 * the futures wallet, refreshes the user's futures orders, positions and wallet; a trigger push
 * refreshes the trigger lists.
 */
export function useFuturesPushes(): void {
  const { t } = useTranslation();
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const channel = user && token ? channels.user(user.id) : null;
  useChannel<Push>(channel, (push) => {
    if (!push || typeof push !== 'object') return;
    // A trigger placed, fired, failed or cancelled: the trigger lists and the TP/SL column. When
    // it fires, the order and position pushes that follow refresh the rest.
    // The cross account's margin ratio passed 80%: liquidation is near.
    if (push.type === 'futures_margin_warning') {
      const ratio = new Decimal(push.margin_ratio ?? '0').times(100).toFixed(2);
      notify.error(t('futures.margin.warning', { ratio }), 'futures-margin-warning');
      return;
    }
    if (push.type === 'futures_trigger') {
      void queryClient.invalidateQueries({ queryKey: futuresKeys.triggers });
      return;
    }
    const ours =
      push.type === FUTURES_PUSH_TYPES.order ||
      push.type === FUTURES_PUSH_TYPES.position ||
      push.type === FUTURES_PUSH_TYPES.account ||
      (push.type === 'balance' && push.account === 'futures');
    if (ours) void queryClient.invalidateQueries({ queryKey: futuresKeys.private });
  });
}
