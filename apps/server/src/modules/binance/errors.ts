import type { ErrorKey } from '@aurelix/shared/errors';
import { AppError } from '../../lib/app-error';

/*
 * Errors in Binance's shape (issue 29 item 5): HTTP 4xx with `{code, msg}`, the codes and messages
 * Binance documents, so a client library maps them as it does for Binance (ccxt: -2015 is an
 * AuthenticationError, "Account has insufficient balance for requested action." InsufficientFunds).
 */

export class BinanceError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    msg: string,
    /** Seconds until the client may ask again (429). */
    readonly retryAfter?: number,
  ) {
    super(msg);
  }
}

export const binanceErrors = {
  unknown: () => new BinanceError(500, -1000, 'An unknown error occurred while processing the request.'),
  busy: () => new BinanceError(503, -1008, 'Server is currently overloaded with other requests. Please try again in a few minutes.'),
  tooMuchWeight: (limit: number, retryAfter: number) =>
    new BinanceError(429, -1003, `Too much request weight used; current limit is ${limit} request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.`, retryAfter),
  timestamp: () => new BinanceError(400, -1021, 'Timestamp for this request is outside of the recvWindow.'),
  signature: () => new BinanceError(400, -1022, 'Signature for this request is not valid.'),
  illegalValue: (param: string) => new BinanceError(400, -1100, `Illegal characters found in parameter '${param}'; legal range is '${LEGAL[param] ?? 'see the API documentation'}'.`),
  missing: (param: string) => new BinanceError(400, -1102, `Mandatory parameter '${param}' was not sent, was empty/null, or malformed.`),
  combination: (msg: string) => new BinanceError(400, -1106, msg),
  badSymbol: () => new BinanceError(400, -1121, 'Invalid symbol.'),
  keyFormat: () => new BinanceError(401, -2014, 'API-key format invalid.'),
  rejected: () => new BinanceError(401, -2015, 'Invalid API-key, IP, or permissions for action.'),
  filter: (filter: string) => new BinanceError(400, -1013, `Filter failure: ${filter}`),
  newOrderRejected: (msg: string) => new BinanceError(400, -2010, msg),
  unknownOrder: () => new BinanceError(400, -2011, 'Unknown order sent.'),
  noSuchOrder: () => new BinanceError(400, -2013, 'Order does not exist.'),
};

const LEGAL: Record<string, string> = {
  limit: 'a whole number within the documented range',
  recvWindow: '1 to 60000',
  timestamp: 'epoch milliseconds',
};

const INSUFFICIENT = 'Account has insufficient balance for requested action.';

/** Our order errors in Binance's words: a filter failure, a rejected order, an unknown order. */
const BY_KEY: Partial<Record<ErrorKey, () => BinanceError>> = {
  UNKNOWN_PAIR: binanceErrors.badSymbol,
  INSUFFICIENT_BALANCE: () => binanceErrors.newOrderRejected(INSUFFICIENT),
  PRICE_OFF_TICK: () => binanceErrors.filter('PRICE_FILTER'),
  QUANTITY_OFF_STEP: () => binanceErrors.filter('LOT_SIZE'),
  QUANTITY_TOO_SMALL: () => binanceErrors.filter('LOT_SIZE'),
  NOTIONAL_TOO_SMALL: () => binanceErrors.filter('NOTIONAL'),
  AMOUNT_TOO_SMALL: () => binanceErrors.filter('NOTIONAL'),
  ORDER_TOO_LARGE: () => binanceErrors.filter('NOTIONAL'),
  PRICE_OUTSIDE_BAND: () => binanceErrors.filter('PERCENT_PRICE'),
  AMOUNT_PRECISION: () => new BinanceError(400, -1111, 'Precision is over the maximum defined for this asset.'),
  TRADING_DISABLED: () => binanceErrors.newOrderRejected('Market is closed.'),
  NO_LIQUIDITY: () => binanceErrors.newOrderRejected('Order book liquidity is less than LOT_SIZE filter minimum quantity.'),
  POST_ONLY_WOULD_CROSS: () => binanceErrors.newOrderRejected('Order would immediately match and take.'),
  FOK_NOT_FILLABLE: () => binanceErrors.newOrderRejected('Order would not be fully filled (FOK).'),
  SPOT_CLIENT_ORDER_ID_REUSED: () => binanceErrors.newOrderRejected('Duplicate order sent.'),
  PRICE_REQUIRED: () => binanceErrors.missing('price'),
  QUANTITY_REQUIRED: () => binanceErrors.missing('quantity'),
  PRICE_NOT_ALLOWED: () => binanceErrors.combination('Parameter \'price\' sent when not required.'),
  QUANTITY_AND_AMOUNT: () => binanceErrors.combination('Parameters \'quantity\' and \'quoteOrderQty\' cannot be sent together.'),
  AMOUNT_NOT_ALLOWED: () => binanceErrors.combination('Parameter \'quoteOrderQty\' sent when not required.'),
  TIF_NOT_ALLOWED: () => binanceErrors.combination('Parameter \'timeInForce\' sent when not required.'),
  // A NUL or another character no column can hold (the text check of every request).
  TEXT_UNSTORABLE: () => new BinanceError(400, -1100, 'Illegal characters found in a parameter.'),
  ORDER_NOT_FOUND: binanceErrors.unknownOrder,
  ORDER_NOT_OPEN: binanceErrors.unknownOrder,
  MARKET_BUSY: binanceErrors.busy,
  // USDⓈ-M futures (/fapi).
  CONTRACT_UNKNOWN: binanceErrors.badSymbol,
  FUTURES_PRICE_OUTSIDE_BAND: () => binanceErrors.filter('PERCENT_PRICE'),
  FUTURES_PRICE_OFF_TICK: () => binanceErrors.filter('PRICE_FILTER'),
  FUTURES_QUANTITY_OFF_STEP: () => binanceErrors.filter('LOT_SIZE'),
  FUTURES_QUANTITY_TOO_SMALL: () => binanceErrors.filter('LOT_SIZE'),
  // Binance says "Margin is insufficient."; a client knows that only by Binance's futures host name,
  // which ours is not, so the spot text it knows everywhere is answered (ccxt: InsufficientFunds).
  FUTURES_MARGIN_SHORT: () => new BinanceError(400, -2019, INSUFFICIENT),
  FUTURES_NOT_VERIFIED: () => binanceErrors.newOrderRejected('Futures trading needs a verified identity: verify it on the website first.'),
  LEVERAGE_INVALID: () => new BinanceError(400, -4028, 'Leverage is not valid.'),
  LEVERAGE_TOO_HIGH: () => new BinanceError(400, -4028, 'Leverage is not valid.'),
  CLOSE_EXCEEDS_CLOSABLE: () => new BinanceError(400, -2022, 'ReduceOnly Order is rejected.'),
  NO_POSITION: () => new BinanceError(400, -2022, 'ReduceOnly Order is rejected.'),
};

/** Any error of a handler as Binance would answer it; undefined for a fault of ours (logged, -1000). */
export function binanceErrorOf(err: unknown): BinanceError | undefined {
  if (err instanceof BinanceError) return err;
  if (err instanceof AppError) return BY_KEY[err.key]?.() ?? new BinanceError(400, -1000, err.key);
  const status = (err as { statusCode?: number }).statusCode;
  if (status === 413) return new BinanceError(413, -1104, 'Too many parameters sent for this endpoint.');
  if (status !== undefined && status >= 400 && status < 500) return new BinanceError(400, -1101, 'Illegal parameters.');
  return undefined;
}
