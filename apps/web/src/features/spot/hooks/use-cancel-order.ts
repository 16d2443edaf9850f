import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { cancelSpotOrder } from '../api/post-spot-order';
import { SPOT_BALANCES_KEY } from '../api/get-spot-balances';
import { SPOT_ORDERS_KEY } from '../api/get-spot-orders';

/** Cancel after the confirmation of SPEC 8 ('Do you want to cancel this order?'). */
export function useCancelOrder(): (orderId: string) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  return (orderId: string) => {
    modal.confirm({
      title: t('spot.orders.cancelTitle'),
      content: t('spot.orders.cancelConfirm'),
      okText: t('spot.orders.cancelOk'),
      cancelText: t('spot.orders.keepOk'),
      centered: true,
      okButtonProps: { 'data-testid': 'cancel-confirm' },
      onOk: async () => {
        try {
          await cancelSpotOrder(orderId);
          notify.success(t('spot.orders.cancelled'));
        } catch {
          /* the API client has shown the server's message */
        } finally {
          await queryClient.invalidateQueries({ queryKey: SPOT_ORDERS_KEY });
          void queryClient.invalidateQueries({ queryKey: SPOT_BALANCES_KEY });
        }
      },
    });
  };
}
