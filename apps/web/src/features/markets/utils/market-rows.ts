import Decimal from 'decimal.js';
import type { CurrencyItem, PairItem } from '@aurelix/shared/schemas/platform';
import type { MarketTick } from '@aurelix/shared/ticker';

/** What the market table knows about a pair: its listing plus the latest 24h tick (if any). */
export interface MarketRow {
  key: string;
  id: number;
  symbol: string;
  base: string;
  quote: string;
  name?: string;
  logo?: string;
  isHot: boolean;
  pricePrecision: number;
  /** Contract trading enabled (SPEC 3 contract_status 1): listed on the futures tab. */
  contract: boolean;
  /** Circulating supply of the base currency, when pair_list carries it (market cap). */
  supply?: string;
  tick: Partial<MarketTick>;
}

export type TrendTab = 'hot' | 'gainers' | 'losers' | 'new';
export const TREND_TABS: readonly TrendTab[] = ['hot', 'gainers', 'losers', 'new'];

/** 'BTC/USDT', 'BTC_USDT' and 'btc_usdt' all name the same pair. */
export function pairKey(pair: string): string {
  return pair.trim().toLowerCase().replace(/[/-]/g, '_');
}

/** Ticks keyed by pair; when the tickers call failed, the currency list's prices stand in as closes. */
export function ticksFrom(
  tickers: MarketTick[] | undefined,
  currencies: CurrencyItem[] | undefined,
): Map<string, Partial<MarketTick>> {
  const map = new Map<string, Partial<MarketTick>>();
  if (tickers) {
    for (const tick of tickers) map.set(pairKey(tick.pair), tick);
    return map;
  }
  for (const c of currencies ?? []) {
    if (c.symbol.toUpperCase() !== 'USDT') map.set(pairKey(`${c.symbol}_usdt`), { close: c.price });
  }
  return map;
}

export function buildMarketRows(
  pairs: (PairItem & { supply?: string })[],
  ticks: Map<string, Partial<MarketTick>>,
  currencies: CurrencyItem[] | undefined,
): MarketRow[] {
  const bySymbol = new Map((currencies ?? []).map((c) => [c.symbol.toUpperCase(), c]));
  return pairs
    .filter((p) => p.trade_status === 1)
    .map((p) => {
      const key = pairKey(`${p.left_symbol}_${p.right_symbol}`);
      const currency = bySymbol.get(p.left_symbol.toUpperCase());
      return {
        key,
        id: p.id,
        symbol: p.symbol,
        base: p.left_symbol.toUpperCase(),
        quote: p.right_symbol.toUpperCase(),
        name: currency?.name,
        logo: currency?.logo,
        isHot: p.is_hot === 1,
        pricePrecision: p.price_precision,
        contract: p.contract_status === 1,
        supply: p.supply,
        tick: ticks.get(key) ?? {},
      };
    });
}

function dec(value: string | undefined): Decimal | null {
  if (value === undefined || value === '') return null;
  try {
    return new Decimal(value);
  } catch {
    return null;
  }
}

function compareDesc(a: string | undefined, b: string | undefined): number {
  const x = dec(a);
  const y = dec(b);
  if (x && y) return y.comparedTo(x);
  return x ? -1 : y ? 1 : 0;
}

/** The rows of one tab: hot pairs first, biggest gainers, biggest losers, or the newest listings. */
export function selectTab(rows: MarketRow[], tab: TrendTab, limit = 10): MarketRow[] {
  const list = [...rows];
  switch (tab) {
    case 'hot':
      list.sort(
        (a, b) =>
          Number(b.isHot) - Number(a.isHot) || compareDesc(a.tick.amount, b.tick.amount) || a.id - b.id,
      );
      break;
    case 'gainers':
      return list
        .filter((r) => dec(r.tick.increase) !== null)
        .sort((a, b) => compareDesc(a.tick.increase, b.tick.increase))
        .slice(0, limit);
    case 'losers':
      return list
        .filter((r) => dec(r.tick.increase) !== null)
        .sort((a, b) => -compareDesc(a.tick.increase, b.tick.increase))
        .slice(0, limit);
    case 'new':
      list.sort((a, b) => b.id - a.id);
      break;
  }
  return list.slice(0, limit);
}
