import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { Candle, SpotOrder, SpotOrderDetail, TradePrint } from '@aurelix/shared/schemas/spot';
import type { BinanceKlineInterval, SpotNewOrderParams } from '@aurelix/shared/schemas/binance';
import type { PlaceSpotOrderBody, KlineInterval } from '@aurelix/shared/schemas/spot';
import type { TickerRow } from '@aurelix/shared/schemas/market';
import type { SpotFill } from '../spot/service';
import { binanceErrors } from './errors';
import { Decimal } from '../../lib/decimal';

/*
 * Our spot objects in Binance's form and back (issue 29 item 3). Pure: no I/O. Symbols are
 * Binance's (BTCUSDT) on the wire and ours (BTC_USDT) inside.
 */

export const binanceSymbolOf = (symbol: string) => symbol.replace('_', '').toUpperCase();

export const KLINE_OF: Record<BinanceKlineInterval, KlineInterval> = {
  '1m': '1min',
  '5m': '5min',
  '15m': '15min',
  '30m': '30min',
  '1h': '60min',
  '1d': '1day',
  '1w': '1week',
  '1M': '1mon',
};

const INTERVAL_MS: Record<BinanceKlineInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
  '1w': 7 * 86_400_000,
  '1M': 31 * 86_400_000,
};

/** Binance's spot order statuses; an IOC, FOK or market order ended unfilled is EXPIRED, as there. */
function statusOf(o: SpotOrder): string {
  if (o.status === 'waiting') return 'NEW';
  if (o.status === 'partial') return 'PARTIALLY_FILLED';
  if (o.status === 'filled') return 'FILLED';
  return o.type === 'market' || o.tif === 'IOC' || o.tif === 'FOK' ? 'EXPIRED' : 'CANCELED';
}

export function binanceOrder(o: SpotOrder) {
  const time = o.created_at;
  return {
    symbol: binanceSymbolOf(o.symbol),
    orderId: Number(o.id),
    orderListId: -1,
    clientOrderId: o.client_order_id ?? `web-${o.id}`,
    price: o.price ?? '0',
    origQty: o.quantity ?? '0',
    executedQty: o.deal_quantity,
    cummulativeQuoteQty: o.deal_amount,
    status: statusOf(o),
    timeInForce: o.type === 'market' || o.tif === 'POST_ONLY' ? 'GTC' : o.tif,
    type: o.type === 'market' ? 'MARKET' : o.tif === 'POST_ONLY' ? 'LIMIT_MAKER' : 'LIMIT',
    side: o.side === 'buy' ? 'BUY' : 'SELL',
    stopPrice: '0',
    icebergQty: '0',
    time,
    updateTime: o.updated_at,
    isWorking: true,
    workingTime: time,
    origQuoteOrderQty: o.type === 'market' && o.quantity === null ? (o.amount ?? '0') : '0',
    selfTradePreventionMode: 'NONE',
  };
}

/** The answer of POST /api/v3/order in the asked-for shape (ACK, RESULT, FULL with fills). */
export function newOrderAnswer(o: SpotOrder | SpotOrderDetail, type: 'ACK' | 'RESULT' | 'FULL') {
  const full = binanceOrder(o);
  const ack = { symbol: full.symbol, orderId: full.orderId, orderListId: -1, clientOrderId: full.clientOrderId, transactTime: o.created_at };
  if (type === 'ACK') return ack;
  const { time: _time, updateTime: _update, isWorking: _working, stopPrice: _stop, icebergQty: _iceberg, ...result } = full;
  const answer = { ...result, transactTime: o.created_at };
  if (type === 'RESULT' || !('deals' in o)) return answer;
  return {
    ...answer,
    fills: o.deals.map((d) => ({ price: d.price, qty: d.quantity, commission: d.fee, commissionAsset: d.fee_currency, tradeId: Number(d.id) })),
  };
}

/** POST /api/v3/order's parameters as the web's order form sends them. */
export function placeBodyOf(p: SpotNewOrderParams, symbol: string): PlaceSpotOrderBody {
  const side = p.side === 'BUY' ? 'buy' : 'sell';
  const client_order_id = p.newClientOrderId;
  if (p.type === 'MARKET') {
    if (p.price !== undefined) throw binanceErrors.combination("Parameter 'price' sent when not required.");
    if (p.quantity === undefined && p.quoteOrderQty === undefined) throw binanceErrors.combination("Parameter 'quantity' or 'quoteOrderQty' must be sent.");
    if (p.quoteOrderQty !== undefined && p.quantity !== undefined) throw binanceErrors.combination("Parameters 'quantity' and 'quoteOrderQty' cannot be sent together.");
    if (p.quoteOrderQty !== undefined && side === 'sell') throw binanceErrors.combination("Parameter 'quoteOrderQty' is supported for BUY market orders here.");
    return { symbol, side, type: 'market', ...(p.quantity !== undefined ? { quantity: p.quantity } : { amount: p.quoteOrderQty }), client_order_id };
  }
  if (p.price === undefined) throw binanceErrors.missing('price');
  if (p.quantity === undefined) throw binanceErrors.missing('quantity');
  if (p.quoteOrderQty !== undefined) throw binanceErrors.combination("Parameter 'quoteOrderQty' sent when not required.");
  if (p.type === 'LIMIT_MAKER') {
    if (p.timeInForce !== undefined) throw binanceErrors.combination("Parameter 'timeInForce' sent when not required.");
    return { symbol, side, type: 'limit', price: p.price, quantity: p.quantity, tif: 'POST_ONLY', client_order_id };
  }
  if (p.timeInForce === undefined) throw binanceErrors.missing('timeInForce');
  return { symbol, side, type: 'limit', price: p.price, quantity: p.quantity, tif: p.timeInForce, client_order_id };
}

