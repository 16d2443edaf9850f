import Decimal from 'decimal.js';
import type { PairItem } from '@aurelix/shared/schemas/platform';
import type { PlaceSpotOrderBody, SpotOrderType, SpotSide, SpotTimeInForce } from '@aurelix/shared/schemas/spot';
import { canonicalAmount, checkAmountText, normalizeAmountText } from '@aurelix/shared/schemas/amount';
import { decimalsOf, floorToStep, isMultipleOf, toDec } from './decimal';

/*
 * The order form's maths and checks, free of React: totals, the fee shown, the slider's share of the
 * balance and the pair's tick/step/minimum checks, with the same rounding the server applies (a buy
 * freezes its quote with the fee on top, so the slider leaves room for it).
 */

export type PairRules = Pick<
  PairItem,
  'symbol' | 'tick_size' | 'step_size' | 'min_qty' | 'min_notional' | 'price_precision' | 'qty_precision'
> &
  Partial<Pick<PairItem, 'price_band'>>;

/** A market buy spends either a quantity of base or an amount of quote. */
export type MarketBuyBy = 'quantity' | 'amount';

export interface OrderDraft {
  side: SpotSide;
  type: SpotOrderType;
  price?: string;
  quantity?: string;
  amount?: string;
  buyBy: MarketBuyBy;
  /** Time in force of a limit order (GTC when absent); market orders are always IOC. */
  tif?: SpotTimeInForce;
}

export interface FormContext {
  /** Available balance of the currency the order spends: quote for buys, base for sells. */
  available: string;
  /** Fee rate used for the estimate and the room left on a buy (the taker rate, the higher one). */
  feeRate: string;
  /** Last trade price, for estimating market orders. */
  lastPrice?: string;
}

export type DraftField = 'price' | 'quantity' | 'amount';
export type DraftErrorKey =
  | 'priceRequired'
  | 'quantityRequired'
  | 'amountRequired'
  | 'priceTick'
  | 'quantityStep'
  | 'minQty'
  | 'minNotional'
  | 'insufficient'
  | 'format'
  | 'positive'
  | 'precision';

export interface DraftIssue {
  field: DraftField;
  key: DraftErrorKey;
  values?: { tick?: string; step?: string; min?: string; decimals?: number };
}

/** Decimals each field takes: the tick's for a price, the step's for a quantity, the quote's for an amount. */
export function fieldDecimals(field: DraftField, rules: PairRules): number {
  if (field === 'price') return decimalsOf(rules.tick_size);
  if (field === 'quantity') return decimalsOf(rules.step_size);
  return amountDecimals(rules);
}

const REQUIRED_KEYS = { price: 'priceRequired', quantity: 'quantityRequired', amount: 'amountRequired' } as const;

/**
 * What is wrong with one field as typed (not a plain number, not above zero, too many decimals), or
 * null. An empty field is an issue only on submit (`required`), so typing is never scolded for it.
 */
export function fieldIssue(field: DraftField, text: string | undefined, rules: PairRules, required = false): DraftIssue | null {
  const decimals = fieldDecimals(field, rules);
  const problem = checkAmountText(text, decimals);
  if (!problem) return null;
  if (problem === 'required') return required ? { field, key: REQUIRED_KEYS[field] } : null;
  return { field, key: problem, values: { decimals } };
}

/** True when this draft spends an amount of quote (a market buy by amount). */
export function spendsAmount(draft: OrderDraft): boolean {
  return draft.type === 'market' && draft.side === 'buy' && draft.buyBy === 'amount';
}

/** Decimals of a quote amount: the pair's price precision. */
export function amountDecimals(rules: PairRules): number {
  return Math.max(rules.price_precision, decimalsOf(rules.tick_size));
}

/**
 * The order's total in quote: price x quantity for a limit, the amount of a market buy by amount,
 * and last price x quantity as an estimate for other market orders. Null when it cannot be known.
 */
export function orderTotal(draft: OrderDraft, lastPrice?: string): Decimal | null {
  if (spendsAmount(draft)) return positive(draft.amount);
  const quantity = positive(draft.quantity);
  const price = draft.type === 'limit' ? positive(draft.price) : toDec(lastPrice);
  if (!quantity || !price) return null;
  return price.times(quantity);
}

/** The fee of a total at a rate, rounded up against the user as the server does. */
export function estimatedFee(total: Decimal | null, feeRate: string, decimals: number): Decimal | null {
  const rate = toDec(feeRate);
  if (!total || !rate) return null;
  return total.times(rate).toDecimalPlaces(decimals, Decimal.ROUND_UP);
}

/** What the order would take from the balance: quote with the fee on top for buys, base for sells. */
export function requiredBalance(draft: OrderDraft, ctx: FormContext): Decimal | null {
  if (draft.side === 'sell') return positive(draft.quantity);
  const total = orderTotal(draft, ctx.lastPrice);
  const rate = toDec(ctx.feeRate) ?? new Decimal(0);
  return total ? total.times(rate.plus(1)) : null;
}

