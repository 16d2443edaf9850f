import { useMemo, useState, type ReactNode } from 'react';
import { Input, Popover } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import { useLocale } from '../../../i18n/use-locale';
import { changeDirection, formatChange } from '../../../lib/format';
import { useTickers } from '../api/get-tickers';
import { formatPairPrice } from '../utils/format';
import styles from './pair-switcher.module.css';

/** Tradable pairs whose base or quote contains the query (case-insensitive), as typed. */
export function matchPairs(pairs: readonly PairItem[], query: string): PairItem[] {
  const q = query.trim().toUpperCase().replace('/', '_');
  return pairs.filter((p) => p.trade_status === 1 && (q === '' || p.symbol.toUpperCase().includes(q)));
}

/** The pair name in the header opens this: a search and every pair with its last price and 24h change. */
export function PairSwitcher({ pair, pairs, children }: { pair: PairItem; pairs: PairItem[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { intl } = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const tickers = useTickers(open);
  const bySymbol = useMemo(() => new Map((tickers.data ?? []).map((tk) => [tk.pair, tk])), [tickers.data]);
  const shown = matchPairs(pairs, query);

  const go = (symbol: string) => {
    setOpen(false);
    setQuery('');
    navigate(`/markets/kline/${symbol}`);
  };

  const content = (
    <div className={styles.panel} data-testid="pair-switcher">
      <Input
        autoFocus
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('spot.markets.search')}
        aria-label={t('spot.markets.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onPressEnter={() => shown[0] && go(shown[0].symbol)}
        data-testid="pair-search"
      />
      <div className={styles.head} aria-hidden>
        <span>{t('spot.markets.name')}</span>
        <span>{t('spot.markets.price')}</span>
        <span>{t('spot.markets.change')}</span>
      </div>
      <ul className={styles.list}>
        {shown.map((p) => {
          const tick = bySymbol.get(p.symbol);
          const dir = changeDirection(tick?.increase ?? '0');
          return (
            <li key={p.symbol}>
              <button
                type="button"
                className={p.symbol === pair.symbol ? `${styles.row} ${styles.current}` : styles.row}
                aria-current={p.symbol === pair.symbol || undefined}
                onClick={() => go(p.symbol)}
                data-testid="pair-option"
              >
                <span>
                  <strong>{p.left_symbol}</strong>
                  <span className={styles.muted}>/{p.right_symbol}</span>
                </span>
                <span className={styles.num}>{formatPairPrice(tick?.close, p.price_precision, intl)}</span>
                <span className={`${styles.num} ${dir > 0 ? styles.up : dir < 0 ? styles.down : ''}`}>
                  {tick ? formatChange(tick.increase, intl) : '--'}
                </span>
              </button>
            </li>
          );
        })}
        {shown.length === 0 && <li className={styles.empty}>{t('spot.markets.noMatch', { query: query.trim() })}</li>}
      </ul>
    </div>
  );

  return (
    <Popover content={content} trigger="click" placement="bottomLeft" open={open} onOpenChange={setOpen} arrow={false}>
      {children}
    </Popover>
  );
}
