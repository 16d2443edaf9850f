import { Button, Table, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FuturesContractView, FuturesOrder, FuturesOrderStatus } from '@aurelix/shared/schemas/futures';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { formatOrderTime, formatPairPrice } from '../../spot/utils/format';
import { useCancelFuturesOrder } from '../hooks/use-cancel-futures-order';
import { formatUsdt, signOf } from '../utils/format';
import { buysInBook } from '../utils/futures-form';
import spot from '../../spot/components/trade.module.css';
import styles from './futures.module.css';

const COLORS: Record<FuturesOrderStatus, string> = {
  entrusted: 'processing',
  submitted: 'processing',
  partial: 'gold',
  filled: 'success',
  cancelled: 'default',
  cancelling: 'warning',
  invalid: 'error',
};

/** The futures order states of SPEC 4. */
export function FuturesStatusTag({ status }: { status: FuturesOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} bordered={false} data-testid="order-status" data-status={status}>
      {t(`futures.status.${status}`)}
    </Tag>
  );
}

/** Can still be cancelled. */
export function isOpenFuturesOrder(order: Pick<FuturesOrder, 'status'>): boolean {
  return order.status === 'submitted' || order.status === 'partial' || order.status === 'entrusted';
}

interface FuturesOrdersTableProps {
  orders: FuturesOrder[];
  contracts: FuturesContractView[] | undefined;
  loading: boolean;
  kind: 'current' | 'history';
  pagination?: TableProps<FuturesOrder>['pagination'];
  emptyText: string;
}

/** Futures orders with the fields of SPEC 3; current ones can be cancelled. */
export function FuturesOrdersTable({ orders, contracts, loading, kind, pagination, emptyText }: FuturesOrdersTableProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const cancel = useCancelFuturesOrder();
  const contractOf = (symbol: string) => contracts?.find((c) => c.symbol === symbol);
  const qty = (o: FuturesOrder, v: string) => formatFixed(v, contractOf(o.symbol)?.qty_precision ?? 4, intl);
  const price = (o: FuturesOrder, v: string | null) => formatPairPrice(v, contractOf(o.symbol)?.price_precision ?? 2, intl);

  const columns: TableProps<FuturesOrder>['columns'] = [
    { key: 'time', title: t('futures.orders.time'), responsive: ['sm'], render: (_, o) => <span className={styles.muted}>{formatOrderTime(o.created_at, intl)}</span> },
    {
      key: 'contract',
      title: t('futures.orders.contract'),
      render: (_, o) => <Link to={`/contract/${o.symbol.toLowerCase()}`}>{o.symbol.replace('_', '/')}</Link>,
    },
    {
      key: 'direction',
      title: t('futures.orders.direction'),
      render: (_, o) => <span className={buysInBook(o.direction) ? spot.up : spot.down}>{t(`futures.direction.${o.direction}`)}</span>,
    },
    { key: 'type', title: t('futures.orders.type'), responsive: ['md'], render: (_, o) => t(`futures.form.${o.type}`) },
    { key: 'leverage', title: t('futures.orders.leverage'), responsive: ['md'], render: (_, o) => `${t(`futures.marginMode.${o.margin_mode}`)} ${o.leverage}x` },
    { key: 'price', title: t('futures.orders.price'), align: 'right', render: (_, o) => (o.type === 'market' ? t('futures.form.marketPrice') : price(o, o.price)) },
    { key: 'quantity', title: t('futures.orders.quantity'), align: 'right', render: (_, o) => qty(o, o.quantity) },
    { key: 'dealt', title: t('futures.orders.dealt'), align: 'right', responsive: ['sm'], render: (_, o) => qty(o, o.deal_quantity) },
    { key: 'avg', title: t('futures.orders.avgPrice'), align: 'right', responsive: ['md'], render: (_, o) => price(o, o.avg_price) },
    kind === 'current'
      ? { key: 'margin', title: t('futures.orders.margin'), align: 'right', responsive: ['lg'], render: (_, o) => `${formatUsdt(o.margin, intl)} USDT` }
      : {
          key: 'profit',
          title: t('futures.orders.profit'),
          align: 'right',
          responsive: ['lg'],
          render: (_, o) => {
            const s = signOf(o.profit);
            return <span className={s > 0 ? styles.up : s < 0 ? styles.down : undefined}>{formatUsdt(o.profit, intl, true)} USDT</span>;
          },
        },
    { key: 'fee', title: t('futures.orders.fee'), align: 'right', responsive: ['lg'], render: (_, o) => `${formatUsdt(o.fee, intl)} USDT` },
    { key: 'status', title: t('futures.orders.status'), render: (_, o) => <FuturesStatusTag status={o.status} /> },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('futures.orders.actions')}</span>,
      align: 'right',
      render: (_, o) => (
        <span className={spot.rowActions}>
          <Link to={`/order/u-detail/${o.id}`} data-testid="order-detail-link">
            {t('futures.orders.detail')}
          </Link>
          {isOpenFuturesOrder(o) && (
            <Button size="small" danger type="text" onClick={() => cancel(o.id)} data-testid="cancel-order">
              {t('futures.orders.cancel')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <Table<FuturesOrder>
      rowKey="id"
      size="small"
      className={spot.ordersTable}
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={pagination ?? false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      data-testid={`futures-${kind}-orders`}
      onRow={(o) => ({ 'data-testid': `${kind}-order-row`, 'data-order-id': o.id }) as object}
    />
  );
}
