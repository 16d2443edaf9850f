import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FuturesAccount } from '@aurelix/shared/schemas/futures';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { toDec } from '../../spot/utils/decimal';
import { formatWalletUsdt, signOf } from '../utils/format';
import styles from './futures.module.css';

/** Margin ratio (a fraction) as a percent with 2 decimals; '--' without cross positions. */
export function formatMarginRatio(ratio: string | null | undefined, intl: string): string {
  const d = toDec(ratio);
  return d ? `${formatFixed(d.times(100), 2, intl)}%` : '--';
}

/** The futures wallet's figures (SPEC 3): equity, available, margins, unrealised PnL, margin ratio; USDT with 2 decimals as the rest of the wallet. */
export function FuturesAssets({ account, large = false }: { account: FuturesAccount | undefined; large?: boolean }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  if (!account) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  const pnlSign = signOf(account.unrealised_pnl);
  const figures: [string, string, string, string?][] = [
    [t('futures.assets.equity'), `${formatWalletUsdt(account.equity, intl)} USDT`, 'futures-equity'],
    [t('futures.assets.available'), `${formatWalletUsdt(account.available, intl)} USDT`, 'futures-available-balance'],
    [t('futures.assets.positionMargin'), `${formatWalletUsdt(account.position_margin, intl)} USDT`, 'futures-position-margin'],
    [t('futures.assets.orderMargin'), `${formatWalletUsdt(account.order_margin, intl)} USDT`, 'futures-order-margin'],
    [
      t('futures.assets.pnl'),
      `${formatWalletUsdt(account.unrealised_pnl, intl, true)} USDT`,
      'futures-pnl',
      pnlSign > 0 ? styles.up : pnlSign < 0 ? styles.down : undefined,
    ],
    [t('futures.assets.marginRatio'), formatMarginRatio(account.margin_ratio, intl), 'futures-margin-ratio'],
    [t('futures.assets.balance'), `${formatWalletUsdt(account.balance, intl)} USDT`, 'futures-balance'],
    [t('futures.assets.transferable'), `${formatWalletUsdt(account.transferable, intl)} USDT`, 'futures-transferable'],
  ];
  return (
    <dl className={large ? styles.walletFigures : styles.assets} data-testid="futures-assets">
      {figures.map(([label, value, testId, className]) => (
        <div key={testId}>
          <dt>{label}</dt>
          <dd className={className} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
