/**
 * Short builders for book commands, for tests and benchmarks: `buy(1, 7, 100, 5)` reads as
 * "order 1 of user 7 buys 5 lots at 100". Time is derived from the order id so streams stay
 * deterministic without a clock.
 */
import type {
  CancelOrder,
  PlaceLimitOrder,
  PlaceMarketBuyByQuote,
  PlaceMarketOrder,
  Side,
  StpMode,
  TimeInForce,
} from '../commands';
import type { EpochMillis, Lots, OrderId, PriceTicks, QuoteUnits, UserId } from '../units';

const BASE_TIME = 1_700_000_000_000;

/** Options of a limit order beyond the essentials. */
export interface LimitOptions {
  readonly tif?: TimeInForce;
  readonly stp?: StpMode;
}

/** A limit order on `side`. */
export function limit(
  side: Side,
  id: number,
  user: number,
  price: number,
  qty: number,
  options: LimitOptions = {},
): PlaceLimitOrder {
  const command: PlaceLimitOrder = {
    type: 'limit',
    orderId: id as OrderId,
    userId: user as UserId,
    side,
    price: price as PriceTicks,
    qty: qty as Lots,
    tif: options.tif ?? 'GTC',
    time: (BASE_TIME + id) as EpochMillis,
  };
  return options.stp === undefined ? command : { ...command, stp: options.stp };
}

/** A limit buy. */
export const buy = (id: number, user: number, price: number, qty: number, options?: LimitOptions) =>
  limit('buy', id, user, price, qty, options);

/** A limit sell. */
export const sell = (id: number, user: number, price: number, qty: number, options?: LimitOptions) =>
  limit('sell', id, user, price, qty, options);

/** A market order for `qty` lots. */
export function market(side: Side, id: number, user: number, qty: number, stp?: StpMode): PlaceMarketOrder {
  const command: PlaceMarketOrder = {
    type: 'market',
    orderId: id as OrderId,
    userId: user as UserId,
    side,
    qty: qty as Lots,
    time: (BASE_TIME + id) as EpochMillis,
  };
  return stp === undefined ? command : { ...command, stp };
}

/** A market buy spending at most `quote` tick·lot units. */
export function buyWithQuote(id: number, user: number, quote: number, stp?: StpMode): PlaceMarketBuyByQuote {
  const command: PlaceMarketBuyByQuote = {
    type: 'market-buy-quote',
    orderId: id as OrderId,
    userId: user as UserId,
    quote: quote as QuoteUnits,
    time: (BASE_TIME + id) as EpochMillis,
  };
  return stp === undefined ? command : { ...command, stp };
}

/** A cancel of order `id` by `user`. */
export const cancel = (id: number, user: number): CancelOrder => ({
  type: 'cancel',
  orderId: id as OrderId,
  userId: user as UserId,
});
