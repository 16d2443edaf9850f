import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogTab, WalletAccount, WalletLogRow } from '@aurelix/shared/schemas/wallet';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format';
import { ACCOUNT_LABELS, REASON_LABELS, statusLabel } from '../utils/accounts';
import { formatExact } from '../utils/format';
import styles from './wallet.module.css';

interface Props {
  tab: LogTab;
  rows: WalletLogRow[];
  loading: boolean;
  total?: number;
  page?: number;
  pageSize?: number;
  onPage?: (page: number, pageSize: number) => void;
}

const dash = (v: string) => (v === '' ? <span className={styles.muted}>--</span> : v);
const withFunding: LogTab[] = ['currency', 'all'];
const withSides: LogTab[] = ['transfer', 'all'];

/** One line per journal posting: what moved, where, and the balance before and after. */
export function LogTable({ tab, rows, loading, total, page, pageSize, onPage }: Props) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const accountName = (a: string) => (a in ACCOUNT_LABELS ? t(ACCOUNT_LABELS[a as WalletAccount]) : a);
  const columns: TableColumnsType<WalletLogRow> = [
    {
      title: t('wallet.log.time'),
      dataIndex: 'time',
      render: (v: number) => <span className={styles.num}>{formatDateTime(v, intl)}</span>,
    },
    {
      title: t('wallet.log.type'),
      dataIndex: 'type',
      render: (v: string, r) => (
        <span>
          {REASON_LABELS[v] ? t(REASON_LABELS[v]) : v}
          {r.field === 'frozen' && <span className={styles.muted}> · {t('wallet.table.frozen')}</span>}
        </span>
      ),
    },
    { title: t('wallet.log.account'), dataIndex: 'account', render: accountName },
    { title: t('wallet.log.asset'), dataIndex: 'currency' },
    {
      title: t('wallet.log.quantity'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => (
        <span className={`${styles.num} ${v.startsWith('-') ? styles.down : styles.up}`}>
          {formatExact(v, intl, true)}
        </span>
      ),
    },
    {
      title: t('wallet.log.before'),
      dataIndex: 'before',
      align: 'right',
      render: (v: string) => <span className={styles.num}>{formatExact(v, intl)}</span>,
    },
    {
      title: t('wallet.log.after'),
      dataIndex: 'after',
      align: 'right',
      render: (v: string) => <span className={styles.num}>{formatExact(v, intl)}</span>,
    },
  ];
  if (withSides.includes(tab)) {
    columns.push(
      { title: t('wallet.log.from'), dataIndex: 'from', render: (v: string) => dash(v && accountName(v)) },
      { title: t('wallet.log.to'), dataIndex: 'to', render: (v: string) => dash(v && accountName(v)) },
    );
  }
  if (withFunding.includes(tab)) {
    columns.push(
      { title: t('wallet.log.network'), dataIndex: 'network', render: dash },
      {
        title: t('wallet.log.address'),
        dataIndex: 'address',
        render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{dash(v)}</span>,
      },
      {
        title: t('wallet.log.status'),
        dataIndex: 'status',
        render: (v: string, r) => {
          const key = statusLabel(r.type, v);
          return key ? t(key) : dash(v);
        },
      },
      { title: t('wallet.log.note'), dataIndex: 'note', render: dash },
    );
  }
  return (
    <div data-testid="wallet-log-table">
      <Table<WalletLogRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('wallet.log.empty') }}
        pagination={
          onPage
            ? {
                current: page,
                pageSize,
                total,
                onChange: onPage,
                showSizeChanger: false,
                showTotal: (n) => t('wallet.log.total', { count: n }),
              }
            : false
        }
      />
    </div>
  );
}
