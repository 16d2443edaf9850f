import type { PlaceSpotOrderBody, SpotSide, SpotTimeInForce } from '@aurelix/shared/schemas/spot';
import type { ErrorKey } from '@aurelix/shared/errors';
import { Decimal } from '../../lib/decimal';

/*
 * Pure rules of a spot market: checks of an order against the pair's settings, conversion of
 * decimal prices and sizes into the engine's integer ticks and lots, freezes and fees. No I/O.
 */

/** One spot market as the sequencer needs it (a row of `pairs` plus the quote currency's precision). */
export interface SpotMarket {
  symbol: string;
  base: string;
  quote: string;
  tick: Decimal;
  step: Decimal;
  minQty: Decimal;
  minNotional: Decimal;
  makerFee: Decimal;
  takerFee: Decimal;
  trading: boolean;
  /** Decimal places of the quote currency (freezes round up to it). */
  quotePrecision: number;
  pricePrecision: number;
  qtyPrecision: number;
}

/** Fees are charged to 8 decimal places, rounded up (ARCHITECTURE 4: fees round against the user). */
export const FEE_DECIMALS = 8;
/** One unit of the fee precision. */
const FEE_UNIT = new Decimal(10).pow(-FEE_DECIMALS);

/**
 * Totals stay below this so that the order's amount, its freeze with the fee, and every balance it
 * pays into fit numeric(36,18) (below 1e18).
 */
const MAX_NOTIONAL = new Decimal('1e17');

/** An order checked and translated into engine units. */
export type CheckedOrder =
  | { kind: 'limit'; side: SpotSide; price: Decimal; ticks: number; qty: Decimal; lots: number; tif: SpotTimeInForce }
  | { kind: 'market'; side: SpotSide; qty: Decimal; lots: number }
  | { kind: 'market-buy-quote'; amount: Decimal };

/** A business rejection as a value (STYLE habit 2); the service turns it into an AppError. */
export type Checked<T> = { ok: true; value: T } | { ok: false; key: ErrorKey };

const fail = (key: ErrorKey): { ok: false; key: ErrorKey } => ({ ok: false, key });

/** `value / unit` as a positive safe integer, or null when it is not a whole multiple (or too big). */
export function unitsOf(value: Decimal, unit: Decimal): number | null | 'too-large' {
  const n = value.div(unit);
  if (!n.isInteger()) return null;
  if (n.gt(Number.MAX_SAFE_INTEGER)) return 'too-large';
  return n.toNumber();
}

/** Checks everything about an order that does not depend on the book or the balances. */
export function checkOrder(market: SpotMarket, body: PlaceSpotOrderBody): Checked<CheckedOrder> {
  if (!market.trading) return fail('TRADING_DISABLED');
  if (body.type === 'market') return checkMarket(market, body);
  if (body.amount !== undefined) return fail('AMOUNT_NOT_ALLOWED');
  if (body.price === undefined) return fail('PRICE_REQUIRED');
  if (body.quantity === undefined) return fail('QUANTITY_REQUIRED');
  const price = new Decimal(body.price);
  const ticks = unitsOf(price, market.tick);
  if (ticks === null) return fail('PRICE_OFF_TICK');
  const qty = checkQuantity(market, body.quantity);
  if (!qty.ok) return qty;
  if (ticks === 'too-large') return fail('ORDER_TOO_LARGE');
  const notional = price.times(qty.value.qty);
  if (notional.lt(market.minNotional)) return fail('NOTIONAL_TOO_SMALL');
  if (notional.gte(MAX_NOTIONAL)) return fail('ORDER_TOO_LARGE');
  return { ok: true, value: { kind: 'limit', side: body.side, price, ticks, ...qty.value, tif: body.tif ?? 'GTC' } };
}

