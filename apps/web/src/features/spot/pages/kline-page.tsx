import { useCallback, useState } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import { ButtonLink } from '../../../components/ui/button-link';
import { changeDirection, formatPrice } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../i18n/use-locale';
import { findPair, usePairList } from '../../../lib/reference-data';
import { KlineChart } from '../components/kline-chart';
import { LatestTrades } from '../components/latest-trades';
import { OrderBook } from '../components/order-book';
import type { PickedPrice } from '../components/order-form';
import { PairHeader } from '../components/pair-header';
import { PairOrders } from '../components/pair-orders';
import { TradePanel } from '../components/trade-panel';
import { useIndexPrice, useLiveTicker } from '../hooks/use-live-market';
import { useUserPushes } from '../hooks/use-user-pushes';
import styles from '../components/trade.module.css';

/** /markets/kline/{symbol}: the spot trading page (SPEC 2). The symbol is matched case-insensitively. */
export default function KlinePage() {
  const { t } = useTranslation();
  const { symbol = '' } = useParams();
  const pairs = usePairList();
  const pair = findPair(pairs.data, symbol);

  if (pairs.isPending) {
    return (
      <div className={styles.page} data-testid="kline-loading">
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  }
  if (!pair) {
    return (
      <section className={styles.notFound} data-testid="kline-not-found">
        <h1>{pairs.isError ? t('errors.loadFailed') : t('spot.notFound.title')}</h1>
        <p>{t('spot.notFound.text', { symbol: symbol.toUpperCase() })}</p>
        <ButtonLink to="/markets" variant="primary">
          {t('spot.notFound.markets')}
        </ButtonLink>
      </section>
    );
  }
  return <TradingView key={pair.symbol} pair={pair} pairs={pairs.data ?? []} />;
}

function TradingView({ pair, pairs }: { pair: PairItem; pairs: PairItem[] }) {
  const { intl } = useLocale();
  const { tick } = useLiveTicker(pair.symbol, pair.left_symbol, pair.right_symbol);
  const indexPrice = useIndexPrice(pair.left_symbol, pair.right_symbol);
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const onPick = useCallback((price: string) => setPicked({ price, nonce: Date.now() }), []);
  useUserPushes();
  const title = tick?.close
    ? `${formatPrice(tick.close, intl, pair.price_precision)} | ${pair.left_symbol}/${pair.right_symbol}`
    : `${pair.left_symbol}/${pair.right_symbol}`;
  useDocumentTitle(title);

  return (
    <div className={styles.page} data-testid="kline-page" data-symbol={pair.symbol}>
      <div className={styles.grid}>
        <div className={styles.areaHeader}>
          <PairHeader pair={pair} pairs={pairs} tick={tick} indexPrice={indexPrice} />
        </div>
        <div className={styles.areaBook}>
          <OrderBook
            pair={pair}
            lastPrice={tick?.close}
            lastDirection={changeDirection(tick?.increase ?? '0')}
            onPick={onPick}
          />
        </div>
        <div className={styles.areaChart}>
          <KlineChart pair={pair} />
        </div>
        <div className={styles.areaForm}>
          <TradePanel pair={pair} lastPrice={tick?.close} picked={picked} />
        </div>
        <div className={styles.areaTrades}>
          <LatestTrades pair={pair} />
        </div>
        <div className={styles.areaOrders}>
          <PairOrders pair={pair} pairs={pairs} />
        </div>
      </div>
    </div>
  );
}
