import type { Lots } from '@aurelix/engine/units';
import type { FuturesContract } from '@aurelix/engine/futures/contract';
import { formatFixed, type Money, type Price, type Rate } from '@aurelix/engine/futures/units';
import { formatLots } from '@aurelix/engine/futures/wire';
import type { FuturesDirection, FuturesOrder, FuturesOrderStatus, FuturesOrderType, MarginMode } from '@aurelix/shared/schemas/futures';
import { cutTo } from './decimal-text';

/** A contract as its sequencer trades it: the maths' contract plus what the order checks need. */
export interface FuturesMarket {
  contract: FuturesContract;
  symbol: string;
  base: string;
  quote: string;
  /** Smallest order, in lots. */
  minLots: Lots;
  pricePrecision: number;
  qtyPrecision: number;
  trading: boolean;
  /** Price band of user orders around the index, a fraction (2% is 2_000_000n); 0 is off. */
  priceBand: Rate;
}

/** A futures order while its batch works on it; amounts in the maths' fixed point (1e-8). */
export interface FuturesOrderState {
  id: number;
  userId: number;
  symbol: string;
  direction: FuturesDirection;
  type: FuturesOrderType;
  /** Entrusted price; null for market orders. */
  price: Price | null;
  quantity: Lots;
  dealLots: Lots;
  dealValue: Money;
  fee: Money;
  profit: Money;
  leverage: number;
  marginMode: MarginMode;
  /** What the order still holds frozen (initial margin plus opening fee of its open part). */
  frozen: Money;
  status: FuturesOrderStatus;
  clientOrderId: string | null;
  /** TP/SL set at opening, JSON of the shared `OpeningTpsl`, put on the position when it fills. */
  tpsl: string | null;
  seq: number;
  createdAt: number;
  updatedAt: number;
}

/** An open position (or one just closed, size 0), long and short apart. */
export interface PositionState {
  userId: number;
  side: 'long' | 'short';
  size: Lots;
  entryValue: Money;
  /** What the position holds frozen in the ledger. */
  margin: Money;
  leverage: number;
  marginMode: MarginMode;
  realisedPnl: Money;
  updatedAt: number;
}

export const isOpenStatus = (s: FuturesOrderStatus) => s === 'submitted' || s === 'partial';
export const isClosing = (d: FuturesDirection) => d === 'close_long' || d === 'close_short';
export const positionSideOf = (d: FuturesDirection): 'long' | 'short' => (d === 'open_long' || d === 'close_long' ? 'long' : 'short');
/** Book side: open long and close short buy; open short and close long sell. */
export const bookSideOf = (d: FuturesDirection): 'buy' | 'sell' => (d === 'open_long' || d === 'close_short' ? 'buy' : 'sell');
export const positionKey = (userId: number, side: 'long' | 'short') => `${userId}:${side}`;
export const openLots = (o: FuturesOrderState): Lots => (o.quantity - o.dealLots) as Lots;

/** The average deal price at the contract's price precision; "0" before any deal. */
function averagePrice(o: FuturesOrderState, market: FuturesMarket): string {
  if (o.dealLots === 0) return '0';
  const units = BigInt(o.dealLots) * market.contract.stepSize;
  // dealValue (1e-8 USDT) / units (1e-8 base) = price; at 1e-8, rounded half up.
  const scaled = (o.dealValue * 100_000_000n * 2n + units) / (2n * units);
  return cutTo(formatFixed(scaled), market.pricePrecision);
}


/** An order as the API shows it. */
export function orderView(o: FuturesOrderState, market: FuturesMarket): FuturesOrder {
  return {
    id: String(o.id),
    client_order_id: o.clientOrderId,
    symbol: o.symbol,
    direction: o.direction,
    type: o.type,
    price: o.price === null ? null : cutTo(formatFixed(o.price), market.pricePrecision),
    quantity: formatLots(market.contract, o.quantity),
    deal_quantity: formatLots(market.contract, o.dealLots),
    avg_price: averagePrice(o, market),
    leverage: o.leverage,
    margin_mode: o.marginMode,
    margin: formatFixed(o.frozen),
    fee: formatFixed(o.fee),
    profit: formatFixed(o.profit),
    status: o.status,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  };
}
