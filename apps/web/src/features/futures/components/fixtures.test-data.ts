import type { FuturesAccount, FuturesContractView, FuturesPositionView } from '@aurelix/shared/schemas/futures';

/** A BTC contract, a verified user's account and a long position, as the API answers them. */
export const contract: FuturesContractView = {
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.1',
  step_size: '0.001',
  min_qty: '0.001',
  price_precision: 1,
  qty_precision: 3,
  maker_fee_rate: '0.0002',
  taker_fee_rate: '0.0005',
  max_leverage: 125,
  brackets: [
    { cap: '50000', max_leverage: 125, maintenance_rate: '0.004', maintenance_amount: '0' },
    { cap: null, max_leverage: 5, maintenance_rate: '0.125', maintenance_amount: '100' },
  ],
  trading: true,
  price_band: '2',
  last_price: '50000',
  mark_price: '50010',
  index_price: '50005.12345',
  funding_rate: '0.0001',
  next_funding_time: Date.UTC(2026, 10, 26, 8),
  open_24h: '49000',
  high_24h: '51000',
  low_24h: '48000',
  volume_24h: '1234.5',
  change_24h: '0.0204',
};

export const account: FuturesAccount = {
  currency: 'USDT',
  balance: '1000',
  available: '900',
  order_margin: '0',
  position_margin: '100',
  unrealised_pnl: '12.5',
  equity: '1012.5',
  margin_ratio: '0.02',
  transferable: '900',
  settings: { symbol: 'BTC_USDT', leverage: 10, margin_mode: 'cross', max_open_long: '0.179', max_open_short: '0.178' },
};

export const longPosition: FuturesPositionView = {
  symbol: 'BTC_USDT',
  side: 'long',
  margin_mode: 'cross',
  leverage: 10,
  size: '0.02',
  closable: '0.015',
  entry_price: '49375',
  mark_price: '50000',
  unrealised_pnl: '12.5',
  roe: '0.1266',
  margin: '98.75',
  maintenance_margin: '4',
  liquidation_price: '44687.5',
};

export const shortPosition: FuturesPositionView = {
  ...longPosition,
  side: 'short',
  size: '0.01',
  closable: '0.01',
  entry_price: '51000',
  unrealised_pnl: '-10',
  roe: '-0.196',
  margin: '51',
  liquidation_price: null,
};
