import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useCurrentOrders, useOrderHistory } from '../api/get-spot-orders';
import { useSpotStops } from '../api/spot-stops';
import styles from './trade.module.css';

/** antd's Table loads only for a signed-in visitor, who has orders to list (issue 15). */
const OrdersTable = lazy(() => import('./orders-table').then((m) => ({ default: m.OrdersTable })));
const StopOrdersTable = lazy(() =>
  import('./stop-orders-table').then((m) => ({ default: m.StopOrdersTable })),
);

type Tab = 'open' | 'stops' | 'history';

/** Below the trading page: this pair's open orders (with cancel), its stop-limit orders and its recent history. */
export function PairOrders({ pair, pairs }: { pair: PairItem; pairs: PairItem[] }) {
  const { t } = useTranslation();
  const loggedIn = isLoggedIn(useSession());
  const [tab, setTab] = useState<Tab>('open');
  const current = useCurrentOrders({ symbol: pair.symbol, page: 1, page_size: 50 }, loggedIn);
  const history = useOrderHistory(
    { symbol: pair.symbol, days: 7, page: 1, page_size: 20 },
    loggedIn && tab === 'history',
  );
  const shown = tab === 'open' ? current : history;
  const openCount = current.data?.total ?? 0;
  const stopsWaiting = useSpotStops({ symbol: pair.symbol, page: 1, page_size: 50 }, loggedIn);
  const stopsEnded = useSpotStops(
    { symbol: pair.symbol, ended: true, page: 1, page_size: 20 },
    loggedIn && tab === 'stops',
  );
  const label = (key: Tab) =>
    key === 'open'
      ? t('spot.orders.openTab', { count: openCount })
      : key === 'stops'
        ? t('spot.stop.tab', { count: stopsWaiting.data?.total ?? 0 })
        : t('spot.orders.historyTab');

  return (
    <section className={styles.pairOrders} data-testid="pair-orders" aria-label={t('spot.orders.title')}>
      <div className={styles.boxHead}>
        <div role="tablist" className={styles.tabs}>
          {(['open', 'stops', 'history'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={tab === key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => setTab(key)}
              data-testid={`pair-orders-${key}`}
            >
              {label(key)}
            </button>
          ))}
        </div>
        {loggedIn && tab !== 'stops' && (
          <Link to={tab === 'open' ? '/order/spot-current' : '/order/spot-history'} className={styles.more}>
            {t('spot.orders.all')} →
          </Link>
        )}
      </div>
      {!loggedIn ? (
        <p className={styles.emptyBox}>
          <Link to="/login">{t('nav.login')}</Link> · <Link to="/reg">{t('nav.register')}</Link>
        </p>
      ) : tab === 'stops' ? (
        <Suspense fallback={null}>
          <StopOrdersTable
            kind="waiting"
            stops={stopsWaiting.data?.list ?? []}
            pairs={pairs}
            loading={stopsWaiting.isPending}
            emptyText={stopsWaiting.isError ? t('errors.loadFailed') : t('spot.stop.noWaiting')}
          />
          <h3 className={styles.stopEndedHead}>{t('spot.stop.endedTitle')}</h3>
          <StopOrdersTable
            kind="ended"
            stops={stopsEnded.data?.list ?? []}
            pairs={pairs}
            loading={stopsEnded.isPending}
            emptyText={stopsEnded.isError ? t('errors.loadFailed') : t('spot.stop.noEnded')}
          />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <OrdersTable
            key={tab}
            kind={tab}
            orders={shown.data?.list ?? []}
            pairs={pairs}
            loading={shown.isPending}
            emptyText={
              shown.isError
                ? t('errors.loadFailed')
                : t(tab === 'open' ? 'spot.orders.noOpen' : 'spot.orders.noHistory')
            }
            testId={tab === 'open' ? 'open-orders' : 'history-orders'}
          />
        </Suspense>
      )}
    </section>
  );
}
