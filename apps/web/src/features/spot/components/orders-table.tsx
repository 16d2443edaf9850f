import { Button, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SpotOrder } from '@aurelix/shared/schemas/spot';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { useCancelOrder } from '../hooks/use-cancel-order';
import { formatOrderTime, formatPairPrice } from '../utils/format';
import { isOpen } from '../utils/order-filters';
import { StatusTag } from './status-tag';
import styles from './trade.module.css';

interface OrdersTableProps {
  orders: SpotOrder[];
  pairs: PairItem[] | undefined;
  loading: boolean;
  /** 'open' shows the cancel button; 'history' shows the status and average price. */
  kind: 'open' | 'history';
  pagination?: TableProps<SpotOrder>['pagination'];
  emptyText: string;
  testId: string;
}

/** Spot orders as SPEC 3 lists them: pair, direction, type, entrusted price and quantity, dealt, status. */
export function OrdersTable({ orders, pairs, loading, kind, pagination, emptyText, testId }: OrdersTableProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const cancel = useCancelOrder();
  const pairOf = (symbol: string) => pairs?.find((p) => p.symbol === symbol);
  const qty = (order: SpotOrder, v: string | null) =>
    v === null ? '--' : formatFixed(v, pairOf(order.symbol)?.qty_precision ?? 8, intl);
  const price = (order: SpotOrder, v: string | null) =>
    formatPairPrice(v, pairOf(order.symbol)?.price_precision ?? 2, intl);
  const quoteOf = (symbol: string) => symbol.split('_')[1] ?? '';

  const columns: TableProps<SpotOrder>['columns'] = [
    {
      key: 'time',
      title: t('spot.orders.time'),
      responsive: ['sm'],
      render: (_, o) => <span className={styles.muted}>{formatOrderTime(o.created_at, intl)}</span>,
    },
    {
      key: 'pair',
      title: t('spot.orders.pair'),
      render: (_, o) => <Link to={`/markets/kline/${o.symbol}`}>{o.symbol.replace('_', '/')}</Link>,
    },
    {
      key: 'type',
      title: t('spot.orders.type'),
      responsive: ['md'],
      render: (_, o) => t(`spot.form.${o.type}`),
    },
    {
      key: 'side',
      title: t('spot.orders.side'),
      render: (_, o) => <span className={o.side === 'buy' ? styles.up : styles.down}>{t(`spot.side.${o.side}`)}</span>,
    },
    {
      key: 'price',
      title: t('spot.orders.price'),
      responsive: ['sm'],
      align: 'right',
      render: (_, o) => (o.type === 'market' ? t('spot.form.marketPrice') : price(o, o.price)),
    },
    {
      key: 'quantity',
      title: t('spot.orders.quantity'),
      align: 'right',
      render: (_, o) =>
        o.quantity !== null ? qty(o, o.quantity) : `${formatFixed(o.amount ?? '0', 2, intl)} ${quoteOf(o.symbol)}`,
    },
    {
      key: 'dealt',
      title: t('spot.orders.dealt'),
      responsive: ['md'],
      align: 'right',
      render: (_, o) => qty(o, o.deal_quantity),
    },
    {
      key: 'avg',
      title: t('spot.orders.avgPrice'),
      responsive: ['lg'],
      align: 'right',
      render: (_, o) => price(o, o.avg_price),
    },
    {
      key: 'total',
      title: t('spot.orders.total'),
      responsive: ['md'],
      align: 'right',
      render: (_, o) => `${formatFixed(kind === 'open' ? (o.amount ?? o.deal_amount) : o.deal_amount, 2, intl)} ${quoteOf(o.symbol)}`,
    },
    {
      key: 'status',
      title: t('spot.orders.status'),
      render: (_, o) => <StatusTag order={o} />,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('spot.orders.actions')}</span>,
      align: 'right',
      render: (_, o) => (
        <span className={styles.rowActions}>
          <Link to={`/order/spot-detail/${o.id}`} data-testid="order-detail-link">
            {t('spot.orders.detail')}
          </Link>
          {isOpen(o) && (
            <Button size="small" danger type="text" onClick={() => cancel(o.id)} data-testid="cancel-order">
              {t('spot.orders.cancel')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <Table<SpotOrder>
      rowKey="id"
      size="small"
      className={styles.ordersTable}
      columns={columns}
      dataSource={orders}
      loading={loading}
      pagination={pagination ?? false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      data-testid={testId}
      onRow={(o) => ({ 'data-testid': `${kind}-order-row`, 'data-order-id': o.id }) as object}
    />
  );
}
