/**
 * The boundary between decimal strings (wire, database, operator forms) and the fixed-point
 * futures maths. The shapes mirror packages/shared/src/schemas/futures.ts field for field (the
 * engine imports nothing), so the server passes a parsed request or row straight in.
 */
import type { Lots } from '../units';
import { maintenanceMargin, notionalOf, validateContract, type Bracket, type FuturesContract } from './contract';
import { initialMargin } from './order-cost';
import { closableQty, entryPrice, returnOnEquity, unrealisedPnl, type Position } from './position';
import { FuturesRejectCode as Code, reject, type Result } from './result';
import { formatFixed, leverage, money, parseFixed, price, rate, type Leverage, type Money, type Price } from './units';

/** A bracket in decimal text (shared `FuturesBracket`). */
export interface BracketText {
  readonly cap: string | null;
  readonly max_leverage: number;
  readonly maintenance_rate: string;
  readonly maintenance_amount: string;
}

/** A contract's settings in decimal text (shared `FuturesContractSettings`). */
export interface ContractText {
  readonly symbol: string;
  readonly tick_size: string;
  readonly step_size: string;
  readonly maker_fee_rate: string;
  readonly taker_fee_rate: string;
  readonly brackets: readonly BracketText[];
}

function parseBracket(text: BracketText): Bracket | null {
  const cap = text.cap === null ? null : parseFixed(text.cap);
  const maintenanceRate = parseFixed(text.maintenance_rate);
  const maintenanceAmount = parseFixed(text.maintenance_amount);
  if ((text.cap !== null && cap === null) || maintenanceRate === null || maintenanceAmount === null) return null;
  return {
    cap: cap === null ? null : money(cap),
    maxLeverage: leverage(text.max_leverage),
    maintenanceRate: rate(maintenanceRate),
    maintenanceAmount: money(maintenanceAmount),
  };
}

/** Parses and validates a contract's settings: the one way operator data enters the maths. */
export function parseContractText(text: ContractText): Result<FuturesContract> {
  const tick = parseFixed(text.tick_size);
  if (tick === null) return reject(Code.CONTRACT_INVALID_TICK);
  const step = parseFixed(text.step_size);
  if (step === null) return reject(Code.CONTRACT_INVALID_STEP);
  const maker = parseFixed(text.maker_fee_rate);
  const taker = parseFixed(text.taker_fee_rate);
  if (maker === null || taker === null) return reject(Code.CONTRACT_INVALID_FEE);
  const brackets: Bracket[] = [];
  for (const b of text.brackets) {
    const parsed = parseBracket(b);
    if (parsed === null) return reject(Code.BRACKET_INVALID);
    brackets.push(parsed);
  }
  return validateContract({
    symbol: text.symbol,
    tickSize: price(tick),
    stepSize: step,
    makerFeeRate: rate(maker),
    takerFeeRate: rate(taker),
    brackets,
  });
}

/** A decimal quantity of the base coin as whole lots, or null when off the step or not positive. */
export function lotsOfText(contract: FuturesContract, text: string): Lots | null {
  const units = parseFixed(text);
  if (units === null || units <= 0n || units % contract.stepSize !== 0n) return null;
  const count = units / contract.stepSize;
  return count > BigInt(Number.MAX_SAFE_INTEGER) ? null : (Number(count) as Lots);
}

/** A decimal price on the contract's tick, or null. */
export function priceOfText(contract: FuturesContract, text: string): Price | null {
  const value = parseFixed(text);
  return value === null || value <= 0n || value % contract.tickSize !== 0n ? null : price(value);
}

/** Lots as a decimal quantity of the base coin. */
export const formatLots = (contract: FuturesContract, qty: Lots): string => formatFixed(BigInt(qty) * contract.stepSize);

/** What `describePosition` needs beyond the position. */
export interface PositionContext {
  readonly contract: FuturesContract;
  readonly mark: Price;
  readonly leverage: Leverage;
  readonly marginMode: 'cross' | 'isolated';
  /** Isolated only: the position's own margin. */
  readonly isolatedMargin?: Money;
  readonly pendingCloseQty: Lots;
  readonly liquidationPrice: Price | null;
}

/** A position in the shape of shared `FuturesPositionView`. */
export function describePosition(position: Position, ctx: PositionContext) {
  const { contract, mark } = ctx;
  const margin = ctx.marginMode === 'isolated' ? (ctx.isolatedMargin ?? money(0n)) : initialMargin(position.entryValue, ctx.leverage);
  return {
    symbol: contract.symbol,
    side: position.side,
    margin_mode: ctx.marginMode,
    leverage: ctx.leverage as number,
    size: formatLots(contract, position.size),
    closable: formatLots(contract, closableQty(position, ctx.pendingCloseQty)),
    entry_price: formatFixed(entryPrice(contract, position)),
    mark_price: formatFixed(mark),
    unrealised_pnl: formatFixed(unrealisedPnl(contract, position, mark)),
    roe: formatFixed(returnOnEquity(contract, position, mark, ctx.leverage)),
    margin: formatFixed(margin),
    maintenance_margin: formatFixed(maintenanceMargin(contract.brackets, notionalOf(contract, mark, position.size))),
    liquidation_price: ctx.liquidationPrice === null ? null : formatFixed(ctx.liquidationPrice),
  };
}