/** A typed amount as a number when it is a plain decimal above zero ("-1" and "1e30" are not). */
function positive(value: string | undefined): Decimal | null {
  const problem = checkAmountText(value, 18);
  if (problem && problem !== 'precision') return null;
  return new Decimal(normalizeAmountText(value));
}

/** The first problem of a draft, checked in the order a user fills the form; null when it can go. */
export function validateDraft(draft: OrderDraft, rules: PairRules, ctx: FormContext): DraftIssue | null {
  if (draft.type === 'limit') {
    const issue = fieldIssue('price', draft.price, rules, true);
    if (issue) return issue;
    const price = positive(draft.price)!;
    if (!isMultipleOf(price, rules.tick_size))
      return { field: 'price', key: 'priceTick', values: { tick: rules.tick_size } };
  }
  if (spendsAmount(draft)) {
    const issue = fieldIssue('amount', draft.amount, rules, true);
    if (issue) return issue;
    const amount = positive(draft.amount)!;
    if (amount.lt(rules.min_notional))
      return { field: 'amount', key: 'minNotional', values: { min: rules.min_notional } };
  } else {
    const issue = fieldIssue('quantity', draft.quantity, rules, true);
    if (issue) return issue;
    const quantity = positive(draft.quantity)!;
    if (!isMultipleOf(quantity, rules.step_size))
      return { field: 'quantity', key: 'quantityStep', values: { step: rules.step_size } };
    if (quantity.lt(rules.min_qty)) return { field: 'quantity', key: 'minQty', values: { min: rules.min_qty } };
    const total = orderTotal(draft, ctx.lastPrice);
    if (total && total.lt(rules.min_notional))
      return { field: 'quantity', key: 'minNotional', values: { min: rules.min_notional } };
  }
  const need = requiredBalance(draft, ctx);
  const available = toDec(ctx.available) ?? new Decimal(0);
  if (need && need.gt(available)) return { field: spendsAmount(draft) ? 'amount' : 'quantity', key: 'insufficient' };
  return null;
}

/**
 * The slider: `percent` of the available balance turned into the field the draft spends. Buys keep
 * room for the fee; quantities round down to the step, amounts down to the quote's decimals.
 */
export function shareOfBalance(
  percent: number,
  draft: OrderDraft,
  rules: PairRules,
  ctx: FormContext,
): Partial<Pick<OrderDraft, 'quantity' | 'amount'>> {
  const available = toDec(ctx.available);
  if (!available || available.lte(0) || percent <= 0) return spendsAmount(draft) ? { amount: '' } : { quantity: '' };
  const share = available.times(Math.min(percent, 100)).div(100);
  if (draft.side === 'sell') return { quantity: floorToStep(share, rules.step_size).toFixed() };
  const budget = share.div(new Decimal(ctx.feeRate || '0').plus(1));
  if (spendsAmount(draft)) {
    return { amount: budget.toDecimalPlaces(amountDecimals(rules), Decimal.ROUND_DOWN).toFixed() };
  }
  const price = draft.type === 'limit' ? positive(draft.price) : positive(ctx.lastPrice);
  if (!price) return { quantity: '' };
  return { quantity: floorToStep(budget.div(price), rules.step_size).toFixed() };
}

/** The slider's position for what the form holds (0-100), so typing moves the slider too. */
export function percentOfBalance(draft: OrderDraft, ctx: FormContext): number {
  const need = requiredBalance(draft, ctx);
  const available = toDec(ctx.available);
  if (!need || !available || available.lte(0)) return 0;
  return Math.min(100, need.div(available).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
}

/**
 * How far, in percent, a limit price goes through the best opposite price (above the lowest ask for
 * a buy, below the highest bid for a sell) when that is more than the pair's band; null otherwise.
 * The form asks for confirmation then: 500,000 for BTC at 97,000 is far more likely a typo than a wish.
 */
export function priceThrough(draft: OrderDraft, bestOpposite: string | undefined, bandPercent: string | undefined): Decimal | null {
  if (draft.type !== 'limit') return null;
  const price = positive(draft.price);
  const best = toDec(bestOpposite);
  const band = toDec(bandPercent);
  if (!price || !best || best.lte(0) || !band || band.lte(0)) return null;
  const through = (draft.side === 'buy' ? price.minus(best) : best.minus(price)).div(best).times(100);
  return through.gt(band) ? through.toDecimalPlaces(2, Decimal.ROUND_DOWN) : null;
}

/** A fresh client order id, so a retried request cannot place the order twice. */
export function newClientOrderId(): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `w${Date.now().toString(36)}${random}`;
}

/** The body of POST /api/spot/order/place for a checked draft. */
export function toPlaceBody(symbol: string, draft: OrderDraft, clientOrderId: string): PlaceSpotOrderBody {
  const body: PlaceSpotOrderBody = {
    symbol,
    side: draft.side,
    type: draft.type,
    client_order_id: clientOrderId,
  };
  if (draft.type === 'limit') body.price = canonicalAmount(draft.price!);
  if (draft.type === 'limit' && draft.tif && draft.tif !== 'GTC') body.tif = draft.tif;
  if (spendsAmount(draft)) body.amount = canonicalAmount(draft.amount!);
  else body.quantity = canonicalAmount(draft.quantity!);
  return body;
}
