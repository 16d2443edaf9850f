import { z } from 'zod';

/*
 * Parameters of the Binance-compatible API (issue 29): /api/v3 (spot) and /fapi (futures). They
 * arrive as text in the query string or a form body, as Binance takes them, so numbers are parsed
 * from strings here. Unknown parameters are dropped, as Binance does. A message is the name of the
 * parameter at fault; the server answers it in Binance's words (-1100 / -1102).
 */

const text = (name: string) => z.string(name);
const integer = (name: string, min: number, max: number) =>
  text(name)
    .regex(/^-?\d{1,16}$/, name)
    .transform(Number)
    .pipe(z.number().int(name).min(min, name).max(max, name));
const millis = (name: string) => integer(name, 0, 8_640_000_000_000_000);
/** An id of ours: a positive safe integer. */
const id = (name: string) => integer(name, 1, Number.MAX_SAFE_INTEGER);
/** A positive decimal as Binance clients write it (trailing zeros allowed). */
const decimal = (name: string) =>
  text(name)
    .regex(/^(?:0|[1-9]\d{0,17})(?:\.\d{1,18})?$/, name)
    .refine((s) => /[1-9]/.test(s), name);

/** A symbol in Binance's form: BTCUSDT. */
export const binanceSymbol = text('symbol').regex(/^[A-Z0-9]{2,24}$/, 'symbol');

export const BINANCE_KLINE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '1d', '1w', '1M'] as const;
export type BinanceKlineInterval = (typeof BINANCE_KLINE_INTERVALS)[number];

/** Every signed request: its time by the client's clock, how long it stays good, and the HMAC. */
export const signedParams = z.object({
  timestamp: millis('timestamp'),
  recvWindow: integer('recvWindow', 1, 60_000).default(5000),
  signature: text('signature').regex(/^[0-9a-fA-F]{64}$/, 'signature'),
});
export type SignedParams = z.infer<typeof signedParams>;

export const depthParams = z.object({ symbol: binanceSymbol, limit: integer('limit', 1, 5000).default(100) });
export const tradesParams = z.object({ symbol: binanceSymbol, limit: integer('limit', 1, 1000).default(500) });
export const historicalTradesParams = tradesParams.extend({ fromId: id('fromId').optional() });
export const aggTradesParams = tradesParams.extend({
  fromId: id('fromId').optional(),
  startTime: millis('startTime').optional(),
  endTime: millis('endTime').optional(),
});
export const klinesParams = z.object({
  symbol: binanceSymbol,
  interval: z.enum(BINANCE_KLINE_INTERVALS, 'interval'),
  startTime: millis('startTime').optional(),
  endTime: millis('endTime').optional(),
  limit: integer('limit', 1, 1000).default(500),
});
/** One symbol, a JSON list of them (`["BTCUSDT","ETHUSDT"]`), or neither for every symbol. */
export const tickerParams = z.object({
  symbol: binanceSymbol.optional(),
  symbols: text('symbols')
    .transform((s, ctx) => {
      try {
        const list: unknown = JSON.parse(s);
        if (Array.isArray(list) && list.length > 0 && list.every((x) => typeof x === 'string' && /^[A-Z0-9]{2,24}$/.test(x))) return list as string[];
      } catch {
        // answered below
      }
      ctx.addIssue({ code: 'custom', message: 'symbols' });
      return z.NEVER;
    })
    .optional(),
});
export const symbolParams = z.object({ symbol: binanceSymbol });
export const optionalSymbolParams = z.object({ symbol: binanceSymbol.optional() });

export const BINANCE_SIDES = ['BUY', 'SELL'] as const;
export const BINANCE_SPOT_ORDER_TYPES = ['LIMIT', 'MARKET', 'LIMIT_MAKER'] as const;
export const BINANCE_TIME_IN_FORCE = ['GTC', 'IOC', 'FOK'] as const;
export const BINANCE_RESPONSE_TYPES = ['ACK', 'RESULT', 'FULL'] as const;

const clientOrderId = (name: string) => text(name).regex(/^[A-Za-z0-9_-]{1,36}$/, name);

/** POST /api/v3/order and /api/v3/order/test. */
export const spotNewOrderParams = z.object({
  symbol: binanceSymbol,
  side: z.enum(BINANCE_SIDES, 'side'),
  type: z.enum(BINANCE_SPOT_ORDER_TYPES, 'type'),
  timeInForce: z.enum(BINANCE_TIME_IN_FORCE, 'timeInForce').optional(),
  quantity: decimal('quantity').optional(),
  quoteOrderQty: decimal('quoteOrderQty').optional(),
  price: decimal('price').optional(),
  newClientOrderId: clientOrderId('newClientOrderId').optional(),
  newOrderRespType: z.enum(BINANCE_RESPONSE_TYPES, 'newOrderRespType').optional(),
});
export type SpotNewOrderParams = z.infer<typeof spotNewOrderParams>;

/** GET and DELETE /api/v3/order: one of the two ids. */
export const orderRefParams = z.object({
  symbol: binanceSymbol,
  orderId: id('orderId').optional(),
  origClientOrderId: clientOrderId('origClientOrderId').optional(),
});
export type OrderRefParams = z.infer<typeof orderRefParams>;

