import Decimal from 'decimal.js';
import { formatPercent } from '../../lib/format';
import type { SecondOrder } from '@aurelix/shared/schemas/second';

/** How far the server's clock runs ahead of this browser's (tests and the demo may move it). */
let serverOffset = 0;
export function noteServerTime(serverMs: number): void {
  serverOffset = serverMs - Date.now();
}
export const serverNow = (localMs: number = Date.now()) => localMs + serverOffset;

/** Seconds left until an order settles, never below zero. */
export function secondsLeft(order: Pick<SecondOrder, 'settle_time' | 'duration'>, localMs: number): number {
  // A render's `localMs` may be a moment older than the offset just noted: never above the duration.
  return Math.min(order.duration, Math.max(0, Math.ceil((order.settle_time - serverNow(localMs)) / 1000)));
}

/** mm:ss */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** A rate fraction as a percent in the locale's figures: "0.85" is "85%" (en-US), "85 %" (de-DE). */
export const percent = (rate: string, intl = 'en-US') => formatPercent(new Decimal(rate).times(100), intl);

/** Stake × rate, to 8 decimals (the server's figure), as text; empty or bad input gives '0'. */
export function estimatedProfit(stake: string, rate: string | undefined): string {
  try {
    if (!rate || !/^\d+(\.\d+)?$/.test(stake)) return '0';
    return new Decimal(stake).times(rate).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
  } catch {
    return '0';
  }
}

/** Whether the live price is winning for the order so far: 'win', 'loss' or 'draw'. */
export function standing(order: Pick<SecondOrder, 'direction' | 'buy_price'>, price: string | undefined): 'win' | 'loss' | 'draw' {
  if (!price) return 'draw';
  const cmp = new Decimal(price).cmp(order.buy_price);
  if (cmp === 0) return 'draw';
  return (cmp > 0) === (order.direction === 'up') ? 'win' : 'loss';
}

export const fmtTime = (ms: number, intl: string) =>
  new Intl.DateTimeFormat(intl, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(ms);
