import Decimal from 'decimal.js';
import type {
  FuturesContractView,
  FuturesDirection,
  FuturesOrderType,
  FuturesPositionSide,
} from '@aurelix/shared/schemas/futures';
import type {
  PlaceFuturesTriggerBody,
  SetFuturesTpslBody,
  TriggerPriceType,
} from '@aurelix/shared/schemas/futures-triggers';
import { canonicalAmount } from '@aurelix/shared/schemas/amount';
import { isMultipleOf, toDec } from '../../spot/utils/decimal';
import { fieldIssue, type PairRules } from '../../spot/utils/order-form';
import { isOpening, MONEY_DECIMALS } from './futures-form';

/*
 * The maths and checks of trigger (plan) orders and of take-profit / stop-loss, free of React and
 * of floats: which way a trigger fires, the price of a yield (ROE) and back, the PnL at a price,
 * and the refusals that the server would answer too (SPEC 5).
 */

export type TriggerDirection = 'rise' | 'fall';

export interface TriggerDraft {
  direction: FuturesDirection;
  triggerPrice: string;
  triggerBy: TriggerPriceType;
  type: FuturesOrderType;
  price: string;
  quantity: string;
}

export type TriggerIssueKey =
  | 'triggerRequired'
  | 'atCurrent'
  | 'priceRequired'
  | 'quantityRequired'
  | 'priceTick'
  | 'quantityStep'
  | 'minQty'
  | 'aboveClosable'
  | 'nothingToClose'
  | 'format'
  | 'positive'
  | 'precision';

export interface TriggerIssue {
  field: 'triggerPrice' | 'price' | 'quantity';
  key: TriggerIssueKey;
  values?: { tick?: string; step?: string; min?: string; closable?: string; decimals?: number };
}

function canonicalOrNull(text: string | undefined | null): string | null {
  if (!text) return null;
  try {
    return canonicalAmount(text);
  } catch {
    return null;
  }
}

/** A positive decimal from what the user typed, or null. */
export function positiveOf(text: string | undefined | null): Decimal | null {
  const d = toDec(canonicalOrNull(text));
  return d && d.gt(0) ? d : null;
}

/** The price a trigger watches now: the mark price, or the last trade (the mark before the first trade). */
export function watchedPrice(
  contract: Pick<FuturesContractView, 'mark_price' | 'last_price'>,
  by: TriggerPriceType,
): string {
  return by === 'last' ? (contract.last_price ?? contract.mark_price) : contract.mark_price;
}

/** rise when the trigger is above the current price, fall when below; null when equal or unknown. */
export function triggerDirectionOf(
  triggerPrice: string,
  current: string | null | undefined,
): TriggerDirection | null {
  const trigger = positiveOf(triggerPrice);
  const now = toDec(current);
  if (!trigger || !now || trigger.eq(now)) return null;
  return trigger.gt(now) ? 'rise' : 'fall';
}

function priceIssue(field: 'triggerPrice' | 'price', text: string, rules: PairRules): TriggerIssue | null {
  const issue = fieldIssue('price', text, rules, true);
  if (issue) {
    const key = issue.key === 'priceRequired' && field === 'triggerPrice' ? 'triggerRequired' : issue.key;
    return { ...issue, field, key } as TriggerIssue;
  }
  if (!isMultipleOf(new Decimal(canonicalAmount(text)), rules.tick_size))
    return { field, key: 'priceTick', values: { tick: rules.tick_size } };
  return null;
}

