import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFuturesAccount } from '../api/get-futures-account';
import { useFuturesPushes } from '../hooks/use-futures-pushes';
import { FuturesAssets } from './futures-assets';
import styles from './futures.module.css';

/** /wallet/contract: the futures wallet's own figures from /api/futures/account (SPEC 3). */
export default function FuturesWalletSummary() {
  const { t } = useTranslation();
  const account = useFuturesAccount(undefined);
  useFuturesPushes();
  if (account.isError && !account.data) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('errors.loadFailed')}
        action={<Button onClick={() => void account.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <div className={styles.walletPanel} data-testid="futures-wallet-summary">
      <FuturesAssets account={account.data} large />
    </div>
  );
}
