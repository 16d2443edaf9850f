import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import { ALL, type HistoryDays, type OrderFilters } from '../utils/order-filters';
import styles from './orders-page.module.css';

interface FiltersBarProps {
  value: OrderFilters;
  onChange: (next: OrderFilters) => void;
  pairs: PairItem[] | undefined;
  /** Open orders have no day filter. */
  showDays: boolean;
}

/** Pair, side and (for history) the last 3/7/30 days of SPEC 9. */
export function OrderFiltersBar({ value, onChange, pairs, showDays }: FiltersBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters} data-testid="order-filters">
      <label className={styles.filter}>
        <span>{t('spot.orders.pair')}</span>
        <Select
          value={value.symbol}
          onChange={(symbol) => onChange({ ...value, symbol })}
          showSearch
          popupMatchSelectWidth={false}
          data-testid="filter-pair"
          options={[
            { value: ALL, label: t('spot.filters.allPairs') },
            ...(pairs ?? []).map((p) => ({ value: p.symbol, label: `${p.left_symbol}/${p.right_symbol}` })),
          ]}
          style={{ minWidth: 140 }}
        />
      </label>
      <label className={styles.filter}>
        <span>{t('spot.orders.side')}</span>
        <Select
          value={value.side}
          onChange={(side) => onChange({ ...value, side })}
          data-testid="filter-side"
          options={[
            { value: ALL, label: t('spot.filters.allSides') },
            { value: 'buy', label: t('spot.side.buy') },
            { value: 'sell', label: t('spot.side.sell') },
          ]}
          style={{ minWidth: 110 }}
        />
      </label>
      {showDays && (
        <div className={styles.days} role="group" aria-label={t('spot.filters.period')}>
          {([3, 7, 30] as HistoryDays[]).map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={value.days === days}
              className={value.days === days ? `${styles.day} ${styles.dayActive}` : styles.day}
              onClick={() => onChange({ ...value, days })}
              data-testid={`filter-days-${days}`}
            >
              {t('spot.filters.lastDays', { count: days })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
