import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CoinNetworkPicker } from '../components/coin-network-picker';
import { DepositAddressCard } from '../components/deposit-address-card';
import { DepositHistory } from '../components/deposit-history';
import styles from '../components/funding.module.css';
import { useCoinNetwork } from '../hooks/use-coin-network';

/** /wallet/recharge/{currency?}: coin, network, the deposit address with its QR code, recent deposits. */
export default function RechargePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.wallet.recharge'));
  const pick = useCoinNetwork('deposit', '/wallet/recharge');
  return (
    <div className={styles.page} data-testid="recharge-page">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('routes.wallet.recharge')}</h1>
        <div className={styles.links}>
          <Link to={`/wallet/cash/${pick.currency}`}>{t('routes.wallet.cash')}</Link>
          <Link to="/wallet/wallet">{t('routes.wallet.wallet')}</Link>
        </div>
      </div>
      {pick.refused && <Alert type="error" showIcon message={t('funding.depositClosed')} data-testid="deposit-closed" />}
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
          </section>
          {pick.terms ? <DepositAddressCard key={`${pick.currency}-${pick.network}`} terms={pick.terms} /> : <section className={styles.panel}><Skeleton active /></section>}
        </div>
      )}
      <DepositHistory />
    </div>
  );
}
