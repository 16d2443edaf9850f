import type { SpotOrder, SpotOrderStatus, SpotOrderType, SpotSide, SpotTimeInForce } from '@aurelix/shared/schemas/spot';
import { Decimal } from '../../lib/decimal';
import type { SpotMarket } from './market-rules';

/**
 * An order as the sequencer works on it: the database row with Decimal amounts. The sequencer
 * mutates it while a batch runs and writes it back at the end of the batch.
 */
export interface OrderState {
  id: number;
  userId: number;
  symbol: string;
  side: SpotSide;
  type: SpotOrderType;
  tif: SpotTimeInForce;
  price: Decimal | null;
  quantity: Decimal | null;
  amount: Decimal | null;
  dealQuantity: Decimal;
  dealAmount: Decimal;
  fee: Decimal;
  feeCurrency: string;
  status: SpotOrderStatus;
  clientOrderId: string | null;
  /** What the order still holds frozen (quote for buys, base for sells). */
  frozen: Decimal;
  frozenCurrency: string;
  seq: number;
  createdAt: number;
  updatedAt: number;
}

/** A spot_orders row as drizzle returns it. */
export interface OrderRow {
  id: number;
  userId: number;
  symbol: string;
  side: string;
  type: string;
  tif: string;
  price: string | null;
  quantity: string | null;
  amount: string | null;
  dealQuantity: string;
  dealAmount: string;
  fee: string;
  feeCurrency: string;
  status: string;
  clientOrderId: string | null;
  frozen: string;
  frozenCurrency: string;
  seq: number;
  createdAt: Date;
  updatedAt: Date;
}

const dec = (s: string | null) => (s === null ? null : new Decimal(s));

export function stateOfRow(r: OrderRow): OrderState {
  return {
    id: r.id,
    userId: r.userId,
    symbol: r.symbol,
    side: r.side as SpotSide,
    type: r.type as SpotOrderType,
    tif: r.tif as SpotTimeInForce,
    price: dec(r.price),
    quantity: dec(r.quantity),
    amount: dec(r.amount),
    dealQuantity: new Decimal(r.dealQuantity),
    dealAmount: new Decimal(r.dealAmount),
    fee: new Decimal(r.fee),
    feeCurrency: r.feeCurrency,
    status: r.status as SpotOrderStatus,
    clientOrderId: r.clientOrderId,
    frozen: new Decimal(r.frozen),
    frozenCurrency: r.frozenCurrency,
    seq: r.seq,
    createdAt: r.createdAt.getTime(),
    updatedAt: r.updatedAt.getTime(),
  };
}

const text = (d: Decimal | null) => (d === null ? null : d.toFixed());

/** True while the order can still trade (it rests on the book). */
export const isOpen = (s: SpotOrderStatus) => s === 'waiting' || s === 'partial';

/** The order as the user sees it; `pricePrecision` sets the average deal price's decimals. */
export function viewOf(o: OrderState, pricePrecision: number): SpotOrder {
  const avg = o.dealQuantity.isZero()
    ? '0'
    : o.dealAmount.div(o.dealQuantity).toDecimalPlaces(pricePrecision, Decimal.ROUND_HALF_UP).toFixed();
  return {
    id: String(o.id),
    client_order_id: o.clientOrderId,
    symbol: o.symbol,
    side: o.side,
    type: o.type,
    tif: o.tif,
    price: text(o.price),
    quantity: text(o.quantity),
    amount: text(o.amount),
    deal_quantity: o.dealQuantity.toFixed(),
    deal_amount: o.dealAmount.toFixed(),
    avg_price: avg,
    fee: o.fee.toFixed(),
    fee_currency: o.feeCurrency,
    status: o.status,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  };
}

/** Lots still open on the book for a resting limit order. */
export function openLots(o: OrderState, m: SpotMarket): number {
  return o.quantity!.minus(o.dealQuantity).div(m.step).toNumber();
}
