import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CoinNetworkPicker } from '../components/coin-network-picker';
import styles from '../components/funding.module.css';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawalHistory } from '../components/withdrawal-history';
import { useCoinNetwork } from '../hooks/use-coin-network';

/** /wallet/cash/{currency?}: coin, network, the withdrawal form and recent withdrawals. */
export default function CashPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.wallet.cash'));
  const pick = useCoinNetwork('withdraw', '/wallet/cash');
  return (
    <div className={styles.page} data-testid="cash-page">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('routes.wallet.cash')}</h1>
        <div className={styles.links}>
          <Link to={`/wallet/recharge/${pick.currency}`}>{t('routes.wallet.recharge')}</Link>
          <Link to="/user/c-symAddr">{t('funding.bookTitle')}</Link>
        </div>
      </div>
      {pick.refused && <Alert type="error" showIcon message={t('funding.withdrawClosed')} data-testid="withdraw-closed" />}
      {pick.networks.isError ? (
        <Result status="warning" subTitle={t('errors.loadFailed')} extra={<Button onClick={() => void pick.networks.refetch()}>{t('common.retry')}</Button>} />
      ) : (
        <div className={styles.columns}>
          <section className={styles.panel}>
            {pick.networks.isPending ? (
              <Skeleton active />
            ) : (
              <CoinNetworkPicker
                networks={pick.list}
                currency={pick.currency}
                network={pick.network}
                onCurrency={pick.setCurrency}
                onNetwork={pick.setNetwork}
              />
            )}
            <Alert type="info" showIcon message={t('funding.networkWarning')} />
          </section>
          <section className={styles.panel}>
            {pick.terms ? <WithdrawForm key={`${pick.currency}-${pick.network}`} terms={pick.terms} /> : <Skeleton active />}
          </section>
        </div>
      )}
      <WithdrawalHistory />
    </div>
  );
}
