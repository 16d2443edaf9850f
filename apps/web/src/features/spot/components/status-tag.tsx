import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SpotOrder } from '@aurelix/shared/schemas/spot';
import { statusKey } from '../utils/order-filters';

const COLORS = { waiting: 'processing', partial: 'gold', filled: 'success', cancelled: 'default', partialCancelled: 'default' } as const;

/** The order state of SPEC 4: waiting, partial, fully dealt, cancelled. */
export function StatusTag({ order }: { order: Pick<SpotOrder, 'status' | 'deal_quantity'> }) {
  const { t } = useTranslation();
  const key = statusKey(order);
  return (
    <Tag color={COLORS[key]} bordered={false} data-testid="order-status" data-status={order.status}>
      {t(`spot.status.${key}`)}
    </Tag>
  );
}
