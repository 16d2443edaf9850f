import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SecondOrder } from '@aurelix/shared/schemas/second';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits } from '../../../lib/format';
import { useNow } from '../hooks/use-second-live';
import { formatCountdown, secondsLeft, standing } from '../utils';
import styles from './second.module.css';

/**
 * After a buy: the countdown, the live index against the buy price, then the result with the
 * amount. The order is replaced by its settled state when the private push arrives.
 */
export function CountdownDialog({ order, livePrice, onClose }: { order: SecondOrder | null; livePrice: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const now = useNow();
  if (!order) return null;
  // Every digit, grouped: the buy and settle prices are compared digit for digit.
  const digits = (v: string | null | undefined) => (v == null ? '--' : formatDigits(v, intl));
  const settled = order.status === 'settled';
  const left = secondsLeft(order, now);
  const live = standing(order, livePrice);
  const standingText = { win: t('second.dialog.winning'), loss: t('second.dialog.losing'), draw: t('second.dialog.level') }[live];
  const resultClass = order.result === 'win' ? styles.up : order.result === 'loss' ? styles.down : '';
  return (
    <Modal
      open
      onCancel={onClose}
      title={t('second.dialog.title', { symbol: order.symbol.replace('_', '/'), direction: t(`second.direction.${order.direction}`), count: order.duration })}
      footer={[
        <Link key="history" to="/order/sec-history">
          <Button>{t('second.dialog.history')}</Button>
        </Link>,
        <Button key="close" type="primary" onClick={onClose} data-testid="second-dialog-close">
          {t('second.dialog.close')}
        </Button>,
      ]}
      width={380}
      data-testid="second-dialog"
    >
      <div className={styles.dialogBody} data-testid="second-dialog-body" data-status={order.status} data-result={order.result ?? ''}>
        {settled ? (
          <div className={`${styles.resultBox} ${resultClass}`} data-testid="second-result">
            {order.result === 'win' && t('second.dialog.won', { amount: digits(order.profit) })}
            {order.result === 'loss' && t('second.dialog.lost', { amount: digits(order.paid) })}
            {order.result === 'draw' && t('second.dialog.drew', { amount: digits(order.stake) })}
          </div>
        ) : (
          <>
            <div className={styles.countdown} aria-label={t('second.dialog.countdown')} data-testid="second-countdown">
              {formatCountdown(left)}
            </div>
            <div className={`${styles.standing} ${live === 'win' ? styles.up : live === 'loss' ? styles.down : ''}`} data-testid="second-standing">
              {left === 0 ? t('second.dialog.settling') : standingText}
            </div>
          </>
        )}
        <div className={styles.row}>
          <span>{t('second.dialog.buyPrice')}</span>
          <strong data-testid="second-buy-price">{digits(order.buy_price)}</strong>
        </div>
        <div className={styles.row}>
          <span>{settled ? t('second.dialog.settlePrice') : t('second.dialog.livePrice')}</span>
          <strong data-testid="second-live-price">{digits(settled ? order.settle_price : livePrice)}</strong>
        </div>
        <div className={styles.row}>
          <span>{t('second.dialog.stake')}</span>
          <strong>{digits(order.stake)} USDT</strong>
        </div>
        {settled && (
          <div className={styles.row}>
            <span>{t('second.dialog.payout')}</span>
            <strong data-testid="second-payout">{digits(order.payout)} USDT</strong>
          </div>
        )}
      </div>
    </Modal>
  );
}
