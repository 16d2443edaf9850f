import { Skeleton, Switch, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import type { WalletOverview } from '@aurelix/shared/schemas/wallet';
import { ButtonLink } from '../../../components/ui/button-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatChange } from '../../../lib/format';
import { formatQty, formatSignedValuation, formatValuation } from '../utils/format';
import styles from './wallet.module.css';

interface Props {
  data: WalletOverview | undefined;
  hideSmall: boolean;
  onHideSmall: (value: boolean) => void;
}

/** The head of /wallet/wallet: total valuation in BTC and the pricing currency, today's P&L, actions. */
export function TotalValuation({ data, hideSmall, onHideSmall }: Props) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const pnl = data ? new Decimal(data.today_pnl) : new Decimal(0);
  const pnlClass = pnl.gt(0) ? styles.up : pnl.lt(0) ? styles.down : '';
  return (
    <div className={styles.hero} data-testid="wallet-total">
      <div className={styles.heroMain}>
        <div className={styles.label}>{t('wallet.overview.total')}</div>
        {data ? (
          <>
            <div className={styles.big}>
              <span data-testid="wallet-total-btc">{formatQty(data.btc, 8, intl)}</span>
              <span className={styles.unit}>BTC</span>
            </div>
            <div className={styles.sub} data-testid="wallet-total-fiat">
              ≈ {formatValuation(data.valuation, data.pricing.mark, intl)} {data.pricing.code}
            </div>
            <div className={styles.pnl}>
              <span className={styles.label}>
                {t('wallet.overview.todayPnl')}{' '}
                <Tooltip title={t('wallet.overview.pnlHint')}>
                  <QuestionCircleOutlined aria-label={t('wallet.overview.pnlHint')} />
                </Tooltip>
              </span>
              <span className={pnlClass} data-testid="wallet-today-pnl">
                {formatSignedValuation(data.today_pnl, data.pricing.mark, intl)} ({formatChange(data.today_pnl_rate, intl)})
              </span>
            </div>
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        )}
      </div>
      <div className={styles.heroSide}>
        <div className={styles.actions}>
          <ButtonLink to="/wallet/recharge" variant="primary" data-testid="wallet-deposit">
            {t('wallet.actions.deposit')}
          </ButtonLink>
          <ButtonLink to="/wallet/cash" data-testid="wallet-withdraw">
            {t('wallet.actions.withdraw')}
          </ButtonLink>
          <ButtonLink to="/wallet/transfer" data-testid="wallet-transfer">
            {t('wallet.actions.transfer')}
          </ButtonLink>
        </div>
        <label className={styles.switch}>
          <Switch size="small" checked={hideSmall} onChange={onHideSmall} data-testid="wallet-hide-small" />
          {t('wallet.hideSmall')}
        </label>
      </div>
    </div>
  );
}
