import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSecondAlert } from '@aurelix/shared/schemas/second';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits } from '../../../lib/format';
import { fmtTime } from '../utils';
import styles from '../components/second.module.css';

/**
 * Orders that could not settle (issue 26): each stays open and is tried again every minute while
 * the others settle; the operator sees the order, its user and why, until it settles.
 */
export function SettleAlerts({ alerts, loading }: { alerts: AdminSecondAlert[]; loading: boolean }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  return (
    <section className={styles.card} data-testid="second-settle-alerts">
      <h2 className={styles.headTitle}>{t('second.admin.alerts.title')}</h2>
      <p>{t('second.admin.alerts.hint')}</p>
      <Table<AdminSecondAlert>
        size="small"
        rowKey="order_id"
        loading={loading}
        dataSource={alerts}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('second.admin.alerts.none') }}
        columns={[
          { title: t('second.admin.alerts.order'), dataIndex: 'order_id', render: (v: string) => <strong className={styles.num}>#{v}</strong> },
          {
            title: t('second.admin.alerts.user'),
            key: 'user',
            render: (_: unknown, a) => (
              <span>
                {a.account} <span className={styles.num}>(#{a.user_id})</span>
              </span>
            ),
          },
          { title: t('second.admin.symbol'), dataIndex: 'symbol', render: (v: string) => v.replace('_', '/') },
          { title: t('second.admin.alerts.stake'), dataIndex: 'stake', render: (v: string) => <span className={styles.num}>{formatDigits(v, intl)}</span> },
          { title: t('second.admin.alerts.due'), dataIndex: 'settle_time', render: (v: number) => fmtTime(v, intl) },
          {
            title: t('second.admin.alerts.reason'),
            dataIndex: 'reason',
            render: (v: AdminSecondAlert['reason']) => (
              <Tag color="error" data-testid="second-alert-reason">
                {t(`second.admin.alerts.reasons.${v}`)}
              </Tag>
            ),
          },
          { title: t('second.admin.alerts.detail'), dataIndex: 'detail', render: (v: string) => <code>{v}</code> },
          { title: t('second.admin.alerts.firstSeen'), dataIndex: 'first_seen', render: (v: number) => fmtTime(v, intl) },
          { title: t('second.admin.alerts.lastSeen'), dataIndex: 'last_seen', render: (v: number) => fmtTime(v, intl) },
          { title: t('second.admin.alerts.attempts'), dataIndex: 'attempts' },
        ]}
      />
    </section>
  );
}
