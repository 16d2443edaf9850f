import Decimal from 'decimal.js';
import type { DepthLevel } from '@aurelix/shared/schemas/spot';
import { aggregateDepth, depthPrecisions } from '@aurelix/shared/depth';
import { toDec } from './decimal';

/*
 * The order book as drawn: levels merged at the chosen precision (bids round down, asks round up,
 * the same rule as POST /api/market/depth), each with its running total and a depth bar.
 */

/** The precisions a user can choose: the tick size times 1, 10, 100 and 1000 (shared with the server). */
export const precisionChoices = depthPrecisions;

/**
 * Merges levels (best first) into buckets of `step` with the server's own function, so the web
 * book and POST /api/market/depth always agree: bids round down, asks round up.
 */
export function aggregateLevels(
  levels: readonly DepthLevel[],
  step: string,
  side: 'bids' | 'asks',
  limit?: number,
): DepthLevel[] {
  const live = levels.filter(([, q]) => /[1-9]/.test(q));
  return aggregateDepth(live, side, step, limit);
}

export interface BookRow {
  price: string;
  quantity: string;
  /** Running total of quantity from the best price to this level. */
  cumulative: string;
  /** Width of the depth bar, 0-1: this level's running total over the deepest side's. */
  depth: number;
}

function cumulate(levels: readonly DepthLevel[]): { rows: Omit<BookRow, 'depth'>[]; total: Decimal } {
  let total = new Decimal(0);
  const rows = levels.map(([price, quantity]) => {
    total = total.plus(quantity);
    return { price, quantity, cumulative: total.toFixed() };
  });
  return { rows, total };
}

/**
 * Rows of both sides with depth bars on one scale (so the deeper side shows longer bars), best
 * price first on each side.
 */
export function bookRows(bids: readonly DepthLevel[], asks: readonly DepthLevel[]): { bids: BookRow[]; asks: BookRow[] } {
  const b = cumulate(bids);
  const a = cumulate(asks);
  const max = Decimal.max(b.total, a.total);
  const withDepth = (rows: Omit<BookRow, 'depth'>[]): BookRow[] =>
    rows.map((row) => ({ ...row, depth: max.isZero() ? 0 : new Decimal(row.cumulative).div(max).toNumber() }));
  return { bids: withDepth(b.rows), asks: withDepth(a.rows) };
}

/** Bid/ask spread and its size as a fraction of the best ask; null when a side is empty. */
export function spreadOf(bids: readonly DepthLevel[], asks: readonly DepthLevel[]): { spread: string; fraction: string } | null {
  const bid = toDec(bids[0]?.[0]);
  const ask = toDec(asks[0]?.[0]);
  if (!bid || !ask || ask.isZero()) return null;
  const spread = ask.minus(bid);
  return { spread: spread.toFixed(), fraction: spread.div(ask).toFixed() };
}
