import { useEffect, useMemo, useState } from 'react';
import { Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import { useLocale } from '../../../i18n/use-locale';
import { formatCompact } from '../../../lib/format';
import { useLiveDepth } from '../hooks/use-live-market';
import type { MarketSource } from '../api/market-source';
import { decimalsOf, toDec } from '../utils/decimal';
import { aggregateLevels, bookRows, precisionChoices, type BookRow } from '../utils/depth-book';
import { formatPairPrice, formatQty } from '../utils/format';
import styles from './trade.module.css';

/**
 * Levels a side: enough to fill a tall desktop book. Each side clips what does not fit (the
 * farthest levels), and a phone shows 10 (trade.module.css).
 */
const LEVELS_SHOWN = 20;

/** What the book, the trades and the chart read of a pair (a futures contract fits too). */
export type BookPair = Pick<PairItem, 'symbol' | 'left_symbol' | 'right_symbol' | 'tick_size' | 'price_precision' | 'qty_precision'>;

interface OrderBookProps {
  pair: BookPair;
  lastPrice: string | undefined;
  lastDirection: -1 | 0 | 1;
  onPick: (price: string) => void;
  /** The book's data; spot's by default. */
  source?: MarketSource;
}

/** Asks above, bids below, with depth bars and a precision choice; clicking a level fills the form. */
export function OrderBook({ pair, lastPrice, lastDirection, onPick, source }: OrderBookProps) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const choices = useMemo(() => precisionChoices(pair.tick_size), [pair.tick_size]);
  const [precision, setPrecision] = useState(choices[0] ?? pair.tick_size);
  useEffect(() => setPrecision(choices[0] ?? pair.tick_size), [choices, pair.tick_size]);
  const { depth, isPending, isError } = useLiveDepth(pair.symbol, source);

  const rows = useMemo(() => {
    if (!depth) return { bids: [], asks: [] };
    return bookRows(
      aggregateLevels(depth.bids, precision, 'bids', LEVELS_SHOWN),
      aggregateLevels(depth.asks, precision, 'asks', LEVELS_SHOWN),
    );
  }, [depth, precision]);

  const shownDecimals = Math.max(pair.price_precision, decimalsOf(precision));
  const base = pair.left_symbol.toUpperCase();
  const quote = pair.right_symbol.toUpperCase();

  const level = (row: BookRow, side: 'bid' | 'ask') => (
    <button
      key={row.price}
      type="button"
      className={`${styles.bookRow} ${side === 'bid' ? styles.bookBid : styles.bookAsk}`}
      style={{ ['--depth' as string]: `${Math.round(row.depth * 100)}%` }}
      onClick={() => onPick(row.price)}
      data-testid={`book-${side}-row`}
      data-price={row.price}
      title={t('spot.book.pick')}
    >
      <span className={styles.bookPrice}>{formatPairPrice(row.price, shownDecimals, intl)}</span>
      <span>{formatQty(row.quantity, pair.qty_precision, intl)}</span>
      <span className={styles.hideNarrow}>{formatTotal(row.cumulative, pair.qty_precision, intl)}</span>
    </button>
  );

  return (
    <section className={styles.book} aria-label={t('spot.book.title')} data-testid="order-book">
      <div className={styles.boxHead}>
        <h2 className={styles.boxTitle}>{t('spot.book.title')}</h2>
        <Select
          size="small"
          value={precision}
          onChange={setPrecision}
          options={choices.map((c) => ({ value: c, label: c }))}
          aria-label={t('spot.book.precision')}
          data-testid="book-precision"
          popupMatchSelectWidth={false}
        />
      </div>
      <div className={styles.bookCols} aria-hidden>
        <span>
          {t('spot.book.price')} ({quote})
        </span>
        <span>
          {t('spot.book.quantity')} ({base})
        </span>
        <span className={styles.hideNarrow}>{t('spot.book.total')}</span>
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} title={false} />
      ) : isError ? (
        <p className={styles.emptyBox}>{t('errors.loadFailed')}</p>
      ) : (
        <>
          <div className={styles.asks} data-testid="book-asks">
            {rows.asks.length === 0 ? (
              <p className={styles.emptyBox}>{t('spot.book.noAsks')}</p>
            ) : (
              [...rows.asks].reverse().map((row) => level(row, 'ask'))
            )}
          </div>
          <div
            className={`${styles.bookLast} ${lastDirection > 0 ? styles.up : lastDirection < 0 ? styles.down : ''}`}
            data-testid="book-last"
          >
            {formatPairPrice(lastPrice, pair.price_precision, intl)}
          </div>
          <div className={styles.bids} data-testid="book-bids">
            {rows.bids.length === 0 ? (
              <p className={styles.emptyBox}>{t('spot.book.noBids')}</p>
            ) : (
              rows.bids.map((row) => level(row, 'bid'))
            )}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The running total of a side: in the quantity's own decimals while it reads well (0.02190 BTC,
 * not 0.02), compact once it is large (1.25M DOGE).
 */
function formatTotal(value: string, qtyPrecision: number, intl: string): string {
  return (toDec(value)?.lt(10_000) ?? true) ? formatQty(value, qtyPrecision, intl) : formatCompact(value, intl);
}
