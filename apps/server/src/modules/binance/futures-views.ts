import type { FuturesNewOrderParams } from '@aurelix/shared/schemas/binance';
import type { FuturesDirection, FuturesOrder, FuturesPositionView, PlaceFuturesOrderBody } from '@aurelix/shared/schemas/futures';
import type { FuturesTrigger } from '@aurelix/shared/schemas/futures-triggers';
import { Decimal } from '../../lib/decimal';
import { BinanceError, binanceErrors } from './errors';
import type { FuturesUserTrade } from '../futures/service';
import { binanceSymbolOf } from './views';

/*
 * Our USDⓈ-M futures objects in Binance's /fapi form and back (issue 29 item 4). Pure. Positions are
 * kept in hedge mode (a long and a short per contract): positionSide is LONG or SHORT in answers.
 */

const DIRECTION_OF = { 'BUY:LONG': 'open_long', 'SELL:LONG': 'close_long', 'SELL:SHORT': 'open_short', 'BUY:SHORT': 'close_short' } as const;
const SIDES_OF = {
  open_long: ['BUY', 'LONG'],
  close_long: ['SELL', 'LONG'],
  open_short: ['SELL', 'SHORT'],
  close_short: ['BUY', 'SHORT'],
} as const;

/** What a Binance order asks of the account's positions: which side, whether it may only reduce. */
export interface OrderIntent {
  side: 'BUY' | 'SELL';
  positionSide?: 'LONG' | 'SHORT' | 'BOTH';
  reduceOnly?: 'true' | 'false';
}

/**
 * The direction of an order (open or close, long or short). Hedge mode (positionSide LONG or SHORT)
 * says it outright, and refuses reduceOnly as Binance does. One-way mode (BOTH, or none) works as
 * Binance's: an order against a held position reduces it, else it opens (refused when reduceOnly).
 * A one-way order larger than the position it reduces would flip it, which takes two of our orders:
 * refused (-2022 with reduceOnly, else -1106), never half placed.
 */
export function directionOf(o: OrderIntent, held: readonly FuturesPositionView[], quantity: string | undefined): FuturesDirection {
  if (o.positionSide === 'LONG' || o.positionSide === 'SHORT') {
    if (o.reduceOnly === 'true') throw new BinanceError(400, -1106, "Parameter 'reduceonly' sent when not required.");
    return DIRECTION_OF[`${o.side}:${o.positionSide}`];
  }
  const against = held.find((p) => p.side === (o.side === 'BUY' ? 'short' : 'long') && new Decimal(p.size).gt(0));
  if (against) {
    if (quantity !== undefined && new Decimal(quantity).gt(against.size)) {
      if (o.reduceOnly === 'true') throw REDUCE_ONLY_REJECTED();
      throw new BinanceError(400, -1106, 'Quantity greater than the position: a one-way order that would reverse the position is not supported here; close it, then open the other side.');
    }
    return o.side === 'BUY' ? 'close_short' : 'close_long';
  }
  if (o.reduceOnly === 'true') throw REDUCE_ONLY_REJECTED();
  return o.side === 'BUY' ? 'open_long' : 'open_short';
}

const REDUCE_ONLY_REJECTED = () => new BinanceError(400, -2022, 'ReduceOnly Order is rejected.');

/** The web's futures order body for /fapi/v1/order's parameters (LIMIT and MARKET). */
export function futuresPlaceBodyOf(p: FuturesNewOrderParams, symbol: string, direction: FuturesDirection, clientOrderId: string): PlaceFuturesOrderBody {
  if (p.timeInForce !== undefined && p.timeInForce !== 'GTC') throw new BinanceError(400, -1115, 'Invalid timeInForce.');
  if (p.quantity === undefined) throw binanceErrors.missing('quantity');
  if (p.type === 'LIMIT') {
    if (p.price === undefined) throw binanceErrors.missing('price');
    return { symbol, direction, type: 'limit', price: p.price, quantity: p.quantity, client_order_id: clientOrderId };
  }
  if (p.price !== undefined) throw binanceErrors.combination("Parameter 'price' sent when not required.");
  return { symbol, direction, type: 'market', quantity: p.quantity, client_order_id: clientOrderId };
}

function statusOf(o: FuturesOrder): string {
  if (o.status === 'entrusted' || o.status === 'submitted') return 'NEW';
  if (o.status === 'partial') return 'PARTIALLY_FILLED';
  if (o.status === 'filled') return 'FILLED';
  if (o.status === 'invalid') return 'EXPIRED';
  return 'CANCELED';
}

