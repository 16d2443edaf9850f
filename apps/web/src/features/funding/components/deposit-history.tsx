import { Table } from 'antd';
import type { DepositItem } from '@aurelix/shared/schemas/funding';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { useDeposits } from '../api/deposits';
import { shortAddress } from '../utils/withdraw-form';
import styles from './funding.module.css';
import { DepositStatusTag } from './status-tag';

/** The user's latest deposits, refreshed while one is confirming. */
export function DepositHistory() {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const query = useDeposits();
  return (
    <section className={styles.panel} data-testid="deposit-history">
      <h2 className={styles.panelTitle}>{t('funding.recentDeposits')}</h2>
      <Table<DepositItem>
        size="small"
        rowKey="id"
        loading={query.isPending}
        dataSource={query.data?.list ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: query.isError ? t('errors.loadFailed') : t('funding.noDeposits') }}
        columns={[
          { title: t('funding.time'), dataIndex: 'time', render: (v: string) => formatDateTime(new Date(v), intl) },
          { title: t('funding.currency'), dataIndex: 'currency' },
          { title: t('funding.network'), dataIndex: 'network' },
          { title: t('funding.amount'), dataIndex: 'amount', align: 'right' },
          { title: t('funding.progress'), key: 'conf', render: (_: unknown, d) => `${d.confirmations}/${d.required}` },
          { title: t('funding.txid'), dataIndex: 'txid', render: (v: string) => <span className={styles.mono}>{shortAddress(v, 6)}</span> },
          { title: t('funding.status'), dataIndex: 'status', render: (s: DepositItem['status']) => <DepositStatusTag status={s} /> },
        ]}
      />
    </section>
  );
}
