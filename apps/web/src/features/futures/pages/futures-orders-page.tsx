import { useState } from 'react';
import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { FUTURES_DIRECTIONS, type FuturesDirection } from '@aurelix/shared/schemas/futures';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useContracts } from '../api/get-contracts';
import { useCurrentFuturesOrders, useFuturesOrderHistory } from '../api/get-futures-orders';
import { usePositions } from '../api/get-positions';
import { useFuturesTriggers } from '../api/triggers';
import { FuturesOrdersTable } from '../components/futures-orders-table';
import { PositionsTable } from '../components/positions-table';
import { TriggersTable } from '../components/triggers-table';
import { useFuturesPushes } from '../hooks/use-futures-pushes';
import styles from '../../spot/components/orders-page.module.css';

const ALL = 'all';
const PAGE_SIZE = 10;
type Kind = 'current' | 'hold' | 'history' | 'plan';
type Days = 3 | 7 | 30;
interface Filters {
  symbol: string;
  direction: FuturesDirection | typeof ALL;
  days: Days;
  /** u-plan: waiting triggers or the ended ones. */
  ended: boolean;
}

const TITLES = { current: 'routes.order.uCurrent', hold: 'routes.order.uHold', history: 'routes.order.uHistory', plan: 'routes.order.uPlan' } as const;

/** /order/u-current, u-hold, u-history and u-plan: the futures order and position lists (SPEC 2 and 3). */
export function FuturesOrdersPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const title = t(TITLES[kind]);
  useDocumentTitle(title);
  useFuturesPushes();
  const contracts = useContracts();
  const [filters, setFilters] = useState<Filters>({ symbol: ALL, direction: ALL, days: 7, ended: false });
  const [page, setPage] = useState(1);
  const symbol = filters.symbol === ALL ? undefined : filters.symbol;
  const current = useCurrentFuturesOrders({ symbol, page, page_size: PAGE_SIZE }, kind === 'current');
  const history = useFuturesOrderHistory(
    { symbol, direction: filters.direction === ALL ? undefined : filters.direction, days: filters.days, page, page_size: PAGE_SIZE },
    kind === 'history',
  );
  const positions = usePositions(symbol, kind === 'hold');
  const triggers = useFuturesTriggers({ symbol, ended: filters.ended, page, page_size: PAGE_SIZE }, kind === 'plan');
  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  const query = kind === 'history' ? history : current;
  // Open orders are few: the direction filter applies on the page.
  const list = (query.data?.list ?? []).filter((o) => kind !== 'current' || filters.direction === ALL || o.direction === filters.direction);

  return (
    <div className={`container ${styles.page}`} data-testid={`futures-${kind}-page`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <nav className={styles.tabs} aria-label={t('futures.orders.title')}>
          <NavLink to="/order/u-current">{t('routes.order.uCurrent')}</NavLink>
          <NavLink to="/order/u-hold">{t('routes.order.uHold')}</NavLink>
          <NavLink to="/order/u-history">{t('routes.order.uHistory')}</NavLink>
          <NavLink to="/order/u-plan">{t('routes.order.uPlan')}</NavLink>
        </nav>
      </div>
      <div className={styles.card}>
        <>
          <div className={styles.filters} data-testid="order-filters">
            {kind === 'plan' && (
              <Segmented<boolean>
                value={filters.ended}
                onChange={(ended) => change({ ended })}
                aria-label={t('futures.triggers.show')}
                data-testid="plan-ended"
                options={[
                  { value: false, label: t('futures.triggers.waiting') },
                  { value: true, label: t('futures.triggers.ended') },
                ]}
              />
            )}
            <label className={styles.filter}>
              <span>{t('futures.orders.contract')}</span>
              <Select
                value={filters.symbol}
                onChange={(v) => change({ symbol: v })}
                showSearch
                popupMatchSelectWidth={false}
                style={{ minWidth: 140 }}
                data-testid="filter-contract"
                options={[
                  { value: ALL, label: t('futures.orders.allContracts') },
                  ...(contracts.data ?? []).map((c) => ({ value: c.symbol, label: `${c.base}${c.quote}` })),
                ]}
              />
            </label>
            {kind !== 'hold' && kind !== 'plan' && (
              <label className={styles.filter}>
                <span>{t('futures.orders.direction')}</span>
                <Select
                  value={filters.direction}
                  onChange={(v) => change({ direction: v })}
                  style={{ minWidth: 130 }}
                  data-testid="filter-direction"
                  options={[
                    { value: ALL, label: t('futures.orders.allDirections') },
                    ...FUTURES_DIRECTIONS.map((d) => ({ value: d, label: t(`futures.direction.${d}`) })),
                  ]}
                />
              </label>
            )}
            {kind === 'history' && (
              <div className={styles.days} role="group" aria-label={t('futures.orders.period')}>
                {([3, 7, 30] as Days[]).map((days) => (
                  <button
                    key={days}
                    type="button"
                    aria-pressed={filters.days === days}
                    className={filters.days === days ? `${styles.day} ${styles.dayActive}` : styles.day}
                    onClick={() => change({ days })}
                    data-testid={`filter-days-${days}`}
                  >
                    {t('futures.orders.lastDays', { count: days })}
                  </button>
                ))}
              </div>
            )}
          </div>
          {kind === 'plan' ? (
            <TriggersTable
              triggers={triggers.data?.list ?? []}
              contracts={contracts.data}
              ended={filters.ended}
              loading={triggers.isPending || triggers.isFetching}
              emptyText={triggers.isError ? t('errors.loadFailed') : t(filters.ended ? 'futures.triggers.noEnded' : 'futures.triggers.empty')}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: triggers.data?.total ?? 0,
                onChange: setPage,
                showSizeChanger: false,
                hideOnSinglePage: true,
                size: 'small',
              }}
            />
          ) : kind === 'hold' ? (
            <PositionsTable
              positions={positions.data ?? []}
              contracts={contracts.data}
              loading={positions.isPending}
              emptyText={positions.isError ? t('errors.loadFailed') : t('futures.positions.empty')}
            />
          ) : (
            <FuturesOrdersTable
              kind={kind}
              orders={list}
              contracts={contracts.data}
              loading={query.isPending || query.isFetching}
              emptyText={query.isError ? t('errors.loadFailed') : t(kind === 'current' ? 'futures.orders.noCurrent' : 'futures.orders.noHistory')}
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
          )}
        </>
      </div>
    </div>
  );
}

export const FuturesCurrentPage = () => <FuturesOrdersPage kind="current" />;
export const FuturesHoldPage = () => <FuturesOrdersPage kind="hold" />;
export const FuturesHistoryPage = () => <FuturesOrdersPage kind="history" />;
export const FuturesPlanPage = () => <FuturesOrdersPage kind="plan" />;
