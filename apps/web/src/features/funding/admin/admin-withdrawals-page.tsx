import { Button, Input, Popconfirm, Result, Segmented, Space, Table } from 'antd';
import { type AdminWithdrawalItem, type WithdrawalStatus } from '@aurelix/shared/schemas/funding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from '../components/funding.module.css';
import { WithdrawalStatusTag } from '../components/status-tag';
import { shortAddress } from '../utils/withdraw-form';
import { useAdminWithdrawals, useReview } from './admin-api';
import { ChainDepositForm } from './chain-deposit-form';

const PAGE_SIZE = 20;
const ADMIN_ONLY_CODE = 3500;
type Filter = WithdrawalStatus | 'all';

/** /admin/withdrawals: the review queue (pending first), approve or reject; and a test deposit on the simulated chain. */
export default function AdminWithdrawalsPage() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  useDocumentTitle(t('funding.adminTitle'));
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const query = useAdminWithdrawals(filter === 'all' ? undefined : filter, page, PAGE_SIZE);
  const review = useReview();

  if (query.error instanceof ApiError && (query.error.code === ADMIN_ONLY_CODE || query.error.kind === 'session')) {
    return (
      <Result
        status="403"
        title={t('funding.forbiddenTitle')}
        subTitle={t('funding.forbiddenText')}
        extra={<Link to="/home"><Button type="primary">{t('common.backHome')}</Button></Link>}
        data-testid="admin-forbidden"
      />
    );
  }

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(done);
    } catch {
      // The API client already showed the server's message.
    }
  };
  const statusLabel: Record<Filter, string> = {
    all: t('funding.all'),
    pending: t('funding.statusPending'),
    confirming: t('funding.statusToConfirm'),
    completed: t('funding.statusCompleted'),
    failed: t('funding.statusFailed'),
    cancelled: t('funding.statusCancelled'),
  };

  return (
    <div className={styles.page} data-testid="admin-withdrawals-page">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('funding.adminTitle')}</h1>
        <Segmented<Filter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={(['pending', 'confirming', 'completed', 'failed', 'cancelled', 'all'] as const).map((s) => ({ value: s, label: statusLabel[s] }))}
        />
      </div>
      <section className={styles.panel}>
        <Table<AdminWithdrawalItem>
          size="small"
          rowKey="id"
          loading={query.isPending}
          dataSource={query.data?.list ?? []}
          scroll={{ x: 1100 }}
          locale={{ emptyText: query.isError ? t('errors.loadFailed') : t('funding.noWithdrawals') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: t('funding.time'), dataIndex: 'time', render: (v: string) => formatDateTime(new Date(v), intl) },
            { title: t('funding.adminUser'), key: 'user', render: (_: unknown, w) => `${w.account} (#${w.user_id})` },
            { title: t('funding.currency'), key: 'coin', render: (_: unknown, w) => `${w.currency} · ${w.network}` },
            { title: t('funding.amount'), dataIndex: 'amount', align: 'right' },
            { title: t('funding.adminValue'), dataIndex: 'usdt_value', align: 'right' },
            { title: t('funding.address'), dataIndex: 'address', render: (v: string) => <span className={styles.mono} title={v}>{shortAddress(v)}</span> },
            { title: t('funding.status'), dataIndex: 'status', render: (s: WithdrawalStatus) => <WithdrawalStatusTag status={s} /> },
            {
              title: t('funding.action'),
              key: 'action',
              render: (_: unknown, w) =>
                w.status === 'pending' ? (
                  <Space wrap>
                    <Popconfirm title={t('funding.approveConfirm')} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={() => act(() => review.approve.mutateAsync(w.id), t('funding.approved'))}>
                      <Button size="small" type="primary" data-testid={`approve-${w.id}`}>{t('funding.approve')}</Button>
                    </Popconfirm>
                    <Popconfirm
                      title={t('funding.reject')}
                      description={<Input size="small" placeholder={t('funding.rejectReason')} maxLength={200} onChange={(e) => setReasons((r) => ({ ...r, [w.id]: e.target.value }))} />}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => act(() => review.reject.mutateAsync({ id: w.id, reason: reasons[w.id]?.trim() || undefined }), t('funding.rejected'))}
                    >
                      <Button size="small" danger>{t('funding.reject')}</Button>
                    </Popconfirm>
                  </Space>
                ) : (
                  <span className={styles.label}>{w.note}</span>
                ),
            },
          ]}
        />
      </section>
      <ChainDepositForm />
    </div>
  );
}

