import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { futuresKeys } from '../api/keys';
import { cancelFuturesOrder } from '../api/post-futures';

/** Cancel after the confirmation of SPEC 8 ('Do you want to cancel this order?'). */
export function useCancelFuturesOrder(): (orderId: string) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  return (orderId: string) => {
    modal.confirm({
      title: t('futures.orders.cancelTitle'),
      content: t('futures.orders.cancelConfirm'),
      okText: t('futures.orders.cancelOk'),
      cancelText: t('common.cancel'),
      centered: true,
      okButtonProps: { 'data-testid': 'cancel-confirm' },
      onOk: async () => {
        try {
          await cancelFuturesOrder(orderId);
          notify.success(t('futures.orders.cancelled'));
        } catch {
          /* the server's message was shown */
        } finally {
          void queryClient.invalidateQueries({ queryKey: futuresKeys.private });
        }
      },
    });
  };
}
