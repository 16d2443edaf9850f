import { useMemo, useState } from 'react';
import Decimal from 'decimal.js';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CoinIcon } from '../../../components/ui/coin-icon';
import { ButtonLink } from '../../../components/ui/button-link';
import { changeDirection, formatChange, formatCompact, formatMoney, formatPrice } from '../../../lib/format';
import { usePricingCurrency } from '../../../lib/preferences';
import { useLocale } from '../../../i18n/use-locale';
import { useMarketTickers } from '../api/get-market-tickers';
import { useCurrencyList, usePairList } from '../../../lib/reference-data';
import { usePairPrice } from '../api/get-pair-price';
import { useLiveTicks } from '../hooks/use-live-ticks';
import {
  buildMarketRows,
  selectTab,
  ticksFrom,
  TREND_TABS,
  type MarketRow,
  type TrendTab,
} from '../utils/market-rows';
import { PriceCell } from './price-cell';
import styles from './market-trends.module.css';

const SKELETON_ROWS = 8;

function klinePath(row: MarketRow): string {
  return `/markets/kline/${row.base}_${row.quote}`;
}

function TrendRow({ row, rate, mark }: { row: MarketRow; rate: string | undefined; mark: string }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const { tick } = row;
  const dir = changeDirection(tick.increase ?? '0');
  const changeClass = dir > 0 ? styles.changeUp : dir < 0 ? styles.changeDown : styles.changeFlat;
  const valuation = tick.close && rate && row.quote === 'USDT' ? new Decimal(tick.close).times(rate) : null;
  return (
    <tr>
      <th scope="row" className={styles.pairCell}>
        <Link to={klinePath(row)} className={styles.pairLink}>
          <CoinIcon symbol={row.base} logo={row.logo} size={26} />
          <span className={styles.pairText}>
            <span className={styles.base}>{row.base}</span>
            <span className={styles.quote}>/{row.quote}</span>
            {row.name && <span className={styles.coinName}>{row.name}</span>}
          </span>
        </Link>
      </th>
      <td className={styles.right}>
        <div className={styles.price}>
          <PriceCell
            value={tick.close}
            text={tick.close ? formatPrice(tick.close, intl, row.pricePrecision) : '--'}
          />
        </div>
        <div className={styles.valuation}>
          {valuation ? `≈ ${formatMoney(valuation, mark, intl, row.pricePrecision)}` : ' '}
        </div>
      </td>
      <td className={styles.right}>
        {tick.increase ? (
          <span className={`${styles.change} ${changeClass}`}>{formatChange(tick.increase, intl)}</span>
        ) : (
          <span className={styles.sub}>--</span>
        )}
      </td>
      <td className={`${styles.right} ${styles.wide}`}>
        <div>{tick.high ? formatPrice(tick.high, intl, row.pricePrecision) : '--'}</div>
        <div className={styles.sub}>{tick.low ? formatPrice(tick.low, intl, row.pricePrecision) : '--'}</div>
      </td>
      <td
        className={`${styles.right} ${styles.wide}`}
        title={tick.vol ? `${tick.vol} ${row.base}` : undefined}
      >
        {tick.amount ? (
          <>
            {formatCompact(tick.amount, intl)} <span className={styles.sub}>{row.quote}</span>
          </>
        ) : (
          '--'
        )}
      </td>
      <td className={`${styles.right} ${styles.action}`}>
        <ButtonLink
          to={klinePath(row)}
          size="small"
          aria-label={`${t('home.trade')} ${row.base}/${row.quote}`}
        >
          {t('home.trade')}
        </ButtonLink>
      </td>
    </tr>
  );
}

/** Home's market table: hot / gainers / losers / new, live from the tick channels. */
export function MarketTrends() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TrendTab>('hot');
  const pairs = usePairList();
  const currencies = useCurrencyList();
  const tickers = useMarketTickers();
  const pricing = usePricingCurrency();
  const rate = usePairPrice(pricing.code).data?.price;

  const initial = useMemo(
    () => ticksFrom(tickers.isError ? undefined : tickers.data, currencies.data),
    [tickers.isError, tickers.data, currencies.data],
  );
  const livePairs = useMemo(
    () =>
      (pairs.data ?? [])
        .filter((p) => p.trade_status === 1)
        .map((p) => ({ left: p.left_symbol, right: p.right_symbol })),
    [pairs.data],
  );
  const ticks = useLiveTicks(livePairs, initial);
  const rows = useMemo(
    () => buildMarketRows(pairs.data ?? [], ticks, currencies.data),
    [pairs.data, ticks, currencies.data],
  );
  const visible = selectTab(rows, tab);
  const waitingForPrices = tickers.isPending && currencies.isPending;

  return (
    <section className={styles.section} aria-labelledby="market-trends-title">
      <div className={styles.head}>
        <h2 id="market-trends-title" className={styles.title}>
          {t('home.marketTrends')}
        </h2>
        <Link to="/markets" className={styles.more}>
          {t('home.allMarkets')} →
        </Link>
      </div>
      <div role="tablist" aria-label={t('home.marketTrends')} className={styles.tabs}>
        {TREND_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`trend-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="market-trends-panel"
            className={tab === key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => setTab(key)}
          >
            {t(`home.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div
        id="market-trends-panel"
        role="tabpanel"
        aria-labelledby={`trend-tab-${tab}`}
        className={styles.panel}
      >
        <table className={styles.table} data-testid="market-trends" aria-busy={pairs.isPending}>
          <thead>
            <tr>
              <th scope="col">{t('home.columns.pair')}</th>
              <th scope="col" className={styles.right}>
                {t('home.columns.lastPrice')}
              </th>
              <th scope="col" className={styles.right}>
                {t('home.columns.change')}
              </th>
              <th scope="col" className={`${styles.right} ${styles.wide}`}>
                {t('home.columns.highLow')}
              </th>
              <th scope="col" className={`${styles.right} ${styles.wide}`}>
                {t('home.columns.volume')}
              </th>
              <th scope="col" className={`${styles.right} ${styles.action}`}>
                <span className="visually-hidden">{t('home.columns.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pairs.isPending || (waitingForPrices && rows.length > 0 && !rows.some((r) => r.tick.close)) ? (
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} className={styles.skeletonRow}>
                  <td colSpan={6}>
                    <Skeleton.Input active block size="small" />
                  </td>
                </tr>
              ))
            ) : pairs.isError ? (
              <tr>
                <td colSpan={6} className={styles.state}>
                  <p>{t('errors.loadFailed')}</p>
                  <Button onClick={() => void pairs.refetch()}>{t('common.retry')}</Button>
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr>
                <td colSpan={6} className={styles.state}>
                  <p>{t('common.empty')}</p>
                </td>
              </tr>
            ) : (
              visible.map((row) => <TrendRow key={row.key} row={row} rate={rate} mark={pricing.mark} />)
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
