import type { ReactNode } from 'react';
import { Button, Result, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { SpotDeal } from '@aurelix/shared/schemas/spot';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { findPair, usePairList } from '../../../lib/reference-data';
import { useOrderDetail } from '../api/get-spot-orders';
import { StatusTag } from '../components/status-tag';
import { useCancelOrder } from '../hooks/use-cancel-order';
import { useUserPushes } from '../hooks/use-user-pushes';
import { formatExact, formatOrderTime, formatPairPrice } from '../utils/format';
import { isOpen } from '../utils/order-filters';
import { OrderDetailFrame } from '../components/order-detail-frame';
import styles from '../components/orders-page.module.css';

/** /order/spot-detail/{id}: one spot order with its deal records (SPEC 2 and 3), and cancel when open. */
export function SpotDetailPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,18}$/.test(id);
  const detail = useOrderDetail(valid ? id : '0');
  const pairs = usePairList();
  const cancel = useCancelOrder();
  useUserPushes();
  useDocumentTitle(t('spot.detail.title'));

  if (!valid || detail.isError) {
    return (
      <div className="container" data-testid="spot-detail-page">
        <Result
          status="warning"
          title={t('spot.detail.notFound')}
          extra={
            <Link to="/order/spot-history">
              <Button>{t('routes.order.spotHistory')}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <div className={`container ${styles.page}`} data-testid="spot-detail-page">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const order = detail.data;
  const pair = findPair(pairs.data, order.symbol);
  const pp = pair?.price_precision ?? 2;
  const qp = pair?.qty_precision ?? 8;
  const [base, quote] = order.symbol.split('_');
  const qty = (v: string | null) => (v === null ? '--' : `${formatFixed(v, qp, intl)} ${base}`);
  const money = (v: string | null) => (v === null ? '--' : `${formatFixed(v, 2, intl)} ${quote}`);
  // A fee is in the base (a buy) or the quote (a sell): at least that currency's decimals.
  const feeDecimals = (currency: string) => (currency === base ? qp : 2);

  const fields: [string, ReactNode, string][] = [
    [t('spot.orders.pair'), order.symbol.replace('_', '/'), 'detail-pair'],
    [
      t('spot.orders.side'),
      <span className={order.side === 'buy' ? styles.up : styles.down}>{t(`spot.side.${order.side}`)}</span>,
      'detail-side',
    ],
    [t('spot.orders.type'), t(`spot.form.${order.type}`), 'detail-type'],
    [t('spot.orders.status'), <StatusTag order={order} />, 'detail-status'],
    [
      t('spot.detail.price'),
      order.type === 'market' ? t('spot.form.marketPrice') : formatPairPrice(order.price, pp, intl),
      'detail-price',
    ],
    [t('spot.detail.quantity'), qty(order.quantity), 'detail-quantity'],
    [t('spot.detail.total'), money(order.amount), 'detail-total'],
    [t('spot.orders.dealt'), qty(order.deal_quantity), 'detail-dealt'],
    [t('spot.orders.avgPrice'), formatPairPrice(order.avg_price, pp, intl), 'detail-avg'],
    [t('spot.detail.turnover'), money(order.deal_amount), 'detail-turnover'],
    [
      t('spot.detail.fee'),
      `${formatExact(order.fee, intl, feeDecimals(order.fee_currency))} ${order.fee_currency}`,
      'detail-fee',
    ],
    [t('spot.orders.time'), formatOrderTime(order.created_at, intl), 'detail-time'],
  ];

  return (
    <OrderDetailFrame
      testId="spot-detail-page"
      orderId={order.id}
      back={{ to: '/order/spot-history', label: t('routes.order.spotHistory') }}
      title={t('spot.detail.title')}
      cancel={isOpen(order) ? { label: t('spot.orders.cancel'), onClick: () => cancel(order.id) } : undefined}
      fields={fields}
      dealsTitle={t('spot.detail.deals')}
    >
      <Table<SpotDeal>
        rowKey="id"
        size="small"
        dataSource={order.deals}
        pagination={false}
        scroll={{ x: 520 }}
        locale={{ emptyText: t('spot.detail.noDeals') }}
        data-testid="deal-records"
        onRow={() => ({ 'data-testid': 'deal-row' }) as object}
        columns={[
          { key: 'time', title: t('spot.orders.time'), render: (_, d) => formatOrderTime(d.time, intl) },
          {
            key: 'price',
            title: t('spot.detail.dealPrice'),
            align: 'right',
            render: (_, d) => formatPairPrice(d.price, pp, intl),
          },
          {
            key: 'quantity',
            title: t('spot.detail.dealQuantity'),
            align: 'right',
            render: (_, d) => qty(d.quantity),
          },
          {
            key: 'amount',
            title: t('spot.detail.turnover'),
            align: 'right',
            render: (_, d) => money(d.amount),
          },
          {
            key: 'fee',
            title: t('spot.detail.fee'),
            align: 'right',
            render: (_, d) => `${formatExact(d.fee, intl, feeDecimals(d.fee_currency))} ${d.fee_currency}`,
          },
          {
            key: 'role',
            title: t('spot.detail.role'),
            render: (_, d) => (d.maker ? t('spot.detail.maker') : t('spot.detail.taker')),
          },
        ]}
      />
    </OrderDetailFrame>
  );
}
