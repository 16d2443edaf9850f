import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWalletLogs } from '../api/post-wallet-logs';
import { LogTable } from '../components/log-table';
import { TransferForm } from '../components/transfer-form';
import styles from '../components/wallet.module.css';
import { useBalancePushes } from '../hooks/use-balance-pushes';
import { LOG_ROUTES } from '../utils/accounts';

/** /wallet/transfer: the transfer form and the latest transfers. */
export default function TransferPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.wallet.transfer'));
  useBalancePushes();
  const recent = useWalletLogs({ tab: 'transfer', days: 30, page: 1, page_size: 6 });
  return (
    <div className={styles.page} data-testid="wallet-transfer-page">
      <h1 className={styles.title}>{t('routes.wallet.transfer')}</h1>
      <div className={styles.transferLayout}>
        <TransferForm />
        <div className={styles.panel}>
          <div className={styles.toolbar} style={{ marginBottom: 8 }}>
            <span className={styles.label}>{t('wallet.transfer.recent')}</span>
            <Link to={LOG_ROUTES.transfer}>{t('common.viewMore')}</Link>
          </div>
          <LogTable tab="transfer" rows={recent.data?.list ?? []} loading={recent.isPending} />
        </div>
      </div>
    </div>
  );
}
