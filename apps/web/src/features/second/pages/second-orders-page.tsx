import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSecondCurrent, useSecondHistory, useSecondProducts } from '../api/second-api';
import { SecondOrdersTable } from '../components/second-orders-table';
import { useSecondPushes } from '../hooks/use-second-live';
import styles from '../../spot/components/orders-page.module.css';

const ALL = 'all';
const PAGE_SIZE = 10;
type Days = 3 | 7 | 30;

/** /order/sec-current (running countdowns) and /order/sec-history (settled, 3/7/30 days): SPEC 2 and 3. */
export function SecondOrdersPage({ kind }: { kind: 'current' | 'history' }) {
  const { t } = useTranslation();
  const title = t(kind === 'current' ? 'routes.order.secCurrent' : 'routes.order.secHistory');
  useDocumentTitle(title);
  useSecondPushes();
  const products = useSecondProducts();
  const [symbol, setSymbol] = useState<string>(ALL);
  const [days, setDays] = useState<Days>(7);
  const [page, setPage] = useState(1);
  const picked = symbol === ALL ? undefined : symbol;
  const current = useSecondCurrent(kind === 'current', picked);
  const history = useSecondHistory({ symbol: picked, days, page, page_size: PAGE_SIZE }, kind === 'history');
  const symbols = [...new Set((products.data?.list ?? []).map((p) => p.symbol))];
  const query = kind === 'current' ? current : history;

  return (
    <div className={`container ${styles.page}`} data-testid={`second-${kind}-page`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <nav className={styles.tabs} aria-label={t('second.title')}>
          <NavLink to="/order/sec-current">{t('routes.order.secCurrent')}</NavLink>
          <NavLink to="/order/sec-history">{t('routes.order.secHistory')}</NavLink>
        </nav>
      </div>
      <div className={styles.card}>
        <div className={styles.filters}>
          <label className={styles.filter}>
            <span>{t('second.orders.symbol')}</span>
            <Select
              value={symbol}
              onChange={(v) => {
                setSymbol(v);
                setPage(1);
              }}
              style={{ minWidth: 140 }}
              data-testid="second-filter-pair"
              options={[{ value: ALL, label: t('second.orders.allPairs') }, ...symbols.map((s) => ({ value: s, label: s.replace('_', '/') }))]}
            />
          </label>
          {kind === 'history' && (
            <div className={styles.days} role="group" aria-label={t('second.orders.period')}>
              {([3, 7, 30] as Days[]).map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={days === d}
                  className={days === d ? `${styles.day} ${styles.dayActive}` : styles.day}
                  onClick={() => {
                    setDays(d);
                    setPage(1);
                  }}
                  data-testid={`second-days-${d}`}
                >
                  {t('second.orders.lastDays', { count: d })}
                </button>
              ))}
            </div>
          )}
        </div>
        {kind === 'current' ? (
          <SecondOrdersTable
            kind="current"
            orders={current.data ?? []}
            loading={current.isPending}
            emptyText={current.isError ? t('errors.loadFailed') : t('second.orders.empty')}
          />
        ) : (
          <SecondOrdersTable
            kind="history"
            orders={history.data?.list ?? []}
            loading={query.isPending}
            emptyText={history.isError ? t('errors.loadFailed') : t('second.orders.emptyHistory')}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: history.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
              showTotal: (total) => t('second.orders.total', { count: total }),
            }}
          />
        )}
      </div>
    </div>
  );
}

export const SecondCurrentPage = () => <SecondOrdersPage kind="current" />;
export const SecondHistoryPage = () => <SecondOrdersPage kind="history" />;