/** The first problem of a trigger order before it is sent, or null. */
export function validateTriggerDraft(
  draft: TriggerDraft,
  rules: PairRules,
  current: string | null | undefined,
  closable?: string,
): TriggerIssue | null {
  const trigger = priceIssue('triggerPrice', draft.triggerPrice, rules);
  if (trigger) return trigger;
  if (toDec(current) && triggerDirectionOf(draft.triggerPrice, current) === null)
    return { field: 'triggerPrice', key: 'atCurrent' };
  if (draft.type === 'limit') {
    const price = priceIssue('price', draft.price, rules);
    if (price) return price;
  }
  const qIssue = fieldIssue('quantity', draft.quantity, rules, true);
  if (qIssue) return qIssue as TriggerIssue;
  const qty = new Decimal(canonicalAmount(draft.quantity));
  if (!isMultipleOf(qty, rules.step_size))
    return { field: 'quantity', key: 'quantityStep', values: { step: rules.step_size } };
  if (qty.lt(rules.min_qty)) return { field: 'quantity', key: 'minQty', values: { min: rules.min_qty } };
  if (!isOpening(draft.direction)) {
    const max = toDec(closable) ?? new Decimal(0);
    if (max.lte(0)) return { field: 'quantity', key: 'nothingToClose' };
    if (qty.gt(max)) return { field: 'quantity', key: 'aboveClosable', values: { closable: max.toFixed() } };
  }
  return null;
}

/** The body of POST /api/futures/trigger/place. */
export function toTriggerBody(symbol: string, draft: TriggerDraft): PlaceFuturesTriggerBody {
  const body: PlaceFuturesTriggerBody = {
    symbol,
    direction: draft.direction,
    trigger_price: canonicalAmount(draft.triggerPrice),
    trigger_by: draft.triggerBy,
    type: draft.type,
    quantity: canonicalAmount(draft.quantity),
  };
  if (draft.type === 'limit') body.price = canonicalAmount(draft.price);
  return body;
}

/* ---------- Take-profit and stop-loss ---------- */

export type ExitKind = 'take_profit' | 'stop_loss';
export type ExitBy = 'price' | 'roe';

/** A yield (ROE) as the user types it: a percent with at most 2 decimals, possibly negative. */
const PERCENT = /^-?(?:0|[1-9]\d{0,5})(?:\.\d{1,2})?$/;

export function percentOf(text: string): Decimal | null {
  const trimmed = text.trim();
  return PERCENT.test(trimmed) ? new Decimal(trimmed) : null;
}

/**
 * The price at which a position reaches `roePercent` of yield on its margin:
 * long entry × (1 + roe / leverage), short entry × (1 − roe / leverage), rounded to the tick
 * (towards the position's side: the yield is reached, not just missed). Null when not positive.
 */
export function priceAtRoe(
  entry: string,
  roePercent: Decimal,
  leverage: number,
  side: FuturesPositionSide,
  tick: string,
): Decimal | null {
  const e = toDec(entry);
  if (!e || leverage < 1) return null;
  const move = roePercent.div(100).div(leverage);
  const raw = side === 'long' ? e.times(new Decimal(1).plus(move)) : e.times(new Decimal(1).minus(move));
  const step = new Decimal(tick);
  const rounding = side === 'long' ? Decimal.ROUND_HALF_UP : Decimal.ROUND_HALF_DOWN;
  const price = raw.div(step).toDecimalPlaces(0, rounding).times(step);
  return price.gt(0) ? price : null;
}

