import { useTranslation } from 'react-i18next';
import type { P2pOrder } from '@aurelix/shared/schemas/p2p';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits } from '../../../lib/format';
import styles from './p2p.module.css';

/**
 * What each side of an order may do and until when (transitions.ts on the server decides; this
 * says it in words): the buyer pays before the deadline and may cancel until marking the payment or
 * appeal once the seller's confirmation time is over; the seller may cancel from half the payment
 * time if nothing was marked, and appeals a payment that did not arrive.
 */
export function OrderRules({ order: o, clock }: { order: P2pOrder; clock: (ms: number) => string }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  if (o.role === 'admin' || o.status === 'completed' || o.status === 'cancelled') return null;
  const total = `${formatDigits(o.total, intl)} ${o.fiat}`;
  // Once the payment is marked, what was about paying and cancelling no longer applies.
  const unpaid = o.status === 'unpaid';
  const rules =
    o.role === 'buyer'
      ? [...(unpaid ? [t('p2p.rules.buyerPay', { total, deadline: clock(o.pay_deadline) }), t('p2p.rules.buyerCancel')] : []), t('p2p.rules.buyerAppeal')]
      : [...(unpaid ? [t('p2p.rules.sellerWait', { deadline: clock(o.pay_deadline) }), t('p2p.rules.sellerCancel', { time: clock(o.seller_cancel_at) })] : []), t('p2p.rules.sellerRelease')];
  return (
    <section className={styles.card} aria-labelledby="p2p-rules-title" data-testid="p2p-rules">
      <h2 id="p2p-rules-title" style={{ fontSize: 16, marginTop: 0 }}>{t('p2p.rules.title')}</h2>
      <ul className={styles.rules}>
        {rules.map((r) => <li key={r}>{r}</li>)}
      </ul>
    </section>
  );
}
