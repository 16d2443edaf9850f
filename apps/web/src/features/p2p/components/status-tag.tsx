import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { P2pOrder } from '@aurelix/shared/schemas/p2p';

const COLORS = { unpaid: 'orange', paid: 'blue', appeal: 'purple', completed: 'green', cancelled: 'default' } as const;

/** SPEC 4's status names: an unpaid order is "order generated" to the buyer, "waiting buyer payment" to the seller. */
export function StatusTag({ order }: { order: Pick<P2pOrder, 'status' | 'role'> }) {
  const { t } = useTranslation();
  const key = order.status === 'unpaid' ? (order.role === 'seller' ? 'p2p.status.waiting' : 'p2p.status.unpaid') : (`p2p.status.${order.status}` as const);
  return <Tag color={COLORS[order.status]} data-testid="p2p-status">{t(key)}</Tag>;
}
