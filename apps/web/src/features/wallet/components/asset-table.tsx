import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WalletAccount, WalletAsset } from '@aurelix/shared/schemas/wallet';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { useLocale } from '../../../i18n/use-locale';
import { formatQty, formatValuation } from '../utils/format';
import styles from './wallet.module.css';

interface Props {
  account: WalletAccount;
  assets: WalletAsset[];
  mark: string;
  loading: boolean;
}

/** A wallet's assets: available, frozen, order freeze (spot), valuation and actions. */
export function AssetTable({ account, assets, mark, loading }: Props) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const qty = (value: string, a: WalletAsset) => (
    <span className={styles.num}>{formatQty(value, a.precision, intl)}</span>
  );
  const columns: TableColumnsType<WalletAsset> = [
    {
      title: t('wallet.table.currency'),
      dataIndex: 'currency',
      fixed: 'left',
      render: (_, a) => (
        <span className={styles.coin}>
          <CoinIcon symbol={a.currency} logo={a.logo} size={20} />
          <span>
            <div>{a.currency}</div>
            <div className={styles.coinName}>{a.name}</div>
          </span>
        </span>
      ),
    },
    { title: t('wallet.table.available'), dataIndex: 'available', align: 'right', render: qty },
    { title: t('wallet.table.frozen'), dataIndex: 'frozen', align: 'right', render: qty },
  ];
  if (account === 'spot')
    columns.push({
      title: t('wallet.table.orderFreeze'),
      dataIndex: 'order_freeze',
      align: 'right',
      render: qty,
    });
  if (account === 'ico') {
    columns.push(
      {
        title: t('wallet.ico.releasedToday'),
        dataIndex: 'released_today',
        align: 'right',
        render: (v: string, a) => qty(v ?? '0', a),
      },
      {
        title: t('wallet.ico.releasedTotal'),
        dataIndex: 'released_total',
        align: 'right',
        render: (v: string, a) => qty(v ?? '0', a),
      },
    );
  }
  columns.push(
    {
      title: t('wallet.table.valuation'),
      dataIndex: 'valuation',
      align: 'right',
      render: (v: string) => <span className={styles.num}>{formatValuation(v, mark, intl)}</span>,
    },
    {
      title: t('wallet.table.actions'),
      key: 'actions',
      align: 'right',
      render: (_, a) => (
        <span className={styles.rowActions} style={{ justifyContent: 'flex-end' }}>
          {account === 'spot' && a.recharge_turn === 1 && (
            <Link to={`/wallet/recharge/${a.currency}`}>{t('wallet.actions.deposit')}</Link>
          )}
          {account === 'spot' && a.draw_turn === 1 && (
            <Link to={`/wallet/cash/${a.currency}`}>{t('wallet.actions.withdraw')}</Link>
          )}
          <Link to={`/wallet/transfer?from=${account}&currency=${a.currency}`}>
            {t('wallet.actions.transfer')}
          </Link>
        </span>
      ),
    },
  );
  return (
    <div data-testid="wallet-asset-table">
      <Table<WalletAsset>
        rowKey="currency"
        size="middle"
        columns={columns}
        dataSource={assets}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('wallet.noAssets') }}
      />
    </div>
  );
}
