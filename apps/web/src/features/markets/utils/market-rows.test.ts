import { describe, expect, it } from 'vitest';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import { buildMarketRows, pairKey, selectTab, ticksFrom } from './market-rows';

const pair = (id: number, left: string, hot: number, trade = 1): PairItem => ({
  id,
  symbol: `${left}_USDT`,
  left_symbol: left,
  right_symbol: 'USDT',
  supply: '0',
  is_hot: hot,
  trade_status: trade,
  contract_status: 0,
  tick_size: '0.01',
  step_size: '0.01',
  min_qty: '0.01',
  min_notional: '5',
  price_precision: 2,
  qty_precision: 2,
  price_band: '10',
});

const tick = (p: string, increase: string, amount: string) => ({
  pair: p,
  close: '1',
  open: '1',
  high: '1',
  low: '1',
  increase,
  vol: '1',
  amount,
  count: 1,
});

describe('market rows', () => {
  const pairs = [
    pair(1, 'BTC', 1),
    pair(2, 'XRP', 0),
    pair(3, 'DOGE', 1),
    pair(4, 'UNI', 0, 0),
    pair(5, 'TON', 0),
  ];
  const ticks = ticksFrom(
    [
      tick('BTC_USDT', '0.01', '900'),
      tick('xrp_usdt', '0.05', '100'),
      tick('DOGE/USDT', '-0.02', '50'),
      tick('ton_usdt', '-0.10', '10'),
    ],
    undefined,
  );
  const rows = buildMarketRows(pairs, ticks, undefined);

  it('normalises pair names', () => {
    expect(pairKey('BTC/USDT')).toBe('btc_usdt');
  });

  it('leaves out pairs that cannot be traded', () => {
    expect(rows.map((r) => r.base)).toEqual(['BTC', 'XRP', 'DOGE', 'TON']);
  });

  it('puts hot pairs first, then by turnover', () => {
    expect(selectTab(rows, 'hot').map((r) => r.base)).toEqual(['BTC', 'DOGE', 'XRP', 'TON']);
  });

  it('sorts gainers and losers by 24h change', () => {
    expect(selectTab(rows, 'gainers').map((r) => r.base)).toEqual(['XRP', 'BTC', 'DOGE', 'TON']);
    expect(selectTab(rows, 'losers').map((r) => r.base)).toEqual(['TON', 'DOGE', 'BTC', 'XRP']);
  });

  it('lists the newest pairs first', () => {
    expect(selectTab(rows, 'new').map((r) => r.base)).toEqual(['TON', 'DOGE', 'XRP', 'BTC']);
  });

  it('falls back to currency prices when there are no tickers', () => {
    const fallback = ticksFrom(undefined, [
      {
        id: 2,
        symbol: 'BTC',
        name: 'Bitcoin',
        logo: '',
        price: '96500',
        precision: 8,
        recharge_turn: 1,
        draw_turn: 1,
        legal_status: 1,
      },
    ]);
    expect(fallback.get('btc_usdt')).toEqual({ close: '96500' });
  });
});
