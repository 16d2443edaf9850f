import { useTranslation } from 'react-i18next';
import type { FuturesContractView } from '@aurelix/shared/schemas/futures';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { useLocale } from '../../../i18n/use-locale';
import { changeDirection, formatChange, formatCompact } from '../../../lib/format';
import { formatPairPrice } from '../../spot/utils/format';
import { useNow } from '../hooks/use-now';
import { countdownText, formatIndex, formatRate, signOf } from '../utils/format';
import { ContractSwitcher } from './contract-switcher';
import spot from '../../spot/components/trade.module.css';
import styles from './futures.module.css';

/** Last, mark and index price, funding rate with its countdown, and the 24h figures (SPEC 2). */
export function FuturesHeader({ contract, contracts }: { contract: FuturesContractView; contracts: FuturesContractView[] }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const now = useNow();
  const dir = changeDirection(contract.change_24h);
  const dirClass = dir > 0 ? spot.up : dir < 0 ? spot.down : '';
  const price = (v: string | null | undefined) => formatPairPrice(v, contract.price_precision, intl);
  const fundingSign = signOf(contract.funding_rate);

  const stats = [
    { label: t('futures.header.mark'), value: price(contract.mark_price), testId: 'futures-mark' },
    { label: t('futures.header.index'), value: formatIndex(contract.index_price, intl), testId: 'futures-index' },
    {
      label: t('futures.header.funding'),
      value: (
        <span className={styles.funding}>
          <span className={fundingSign > 0 ? spot.up : fundingSign < 0 ? spot.down : ''} data-testid="futures-funding-rate">
            {formatRate(contract.funding_rate, intl)}
          </span>
          <span data-testid="futures-funding-countdown">{countdownText(contract.next_funding_time, now)}</span>
        </span>
      ),
      testId: 'futures-funding',
    },
    { label: t('futures.header.change'), value: formatChange(contract.change_24h, intl), testId: 'futures-change', className: dirClass },
    { label: t('futures.header.high'), value: price(contract.high_24h), testId: 'futures-high' },
    { label: t('futures.header.low'), value: price(contract.low_24h), testId: 'futures-low' },
    {
      label: t('futures.header.volume', { currency: contract.base }),
      value: formatCompact(contract.volume_24h, intl),
      testId: 'futures-volume',
    },
  ];

  return (
    <header className={spot.pairHeader} data-testid="futures-header">
      <ContractSwitcher contract={contract} contracts={contracts}>
        <button type="button" className={spot.pairName} aria-label={t('futures.header.switch')} data-testid="contract-switch">
          <CoinIcon symbol={contract.base} size={28} />
          <span>
            <strong>
              {contract.base}
              {contract.quote}
            </strong>{' '}
            <span className={spot.muted}>{t('futures.header.perpetual')}</span>
          </span>
          <span className={spot.caret} aria-hidden>
            ▾
          </span>
        </button>
      </ContractSwitcher>
      <div className={spot.headerPrice}>
        <span className={`${spot.lastPrice} ${dirClass}`} data-testid="futures-last" title={t('futures.header.last')}>
          {price(contract.last_price ?? undefined)}
        </span>
      </div>
      <dl className={spot.stats}>
        {stats.map((s) => (
          <div key={s.testId} className={spot.stat}>
            <dt>{s.label}</dt>
            <dd className={s.className} data-testid={s.testId}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