export function binanceFuturesOrder(o: FuturesOrder) {
  const [side, positionSide] = SIDES_OF[o.direction];
  const type = o.type === 'market' ? 'MARKET' : 'LIMIT';
  return {
    orderId: Number(o.id),
    symbol: binanceSymbolOf(o.symbol),
    status: statusOf(o),
    clientOrderId: o.client_order_id ?? `web-${o.id}`,
    price: o.price ?? '0',
    avgPrice: o.avg_price,
    origQty: o.quantity,
    executedQty: o.deal_quantity,
    cumQuote: new Decimal(o.deal_quantity).times(o.avg_price).toFixed(),
    timeInForce: 'GTC',
    type,
    origType: type,
    reduceOnly: o.direction.startsWith('close'),
    closePosition: false,
    side,
    positionSide,
    stopPrice: '0',
    workingType: 'CONTRACT_PRICE',
    priceProtect: false,
    priceMatch: 'NONE',
    selfTradePreventionMode: 'NONE',
    goodTillDate: 0,
    time: o.created_at,
    updateTime: o.updated_at,
  };
}

/** A position as /fapi/v2 and v3 positionRisk answer it: positionAmt is negative for a short. */
export function binancePosition(p: FuturesPositionView, now: number) {
  const size = new Decimal(p.size);
  const notional = size.times(p.mark_price);
  return {
    symbol: binanceSymbolOf(p.symbol),
    positionSide: p.side === 'long' ? 'LONG' : 'SHORT',
    positionAmt: (p.side === 'long' ? size : size.neg()).toFixed(),
    entryPrice: p.entry_price,
    breakEvenPrice: p.entry_price,
    markPrice: p.mark_price,
    unRealizedProfit: p.unrealised_pnl,
    liquidationPrice: p.liquidation_price ?? '0',
    leverage: String(p.leverage),
    marginType: p.margin_mode === 'cross' ? 'cross' : 'isolated',
    isolatedMargin: p.margin_mode === 'isolated' ? p.margin : '0',
    isolatedWallet: p.margin_mode === 'isolated' ? p.margin : '0',
    isAutoAddMargin: 'false',
    notional: (p.side === 'long' ? notional : notional.neg()).toFixed(),
    marginAsset: 'USDT',
    initialMargin: p.margin,
    positionInitialMargin: p.margin,
    maintMargin: p.maintenance_margin,
    openOrderInitialMargin: '0',
    maxNotionalValue: '0',
    adl: 0,
    bidNotional: '0',
    askNotional: '0',
    updateTime: now,
  };
}

/** Our trigger statuses as Binance's algoStatus. */
const ALGO_STATUS_OF: Record<FuturesTrigger['status'], string> = {
  waiting: 'NEW',
  retrying: 'TRIGGERING',
  triggered: 'TRIGGERED',
  failed: 'REJECTED',
  cancelled: 'CANCELED',
};

/**
 * A trigger of ours (a plan order, or a position's TP/SL) as Binance's conditional algo order. A
 * stop buys on a rise (sells on a fall); a take-profit the other way round, so the type is told
 * from the side and the direction of the trigger. Its client id is `trg-<id>`, the client order id
 * of the order it places when it fires (`actualOrderId`).
 */
export function binanceAlgoOrder(t: FuturesTrigger) {
  const [side, positionSide] = SIDES_OF[t.direction];
  const stop = (side === 'BUY') === (t.trigger_direction === 'rise');
  const type = `${stop ? 'STOP' : 'TAKE_PROFIT'}${t.type === 'market' ? '_MARKET' : ''}`;
  return {
    algoId: Number(t.id),
    clientAlgoId: `trg-${t.id}`,
    algoType: 'CONDITIONAL',
    orderType: type,
    symbol: binanceSymbolOf(t.symbol),
    side,
    positionSide,
    timeInForce: 'GTC',
    quantity: t.quantity ?? '0',
    algoStatus: ALGO_STATUS_OF[t.status],
    actualOrderId: t.order_id ?? '',
    actualPrice: '0',
    triggerPrice: t.trigger_price,
    price: t.price ?? '0',
    icebergQuantity: null,
    tpTriggerPrice: '0',
    tpPrice: '0',
    slTriggerPrice: '0',
    slPrice: '0',
    tpOrderType: '',
    selfTradePreventionMode: 'NONE',
    workingType: t.trigger_by === 'mark' ? 'MARK_PRICE' : 'CONTRACT_PRICE',
    priceMatch: 'NONE',
    closePosition: t.kind !== 'plan' && t.quantity === null,
    priceProtect: false,
    reduceOnly: t.direction.startsWith('close'),
    createTime: t.created_at,
    updateTime: t.triggered_at ?? t.created_at,
    triggerTime: t.triggered_at ?? 0,
    goodTillDate: 0,
  };
}

/** A fill of the user's as /fapi/v1/userTrades answers it. */
export function binanceUserTrade(symbol: string, t: FuturesUserTrade) {
  const [side, positionSide] = SIDES_OF[t.direction];
  return {
    buyer: side === 'BUY',
    commission: t.fee,
    commissionAsset: 'USDT',
    id: Number(t.id),
    maker: t.maker,
    orderId: Number(t.order_id),
    price: t.price,
    qty: t.quantity,
    quoteQty: new Decimal(t.price).times(t.quantity).toFixed(),
    realizedPnl: t.profit,
    side,
    positionSide,
    symbol: binanceSymbolOf(symbol),
    time: t.time,
  };
}