function checkMarket(market: SpotMarket, body: PlaceSpotOrderBody): Checked<CheckedOrder> {
  if (body.price !== undefined) return fail('PRICE_NOT_ALLOWED');
  if (body.tif !== undefined && body.tif !== 'IOC') return fail('TIF_NOT_ALLOWED');
  if (body.side === 'sell' && body.amount !== undefined) return fail('AMOUNT_NOT_ALLOWED');
  if (body.quantity !== undefined && body.amount !== undefined) return fail('QUANTITY_AND_AMOUNT');
  if (body.amount !== undefined) {
    const amount = new Decimal(body.amount);
    if (amount.decimalPlaces() > market.quotePrecision) return fail('AMOUNT_PRECISION');
    if (amount.lt(market.minNotional)) return fail('NOTIONAL_TOO_SMALL');
    if (amount.gte(MAX_NOTIONAL)) return fail('ORDER_TOO_LARGE');
    return { ok: true, value: { kind: 'market-buy-quote', amount } };
  }
  if (body.quantity === undefined) return fail('QUANTITY_REQUIRED');
  const qty = checkQuantity(market, body.quantity);
  if (!qty.ok) return qty;
  return { ok: true, value: { kind: 'market', side: body.side, ...qty.value } };
}

function checkQuantity(market: SpotMarket, text: string): Checked<{ qty: Decimal; lots: number }> {
  const qty = new Decimal(text);
  const lots = unitsOf(qty, market.step);
  if (lots === null) return fail('QUANTITY_OFF_STEP');
  if (qty.lt(market.minQty)) return fail('QUANTITY_TOO_SMALL');
  if (lots === 'too-large') return fail('ORDER_TOO_LARGE');
  return { ok: true, value: { qty, lots } };
}

/** The higher of the two fee rates: what a buy must set aside, whichever role its fills take. */
export const worstFeeRate = (m: SpotMarket) => Decimal.max(m.makerFee, m.takerFee);

/**
 * What a buy freezes for spending `notional` of quote: the notional, the worst-case fee and two
 * fee units of rounding slack (see `feeIncrement`), rounded up to the quote currency's precision.
 */
export function buyFreeze(m: SpotMarket, notional: Decimal): Decimal {
  const withFee = notional.times(worstFeeRate(m).plus(1)).plus(FEE_UNIT.times(2));
  return withFee.toDecimalPlaces(m.quotePrecision, Decimal.ROUND_UP);
}

/**
 * The fee of a new fill, charged on the order's running turnover: the order's total fee is then
 * `ceil8(turnover x rate)` per role, never a sum of per-fill roundings, so a buy's freeze always
 * covers it (at most one fee unit per role over the exact fee).
 */
export function feeIncrement(turnoverBefore: Decimal, fillAmount: Decimal, rate: Decimal): Decimal {
  const ceil = (x: Decimal) => x.times(rate).toDecimalPlaces(FEE_DECIMALS, Decimal.ROUND_UP);
  return ceil(turnoverBefore.plus(fillAmount)).minus(ceil(turnoverBefore));
}

/**
 * The engine budget of a market buy by amount, in tick-lot units: `amount` includes the taker fee
 * (and one fee unit of rounding slack), and whole units round down.
 */
export function quoteBudgetUnits(m: SpotMarket, amount: Decimal): number {
  const spendable = amount.minus(FEE_UNIT).div(m.takerFee.plus(1));
  const units = spendable.div(m.tick.times(m.step)).floor();
  return units.gt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Math.max(0, units.toNumber());
}

/**
 * Cost of buying `lots` from ask levels (best first, in ticks and lots); the lots that the asks
 * cannot supply cost nothing, since a market order's unfilled remainder is cancelled.
 */
export function walkAsksCost(m: SpotMarket, asks: readonly { price: number; qty: number }[], lots: number): Decimal {
  let left = lots;
  let cost = new Decimal(0);
  for (const level of asks) {
    if (left <= 0) break;
    const take = Math.min(left, level.qty);
    cost = cost.plus(m.tick.times(level.price).times(m.step.times(take)));
    left -= take;
  }
  return cost;
}

/**
 * Price protection, a percent-price filter: a limit price more than `bandPercent` above or below the
 * index is refused. Without an index (no price oracle running) there is no band, since a stale
 * reference price must not stop trading; a band of 0 switches the protection off for the pair.
 */
export function checkPriceBand(price: Decimal, index: Decimal | undefined, bandPercent: Decimal): Checked<true> {
  if (!index || index.lte(0) || bandPercent.lte(0)) return { ok: true, value: true };
  const reach = index.times(bandPercent).div(100);
  if (price.gt(index.plus(reach)) || price.lt(index.minus(reach))) return fail('PRICE_OUTSIDE_BAND');
  return { ok: true, value: true };
}
