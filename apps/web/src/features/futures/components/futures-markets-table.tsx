import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FuturesContractView } from '@aurelix/shared/schemas/futures';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { useLocale } from '../../../i18n/use-locale';
import { changeDirection, formatChange, formatCompact } from '../../../lib/format';
import { formatPairPrice } from '../../spot/utils/format';
import { useContracts } from '../api/get-contracts';
import { formatRate } from '../utils/format';
import { matchContracts } from './contract-switcher';
import styles from './futures.module.css';

/** The /markets Futures tab: each contract's own last and mark price, 24h figures and funding. */
export default function FuturesMarketsTable({ search }: { search: string }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const navigate = useNavigate();
  const contracts = useContracts();
  const price = (c: FuturesContractView, v: string | null) => formatPairPrice(v, c.price_precision, intl);
  const go = (c: FuturesContractView) => navigate(`/contract/${c.symbol.toLowerCase()}`);

  const columns: TableProps<FuturesContractView>['columns'] = [
    {
      key: 'name',
      title: t('spot.markets.name'),
      render: (_, c) => (
        <span className={styles.marketName}>
          <CoinIcon symbol={c.base} size={22} />
          <span>
            <strong>
              {c.base}
              {c.quote}
            </strong>{' '}
            <span className={styles.muted}>{t('futures.header.perpetual')}</span>
          </span>
        </span>
      ),
    },
    { key: 'price', title: t('spot.markets.price'), align: 'right', render: (_, c) => price(c, c.last_price ?? c.mark_price) },
    { key: 'mark', title: t('futures.markets.mark'), align: 'right', responsive: ['sm'], render: (_, c) => price(c, c.mark_price) },
    {
      key: 'change',
      title: t('spot.markets.change'),
      align: 'right',
      render: (_, c) => {
        const dir = changeDirection(c.change_24h);
        return <span className={dir > 0 ? styles.up : dir < 0 ? styles.down : undefined}>{formatChange(c.change_24h, intl)}</span>;
      },
    },
    { key: 'high', title: t('spot.markets.high'), align: 'right', responsive: ['md'], render: (_, c) => price(c, c.high_24h) },
    { key: 'low', title: t('spot.markets.low'), align: 'right', responsive: ['md'], render: (_, c) => price(c, c.low_24h) },
    {
      key: 'volume',
      title: t('spot.markets.volume'),
      align: 'right',
      responsive: ['lg'],
      render: (_, c) => (
        <span>
          {formatCompact(c.volume_24h, intl)} <span className={styles.muted}>{c.base}</span>
        </span>
      ),
    },
    { key: 'funding', title: t('futures.markets.funding'), align: 'right', responsive: ['lg'], render: (_, c) => formatRate(c.funding_rate, intl) },
  ];

  return (
    <Table<FuturesContractView>
      rowKey="symbol"
      size="middle"
      columns={columns}
      dataSource={matchContracts(contracts.data ?? [], search)}
      loading={contracts.isPending}
      pagination={false}
      data-testid="futures-markets-table"
      locale={{ emptyText: contracts.isError ? t('futures.markets.loadFailed') : search ? t('futures.header.noMatch', { query: search }) : t('common.empty') }}
      onRow={(c) =>
        ({
          onClick: () => go(c),
          onKeyDown: (e: React.KeyboardEvent) => {
            if (e.key === 'Enter') go(c);
          },
          tabIndex: 0,
          style: { cursor: 'pointer' },
          'data-testid': 'futures-markets-row',
          'data-symbol': c.symbol,
        }) as object
      }
    />
  );
}
