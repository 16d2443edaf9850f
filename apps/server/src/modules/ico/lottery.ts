import { createHash } from 'node:crypto';
import { Decimal } from '../../lib/decimal';
import type { IcoThawStep } from '@aurelix/shared/schemas/ico';

/*
 * The ICO lottery and allocation arithmetic (issue 19), pure. docs/ico.md states the algorithm and
 * scripts/verify-ico-lottery.mjs recomputes it from a project's public data; both must stay in step
 * with drawLots below.
 */

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** One subscription as the lottery sees it: its public id and its lots. */
export interface LotteryEntry {
  id: number;
  lots: number;
}

/**
 * Won lots per subscription id. Undersubscribed (total lots ≤ offered): everyone wins every lot.
 * Oversubscribed: lot k (0-based) of subscription s is the ticket sha256(`${seed}:${s.id}:${k}`);
 * the `offered` tickets with the smallest hashes (hex order; ties by id, then k) win.
 */
export function drawLots(seed: string, offered: number, entries: readonly LotteryEntry[]): Map<number, number> {
  const won = new Map<number, number>();
  const total = entries.reduce((n, e) => n + e.lots, 0);
  if (total <= offered) {
    for (const e of entries) won.set(e.id, e.lots);
    return won;
  }
  const tickets: { key: string; id: number; k: number }[] = [];
  for (const e of entries) {
    won.set(e.id, 0);
    for (let k = 0; k < e.lots; k++) tickets.push({ key: sha256Hex(`${seed}:${e.id}:${k}`), id: e.id, k });
  }
  tickets.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id || a.k - b.k));
  for (let i = 0; i < offered; i++) {
    const t = tickets[i]!;
    won.set(t.id, (won.get(t.id) ?? 0) + 1);
  }
  return won;
}

/** What one subscription pays, gets back and receives once its lots are drawn. */
export interface Settlement {
  consumption: Decimal;
  refund: Decimal;
  tokens: Decimal;
  /** The frozen part of `tokens` (freeze ratio, cut to 8 decimals). */
  frozen: Decimal;
}

export function settle(input: { lots: number; won: number; paid: Decimal.Value; price: Decimal.Value; lotSize: Decimal.Value; freezeRatio: Decimal.Value }): Settlement {
  const lotCost = new Decimal(input.lotSize).times(input.price);
  const consumption = lotCost.times(input.won);
  const refund = new Decimal(input.paid).minus(consumption);
  const tokens = new Decimal(input.lotSize).times(input.won);
  const frozen = tokens.times(input.freezeRatio).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  return { consumption, refund, tokens, frozen };
}

/** What a subscription of `lots` lots costs. */
export const costOf = (lots: number, lotSize: Decimal.Value, price: Decimal.Value) => new Decimal(lotSize).times(price).times(lots);

const DAY_MS = 24 * 3600 * 1000;

/**
 * How much of `frozen` the thaw schedule has let out by `now`: the steps whose day (counted from
 * the end of the recruit) has come, in percent of the frozen tokens; all of it once they reach 100.
 */
export function thawDue(frozen: Decimal.Value, schedule: readonly IcoThawStep[], endAt: number, now: number): Decimal {
  const f = new Decimal(frozen);
  if (f.lte(0)) return new Decimal(0);
  const percent = schedule.filter((s) => endAt + s.days * DAY_MS <= now).reduce((p, s) => p + s.percent, 0);
  if (percent >= 100) return f;
  return f.times(percent).div(100).toDecimalPlaces(8, Decimal.ROUND_DOWN);
}

/** A schedule's problem, if any: days strictly increasing, percents adding up to 100 (or none when nothing is frozen). */
export function scheduleProblem(freezeRatio: string, schedule: readonly IcoThawStep[]): boolean {
  if (new Decimal(freezeRatio).isZero()) return schedule.length > 0 && schedule.reduce((p, s) => p + s.percent, 0) !== 100;
  if (schedule.length === 0) return true;
  for (let i = 1; i < schedule.length; i++) if (schedule[i]!.days <= schedule[i - 1]!.days) return true;
  return schedule.reduce((p, s) => p + s.percent, 0) !== 100;
}
