import { Alert, Button, Empty, Skeleton } from 'antd';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { usePricingCurrency } from '../../../lib/preferences';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWalletOverview } from '../api/post-wallet-overview';
import { TotalValuation } from '../components/total-valuation';
import styles from '../components/wallet.module.css';
import { useBalancePushes } from '../hooks/use-balance-pushes';
import { ACCOUNT_LABELS, ACCOUNT_ROUTES } from '../utils/accounts';
import { readHideSmall, SMALL_BALANCE_USDT, writeHideSmall } from '../utils/assets';
import { formatQty, formatValuation } from '../utils/format';

/** /wallet/wallet: total valuation, today's P&L and the five wallets. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const pricing = usePricingCurrency();
  const overview = useWalletOverview(pricing.code);
  const [hideSmall, setHideSmall] = useState(readHideSmall);
  useDocumentTitle(t('routes.wallet.wallet'));
  useBalancePushes();

  const onHideSmall = (value: boolean) => {
    setHideSmall(value);
    writeHideSmall(value);
  };
  const accounts = (overview.data?.accounts ?? []).filter(
    (a) => !hideSmall || new Decimal(a.usdt).gte(SMALL_BALANCE_USDT),
  );

  return (
    <div className={styles.page} data-testid="wallet-overview-page">
      <h1 className={styles.title}>{t('routes.wallet.wallet')}</h1>
      {overview.isError && !overview.data ? (
        <Alert
          type="error"
          showIcon
          message={t('errors.loadFailed')}
          action={<Button onClick={() => void overview.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <TotalValuation data={overview.data} hideSmall={hideSmall} onHideSmall={onHideSmall} />
      )}
      <div className={styles.panel}>
        <div className={styles.label}>{t('wallet.overview.accounts')}</div>
        {overview.isPending ? (
          <Skeleton active paragraph={{ rows: 5 }} title={false} />
        ) : accounts.length === 0 ? (
          <Empty description={t('wallet.noAssets')} />
        ) : (
          <div className={styles.accounts} data-testid="wallet-accounts">
            {accounts.map((a) => (
              <div key={a.account} className={styles.accountRow} data-testid={`wallet-account-${a.account}`}>
                <Link to={ACCOUNT_ROUTES[a.account]} className={styles.accountName}>
                  {t(ACCOUNT_LABELS[a.account])}
                </Link>
                <span className={`${styles.num} ${styles.hideNarrow}`}>{formatQty(a.btc, 8, intl)} BTC</span>
                <span className={styles.num}>
                  ≈ {formatValuation(a.valuation, overview.data!.pricing.mark, intl)}
                </span>
                <Link to={ACCOUNT_ROUTES[a.account]} className={styles.hideNarrow}>
                  {t('wallet.actions.view')}
                </Link>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
