import { useTranslation } from 'react-i18next';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { MarketTick } from '@aurelix/shared/ticker';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { useLocale } from '../../../i18n/use-locale';
import { changeDirection, formatChange, formatCompact, formatFixed } from '../../../lib/format';
import { formatPairPrice } from '../utils/format';
import { PairSwitcher } from './pair-switcher';
import styles from './trade.module.css';

interface PairHeaderProps {
  pair: PairItem;
  pairs: PairItem[];
  tick: Partial<MarketTick> | undefined;
  indexPrice: string | undefined;
}

/** The pair's 24h figures of SPEC 2: price, change, high, low, volume, turnover and index price. */
export function PairHeader({ pair, pairs, tick, indexPrice }: PairHeaderProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const base = pair.left_symbol.toUpperCase();
  const quote = pair.right_symbol.toUpperCase();
  const dir = changeDirection(tick?.increase ?? '0');
  const dirClass = dir > 0 ? styles.up : dir < 0 ? styles.down : '';
  const price = (v: string | undefined) => formatPairPrice(v, pair.price_precision, intl);

  const stats: { label: string; value: string; testId: string; className?: string }[] = [
    {
      label: t('spot.header.change'),
      value: tick?.increase ? formatChange(tick.increase, intl) : '--',
      testId: 'pair-change',
      className: dirClass,
    },
    { label: t('spot.header.high'), value: price(tick?.high), testId: 'pair-high' },
    { label: t('spot.header.low'), value: price(tick?.low), testId: 'pair-low' },
    {
      label: t('spot.header.volume', { currency: base }),
      value: tick?.vol ? formatCompact(tick.vol, intl) : '--',
      testId: 'pair-volume',
    },
    {
      label: t('spot.header.turnover', { currency: quote }),
      value: tick?.amount ? formatCompact(tick.amount, intl) : '--',
      testId: 'pair-turnover',
    },
    {
      label: t('spot.header.index'),
      // SPEC 9: the contract index is floored to 4 decimals.
      value: indexPrice ? formatFixed(floor4(indexPrice), 4, intl) : '--',
      testId: 'pair-index',
    },
  ];

  return (
    <header className={styles.pairHeader} data-testid="pair-header">
      <PairSwitcher pair={pair} pairs={pairs}>
        <button type="button" className={styles.pairName} aria-label={t('spot.header.switch')}>
          <CoinIcon symbol={base} size={28} />
          <span>
            <strong>{base}</strong>
            <span className={styles.muted}>/{quote}</span>
          </span>
          <span className={styles.caret} aria-hidden>
            ▾
          </span>
        </button>
      </PairSwitcher>
      <div className={styles.headerPrice}>
        <span className={`${styles.lastPrice} ${dirClass}`} data-testid="pair-price">
          {price(tick?.close)}
        </span>
      </div>
      <dl className={styles.stats}>
        {stats.map((s) => (
          <div key={s.testId} className={styles.stat}>
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

/** Floors a decimal string to 4 places without a float. */
function floor4(value: string): string {
  const m = /^(-?\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return value;
  return `${m[1]}.${(m[2] ?? '').slice(0, 4).padEnd(4, '0')}`;
}
