import { useState } from 'react';
import { Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { P2pOrder } from '@aurelix/shared/schemas/p2p';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrders } from '../api/p2p-api';
import { StatusTag } from '../components/status-tag';
import { useP2pPushes } from '../hooks';
import styles from '../components/p2p.module.css';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits } from '../../../lib/format';

const ALL = 'all';
const PAGE_SIZE = 10;
const detailPath = (o: P2pOrder) => `/deal/${o.side}-detail/${o.id}`;

/** /order/legal-order: the user's fiat orders with the SPEC 3 fields, status and side filters. */
export default function LegalOrdersPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  // Prices, limits and amounts as typed, every digit, grouped for the locale.
  const n = (v: string) => formatDigits(v, intl);
  useDocumentTitle(t('routes.order.legalOrder'));
  useP2pPushes();
  const [status, setStatus] = useState<string>(ALL);
  const [side, setSide] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const orders = useOrders({ ...(status === ALL ? {} : { status }), ...(side === ALL ? {} : { side }), page, page_size: PAGE_SIZE });
  const statuses = ['open', 'unpaid', 'paid', 'appeal', 'completed', 'cancelled'] as const;
  return (
    <div className={`container ${styles.page}`} data-testid="p2p-orders">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('routes.order.legalOrder')}</h1>
        <Link to="/deal">{t('p2p.title')}</Link>
      </div>
      <div className={styles.card}>
        <div className={styles.filters}>
          <label className={styles.filter}>
            <span>{t('p2p.status.label')}</span>
            <Select
              value={status}
              onChange={(v) => { setStatus(v); setPage(1); }}
              style={{ minWidth: 170 }}
              data-testid="p2p-filter-status"
              options={[{ value: ALL, label: t('p2p.all') }, ...statuses.map((s) => ({ value: s, label: t(`p2p.status.${s}`) }))]}
            />
          </label>
          <label className={styles.filter}>
            <span>{t('p2p.side')}</span>
            <Select
              value={side}
              onChange={(v) => { setSide(v); setPage(1); }}
              style={{ minWidth: 120 }}
              options={[{ value: ALL, label: t('p2p.all') }, { value: 'buy', label: t('p2p.buy') }, { value: 'sell', label: t('p2p.sell') }]}
            />
          </label>
        </div>
        <Table<P2pOrder>
          rowKey="id"
          size="middle"
          loading={orders.isPending}
          dataSource={orders.data?.list ?? []}
          scroll={{ x: 1100 }}
          locale={{ emptyText: orders.isError ? t('errors.loadFailed') : t('p2p.noOrders') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: orders.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            { title: t('p2p.orderNo'), key: 'no', render: (_, o) => <Link to={detailPath(o)} data-testid={`p2p-order-link-${o.id}`}>{o.order_no}</Link> },
            { title: t('p2p.side'), key: 'side', render: (_, o) => <span style={{ color: o.side === 'buy' ? 'var(--up)' : 'var(--down)' }}>{t(o.side === 'buy' ? 'p2p.buy' : 'p2p.sell')}</span> },
            { title: t('p2p.sellerName'), dataIndex: 'seller_name' },
            { title: t('p2p.price'), key: 'price', render: (_, o) => `${n(o.price)} ${o.fiat}` },
            { title: t('p2p.quantity'), key: 'qty', render: (_, o) => `${n(o.quantity)} ${o.crypto}` },
            { title: t('p2p.total'), key: 'total', render: (_, o) => `${n(o.total)} ${o.fiat}` },
            { title: t('p2p.sellerMethod'), key: 'method', render: (_, o) => `${o.seller_card.bank_name} ${o.seller_card.card_no}` },
            { title: t('p2p.payerCard'), key: 'payer', render: (_, o) => o.buyer_card.card_no },
            { title: t('p2p.orderTime'), key: 'time', render: (_, o) => new Date(o.created_at).toLocaleString() },
            { title: t('p2p.status.label'), key: 'status', render: (_, o) => <StatusTag order={o} /> },
          ]}
        />
      </div>
    </div>
  );
}
