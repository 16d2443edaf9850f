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
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { RecordCards } from '../../../components/record-cards';

const ALL = 'all';
const PAGE_SIZE = 10;
const detailPath = (o: P2pOrder) => `/deal/${o.side}-detail/${o.id}`;

/** /order/legal-order: the user's fiat orders with the SPEC 3 fields, status and side filters; cards on a phone. */
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
  const phone = useMediaQuery(PHONE_QUERY);
  const no = (o: P2pOrder) => <Link to={detailPath(o)} data-testid={`p2p-order-link-${o.id}`}>{o.order_no}</Link>;
  const sideOf = (o: P2pOrder) => <span style={{ color: o.side === 'buy' ? 'var(--up)' : 'var(--down)' }}>{t(o.side === 'buy' ? 'p2p.buy' : 'p2p.sell')}</span>;
  const fields = [
    { key: 'seller', title: t('p2p.sellerName'), render: (o: P2pOrder) => o.seller_name },
    { key: 'price', title: t('p2p.price'), render: (o: P2pOrder) => `${n(o.price)} ${o.fiat}` },
    { key: 'qty', title: t('p2p.quantity'), render: (o: P2pOrder) => `${n(o.quantity)} ${o.crypto}` },
    { key: 'total', title: t('p2p.total'), render: (o: P2pOrder) => `${n(o.total)} ${o.fiat}` },
    { key: 'method', title: t('p2p.sellerMethod'), render: (o: P2pOrder) => `${o.seller_card.bank_name} ${o.seller_card.card_no}` },
    { key: 'payer', title: t('p2p.payerCard'), render: (o: P2pOrder) => o.buyer_card.card_no },
    { key: 'time', title: t('p2p.orderTime'), render: (o: P2pOrder) => new Date(o.created_at).toLocaleString() },
  ];
  const pagination = { current: page, pageSize: PAGE_SIZE, total: orders.data?.total ?? 0, onChange: setPage };
  const emptyText = orders.isError ? t('errors.loadFailed') : t('p2p.noOrders');
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
        {phone ? (
          <RecordCards<P2pOrder>
            records={orders.data?.list ?? []}
            rowKey={(o) => o.id}
            head={(o) => (
              <>
                <span>{no(o)} {sideOf(o)}</span>
                <StatusTag order={o} />
              </>
            )}
            fields={fields}
            loading={orders.isPending}
            emptyText={emptyText}
            testId="p2p-order-cards"
            pagination={pagination}
          />
        ) : (
        <Table<P2pOrder>
          rowKey="id"
          size="middle"
          loading={orders.isPending}
          dataSource={orders.data?.list ?? []}
          scroll={{ x: 1100 }}
          locale={{ emptyText }}
          pagination={{ ...pagination, hideOnSinglePage: true }}
          columns={[
            { title: t('p2p.orderNo'), key: 'no', render: (_, o) => no(o) },
            { title: t('p2p.side'), key: 'side', render: (_, o) => sideOf(o) },
            ...fields.map((f) => ({ title: f.title, key: f.key, render: (_: unknown, o: P2pOrder) => f.render(o) })),
            { title: t('p2p.status.label'), key: 'status', render: (_, o) => <StatusTag order={o} /> },
          ]}
        />
        )}
      </div>
    </div>
  );
}
