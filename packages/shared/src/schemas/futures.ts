import { z } from 'zod';
import { pairSymbol } from './market';

/*
 * Wire types of USDⓈ-M perpetual futures (issue 16), shared by the server and the web app. Every
 * amount, price and rate is a decimal string; a rate is a fraction ("0.0005" is 0.05%). The
 * engine's futures maths (packages/engine/src/futures) reads the contract settings below through
 * its `parseContractText` and answers positions in the view's shape. Routes are not defined yet.
 */

/** A non-negative plain decimal with at most 8 places (the futures maths' fixed scale). */
const fixed8 = z.string('INVALID_PARAMS').regex(/^\d{1,17}(?:\.\d{1,8})?$/, 'INVALID_PARAMS');
/** A signed plain decimal with at most 8 places. */
const signedFixed8 = z.string().regex(/^-?\d{1,17}(?:\.\d{1,8})?$/);

/** Hedge mode (SPEC 3): a long and a short of one contract are held apart. */
export const FUTURES_POSITION_SIDES = ['long', 'short'] as const;
export type FuturesPositionSide = (typeof FUTURES_POSITION_SIDES)[number];

/** Cross margin (the default) or isolated margin per position. */
export const MARGIN_MODES = ['cross', 'isolated'] as const;
export type MarginMode = (typeof MARGIN_MODES)[number];

/** Order directions of SPEC 3: open long, open short, close long, close short. */
export const FUTURES_DIRECTIONS = ['open_long', 'open_short', 'close_long', 'close_short'] as const;
export type FuturesDirection = (typeof FUTURES_DIRECTIONS)[number];

/**
 * One leverage bracket as an operator edits it: up to `cap` USDT of position notional (null: no
 * upper bound, last bracket only), at most `max_leverage`, maintenance `notional × rate − amount`.
 */
export const futuresBracket = z.object({
  cap: fixed8.nullable(),
  max_leverage: z.number().int().min(1).max(1000),
  maintenance_rate: fixed8,
  maintenance_amount: fixed8,
});
export type FuturesBracket = z.infer<typeof futuresBracket>;

/** A contract's trading settings (admin edit; the engine checks brackets are monotone and continuous). */
export const futuresContractSettings = z.object({
  symbol: pairSymbol,
  tick_size: fixed8,
  step_size: fixed8,
  maker_fee_rate: fixed8,
  taker_fee_rate: fixed8,
  brackets: z.array(futuresBracket).min(1).max(20),
});
export type FuturesContractSettings = z.infer<typeof futuresContractSettings>;

/** A position as the position list and detail show it (SPEC 3 fields). */
export const futuresPositionView = z.object({
  symbol: z.string(),
  side: z.enum(FUTURES_POSITION_SIDES),
  margin_mode: z.enum(MARGIN_MODES),
  leverage: z.number().int().positive(),
  /** Size in the base coin. */
  size: fixed8,
  /** Size less what resting close orders hold. */
  closable: fixed8,
  entry_price: fixed8,
  mark_price: fixed8,
  unrealised_pnl: signedFixed8,
  /** Return on equity (yield) as a fraction. */
  roe: signedFixed8,
  /** Initial margin at entry (cross) or the position's own margin (isolated). */
  margin: fixed8,
  maintenance_margin: fixed8,
  /** Null when no positive price liquidates the position. */
  liquidation_price: fixed8.nullable(),
});
export type FuturesPositionView = z.infer<typeof futuresPositionView>;

/** Funding of a contract as the trading page header shows it, with the countdown's target. */
export const futuresFundingView = z.object({
  symbol: z.string(),
  mark_price: fixed8,
  /** Floored to 4 decimals (SPEC 9). */
  index_price: z.string(),
  funding_rate: signedFixed8,
  next_funding_time: z.number().int().nonnegative(),
});
export type FuturesFundingView = z.infer<typeof futuresFundingView>;