export function binanceFill(symbol: string, f: SpotFill) {
  return {
    symbol: binanceSymbolOf(symbol),
    id: f.id,
    orderId: f.orderId,
    orderListId: -1,
    price: f.price,
    qty: f.quantity,
    quoteQty: f.amount,
    commission: f.fee,
    commissionAsset: f.feeCurrency,
    time: f.time,
    isBuyer: f.side === 'buy',
    isMaker: f.maker,
    isBestMatch: true,
  };
}

export const binanceTrade = (t: TradePrint) => ({
  id: Number(t.id),
  price: t.price,
  qty: t.quantity,
  quoteQty: new Decimal(t.price).times(t.quantity).toFixed(),
  time: t.time,
  // The maker bought when the taker sold.
  isBuyerMaker: t.side === 'sell',
  isBestMatch: true,
});

/** A trade as one aggregate trade of itself (we do not merge fills of one taker order). */
export const binanceAggTrade = (t: TradePrint) => ({
  a: Number(t.id),
  p: t.price,
  q: t.quantity,
  f: Number(t.id),
  l: Number(t.id),
  T: t.time,
  m: t.side === 'sell',
  M: true,
});

export const binanceKline = (c: Candle, interval: BinanceKlineInterval) => [
  c.time,
  c.open,
  c.high,
  c.low,
  c.close,
  c.vol,
  c.time + INTERVAL_MS[interval] - 1,
  c.amount,
  0,
  '0',
  '0',
  '0',
];

export const intervalMs = (interval: BinanceKlineInterval) => INTERVAL_MS[interval];

/** A 24h ticker; the best bid and ask come from the book. */
export function binanceTicker(row: TickerRow, book: { bid?: [string, string]; ask?: [string, string] }, now: number) {
  const open = new Decimal(row.open);
  const close = new Decimal(row.close);
  const vol = new Decimal(row.vol);
  return {
    symbol: binanceSymbolOf(row.pair),
    priceChange: close.minus(open).toFixed(),
    priceChangePercent: new Decimal(row.increase).times(100).toFixed(2),
    weightedAvgPrice: vol.isZero() ? row.close : new Decimal(row.amount).div(vol).toSignificantDigits(12).toFixed(),
    prevClosePrice: row.open,
    lastPrice: row.close,
    lastQty: '0',
    bidPrice: book.bid?.[0] ?? '0',
    bidQty: book.bid?.[1] ?? '0',
    askPrice: book.ask?.[0] ?? '0',
    askQty: book.ask?.[1] ?? '0',
    openPrice: row.open,
    highPrice: row.high,
    lowPrice: row.low,
    volume: row.vol,
    quoteVolume: row.amount,
    openTime: now - 86_400_000,
    closeTime: now,
    firstId: -1,
    lastId: -1,
    count: row.count,
  };
}

/** A pair of /api/pair_list as Binance's exchangeInfo lists a symbol, with its filters. */
export function binanceSymbolInfo(p: PairItem) {
  return {
    symbol: binanceSymbolOf(p.symbol),
    status: p.trade_status === 1 ? 'TRADING' : 'BREAK',
    baseAsset: p.left_symbol,
    baseAssetPrecision: p.qty_precision,
    quoteAsset: p.right_symbol,
    quotePrecision: p.price_precision,
    quoteAssetPrecision: p.price_precision,
    baseCommissionPrecision: 8,
    quoteCommissionPrecision: 8,
    orderTypes: ['LIMIT', 'LIMIT_MAKER', 'MARKET'],
    icebergAllowed: false,
    ocoAllowed: false,
    otoAllowed: false,
    quoteOrderQtyMarketAllowed: true,
    allowTrailingStop: false,
    cancelReplaceAllowed: false,
    isSpotTradingAllowed: p.trade_status === 1,
    isMarginTradingAllowed: false,
    filters: [
      { filterType: 'PRICE_FILTER', minPrice: p.tick_size, maxPrice: '100000000', tickSize: p.tick_size },
      { filterType: 'LOT_SIZE', minQty: p.min_qty, maxQty: '100000000', stepSize: p.step_size },
      { filterType: 'MARKET_LOT_SIZE', minQty: p.min_qty, maxQty: '100000000', stepSize: p.step_size },
      { filterType: 'MIN_NOTIONAL', minNotional: p.min_notional, applyToMarket: true, avgPriceMins: 5 },
      { filterType: 'NOTIONAL', minNotional: p.min_notional, applyMinToMarket: true, maxNotional: '100000000000', applyMaxToMarket: false, avgPriceMins: 5 },
      { filterType: 'PERCENT_PRICE', multiplierUp: percentMultiplier(p.price_band, 1), multiplierDown: percentMultiplier(p.price_band, -1), avgPriceMins: 5 },
    ],
    permissions: ['SPOT'],
    permissionSets: [['SPOT']],
    defaultSelfTradePreventionMode: 'NONE',
    allowedSelfTradePreventionModes: ['NONE'],
  };
}

/** The price band (percent from the index) as Binance's PERCENT_PRICE multipliers. */
function percentMultiplier(bandPercent: string, sign: 1 | -1): string {
  const band = new Decimal(bandPercent || '0');
  if (band.lte(0)) return sign === 1 ? '5' : '0.2';
  return new Decimal(1).plus(band.div(100).times(sign)).toFixed();
}
