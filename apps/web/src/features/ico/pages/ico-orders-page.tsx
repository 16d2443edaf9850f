import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import type { IcoOrderTab, IcoSubscription } from '@aurelix/shared/schemas/ico';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime, formatPercent } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIcoOrders, useThaw } from '../api/ico-api';
import { amountText, SubStatusTag } from '../components/ico-bits';
import styles from '../components/ico.module.css';

const PAGE_SIZE = 10;
const TITLES = { hold: 'routes.order.subHold', end: 'routes.order.subEnd', tran: 'routes.order.subTran' } as const;

/** /order/sub-hold (holding), sub-end (ended: won lots, consumption, refund) and sub-tran (to settle / settled, thaw). */
export function IcoOrdersPage({ tab }: { tab: IcoOrderTab }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const title = t(TITLES[tab]);
  useDocumentTitle(title);
  const [page, setPage] = useState(1);
  const query = useIcoOrders(tab, page, PAGE_SIZE);
  const thaw = useThaw();
  const n = (v: string) => <span className={styles.num}>{amountText(v, intl)}</span>;

  const doThaw = async (s: IcoSubscription) => {
    try {
      const r = await thaw.mutateAsync(s.project_id);
      notify.success(t('ico.actions.thawed', { amount: amountText(r.released, intl), symbol: r.symbol }));
    } catch {
      /* shown */
    }
  };

  const project: ColumnsType<IcoSubscription>[number] = {
    title: t('ico.orders.project'),
    key: 'project',
    fixed: 'left',
    render: (_, s) => (
      <Link to={`/subscribe/${s.project_id}`} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <CoinIcon symbol={s.symbol} logo={s.logo} size={20} />
        {s.symbol}
      </Link>
    ),
  };
  const status: ColumnsType<IcoSubscription>[number] = { title: t('ico.orders.status'), key: 'status', render: (_, s) => <SubStatusTag status={s.status} /> };
  const columns: ColumnsType<IcoSubscription> =
    tab === 'hold'
      ? [
          project,
          { title: t('ico.orders.lots'), dataIndex: 'lots' },
          { title: t('ico.orders.paid'), dataIndex: 'paid', render: n },
          { title: t('ico.orders.endTime'), dataIndex: 'end_at', render: (v: number) => formatDateTime(v, intl) },
          status,
        ]
      : tab === 'end'
        ? [
            project,
            { title: t('ico.orders.lots'), dataIndex: 'lots' },
            { title: t('ico.orders.won'), dataIndex: 'won_lots' },
            { title: t('ico.orders.winningRate'), dataIndex: 'winning_rate', render: (v: string | null) => (v === null ? '--' : formatPercent(v, intl)) },
            { title: t('ico.orders.paid'), dataIndex: 'paid', render: n },
            { title: t('ico.orders.consumption'), dataIndex: 'consumption', render: n },
            { title: t('ico.orders.refund'), dataIndex: 'refund', render: n },
            { title: t('ico.orders.tokens'), dataIndex: 'tokens', render: n },
            { title: t('ico.orders.endTime'), dataIndex: 'end_at', render: (v: number) => formatDateTime(v, intl) },
          ]
        : [
            project,
            { title: t('ico.orders.tokens'), dataIndex: 'tokens', render: n },
            { title: t('ico.orders.frozen'), dataIndex: 'frozen', render: n },
            { title: t('ico.orders.released'), dataIndex: 'released', render: n },
            status,
            {
              title: t('ico.orders.action'),
              key: 'action',
              render: (_, s) =>
                new Decimal(s.thawable).gt(0) ? (
                  <Button size="small" type="primary" onClick={() => void doThaw(s)} loading={thaw.isPending} data-testid={`thaw-${s.symbol}`}>
                    {t('ico.actions.thaw')} {amountText(s.thawable, intl)}
                  </Button>
                ) : (
                  '--'
                ),
            },
          ];

  return (
    <div className={`container ${styles.page}`} data-testid={`ico-orders-${tab}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <nav className={styles.tabs}>
          <NavLink to="/order/sub-hold">{t('routes.order.subHold')}</NavLink>
          <NavLink to="/order/sub-end">{t('routes.order.subEnd')}</NavLink>
          <NavLink to="/order/sub-tran">{t('routes.order.subTran')}</NavLink>
        </nav>
      </div>
      <div className={styles.section}>
        <Table<IcoSubscription>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isPending}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('ico.orders.empty') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        />
      </div>
    </div>
  );
}

export const IcoHoldPage = () => <IcoOrdersPage tab="hold" />;
export const IcoEndPage = () => <IcoOrdersPage tab="end" />;
export const IcoTranPage = () => <IcoOrdersPage tab="tran" />;
