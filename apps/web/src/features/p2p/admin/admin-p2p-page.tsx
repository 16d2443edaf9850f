import { useState } from 'react';
import { App, Button, Drawer, Input, Result, Select, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { P2pOrder } from '@aurelix/shared/schemas/p2p';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { p2pApi, p2pKeys } from '../api/p2p-api';
import { P2pImage } from '../components/p2p-image';
import { StatusTag } from '../components/status-tag';
import styles from '../components/p2p.module.css';

const ADMIN_ONLY_CODE = 3500;

/** /admin/p2p: orders (appeals first), an order's chat and evidence, resolve an appeal; grant the merchant role. */
export default function AdminP2pPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('p2p.admin.title'));
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string>('appeal');
  const [open, setOpen] = useState<number | null>(null);
  const [account, setAccount] = useState('');
  const orders = useQuery({ queryKey: [...p2pKeys.admin, 'orders', status], queryFn: () => p2pApi.adminOrders(status === 'all' ? undefined : status) });
  const merchants = useQuery({ queryKey: p2pKeys.adminMerchants, queryFn: () => p2pApi.merchants() });
  const refreshMerchants = () => queryClient.invalidateQueries({ queryKey: p2pKeys.adminMerchants });
  const detail = useQuery({ queryKey: [...p2pKeys.admin, 'order', open], queryFn: () => p2pApi.adminOrder(open!), enabled: open !== null });
  if (orders.error instanceof ApiError && orders.error.code === ADMIN_ONLY_CODE) return <Result status="403" title={orders.error.message} />;

  const resolve = (o: P2pOrder, result: 'release' | 'return') =>
    modal.confirm({
      title: t(result === 'release' ? 'p2p.admin.releaseTitle' : 'p2p.admin.returnTitle'),
      content: t(result === 'release' ? 'p2p.admin.releaseText' : 'p2p.admin.returnText', { quantity: `${o.quantity} ${o.crypto}`, buyer: o.buyer_name, seller: o.seller_name }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': `p2p-admin-${result}-ok` } as never,
      onOk: async () => {
        await p2pApi.resolve(o.id, result);
        notify.success(t('p2p.saved'));
        await queryClient.invalidateQueries({ queryKey: p2pKeys.admin });
      },
    });
  const o = detail.data?.order;

  return (
    <div className={`container ${styles.page}`} data-testid="p2p-admin">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('p2p.admin.title')}</h1>
      </div>
      <div className={styles.card}>
        <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('p2p.admin.merchants')}</h2>
        <div className={styles.filters}>
          <Input value={account} onChange={(e) => setAccount(e.target.value)} placeholder={t('p2p.admin.account')} aria-label={t('p2p.admin.account')} style={{ maxWidth: 320 }} />
          <Button onClick={() => void p2pApi.grant(account.trim()).then(() => { notify.success(t('p2p.saved')); setAccount(''); void refreshMerchants(); }, () => undefined)} disabled={!account.trim()}>
            {t('p2p.admin.grant')}
          </Button>
          <Button danger onClick={() => void p2pApi.revoke(account.trim()).then(() => { notify.success(t('p2p.saved')); setAccount(''); void refreshMerchants(); }, () => undefined)} disabled={!account.trim()}>
            {t('p2p.admin.revoke')}
          </Button>
        </div>
        <p className={styles.note}>{t('p2p.admin.grantNote')}</p>
        <p className={styles.note} data-testid="p2p-admin-merchants">
          {(merchants.data ?? []).map((m) => `${m.name}${m.active ? '' : ` (${t('p2p.admin.revoked')})`}`).join(' · ')}
        </p>
      </div>
      <div className={styles.card}>
        <div className={styles.filters}>
          <Select
            value={status}
            onChange={setStatus}
            style={{ minWidth: 170 }}
            options={[{ value: 'all', label: t('p2p.all') }, ...(['appeal', 'unpaid', 'paid', 'completed', 'cancelled'] as const).map((s) => ({ value: s, label: t(`p2p.status.${s}`) }))]}
            data-testid="p2p-admin-status"
          />
        </div>
        <Table<P2pOrder>
          rowKey="id"
          size="small"
          loading={orders.isPending}
          dataSource={orders.data?.list ?? []}
          scroll={{ x: 900 }}
          pagination={false}
          locale={{ emptyText: t('p2p.noOrders') }}
          columns={[
            { title: t('p2p.orderNo'), dataIndex: 'order_no' },
            { title: t('p2p.buyerName'), dataIndex: 'buyer_name' },
            { title: t('p2p.sellerName'), dataIndex: 'seller_name' },
            { title: t('p2p.quantity'), key: 'q', render: (_, r) => `${r.quantity} ${r.crypto}` },
            { title: t('p2p.total'), key: 't', render: (_, r) => `${r.total} ${r.fiat}` },
            { title: t('p2p.status.label'), key: 's', render: (_, r) => <StatusTag order={r} /> },
            { title: '', key: 'open', render: (_, r) => <Button size="small" onClick={() => setOpen(r.id)} data-testid={`p2p-admin-open-${r.id}`}>{t('p2p.admin.review')}</Button> },
          ]}
        />
      </div>
      <Drawer open={open !== null} onClose={() => setOpen(null)} width={Math.min(560, typeof window === 'undefined' ? 560 : window.innerWidth)} title={o ? `${t('p2p.orderNo')} ${o.order_no}` : ''}>
        {o && (
          <div data-testid="p2p-admin-detail">
            <p><StatusTag order={o} /></p>
            <dl className={styles.figures}>
              <div><dt>{t('p2p.total')}</dt><dd>{`${o.total} ${o.fiat}`}</dd></div>
              <div><dt>{t('p2p.quantity')}</dt><dd>{`${o.quantity} ${o.crypto}`}</dd></div>
              <div><dt>{t('p2p.buyerName')}</dt><dd>{o.buyer_name}</dd></div>
              <div><dt>{t('p2p.sellerName')}</dt><dd>{o.seller_name}</dd></div>
              <div><dt>{t('p2p.sellerMethod')}</dt><dd>{`${o.seller_card.bank_name} ${o.seller_card.card_no}`}</dd></div>
              <div><dt>{t('p2p.payerCard')}</dt><dd>{`${o.buyer_card.bank_name} ${o.buyer_card.card_no}`}</dd></div>
            </dl>
            {o.appeal && (
              <div className={styles.card} style={{ marginTop: 12 }}>
                <strong>{t('p2p.appeal.info', { by: t(o.appeal.by === 'buyer' ? 'p2p.buyer' : 'p2p.seller'), reason: o.appeal.reason })}</strong>
                <div className={styles.evidence} data-testid="p2p-appeal-images">{o.appeal.images.map((id) => <P2pImage key={id} id={id} alt={t('p2p.appeal.images')} />)}</div>
              </div>
            )}
            <h3>{t('p2p.chat.title')}</h3>
            <div className={styles.chat}>
              {(detail.data?.messages ?? []).map((m) => (
                <div key={m.id} className={styles.bubble}>
                  <div className={styles.meta}>{`${t(m.from === 'buyer' ? 'p2p.buyer' : 'p2p.seller')} · ${new Date(m.at).toLocaleString()}`}</div>
                  {m.text && <div>{m.text}</div>}
                  {m.image_id !== null && <P2pImage id={m.image_id} alt={t('p2p.chat.image')} />}
                </div>
              ))}
            </div>
            {o.status === 'appeal' && (
              <div className={styles.actions}>
                <Button type="primary" onClick={() => resolve(o, 'release')} data-testid="p2p-admin-release">{t('p2p.admin.release')}</Button>
                <Button danger onClick={() => resolve(o, 'return')} data-testid="p2p-admin-return">{t('p2p.admin.return')}</Button>
              </div>
            )}
          </div>
        )}
      </Drawer>
    </div>
  );
}