export const allOrdersParams = z.object({
  symbol: binanceSymbol,
  orderId: id('orderId').optional(),
  startTime: millis('startTime').optional(),
  endTime: millis('endTime').optional(),
  limit: integer('limit', 1, 1000).default(500),
});
export type AllOrdersParams = z.infer<typeof allOrdersParams>;

export const myTradesParams = z.object({
  symbol: binanceSymbol,
  orderId: id('orderId').optional(),
  startTime: millis('startTime').optional(),
  endTime: millis('endTime').optional(),
  fromId: id('fromId').optional(),
  limit: integer('limit', 1, 1000).default(500),
});
export type MyTradesParams = z.infer<typeof myTradesParams>;

/* ---------- USDⓈ-M futures (/fapi) ---------- */

export const BINANCE_POSITION_SIDES = ['LONG', 'SHORT', 'BOTH'] as const;
export const BINANCE_FUTURES_ORDER_TYPES = ['LIMIT', 'MARKET', 'STOP', 'STOP_MARKET', 'TAKE_PROFIT', 'TAKE_PROFIT_MARKET', 'TRAILING_STOP_MARKET'] as const;

/** POST /fapi/v1/order. Hedge mode: positionSide says which position the order opens or closes. */
export const futuresNewOrderParams = z.object({
  symbol: binanceSymbol,
  side: z.enum(BINANCE_SIDES, 'side'),
  positionSide: z.enum(BINANCE_POSITION_SIDES, 'positionSide').optional(),
  type: z.enum(BINANCE_FUTURES_ORDER_TYPES, 'type'),
  timeInForce: z.enum(['GTC', 'IOC', 'FOK', 'GTX', 'GTD'], 'timeInForce').optional(),
  quantity: decimal('quantity').optional(),
  price: decimal('price').optional(),
  reduceOnly: z.enum(['true', 'false'], 'reduceOnly').optional(),
  newClientOrderId: clientOrderId('newClientOrderId').optional(),
  newOrderRespType: z.enum(['ACK', 'RESULT'], 'newOrderRespType').optional(),
});
export type FuturesNewOrderParams = z.infer<typeof futuresNewOrderParams>;

export const BINANCE_CONDITIONAL_TYPES = ['STOP', 'STOP_MARKET', 'TAKE_PROFIT', 'TAKE_PROFIT_MARKET', 'TRAILING_STOP_MARKET'] as const;

/**
 * POST /fapi/v1/algoOrder (algoType CONDITIONAL): a stop or take-profit order that rests until
 * `triggerPrice` is reached by the last price (CONTRACT_PRICE, the default) or the mark price.
 * `closePosition` true closes the whole position (STOP_MARKET / TAKE_PROFIT_MARKET, no quantity).
 */
export const futuresAlgoOrderParams = z.object({
  algoType: z.enum(['CONDITIONAL'], 'algoType'),
  symbol: binanceSymbol,
  side: z.enum(BINANCE_SIDES, 'side'),
  positionSide: z.enum(BINANCE_POSITION_SIDES, 'positionSide').optional(),
  type: z.enum(BINANCE_CONDITIONAL_TYPES, 'type'),
  timeInForce: z.enum(['GTC', 'IOC', 'FOK', 'GTX', 'GTD'], 'timeInForce').optional(),
  quantity: decimal('quantity').optional(),
  price: decimal('price').optional(),
  triggerPrice: decimal('triggerPrice').optional(),
  workingType: z.enum(['MARK_PRICE', 'CONTRACT_PRICE'], 'workingType').default('CONTRACT_PRICE'),
  closePosition: z.enum(['true', 'false'], 'closePosition').optional(),
  reduceOnly: z.enum(['true', 'false'], 'reduceOnly').optional(),
  clientAlgoId: clientOrderId('clientAlgoId').optional(),
});
export type FuturesAlgoOrderParams = z.infer<typeof futuresAlgoOrderParams>;

/** GET and DELETE /fapi/v1/algoOrder: one of the two ids. */
export const algoOrderRefParams = z.object({
  algoId: id('algoId').optional(),
  clientAlgoId: clientOrderId('clientAlgoId').optional(),
});
export const openAlgoOrdersParams = z.object({ symbol: binanceSymbol.optional(), algoId: id('algoId').optional() });
export const allAlgoOrdersParams = z.object({
  symbol: binanceSymbol,
  algoId: id('algoId').optional(),
  startTime: millis('startTime').optional(),
  endTime: millis('endTime').optional(),
  limit: integer('limit', 1, 100).default(100),
});

/** GET /fapi/v1/klines: up to 1500 candles, as Binance's futures. */
export const futuresKlinesParams = klinesParams.extend({ limit: integer('limit', 1, 1500).default(500) });

/** GET /fapi/v1/fundingRate. */
export const fundingRateParams = z.object({
  symbol: binanceSymbol.optional(),
  startTime: millis('startTime').optional(),
  endTime: millis('endTime').optional(),
  limit: integer('limit', 1, 1000).default(100),
});

/** POST /fapi/v1/marginType. */
export const marginTypeParams = z.object({ symbol: binanceSymbol, marginType: z.enum(['ISOLATED', 'CROSSED'], 'marginType') });

/** POST /fapi/v1/leverage. */
export const leverageParams = z.object({ symbol: binanceSymbol, leverage: integer('leverage', 1, 125) });
