import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { P2pOrder } from '@aurelix/shared/schemas/p2p';

type Status = 'wait' | 'process' | 'finish' | 'error';

/**
 * Where an order stands, as the big exchanges show it: 1 order placed, 2 payment, 3 crypto, in the
 * viewer's words (the buyer pays and receives; the seller waits for the payment and releases).
 * The step an order stopped at reads "Cancelled" or "In appeal" in red.
 */
export function stepsOf(order: Pick<P2pOrder, 'status' | 'paid_at'>): { at: number; status: Status } {
  switch (order.status) {
    case 'unpaid':
      return { at: 1, status: 'process' };
    case 'paid':
      return { at: 2, status: 'process' };
    case 'appeal':
      return { at: 2, status: 'error' };
    case 'completed':
      return { at: 2, status: 'finish' };
    case 'cancelled':
      // Cancelled before the payment was marked: step 2 stopped; after it (an appeal returned): step 3.
      return { at: order.paid_at ? 2 : 1, status: 'error' };
  }
}

export function OrderSteps({ order }: { order: Pick<P2pOrder, 'status' | 'paid_at' | 'role'> }) {
  const { t } = useTranslation();
  const { at, status } = stepsOf(order);
  const buyer = order.role === 'buyer';
  const titles = [t('p2p.steps.placed'), t(buyer ? 'p2p.steps.pay' : 'p2p.steps.buyerPays'), t(buyer ? 'p2p.steps.receive' : 'p2p.steps.release')];
  const note = order.status === 'cancelled' ? t('p2p.steps.cancelled') : order.status === 'appeal' ? t('p2p.steps.appeal') : undefined;
  return (
    <nav aria-label={t('p2p.steps.label')} data-testid="p2p-steps">
      <Steps
        size="small"
        responsive
        items={titles.map((title, i) => {
          const s: Status = i < at ? 'finish' : i === at ? status : 'wait';
          return { title, status: s, content: i === at ? note : undefined };
        })}
      />
    </nav>
  );
}
