import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePairList } from '../../../lib/reference-data';
import { useCurrentOrders, useOrderHistory } from '../api/get-spot-orders';
import { OrderFiltersBar } from '../components/order-filters-bar';
import { OrdersTable } from '../components/orders-table';
import { StopOrdersSection } from '../components/stop-orders-section';
import { useUserPushes } from '../hooks/use-user-pushes';
import {
  currentBody,
  DEFAULT_FILTERS,
  filterBySide,
  historyBody,
  PAGE_SIZE,
  type OrderFilters,
} from '../utils/order-filters';
import styles from '../components/orders-page.module.css';

/** /order/spot-current and /order/spot-history: filters, pagination and empty states. */
export function SpotOrdersPage({ kind }: { kind: 'open' | 'history' }) {
  const { t } = useTranslation();
  const title = kind === 'open' ? t('routes.order.spotCurrent') : t('routes.order.spotHistory');
  useDocumentTitle(title);
  useUserPushes();
  const pairs = usePairList();
  const [filters, setFilters] = useState<OrderFilters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const current = useCurrentOrders(currentBody(filters, page), kind === 'open');
  const history = useOrderHistory(historyBody(filters, page), kind === 'history');
  const query = kind === 'open' ? current : history;
  const list = kind === 'open' ? filterBySide(query.data?.list ?? [], filters.side) : (query.data?.list ?? []);

  return (
    <div className={`container ${styles.page}`} data-testid={kind === 'open' ? 'spot-current-page' : 'spot-history-page'}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <nav className={styles.tabs} aria-label={t('spot.orders.title')}>
          <NavLink to="/order/spot-current">{t('spot.orders.openTab', { count: current.data?.total ?? 0 })}</NavLink>
          <NavLink to="/order/spot-history">{t('spot.orders.historyTab')}</NavLink>
        </nav>
      </div>
      <div className={styles.card}>
        <OrderFiltersBar
          value={filters}
          pairs={pairs.data}
          showDays={kind === 'history'}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <OrdersTable
          kind={kind}
          orders={list}
          pairs={pairs.data}
          loading={query.isPending || query.isFetching}
          emptyText={query.isError ? t('errors.loadFailed') : kind === 'open' ? t('spot.orders.noOpen') : t('spot.orders.noHistory')}
          testId={kind === 'open' ? 'open-orders' : 'history-orders'}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: query.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
            size: 'small',
          }}
        />
      </div>
      <StopOrdersSection kind={kind === 'open' ? 'waiting' : 'ended'} filters={filters} pairs={pairs.data} />
    </div>
  );
}

export function SpotCurrentPage() {
  return <SpotOrdersPage kind="open" />;
}

export function SpotHistoryPage() {
  return <SpotOrdersPage kind="history" />;
}
