import type { FuturesNewOrderParams } from '@aurelix/shared/schemas/binance';
import type { FuturesOrder, FuturesPositionView, PlaceFuturesOrderBody } from '@aurelix/shared/schemas/futures';
import { Decimal } from '../../lib/decimal';
import { BinanceError, binanceErrors } from './errors';
import { binanceSymbolOf } from './views';

/*
 * Our USDⓈ-M futures objects in Binance's /fapi form and back (issue 29 item 4). Pure. Positions are
 * always in hedge mode here (a long and a short per contract): positionSide is LONG or SHORT.
 */

const DIRECTION_OF = { 'BUY:LONG': 'open_long', 'SELL:LONG': 'close_long', 'SELL:SHORT': 'open_short', 'BUY:SHORT': 'close_short' } as const;
const SIDES_OF = {
  open_long: ['BUY', 'LONG'],
  close_long: ['SELL', 'LONG'],
  open_short: ['SELL', 'SHORT'],
  close_short: ['BUY', 'SHORT'],
} as const;

/** The web's futures order body for /fapi/v1/order's parameters. */
export function futuresPlaceBodyOf(p: FuturesNewOrderParams, symbol: string, clientOrderId: string): PlaceFuturesOrderBody {
  if (p.positionSide === undefined || p.positionSide === 'BOTH') throw new BinanceError(400, -4061, "Order's position side does not match user's setting.");
  if (p.type !== 'LIMIT' && p.type !== 'MARKET') throw new BinanceError(400, -1116, 'Invalid orderType.');
  if (p.timeInForce !== undefined && p.timeInForce !== 'GTC') throw new BinanceError(400, -1115, 'Invalid timeInForce.');
  if (p.quantity === undefined) throw binanceErrors.missing('quantity');
  const direction = DIRECTION_OF[`${p.side}:${p.positionSide}`];
  // In hedge mode Binance refuses reduceOnly; a closing order reduces by its direction anyway.
  if (p.reduceOnly === 'true') throw new BinanceError(400, -1106, "Parameter 'reduceonly' sent when not required.");
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
