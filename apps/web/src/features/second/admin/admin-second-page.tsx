import { useState } from 'react';
import { Button, Form, Input, Modal, Result, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminSecondProduct } from '@aurelix/shared/schemas/second';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSecondAdminOverview, useUpdateSecondProduct } from '../api/second-api';
import { percent } from '../utils';
import styles from '../components/second.module.css';
import { SettleAlerts } from './settle-alerts';

const ADMIN_ONLY_CODE = 3500;
const FIELDS = ['payout_rate', 'min_stake', 'max_stake', 'fee_rate', 'exposure_limit'] as const;
type Draft = Record<(typeof FIELDS)[number], string> & { enabled: boolean };

/** The edit of one product: rates, stake range, exposure limit, on/off. A refusal is shown in the form. */
function EditProduct({ product, onClose }: { product: AdminSecondProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSecondProduct();
  const [form] = Form.useForm<Draft>();
  const [error, setError] = useState<string | null>(null);
  const labels = { payout_rate: 'second.admin.rate', min_stake: 'second.admin.minStake', max_stake: 'second.admin.maxStake', fee_rate: 'second.admin.feeRate', exposure_limit: 'second.admin.exposure' } as const;
  const save = async (values: Draft) => {
    setError(null);
    try {
      await update.mutateAsync({ id: product.id, ...values });
      notify.success(t('second.admin.saved'));
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.loadFailed'));
    }
  };
  return (
    <Modal
      open
      title={t('second.admin.editTitle', { symbol: product.symbol.replace('_', '/'), count: product.duration })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('second.admin.save')}
      cancelText={t('second.admin.cancel')}
      confirmLoading={update.isPending}
      data-testid="second-admin-edit"
    >
      <Form<Draft> form={form} layout="vertical" initialValues={product} onFinish={(v) => void save(v)}>
        {FIELDS.map((f) => (
          <Form.Item key={f} name={f} label={t(labels[f])} extra={f === 'payout_rate' ? t('second.admin.rateHint') : undefined} rules={[{ required: true }]}>
            <Input inputMode="decimal" data-testid={`second-admin-${f}`} />
          </Form.Item>
        ))}
        <Form.Item name="enabled" label={t('second.admin.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {error && (
          <p className={styles.down} role="alert" data-testid="second-admin-error">
            {error}
          </p>
        )}
      </Form>
    </Modal>
  );
}

/**
 * /admin/second: every product with its settings and open stakes per side, the house account with
 * what it has reserved for open orders, and orders that could not settle. Admins only.
 */
export default function AdminSecondPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('second.admin.title'));
  const query = useSecondAdminOverview();
  const [editing, setEditing] = useState<AdminSecondProduct | null>(null);
  if (query.error instanceof ApiError && (query.error.code === ADMIN_ONLY_CODE || query.error.kind === 'session')) {
    return (
      <Result
        status="403"
        title={t('second.admin.adminsOnly')}
        extra={
          <Link to="/home">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
        data-testid="admin-forbidden"
      />
    );
  }
  const house = query.data?.house;
  const num = (v: string) => <span className={styles.num}>{v}</span>;
  return (
    <div className={`container ${styles.page}`} data-testid="admin-second-page">
      <div className={styles.head}>
        <h1 className={styles.headTitle}>{t('second.admin.title')}</h1>
        <div className={styles.index} data-testid="second-house">
          <span>{t('second.admin.house')}</span>
          <span className={styles.num}>
            {t('second.admin.available')}: <strong>{house?.available ?? '--'}</strong> · {t('second.admin.reserved')}: <strong>{house?.frozen ?? '--'}</strong> ·{' '}
            {t('second.admin.maxPayout')}: <strong>{house?.max_payout ?? '--'}</strong> · {t('second.admin.openOrders')}: <strong>{house?.open_orders ?? '--'}</strong>
          </span>
        </div>
      </div>
      <section className={styles.card}>
        <Table<AdminSecondProduct>
          size="small"
          rowKey="id"
          loading={query.isPending}
          dataSource={query.data?.list ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: query.isError ? t('errors.loadFailed') : '--' }}
          columns={[
            { title: t('second.admin.symbol'), dataIndex: 'symbol', render: (v: string) => <strong>{v.replace('_', '/')}</strong> },
            { title: t('second.admin.duration'), dataIndex: 'duration', render: (v: number) => `${v}s` },
            { title: t('second.admin.rate'), dataIndex: 'payout_rate', render: (v: string) => percent(v) },
            { title: t('second.admin.minStake'), dataIndex: 'min_stake', render: num },
            { title: t('second.admin.maxStake'), dataIndex: 'max_stake', render: num },
            { title: t('second.admin.feeRate'), dataIndex: 'fee_rate', render: (v: string) => percent(v) },
            { title: t('second.admin.exposure'), dataIndex: 'exposure_limit', render: num },
            { title: t('second.admin.openUp'), dataIndex: 'open_up', render: num },
            { title: t('second.admin.openDown'), dataIndex: 'open_down', render: num },
            {
              title: t('second.admin.enabled'),
              dataIndex: 'enabled',
              render: (v: boolean) => <Tag color={v ? 'success' : 'default'}>{v ? '✓' : '—'}</Tag>,
            },
            {
              title: '',
              key: 'edit',
              render: (_: unknown, p) => (
                <Button size="small" onClick={() => setEditing(p)} data-testid={`second-admin-edit-${p.id}`}>
                  {t('second.admin.edit')}
                </Button>
              ),
            },
          ]}
        />
      </section>
      <SettleAlerts alerts={query.data?.alerts ?? []} loading={query.isPending} />
      {editing && <EditProduct product={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
