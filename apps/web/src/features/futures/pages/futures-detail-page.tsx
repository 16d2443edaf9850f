import type { ReactNode } from 'react';
import { Button, Result, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { FuturesDeal } from '@aurelix/shared/schemas/futures';
import { useLocale } from '../../../i18n/use-locale';
import { formatFixed } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatOrderTime, formatPairPrice } from '../../spot/utils/format';
import { findContract, useContracts } from '../api/get-contracts';
import { useFuturesOrderDetail } from '../api/get-futures-orders';
import { FuturesStatusTag, isOpenFuturesOrder } from '../components/futures-orders-table';
import { useCancelFuturesOrder } from '../hooks/use-cancel-futures-order';
import { useFuturesPushes } from '../hooks/use-futures-pushes';
import { formatUsdt, signOf } from '../utils/format';
import { buysInBook } from '../utils/futures-form';
import { OrderDetailFrame } from '../../spot/components/order-detail-frame';
import styles from '../../spot/components/orders-page.module.css';

/** /order/u-detail/{id}: one futures order with its deals, and cancel while it rests. */
export function FuturesDetailPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,18}$/.test(id);
  const detail = useFuturesOrderDetail(id, valid);
  const contracts = useContracts();
  const cancel = useCancelFuturesOrder();
  useFuturesPushes();
  useDocumentTitle(t('futures.detail.title'));

  if (!valid || detail.isError) {
    return (
      <div className="container" data-testid="futures-detail-page">
        <Result
          status="warning"
          title={t('futures.detail.notFound')}
          extra={
            <Link to="/order/u-history">
              <Button>{t('routes.order.uHistory')}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <div className={`container ${styles.page}`} data-testid="futures-detail-page">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  const order = detail.data;
  const contract = findContract(contracts.data, order.symbol);
  const pp = contract?.price_precision ?? 2;
  const qp = contract?.qty_precision ?? 4;
  const base = order.symbol.split('_')[0];
  const qty = (v: string) => `${formatFixed(v, qp, intl)} ${base}`;
  const usdt = (v: string, signed = false) => {
    const s = signOf(v);
    return (
      <span className={signed ? (s > 0 ? styles.up : s < 0 ? styles.down : undefined) : undefined}>
        {formatUsdt(v, intl, signed)} USDT
      </span>
    );
  };

  const fields: [string, ReactNode, string][] = [
    [t('futures.orders.contract'), order.symbol.replace('_', '/'), 'detail-contract'],
    [
      t('futures.orders.direction'),
      <span className={buysInBook(order.direction) ? styles.up : styles.down}>
        {t(`futures.direction.${order.direction}`)}
      </span>,
      'detail-direction',
    ],
    [t('futures.orders.type'), t(`futures.form.${order.type}`), 'detail-type'],
    [t('futures.orders.status'), <FuturesStatusTag status={order.status} />, 'detail-status'],
    [
      t('futures.orders.leverage'),
      `${t(`futures.marginMode.${order.margin_mode}`)} ${order.leverage}x`,
      'detail-leverage',
    ],
    [
      t('futures.orders.price'),
      order.type === 'market' ? t('futures.form.marketPrice') : formatPairPrice(order.price, pp, intl),
      'detail-price',
    ],
    [t('futures.orders.quantity'), qty(order.quantity), 'detail-quantity'],
    [t('futures.orders.dealt'), qty(order.deal_quantity), 'detail-dealt'],
    [t('futures.orders.avgPrice'), formatPairPrice(order.avg_price, pp, intl), 'detail-avg'],
    [t('futures.orders.margin'), usdt(order.margin), 'detail-margin'],
    [t('futures.orders.fee'), usdt(order.fee), 'detail-fee'],
    [t('futures.orders.profit'), usdt(order.profit, true), 'detail-profit'],
    [t('futures.orders.time'), formatOrderTime(order.created_at, intl), 'detail-time'],
    [t('futures.detail.clientId'), order.client_order_id ?? '--', 'detail-client-id'],
  ];

  return (
    <OrderDetailFrame
      testId="futures-detail-page"
      orderId={order.id}
      back={{ to: '/order/u-history', label: t('routes.order.uHistory') }}
      title={t('futures.detail.title')}
      cancel={
        isOpenFuturesOrder(order)
          ? { label: t('futures.orders.cancel'), onClick: () => cancel(order.id) }
          : undefined
      }
      fields={fields}
      dealsTitle={t('futures.detail.deals')}
    >
      <Table<FuturesDeal>
        rowKey="id"
        size="small"
        dataSource={order.deals}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('futures.detail.noDeals') }}
        data-testid="deal-records"
        onRow={() => ({ 'data-testid': 'deal-row' }) as object}
        columns={[
          { key: 'time', title: t('futures.orders.time'), render: (_, d) => formatOrderTime(d.time, intl) },
          {
            key: 'price',
            title: t('futures.detail.dealPrice'),
            align: 'right',
            render: (_, d) => formatPairPrice(d.price, pp, intl),
          },
          {
            key: 'quantity',
            title: t('futures.detail.dealQuantity'),
            align: 'right',
            render: (_, d) => qty(d.quantity),
          },
          { key: 'fee', title: t('futures.orders.fee'), align: 'right', render: (_, d) => usdt(d.fee) },
          {
            key: 'profit',
            title: t('futures.orders.profit'),
            align: 'right',
            render: (_, d) => usdt(d.profit, true),
          },
          {
            key: 'role',
            title: t('futures.detail.role'),
            render: (_, d) => (d.maker ? t('futures.detail.maker') : t('futures.detail.taker')),
          },
        ]}
      />
    </OrderDetailFrame>
  );
}
