import Decimal from 'decimal.js';
import type {
  FuturesContractView,
  FuturesDirection,
  FuturesOrderType,
  OpeningExit,
  PlaceFuturesOrderBody,
} from '@aurelix/shared/schemas/futures';
import type { TriggerPriceType } from '@aurelix/shared/schemas/futures-triggers';
import { canonicalAmount } from '@aurelix/shared/schemas/amount';
import { decimalsOf, floorToStep, isMultipleOf, toDec } from '../../spot/utils/decimal';
import { fieldIssue, type PairRules } from '../../spot/utils/order-form';

/*
 * The futures order form's maths and checks, free of React: the cost of an opening order (initial
 * margin plus the opening fee, both rounded up as the server freezes them), the slider's share of
 * what can be opened or closed, and the checks that run before anything is sent (SPEC 5 and 8).
 */

export type FormMode = 'open' | 'close';
export type PositionSide = 'long' | 'short';

export interface FuturesDraft {
  direction: FuturesDirection;
  type: FuturesOrderType;
  price: string;
  quantity: string;
  /** TP/SL at opening (opening orders only), as the API takes them, and the price they watch. */
  tpsl?: { take_profit?: OpeningExit; stop_loss?: OpeningExit; by?: TriggerPriceType };
}

export type FuturesIssueKey =
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

export interface FuturesIssue {
  field: 'price' | 'quantity';
  key: FuturesIssueKey;
  values?: { tick?: string; step?: string; min?: string; closable?: string; decimals?: number };
}

/** Decimals of USDT amounts (margin, fee, cost) as computed here. */
export const MONEY_DECIMALS = 4;

/** The direction of a button: open or close, long or short. */
export function directionOf(mode: FormMode, side: PositionSide): FuturesDirection {
  return `${mode}_${side}` as FuturesDirection;
}

/** The position side a direction opens or closes. */
export function sideOfDirection(direction: FuturesDirection): PositionSide {
  return direction.endsWith('long') ? 'long' : 'short';
}

export function isOpening(direction: FuturesDirection): boolean {
  return direction.startsWith('open');
}

/** Opening a long or closing a short buys (green); the other two sell (red). */
export function buysInBook(direction: FuturesDirection): boolean {
  return direction === 'open_long' || direction === 'close_short';
}

/** The contract's rules in the shape spot's field checks read. */
export function contractRules(contract: FuturesContractView): PairRules {
  return {
    symbol: contract.symbol,
    tick_size: contract.tick_size,
    step_size: contract.step_size,
    min_qty: contract.min_qty,
    min_notional: '0',
    price_precision: contract.price_precision,
    qty_precision: contract.qty_precision,
  };
}

function positive(text: string | undefined): Decimal | null {
  const d = toDec(text ? canonicalAmountOrNull(text) : null);
  return d && d.gt(0) ? d : null;
}

function canonicalAmountOrNull(text: string): string | null {
  try {
    return canonicalAmount(text);
  } catch {
    return null;
  }
}

/** The price an order is costed at: its own for a limit, the last (else mark) price for a market order. */
export function costPrice(draft: Pick<FuturesDraft, 'type' | 'price'>, lastPrice?: string | null, markPrice?: string): Decimal | null {
  if (draft.type === 'limit') return positive(draft.price);
  return positive(lastPrice ?? undefined) ?? positive(markPrice);
}

export interface OpenCost {
  /** Notional ÷ leverage. */
  margin: Decimal;
  /** Notional × the taker rate (the higher one: what the server freezes). */
  fee: Decimal;
  total: Decimal;
}

/** What opening `quantity` at `price` freezes: initial margin plus the opening fee, rounded up. */
export function openCost(price: Decimal | null, quantity: string, leverage: number, feeRate: string): OpenCost | null {
  const qty = positive(quantity);
  const rate = toDec(feeRate);
  if (!price || !qty || !rate || leverage < 1) return null;
  const notional = price.times(qty);
  const margin = notional.div(leverage).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP);
  const fee = notional.times(rate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_UP);
  return { margin, fee, total: margin.plus(fee) };
}

/** The quantity at `percent` of `max`, rounded down to the contract's step. */
export function quantityAtPercent(percent: number, max: string | undefined, step: string): string {
  const m = toDec(max);
  if (!m || m.lte(0)) return '';
  const q = floorToStep(m.times(percent).div(100), step);
  return q.gt(0) ? q.toFixed(decimalsOf(step)) : '';
}

/** Where the slider stands for a typed quantity: 0-100 of `max`. */
export function percentOfMax(quantity: string, max: string | undefined): number {
  const q = positive(quantity);
  const m = toDec(max);
  if (!q || !m || m.lte(0)) return 0;
  return Math.min(100, q.div(m).times(100).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber());
}

/**
 * The first problem of a draft before it is sent, or null. A close above the closable amount is
 * refused here (SPEC 5 and 8), so nothing reaches the server.
 */
export function validateFuturesDraft(draft: FuturesDraft, rules: PairRules, closable?: string): FuturesIssue | null {
  if (draft.type === 'limit') {
    const issue = fieldIssue('price', draft.price, rules, true);
    if (issue) return issue as FuturesIssue;
    const price = new Decimal(canonicalAmount(draft.price));
    if (!isMultipleOf(price, rules.tick_size)) return { field: 'price', key: 'priceTick', values: { tick: rules.tick_size } };
  }
  const qIssue = fieldIssue('quantity', draft.quantity, rules, true);
  if (qIssue) return qIssue as FuturesIssue;
  const qty = new Decimal(canonicalAmount(draft.quantity));
  if (!isMultipleOf(qty, rules.step_size)) return { field: 'quantity', key: 'quantityStep', values: { step: rules.step_size } };
  if (qty.lt(rules.min_qty)) return { field: 'quantity', key: 'minQty', values: { min: rules.min_qty } };
  if (!isOpening(draft.direction)) {
    const max = toDec(closable) ?? new Decimal(0);
    if (max.lte(0)) return { field: 'quantity', key: 'nothingToClose' };
    if (qty.gt(max)) return { field: 'quantity', key: 'aboveClosable', values: { closable: max.toFixed() } };
  }
  return null;
}

/** The body of POST /api/futures/order/place. */
export function toPlaceBody(symbol: string, draft: FuturesDraft, clientOrderId?: string): PlaceFuturesOrderBody {
  const body: PlaceFuturesOrderBody = {
    symbol,
    direction: draft.direction,
    type: draft.type,
    quantity: canonicalAmount(draft.quantity),
  };
  if (draft.type === 'limit') body.price = canonicalAmount(draft.price);
  if (clientOrderId) body.client_order_id = clientOrderId;
  if (draft.tpsl?.take_profit) body.take_profit = draft.tpsl.take_profit;
  if (draft.tpsl?.stop_loss) body.stop_loss = draft.tpsl.stop_loss;
  if (draft.tpsl?.by) body.tpsl_trigger_by = draft.tpsl.by;
  return body;
}

/** The leverage bracket limit shown in the leverage dialog: the notional cap at a leverage. */
export function bracketCapAt(contract: Pick<FuturesContractView, 'brackets'>, leverage: number): string | null | undefined {
  // Brackets go from the highest leverage (smallest notional) down; the last that allows `leverage` is the widest.
  const allowed = contract.brackets.filter((b) => b.max_leverage >= leverage);
  return allowed.length === 0 ? undefined : allowed[allowed.length - 1]!.cap;
}
