import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletAccountView } from '@aurelix/shared/schemas/wallet';
import { useLocale } from '../../../i18n/use-locale';
import { formatQty, formatValuation } from '../utils/format';
import styles from './wallet.module.css';

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.stat}>
      <div className={styles.label}>{label}</div>
      <div className={styles.statValue} data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** The figures above a wallet's table: valuation, and equity/margin (futures) or releases (ICO). */
export function AccountSummary({ view, hideMargin = false }: { view: WalletAccountView | undefined; hideMargin?: boolean }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  if (!view) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  const mark = view.pricing.mark;
  return (
    <>
      <div className={styles.stats}>
        <Stat
          label={t('wallet.overview.valuation')}
          value={`${formatQty(view.btc, 8, intl)} BTC`}
          testId="wallet-account-btc"
        />
        <Stat
          label={t('wallet.overview.valuationIn', { currency: view.pricing.code })}
          value={formatValuation(view.valuation, mark, intl)}
        />
        {view.margin && !hideMargin && (
          <>
            <Stat label={t('wallet.margin.equity')} value={`${formatQty(view.margin.equity, 2, intl)} USDT`} testId="wallet-equity" />
            <Stat label={t('wallet.margin.ratio')} value={view.margin.margin_ratio ?? '--'} />
            <Stat label={t('wallet.margin.liquidation')} value={view.margin.liquidation_price ?? '--'} />
          </>
        )}
        {view.released && (
          <>
            <Stat label={t('wallet.ico.releasedToday')} value={formatValuation(view.released.today, mark, intl)} />
            <Stat label={t('wallet.ico.releasedTotal')} value={formatValuation(view.released.total, mark, intl)} />
          </>
        )}
      </div>
      {view.margin && !hideMargin && <p className={styles.note}>{t('wallet.margin.note')}</p>}
      {view.released && <p className={styles.note}>{t('wallet.ico.note')}</p>}
    </>
  );
}
