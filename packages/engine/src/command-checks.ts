/**
 * Checks of a command's own fields, before any book state is consulted. Shared by both book
 * implementations so they reject the same commands with the same codes. Commands are typed, but
 * they are checked at run time too: they are built from requests and database rows, and a NaN
 * or a fraction reaching the book would corrupt integer arithmetic silently.
 */
import type {
  CancelOrder,
  PlaceLimitOrder,
  PlaceMarketBuyByQuote,
  PlaceMarketOrder,
  StpMode,
} from './commands';
import { RejectCode } from './events';
import { isPositiveSafeInteger } from './units';

const isSide = (side: unknown): boolean => side === 'buy' || side === 'sell';

const isTimeInForce = (tif: unknown): boolean =>
  tif === 'GTC' || tif === 'IOC' || tif === 'FOK' || tif === 'POST_ONLY';

const isStpMode = (stp: unknown): boolean =>
  stp === undefined || stp === 'cancel-maker' || stp === 'cancel-taker' || stp === 'cancel-both';

const isTime = (time: unknown): boolean =>
  typeof time === 'number' && Number.isSafeInteger(time) && time >= 0;

/** The fields every placement has: ids, time and the STP override. */
function checkPlacementBase(
  command: Pick<PlaceMarketOrder, 'orderId' | 'userId' | 'time' | 'stp'>,
): RejectCode | null {
  if (!isPositiveSafeInteger(command.orderId)) return RejectCode.INVALID_ORDER_ID;
  if (!isPositiveSafeInteger(command.userId)) return RejectCode.INVALID_USER_ID;
  if (!isTime(command.time)) return RejectCode.INVALID_TIME;
  if (!isStpMode(command.stp)) return RejectCode.INVALID_STP_MODE;
  return null;
}

/** The reason a limit order's fields are unacceptable, or null. */
export function checkLimitFields(command: PlaceLimitOrder): RejectCode | null {
  const base = checkPlacementBase(command);
  if (base !== null) return base;
  if (!isSide(command.side)) return RejectCode.INVALID_SIDE;
  if (!isPositiveSafeInteger(command.price)) return RejectCode.INVALID_PRICE;
  if (!isPositiveSafeInteger(command.qty)) return RejectCode.INVALID_QUANTITY;
  if (!isTimeInForce(command.tif)) return RejectCode.INVALID_TIME_IN_FORCE;
  return null;
}

/** The reason a market order's fields are unacceptable, or null. */
export function checkMarketFields(command: PlaceMarketOrder): RejectCode | null {
  const base = checkPlacementBase(command);
  if (base !== null) return base;
  if (!isSide(command.side)) return RejectCode.INVALID_SIDE;
  if (!isPositiveSafeInteger(command.qty)) return RejectCode.INVALID_QUANTITY;
  return null;
}

/** The reason a market buy by quote's fields are unacceptable, or null. */
export function checkQuoteFields(command: PlaceMarketBuyByQuote): RejectCode | null {
  const base = checkPlacementBase(command);
  if (base !== null) return base;
  if (!isPositiveSafeInteger(command.quote)) return RejectCode.INVALID_QUOTE_AMOUNT;
  return null;
}

/** The reason a cancel's fields are unacceptable, or null. */
export function checkCancelFields(command: CancelOrder): RejectCode | null {
  if (!isPositiveSafeInteger(command.orderId)) return RejectCode.INVALID_ORDER_ID;
  if (!isPositiveSafeInteger(command.userId)) return RejectCode.INVALID_USER_ID;
  return null;
}

/** The STP mode that applies to a taker: its own override, else the book's. */
export const stpModeFor = (override: StpMode | undefined, bookMode: StpMode): StpMode => override ?? bookMode;
