import Decimal from 'decimal.js';
import type { MarketRow } from './market-rows';

/*
 * The /markets table's search, tabs, favourites and sorting, free of React. Numbers compare as
 * decimals; rows without a value sort last whatever the direction.
 */

export type MarketsTab = 'favourites' | 'spot' | 'futures';
export const MARKETS_TABS: readonly MarketsTab[] = ['favourites', 'spot', 'futures'];

export type SortKey = 'name' | 'price' | 'change' | 'high' | 'low' | 'volume' | 'marketCap';
export type SortOrder = 'ascend' | 'descend';

function dec(value: string | undefined): Decimal | null {
  if (value === undefined || value === '') return null;
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** Market cap = last price x circulating supply; undefined when either is unknown or the supply is 0. */
export function marketCap(row: MarketRow): string | undefined {
  const close = dec(row.tick.close);
  const supply = dec(row.supply);
  if (!close || !supply || supply.isZero()) return undefined;
  return close.times(supply).toFixed();
}

function valueOf(row: MarketRow, key: Exclude<SortKey, 'name'>): string | undefined {
  switch (key) {
    case 'price':
      return row.tick.close;
    case 'change':
      return row.tick.increase;
    case 'high':
      return row.tick.high;
    case 'low':
      return row.tick.low;
    case 'volume':
      // Volumes of different coins compare in the quote currency (turnover).
      return row.tick.amount;
    case 'marketCap':
      return marketCap(row);
  }
}

/** Ascending comparison for one column (antd flips it for descending). */
export function compareBy(key: SortKey): (a: MarketRow, b: MarketRow) => number {
  if (key === 'name') return (a, b) => `${a.base}/${a.quote}`.localeCompare(`${b.base}/${b.quote}`);
  return (a, b) => {
    const x = dec(valueOf(a, key));
    const y = dec(valueOf(b, key));
    if (x && y) return x.comparedTo(y);
    return x ? -1 : y ? 1 : 0;
  };
}

/** Sorts a copy; rows without the value stay last in both directions. */
export function sortRows(rows: readonly MarketRow[], key: SortKey, order: SortOrder): MarketRow[] {
  const cmp = compareBy(key);
  const has = (r: MarketRow) => key === 'name' || dec(valueOf(r, key)) !== null;
  const withValue = rows.filter(has).sort((a, b) => (order === 'ascend' ? cmp(a, b) : cmp(b, a)));
  return [...withValue, ...rows.filter((r) => !has(r))];
}

/** The rows of a tab that match the search ('btc', 'BTC/USDT', 'bitcoin' all find BTC_USDT). */
export function visibleRows(
  rows: readonly MarketRow[],
  tab: MarketsTab,
  search: string,
  favourites: ReadonlySet<string>,
): MarketRow[] {
  const q = search.trim().toLowerCase().replace(/[/_-]/g, '');
  return rows.filter((row) => {
    if (tab === 'favourites' && !favourites.has(row.key)) return false;
    if (tab === 'futures' && !row.contract) return false;
    if (!q) return true;
    const haystack = `${row.base}${row.quote} ${row.name ?? ''}`.toLowerCase();
    return haystack.includes(q);
  });
}
