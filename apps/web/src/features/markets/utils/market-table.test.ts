import { describe, expect, it } from 'vitest';
import type { MarketRow } from './market-rows';
import { marketCap, sortRows, visibleRows } from './market-table';

const row = (over: Partial<MarketRow> & { key: string }): MarketRow => ({
  id: 1,
  symbol: over.key.toUpperCase(),
  base: over.key.split('_')[0]!.toUpperCase(),
  quote: 'USDT',
  isHot: false,
  pricePrecision: 2,
  contract: false,
  tick: {},
  ...over,
});

const btc = row({ key: 'btc_usdt', name: 'Bitcoin', contract: true, supply: '19800000', tick: { close: '96500', increase: '0.01', amount: '700000000', high: '97000', low: '95000' } });
const eth = row({ key: 'eth_usdt', name: 'Ethereum', contract: true, supply: '120400000', tick: { close: '3400', increase: '-0.02', amount: '1500000000', high: '3500', low: '3300' } });
const shib = row({ key: 'shib_usdt', name: 'Shiba Inu', tick: { close: '0.0000215', increase: '0.05', amount: '5000000' } });
const fresh = row({ key: 'new_usdt' });
const rows = [btc, eth, shib, fresh];

describe('market cap', () => {
  it('is the last price times the circulating supply, unknown without either', () => {
    expect(marketCap(btc)).toBe('1910700000000');
    expect(marketCap(shib)).toBeUndefined();
    expect(marketCap(row({ key: 'x_usdt', supply: '0', tick: { close: '1' } }))).toBeUndefined();
  });
});

describe('sortRows', () => {
  it('sorts every numeric column as decimals in both directions, unknown values last', () => {
    expect(sortRows(rows, 'price', 'descend').map((r) => r.key)).toEqual(['btc_usdt', 'eth_usdt', 'shib_usdt', 'new_usdt']);
    expect(sortRows(rows, 'price', 'ascend').map((r) => r.key)).toEqual(['shib_usdt', 'eth_usdt', 'btc_usdt', 'new_usdt']);
    expect(sortRows(rows, 'change', 'descend').map((r) => r.key)).toEqual(['shib_usdt', 'btc_usdt', 'eth_usdt', 'new_usdt']);
    expect(sortRows(rows, 'volume', 'descend')[0]!.key).toBe('eth_usdt');
    expect(sortRows(rows, 'marketCap', 'descend').map((r) => r.key)).toEqual(['btc_usdt', 'eth_usdt', 'shib_usdt', 'new_usdt']);
    expect(sortRows(rows, 'name', 'ascend').map((r) => r.base)).toEqual(['BTC', 'ETH', 'NEW', 'SHIB']);
  });
});

describe('visibleRows', () => {
  const none = new Set<string>();

  it('lists futures only for pairs with contracts, and favourites only when starred', () => {
    expect(visibleRows(rows, 'futures', '', none).map((r) => r.key)).toEqual(['btc_usdt', 'eth_usdt']);
    expect(visibleRows(rows, 'favourites', '', new Set(['eth_usdt'])).map((r) => r.key)).toEqual(['eth_usdt']);
    expect(visibleRows(rows, 'favourites', '', none)).toEqual([]);
  });

  it('finds a pair by symbol, pair name or coin name, whatever the case', () => {
    expect(visibleRows(rows, 'spot', 'BTC/usdt', none).map((r) => r.key)).toEqual(['btc_usdt']);
    expect(visibleRows(rows, 'spot', 'shiba', none).map((r) => r.key)).toEqual(['shib_usdt']);
    expect(visibleRows(rows, 'spot', 'zzz', none)).toEqual([]);
    expect(visibleRows(rows, 'spot', '  ', none)).toHaveLength(4);
  });
});
