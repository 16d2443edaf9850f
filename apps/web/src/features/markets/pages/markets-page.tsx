import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Button, Input, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { useLocale } from '../../../i18n/use-locale';
import { changeDirection, formatChange, formatCompact, formatPrice } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMarketTickers } from '../api/get-market-tickers';
import { useCurrencyList, usePairList } from '../../../lib/reference-data';
import { PriceCell } from '../components/price-cell';
import { useFavourites } from '../hooks/use-favourites';
import { useLiveTicks } from '../hooks/use-live-ticks';
import { buildMarketRows, ticksFrom, type MarketRow } from '../utils/market-rows';
import { compareBy, marketCap, MARKETS_TABS, visibleRows, type MarketsTab, type SortKey } from '../utils/market-table';
import styles from './markets-page.module.css';

/**
 * /markets: spot and futures tabs, search, sorting by every column, favourites, live ticks (SPEC 2).
 * `futures` draws the Futures tab with the contracts' own prices (composed by the router).
 */
export default function MarketsPage({ futures }: { futures?: (search: string) => ReactNode }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const navigate = useNavigate();
  useDocumentTitle(t('routes.markets'));
  const [tab, setTab] = useState<MarketsTab>('spot');
  const [search, setSearch] = useState('');
  const { favourites, toggle } = useFavourites();
  const pairs = usePairList();
  const currencies = useCurrencyList();
  const tickers = useMarketTickers();

  const initial = useMemo(
    () => ticksFrom(tickers.isError ? undefined : tickers.data, currencies.data),
    [tickers.isError, tickers.data, currencies.data],
  );
  const livePairs = useMemo(
    () => (pairs.data ?? []).filter((p) => p.trade_status === 1).map((p) => ({ left: p.left_symbol, right: p.right_symbol })),
    [pairs.data],
  );
  const ticks = useLiveTicks(livePairs, initial);
  const rows = useMemo(() => buildMarketRows(pairs.data ?? [], ticks, currencies.data), [pairs.data, ticks, currencies.data]);
  const shown = visibleRows(rows, tab, search, favourites);

  const sorter = (key: SortKey) => ({ compare: compareBy(key) });
  const price = (row: MarketRow, v: string | undefined) => (v ? formatPrice(v, intl, row.pricePrecision) : '--');
  const columns: TableProps<MarketRow>['columns'] = [
    {
      key: 'star',
      width: 36,
      render: (_, row) => (
        <button
          type="button"
          className={favourites.has(row.key) ? `${styles.star} ${styles.starOn}` : styles.star}
          aria-pressed={favourites.has(row.key)}
          aria-label={t('spot.markets.favourite', { pair: `${row.base}/${row.quote}` })}
          data-testid={`favourite-${row.key}`}
          onClick={(e) => {
            e.stopPropagation();
            toggle(row.key);
          }}
        >
          ★
        </button>
      ),
    },
    {
      key: 'name',
      title: t('spot.markets.name'),
      sorter: sorter('name'),
      render: (_, row) => (
        <span className={styles.pair}>
          <CoinIcon symbol={row.base} logo={row.logo} size={22} />
          <span>
            <strong>{row.base}</strong>
            <span className={styles.muted}>/{row.quote}</span>
            {row.name && <span className={`${styles.muted} ${styles.coinName}`}>{row.name}</span>}
          </span>
        </span>
      ),
    },
    {
      key: 'price',
      title: t('spot.markets.price'),
      align: 'right',
      sorter: sorter('price'),
      render: (_, row) => (
        <span className={styles.num}>
          <PriceCell value={row.tick.close} text={price(row, row.tick.close)} />
        </span>
      ),
    },
    {
      key: 'change',
      title: t('spot.markets.change'),
      align: 'right',
      sorter: sorter('change'),
      render: (_, row) => {
        const dir = changeDirection(row.tick.increase ?? '0');
        return (
          <span className={`${styles.change} ${dir > 0 ? styles.up : dir < 0 ? styles.down : ''}`}>
            {row.tick.increase ? formatChange(row.tick.increase, intl) : '--'}
          </span>
        );
      },
    },
    {
      key: 'high',
      title: t('spot.markets.high'),
      align: 'right',
      responsive: ['md'],
      sorter: sorter('high'),
      render: (_, row) => <span className={styles.num}>{price(row, row.tick.high)}</span>,
    },
    {
      key: 'low',
      title: t('spot.markets.low'),
      align: 'right',
      responsive: ['md'],
      sorter: sorter('low'),
      render: (_, row) => <span className={styles.num}>{price(row, row.tick.low)}</span>,
    },
    {
      key: 'volume',
      title: t('spot.markets.volume'),
      align: 'right',
      responsive: ['lg'],
      sorter: sorter('volume'),
      render: (_, row) =>
        row.tick.amount ? (
          <span className={styles.num} title={row.tick.vol ? `${row.tick.vol} ${row.base}` : undefined}>
            {formatCompact(row.tick.amount, intl)} <span className={styles.muted}>{row.quote}</span>
          </span>
        ) : (
          '--'
        ),
    },
    {
      key: 'marketCap',
      title: t('spot.markets.marketCap'),
      align: 'right',
      responsive: ['lg'],
      sorter: sorter('marketCap'),
      render: (_, row) => {
        const cap = marketCap(row);
        return <span className={styles.num}>{cap ? `${formatCompact(cap, intl)} ${row.quote}` : '--'}</span>;
      },
    },
  ];

  return (
    <div className={`container ${styles.page}`} data-testid="markets-page">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('routes.markets')}</h1>
        <Input.Search
          allowClear
          placeholder={t('spot.markets.search')}
          aria-label={t('spot.markets.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={styles.search}
          data-testid="markets-search"
        />
      </div>
      <div role="tablist" className={styles.tabs} aria-label={t('routes.markets')}>
        {MARKETS_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={tab === key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => setTab(key)}
            data-testid={`markets-tab-${key}`}
          >
            {t(`spot.markets.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div className={styles.card}>
        {tab === 'futures' && futures ? (
          <Suspense fallback={null}>{futures(search)}</Suspense>
        ) : pairs.isError ? (
          <div className={styles.state}>
            <p>{t('errors.loadFailed')}</p>
            <Button onClick={() => void pairs.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : (
          <Table<MarketRow>
            rowKey="key"
            size="middle"
            columns={columns}
            dataSource={shown}
            loading={pairs.isPending}
            pagination={false}
            showSorterTooltip={false}
            sortDirections={['descend', 'ascend']}
            className={styles.table}
            data-testid="markets-table"
            locale={{
              emptyText:
                tab === 'favourites' && favourites.size === 0 && !search
                  ? t('spot.markets.noFavourites')
                  : search
                    ? t('spot.markets.noMatch', { query: search })
                    : t('common.empty'),
            }}
            onRow={(row) =>
              ({
                onClick: () => navigate(`/markets/kline/${row.base}_${row.quote}`),
                onKeyDown: (e: React.KeyboardEvent) => {
                  if (e.key === 'Enter') navigate(`/markets/kline/${row.base}_${row.quote}`);
                },
                tabIndex: 0,
                className: styles.row,
                'data-testid': 'markets-row',
                'data-pair': row.key,
              }) as object
            }
          />
        )}
      </div>
    </div>
  );
}
