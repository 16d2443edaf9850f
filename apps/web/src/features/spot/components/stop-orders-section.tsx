import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import { useSpotStops } from '../api/spot-stops';
import { ALL, PAGE_SIZE, type OrderFilters } from '../utils/order-filters';
import { StopOrdersTable } from './stop-orders-table';
import styles from './orders-page.module.css';

/**
 * The stop-limit orders on /order/spot-current (waiting, with cancel) and /order/spot-history
 * (triggered, failed and cancelled), for the pair and side the page's filter bar chose, with pages
 * of their own: a waiting stop holds no money, so it is not an open order, but the user looks for it
 * beside them, as on the big exchanges' "Open orders" and "Order history".
 */
export function StopOrdersSection({ kind, filters, pairs }: { kind: 'waiting' | 'ended'; filters: OrderFilters; pairs: PairItem[] | undefined }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [shownFilters, setShownFilters] = useState(filters);
  // Back to the first page when the filters change (set during render, as React's docs advise).
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setPage(1);
  }
  const stops = useSpotStops({ ...(filters.symbol !== ALL ? { symbol: filters.symbol } : {}), ended: kind === 'ended', page, page_size: PAGE_SIZE });
  const list = (stops.data?.list ?? []).filter((s) => filters.side === ALL || s.side === filters.side);
  return (
    <section className={styles.card} data-testid={`stops-section-${kind}`} aria-label={t(kind === 'waiting' ? 'spot.stop.waitingTitle' : 'spot.stop.endedListTitle')}>
      <h2 className={styles.sectionTitle}>{t(kind === 'waiting' ? 'spot.stop.waitingTitle' : 'spot.stop.endedListTitle')}</h2>
      <StopOrdersTable
        kind={kind}
        everyPair
        stops={list}
        pairs={pairs}
        loading={stops.isPending || stops.isFetching}
        emptyText={stops.isError ? t('errors.loadFailed') : t(kind === 'waiting' ? 'spot.stop.noWaiting' : 'spot.stop.noEnded')}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: stops.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
      />
    </section>
  );
}
