import { useCallback, useMemo, useState } from 'react';
import { Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { SecondOrder, SecondProduct } from '@aurelix/shared/schemas/second';
import { ButtonLink } from '../../../components/ui/button-link';
import { useLocale } from '../../../i18n/use-locale';
import { formatDigits } from '../../../lib/format';
import { findPair, usePairList } from '../../../lib/reference-data';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { KlineChart } from '../../spot/components/kline-chart';
import { useSecondCurrent, useSecondProducts, useSecondTicks } from '../api/second-api';
import { CountdownDialog } from '../components/countdown-dialog';
import { SecondLineChart } from '../components/second-line-chart';
import { SecondOrdersTable } from '../components/second-orders-table';
import { SecondTradePanel } from '../components/second-trade-panel';
import { useSecondIndex, useSecondPushes } from '../hooks/use-second-live';
import { noteServerTime } from '../utils';
import styles from '../components/second.module.css';

/** /contract_sec/{symbol}: second contracts on a pair (SPEC 2), public; visitors see "log in" in place of the buttons. */
export default function SecondPage() {
  const { t } = useTranslation();
  const { symbol: raw = '' } = useParams();
  const symbol = raw.toUpperCase();
  const products = useSecondProducts();
  useDocumentTitle(t('routes.contractSec'));
  if (products.isPending) {
    return (
      <div className={`container ${styles.page}`} data-testid="second-loading">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const mine = (products.data?.list ?? []).filter((p) => p.symbol === symbol);
  if (mine.length === 0) {
    return (
      <section className={`container ${styles.page}`} data-testid="second-not-found">
        <h1>{products.isError ? t('errors.loadFailed') : t('second.notFound.title')}</h1>
        <p>{t('second.notFound.text', { symbol: symbol.replace('_', '/') })}</p>
        <ButtonLink to="/contract_sec/btc_usdt" variant="primary">
          {t('second.notFound.back')}
        </ButtonLink>
      </section>
    );
  }
  const symbols = [...new Set((products.data?.list ?? []).map((p) => p.symbol))];
  return <SecondView key={symbol} symbol={symbol} symbols={symbols} products={mine} fallbackIndex={products.data?.index[symbol]} />;
}

function SecondView({ symbol, symbols, products, fallbackIndex }: { symbol: string; symbols: string[]; products: SecondProduct[]; fallbackIndex?: string }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const pairs = usePairList();
  const pair = findPair(pairs.data, symbol);
  const history = useSecondTicks(symbol);
  const { ticks, price, previous } = useSecondIndex(symbol, history.data, fallbackIndex);
  const [chart, setChart] = useState<'line' | 'candles'>('line');
  const [dialog, setDialog] = useState<SecondOrder | null>(null);
  const current = useSecondCurrent(loggedIn);
  const onPush = useCallback((order: SecondOrder) => {
    if (order.settled_at) noteServerTime(order.settled_at);
    setDialog((open) => (open && open.id === order.id ? order : open));
  }, []);
  useSecondPushes(onPush);
  const direction = price && previous ? (Number(price) > Number(previous) ? styles.up : Number(price) < Number(previous) ? styles.down : '') : '';
  useDocumentTitle(`${price ? formatDigits(price, intl) : '--'} | ${symbol.replace('_', '/')} ${t('second.title')}`);
  const openOrders = useMemo(() => (current.data ?? []).filter((o) => o.symbol === symbol), [current.data, symbol]);

  return (
    <div className={`container ${styles.page}`} data-testid="second-page" data-symbol={symbol}>
      <div className={styles.head}>
        <h1 className={styles.headTitle}>{t('second.title')}</h1>
        <Select
          value={symbol}
          onChange={(s) => navigate(`/contract_sec/${s.toLowerCase()}`)}
          options={symbols.map((s) => ({ value: s, label: s.replace('_', '/') }))}
          style={{ minWidth: 140 }}
          aria-label={t('second.pair')}
          data-testid="second-pair"
        />
        <div className={styles.index}>
          <span>{t('second.indexPrice')}</span>
          <span className={`${styles.indexPrice} ${direction}`} data-testid="second-index">
            {price ? formatDigits(price, intl) : '--'}
          </span>
        </div>
      </div>
      <div className={styles.grid}>
        <section className={styles.card} aria-label={t('second.chart.label')}>
          <div className={styles.chartTabs} role="tablist">
            <button type="button" role="tab" className={styles.chartTab} aria-selected={chart === 'line'} onClick={() => setChart('line')} data-testid="second-chart-line">
              {t('second.chart.line')}
            </button>
            <button type="button" role="tab" className={styles.chartTab} aria-selected={chart === 'candles'} onClick={() => setChart('candles')} data-testid="second-chart-candles">
              {t('second.chart.candles')}
            </button>
          </div>
          {chart === 'line' || !pair ? (
            <SecondLineChart ticks={ticks} buyPrice={dialog?.status === 'open' ? dialog.buy_price : undefined} label={t('second.chart.label')} precision={Math.max(2, pair?.price_precision ?? 2)} />
          ) : (
            <KlineChart pair={pair} />
          )}
        </section>
        <SecondTradePanel products={products} onPlaced={setDialog} />
      </div>
      <section className={`${styles.card} ${styles.orders}`} aria-label={t('second.orders.current')}>
        <div className={styles.ordersHead}>
          <h2>{t('second.orders.current')}</h2>
          {loggedIn && <Link to="/order/sec-history">{t('second.orders.history')}</Link>}
        </div>
        <SecondOrdersTable
          kind="current"
          orders={openOrders}
          loading={loggedIn && current.isPending}
          emptyText={loggedIn ? t('second.orders.empty') : t('second.orders.loginToSee')}
        />
      </section>
      <CountdownDialog order={dialog} livePrice={price} onClose={() => setDialog(null)} />
    </div>
  );
}
