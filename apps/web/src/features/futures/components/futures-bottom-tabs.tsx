import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FuturesContractView, FuturesPositionView } from '@aurelix/shared/schemas/futures';
import { ButtonLink } from '../../../components/ui/button-link';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useFuturesAccount } from '../api/get-futures-account';
import { useCurrentFuturesOrders } from '../api/get-futures-orders';
import { useFuturesTriggers } from '../api/triggers';
import { FuturesAssets } from './futures-assets';
import { FuturesOrdersTable } from './futures-orders-table';
import { PositionsTable } from './positions-table';
import { TriggersTable } from './triggers-table';
import spot from '../../spot/components/trade.module.css';
import styles from './futures.module.css';

type Tab = 'current' | 'positions' | 'trigger' | 'assets';
const TABS: Tab[] = ['current', 'positions', 'trigger', 'assets'];
const ALL_LINKS: Partial<Record<Tab, string>> = {
  current: '/order/u-current',
  positions: '/order/u-hold',
  trigger: '/order/u-plan',
  assets: '/wallet/contract',
};

interface BottomTabsProps {
  contract: FuturesContractView;
  contracts: FuturesContractView[];
  positions: { data: FuturesPositionView[] | undefined; isPending: boolean; isError: boolean };
  /** Verified users only: the others cannot have futures orders or positions. */
  enabled: boolean;
}

/** Under the trading page (SPEC 2): current orders, positions, trigger orders and assets. */
export function FuturesBottomTabs({ contract, contracts, positions, enabled }: BottomTabsProps) {
  const { t } = useTranslation();
  const loggedIn = isLoggedIn(useSession());
  const [tab, setTab] = useState<Tab>('positions');
  const current = useCurrentFuturesOrders({ symbol: contract.symbol, page: 1, page_size: 50 }, enabled);
  const account = useFuturesAccount(undefined, enabled && tab === 'assets');
  // This contract's waiting plan orders (TP and SL show on their positions).
  const triggers = useFuturesTriggers({ symbol: contract.symbol, ended: false, page: 1, page_size: 100 }, enabled);
  const plans = (triggers.data?.list ?? []).filter((tr) => tr.kind === 'plan');
  const counts: Partial<Record<Tab, number>> = {
    current: current.data?.total ?? 0,
    positions: positions.data?.length ?? 0,
    trigger: plans.length,
  };
  const link = ALL_LINKS[tab];

  return (
    <section className={spot.pairOrders} data-testid="futures-bottom" aria-label={t('futures.orders.title')}>
      <div className={spot.boxHead}>
        <div role="tablist" className={spot.tabs}>
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={tab === key ? `${spot.tab} ${spot.tabActive}` : spot.tab}
              onClick={() => setTab(key)}
              data-testid={`futures-tab-${key}`}
            >
              {t(`futures.tabs.${key}`, { count: counts[key] ?? 0 })}
            </button>
          ))}
        </div>
        {enabled && link && (
          <Link to={link} className={spot.more}>
            {t('futures.tabs.all')} →
          </Link>
        )}
      </div>
      <div className={styles.tabBody}>
        {!loggedIn ? (
          <p className={spot.emptyBox}>
            <Link to="/login">{t('nav.login')}</Link> · <Link to="/reg">{t('nav.register')}</Link>
          </p>
        ) : !enabled ? (
          <p className={spot.emptyBox}>
            <ButtonLink to="/user/identity">{t('futures.gate.verify')}</ButtonLink>
          </p>
        ) : tab === 'trigger' ? (
          <TriggersTable
            triggers={plans}
            contracts={contracts}
            loading={triggers.isPending}
            emptyText={triggers.isError ? t('errors.loadFailed') : t('futures.triggers.empty')}
          />
        ) : tab === 'current' ? (
          <FuturesOrdersTable
            kind="current"
            orders={current.data?.list ?? []}
            contracts={contracts}
            loading={current.isPending}
            emptyText={current.isError ? t('errors.loadFailed') : t('futures.orders.noCurrent')}
          />
        ) : tab === 'positions' ? (
          <PositionsTable
            positions={positions.data ?? []}
            contracts={contracts}
            loading={positions.isPending}
            emptyText={positions.isError ? t('errors.loadFailed') : t('futures.positions.empty')}
          />
        ) : (
          <>
            <FuturesAssets account={account.data} />
            <p className={spot.emptyBox} style={{ paddingTop: 0 }}>
              <ButtonLink to="/wallet/transfer?currency=USDT">{t('futures.assets.transfer')}</ButtonLink>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
