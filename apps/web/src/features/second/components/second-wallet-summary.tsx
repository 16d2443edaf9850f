import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { useSecondAccount, useSecondCurrent } from '../api/second-api';
import { useSecondPushes } from '../hooks/use-second-live';
import styles from './second.module.css';

/** /wallet/secContract: the second wallet's own figures (in place of the generic margin ones). */
export default function SecondWalletSummary() {
  const { t } = useTranslation();
  const account = useSecondAccount(true);
  const open = useSecondCurrent(true);
  useSecondPushes();
  const orders = open.data ?? [];
  const potential = orders.reduce((sum, o) => sum.plus(o.estimated_profit), new Decimal(0)).toFixed();
  return (
    <section className={`${styles.card} ${styles.walletSummary}`} data-testid="second-wallet-summary">
      <div className={styles.walletStats}>
        <div>
          <div className={styles.label}>{t('second.wallet.available')}</div>
          <strong className={styles.num} data-testid="second-wallet-available">
            {account.data?.available ?? '--'} USDT
          </strong>
        </div>
        <div>
          <div className={styles.label}>{t('second.wallet.held')}</div>
          <strong className={styles.num} data-testid="second-wallet-held">
            {account.data?.frozen ?? '--'} USDT
          </strong>
        </div>
        <div>
          <div className={styles.label}>{t('second.wallet.open')}</div>
          <strong className={styles.num}>{orders.length}</strong>
        </div>
        <div>
          <div className={styles.label}>{t('second.wallet.potential')}</div>
          <strong className={`${styles.num} ${styles.up}`}>+{potential} USDT</strong>
        </div>
      </div>
      <div className={styles.walletLinks}>
        <ButtonLink to="/contract_sec/btc_usdt" variant="primary" size="small">
          {t('second.wallet.trade')}
        </ButtonLink>
        <ButtonLink to="/order/sec-history" size="small">
          {t('second.wallet.history')}
        </ButtonLink>
      </div>
    </section>
  );
}
