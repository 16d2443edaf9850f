import type { FuturesBracket } from '@aurelix/shared/schemas/futures';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { futuresContracts } from './schema';

/*
 * The contracts a first start creates: one perpetual per pair with contract_status 1 (issue 16).
 * The operator edits them afterwards (admin page); these are only the defaults.
 */

/** BTC and ETH: Binance-like tiers, 125x up to 50,000 USDT at 0.4%, 5x above 10 M at 12.5%. */
const MAJOR: FuturesBracket[] = [
  { cap: '50000', max_leverage: 125, maintenance_rate: '0.004', maintenance_amount: '0' },
  { cap: '250000', max_leverage: 100, maintenance_rate: '0.005', maintenance_amount: '50' },
  { cap: '1000000', max_leverage: 50, maintenance_rate: '0.01', maintenance_amount: '1300' },
  { cap: '5000000', max_leverage: 20, maintenance_rate: '0.025', maintenance_amount: '16300' },
  { cap: '10000000', max_leverage: 10, maintenance_rate: '0.05', maintenance_amount: '141300' },
  { cap: null, max_leverage: 5, maintenance_rate: '0.125', maintenance_amount: '891300' },
];

/** Other coins: thinner books, so lower leverage and higher maintenance from the start. */
const MINOR: FuturesBracket[] = [
  { cap: '10000', max_leverage: 50, maintenance_rate: '0.01', maintenance_amount: '0' },
  { cap: '100000', max_leverage: 25, maintenance_rate: '0.02', maintenance_amount: '100' },
  { cap: '500000', max_leverage: 10, maintenance_rate: '0.05', maintenance_amount: '3100' },
  { cap: null, max_leverage: 5, maintenance_rate: '0.1', maintenance_amount: '28100' },
];

/**
 * Price band of orders, a percent of the index (issue 26 item 6): 2% for BTC and ETH, whose demo
 * ladder spans 0.4% and whose index moves least; 5% for the thinner, faster coins.
 */
export const MAJOR_PRICE_BAND = '2';
export const MINOR_PRICE_BAND = '5';

export const DEFAULT_MAKER_FEE_RATE = '0.0002';
export const DEFAULT_TAKER_FEE_RATE = '0.0005';

/** A default contract for a pair (same tick and step as its spot market). */
export function defaultContract(pair: PairItem, sort: number): typeof futuresContracts.$inferInsert {
  const major = pair.left_symbol === 'BTC' || pair.left_symbol === 'ETH';
  return {
    symbol: pair.symbol,
    base: pair.left_symbol,
    quote: pair.right_symbol,
    tickSize: pair.tick_size,
    stepSize: pair.step_size,
    minQty: pair.min_qty,
    pricePrecision: pair.price_precision,
    qtyPrecision: pair.qty_precision,
    makerFeeRate: DEFAULT_MAKER_FEE_RATE,
    takerFeeRate: DEFAULT_TAKER_FEE_RATE,
    brackets: major ? MAJOR : MINOR,
    trading: 1,
    priceBand: major ? MAJOR_PRICE_BAND : MINOR_PRICE_BAND,
    sort,
  };
}
