import { Button, Popconfirm, Table } from 'antd';
import type { WithdrawalItem } from '@aurelix/shared/schemas/funding';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCancelWithdrawal, useWithdrawals } from '../api/withdrawals';
import { shortAddress } from '../utils/withdraw-form';
import styles from './funding.module.css';
import { WithdrawalStatusTag } from './status-tag';

/** The user's latest withdrawals with their SPEC 4 state; pending ones can be cancelled after a confirmation. */
export function WithdrawalHistory() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const query = useWithdrawals();
  const cancel = useCancelWithdrawal();
  const onCancel = async (id: number) => {
    try {
      await cancel.mutateAsync(id);
      notify.success(t('funding.withdrawCancelled'));
    } catch {
      // The API client already showed the server's message.
    }
  };
  return (
    <section className={styles.panel} data-testid="withdrawal-history">
      <h2 className={styles.panelTitle}>{t('funding.recentWithdrawals')}</h2>
      <Table<WithdrawalItem>
        size="small"
        rowKey="id"
        loading={query.isPending}
        dataSource={query.data?.list ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: query.isError ? t('errors.loadFailed') : t('funding.noWithdrawals') }}
        columns={[
          { title: t('funding.time'), dataIndex: 'time', render: (v: string) => formatDateTime(new Date(v), intl) },
          { title: t('funding.currency'), dataIndex: 'currency' },
          { title: t('funding.network'), dataIndex: 'network' },
          { title: t('funding.amount'), dataIndex: 'amount', align: 'right' },
          { title: t('funding.fee'), dataIndex: 'fee', align: 'right' },
          { title: t('funding.address'), dataIndex: 'address', render: (v: string) => <span className={styles.mono} title={v}>{shortAddress(v)}</span> },
          { title: t('funding.status'), dataIndex: 'status', render: (s: WithdrawalItem['status']) => <WithdrawalStatusTag status={s} /> },
          {
            title: t('funding.action'),
            key: 'action',
            render: (_: unknown, w) =>
              w.status === 'pending' ? (
                <Popconfirm title={t('funding.cancelConfirm')} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={() => onCancel(w.id)}>
                  <Button size="small" type="link" danger>{t('funding.cancelWithdrawal')}</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </section>
  );
}