/** The yield (ROE, percent) at `price`: long (price ÷ entry − 1) × leverage, short (1 − price ÷ entry) × leverage. */
export function roeAtPrice(
  entry: string,
  price: Decimal,
  leverage: number,
  side: FuturesPositionSide,
): Decimal | null {
  const e = toDec(entry);
  if (!e || e.lte(0)) return null;
  const change = price.div(e).minus(1);
  return (side === 'long' ? change : change.neg())
    .times(leverage)
    .times(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The PnL of closing `quantity` at `price`: long (price − entry) × qty, short (entry − price) × qty. */
export function pnlAtPrice(
  entry: string,
  price: Decimal,
  quantity: string,
  side: FuturesPositionSide,
): Decimal | null {
  const e = toDec(entry);
  const q = toDec(quantity);
  if (!e || !q) return null;
  const diff = side === 'long' ? price.minus(e) : e.minus(price);
  return diff.times(q).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP);
}

export interface ExitDraft {
  by: ExitBy;
  /** The price or the ROE percent, as typed; empty: no such exit. */
  value: string;
  /** Empty: the whole position. */
  quantity: string;
}

export type ExitIssueKey =
  | 'invalid'
  | 'roeFormat'
  | 'tpWrongSide'
  | 'slWrongSide'
  | 'priceTick'
  | 'quantityStep'
  | 'aboveSize'
  | 'format'
  | 'positive'
  | 'precision';

export interface ExitIssue {
  field: 'value' | 'quantity';
  key: ExitIssueKey;
  values?: { tick?: string; step?: string; size?: string; decimals?: number };
}

export interface ExitContext {
  side: FuturesPositionSide;
  entry: string;
  mark: string;
  leverage: number;
  size: string;
  rules: PairRules;
}

/** The trigger price of an exit: as typed, or from its ROE. Null when it cannot be worked out. */
export function exitPrice(draft: ExitDraft, ctx: ExitContext): Decimal | null {
  if (draft.by === 'price') return positiveOf(draft.value);
  const roe = percentOf(draft.value);
  return roe ? priceAtRoe(ctx.entry, roe, ctx.leverage, ctx.side, ctx.rules.tick_size) : null;
}

/**
 * The first problem of a TP or SL, or null. A TP must be on the winning side of the mark price
 * (above it for a long, below for a short) and an SL on the losing side.
 */
export function validateExit(kind: ExitKind, draft: ExitDraft, ctx: ExitContext): ExitIssue | null {
  if (draft.by === 'price') {
    const issue = fieldIssue('price', draft.value, ctx.rules, true);
    if (issue)
      return {
        field: 'value',
        key: issue.key === 'priceRequired' ? 'invalid' : issue.key,
        values: issue.values,
      } as ExitIssue;
    if (!isMultipleOf(new Decimal(canonicalAmount(draft.value)), ctx.rules.tick_size))
      return { field: 'value', key: 'priceTick', values: { tick: ctx.rules.tick_size } };
  } else if (!percentOf(draft.value)) {
    return { field: 'value', key: 'roeFormat' };
  }
  const price = exitPrice(draft, ctx);
  const mark = toDec(ctx.mark);
  if (!price) return { field: 'value', key: 'invalid' };
  if (mark) {
    const above = price.gt(mark);
    const below = price.lt(mark);
    const winning = ctx.side === 'long' ? above : below;
    const losing = ctx.side === 'long' ? below : above;
    if (kind === 'take_profit' && !winning) return { field: 'value', key: 'tpWrongSide' };
    if (kind === 'stop_loss' && !losing) return { field: 'value', key: 'slWrongSide' };
  }
  if (draft.quantity.trim() !== '') {
    const qIssue = fieldIssue('quantity', draft.quantity, ctx.rules, true);
    if (qIssue) return { field: 'quantity', key: qIssue.key, values: qIssue.values } as ExitIssue;
    const qty = new Decimal(canonicalAmount(draft.quantity));
    if (!isMultipleOf(qty, ctx.rules.step_size))
      return { field: 'quantity', key: 'quantityStep', values: { step: ctx.rules.step_size } };
    if (qty.gt(ctx.size)) return { field: 'quantity', key: 'aboveSize', values: { size: ctx.size } };
  }
  return null;
}

/** One leg of POST /api/futures/tpsl/set. */
export function toExitLeg(draft: ExitDraft): NonNullable<SetFuturesTpslBody['take_profit']> {
  const leg: NonNullable<SetFuturesTpslBody['take_profit']> =
    draft.by === 'price'
      ? { price: canonicalAmount(draft.value) }
      : { roe: percentOf(draft.value)!.toFixed() };
  if (draft.quantity.trim() !== '') leg.quantity = canonicalAmount(draft.quantity);
  return leg;
}
