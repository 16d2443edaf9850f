import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { useLiveTrades } from '../hooks/use-live-market';
import type { MarketSource } from '../api/market-source';
import type { BookPair } from './order-book';
import { formatClock, formatPairPrice, formatQty } from '../utils/format';
import styles from './trade.module.css';

/** The latest public prints of the pair, newest first, coloured by the taker's side. */
export function LatestTrades({ pair, source }: { pair: BookPair; source?: MarketSource }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const { trades, isPending, isError } = useLiveTrades(pair.symbol, source);
  const base = pair.left_symbol.toUpperCase();
  const quote = pair.right_symbol.toUpperCase();

  return (
    <section className={styles.trades} aria-label={t('spot.trades.title')} data-testid="latest-trades">
      <div className={styles.boxHead}>
        <h2 className={styles.boxTitle}>{t('spot.trades.title')}</h2>
      </div>
      <div className={`${styles.bookCols} ${styles.tradeCols}`} aria-hidden>
        <span>
          {t('spot.book.price')} ({quote})
        </span>
        <span>
          {t('spot.book.quantity')} ({base})
        </span>
        <span>{t('spot.trades.time')}</span>
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} title={false} />
      ) : isError && trades.length === 0 ? (
        <p className={styles.emptyBox}>{t('errors.loadFailed')}</p>
      ) : trades.length === 0 ? (
        <p className={styles.emptyBox}>{t('spot.trades.empty')}</p>
      ) : (
        <div className={styles.tradeList}>
          {trades.map((trade) => (
            <div key={trade.id} className={styles.tradeRow} data-testid="trade-row">
              <span className={trade.side === 'buy' ? styles.up : styles.down}>
                {formatPairPrice(trade.price, pair.price_precision, intl)}
              </span>
              <span>{formatQty(trade.quantity, pair.qty_precision, intl)}</span>
              <span className={styles.muted}>{formatClock(trade.time, intl)}</span>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
