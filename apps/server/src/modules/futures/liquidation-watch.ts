import type { Bracket, FuturesContract } from '@aurelix/engine/futures/contract';
import { LiquidationIndex } from '@aurelix/engine/futures/liquidation-index';
import { accountLiquidationRange, crossBacking, isolatedLiquidationPrice, liquidationPrice } from '@aurelix/engine/futures/liquidation-price';
import { isCrossLiquidatable, isIsolatedLiquidatable, type MarkedPosition } from '@aurelix/engine/futures/margin';
import type { Position } from '@aurelix/engine/futures/position';
import { money, price, rate, type Money, type Price } from '@aurelix/engine/futures/units';
import { positionKey, type FuturesMarket, type PositionState } from './order-state';

/** One contract as the watch reads it: its market and its positions by `positionKey`. */
export interface WatchedMarket {
  market: FuturesMarket;
  positions: ReadonlyMap<string, PositionState>;
}

export interface LiquidationWatchView {
  markets: () => Iterable<WatchedMarket>;
  mark: (symbol: string) => Price | undefined;
  /** Accounts never liquidated (the insurance fund). */
  exempt: (userId: number) => boolean;
  /**
   * A liquidation of this position is already with its sequencer: its due entries are passed over
   * (neither checked nor touched) until it commits, which touches the account. A cascade's
   * thousands of queued takeovers are then not worked out again on every pass while they wait.
   */
  busy?: (userId: number, symbol: string, side: 'long' | 'short') => boolean;
}

/** A cross position with its contract, as the account check and the liquidation command need it. */
export interface CrossLeg {
  market: FuturesMarket;
  p: PositionState;
  m: MarkedPosition;
}

/** What a mark price of one contract calls for, every item already checked exactly. */
export interface DueAtMark {
  /** Isolated positions whose margin no longer covers their maintenance. */
  isolated: PositionState[];
  /** Cross accounts whose equity no longer covers their maintenance, with all their cross legs. */
  cross: { userId: number; balance: Money; legs: CrossLeg[] }[];
  /** Cross accounts whose margin ratio may have reached 80% (the caller checks and rate-limits). */
  warn: { userId: number; balance: Money; legs: CrossLeg[] }[];
}

type Level = 'liq' | 'warn';

interface Target {
  userId: number;
  symbol: string;
  /** For isolated entries: the position's side. */
  side: 'long' | 'short';
  kind: 'isolated' | 'cross';
  level: Level;
}

/** Any mark at or below this dues a long entry: used for an account liquidated at every price. */
const EVERY_PRICE = price(10n ** 30n);

/** The margin-ratio warning at 80%: equity ≤ maintenance ÷ 0.8, i.e. maintenance scaled by 5/4. */
function warningContract(c: FuturesContract): FuturesContract {
  const brackets: Bracket[] = c.brackets.map((b) => ({
    ...b,
    maintenanceRate: rate((b.maintenanceRate * 5n + 3n) / 4n),
    maintenanceAmount: money((b.maintenanceAmount * 5n) / 4n),
  }));
  return { ...c, brackets };
}

/**
 * The liquidation watch without a scan (issue 16 part 6: "checked on every mark-price change
 * without scanning every position"). Per contract, a `LiquidationIndex` holds every position's (or
 * cross account's) liquidation price, so a mark visits only the entries it crossed.
 *
 * - Isolated: one entry per position at its closed-form liquidation price (margin and size).
 * - Cross: a position's liquidation price depends on the account's balance and on its other cross
 *   positions. Each contract where the account holds cross positions gets entries computed with
 *   the other contracts held at their current marks (the `crossBacking` of the maths): one entry
 *   at the closed form for a single leg; for a long and a short of the same contract (hedge mode),
 *   the exact interval of `accountLiquidationRange`, a long-keyed entry at its lower edge and a
 *   short-keyed one at its upper edge.
 * - An account's entries are recomputed as a whole ("touched") when any of its positions, margins
 *   or balance change (every committed batch touches its users; a transfer out touches the user
 *   for a few seconds, until the wallet's entry commits), and, for accounts holding cross positions
 *   on several contracts, when the mark of one of those contracts moves (their other entries hold
 *   that mark constant). A single-contract cross account or an isolated position is never touched
 *   by a mark move: its entry is exact at every mark.
 * - A due entry is checked exactly (`isIsolatedLiquidatable`, `isCrossLiquidatable`) before the
 *   caller liquidates; an entry found stale (safe) is touched so it is recomputed on the next pass.
 *
 * A second index per contract holds cross accounts at 80% margin ratio (maintenance × 5/4) for the
 * margin warning, with the same rules.
 */
export class LiquidationWatch {
  private readonly indexes = new Map<string, LiquidationIndex>();
  private readonly targets = new Map<number, Target>();
  private readonly idsOf = new Map<string, number>();
  private readonly entriesOf = new Map<number, number[]>();
  /** Accounts with cross positions on more than one contract, by contract. */
  private readonly multi = new Map<string, Set<number>>();
  private readonly multiOf = new Map<number, string[]>();
  private readonly balances = new Map<number, Money>();
  private readonly dirty = new Set<number>();
  /** Users touched until an epoch ms (a transfer out: its entry commits after the check). */
  private readonly dirtyUntil = new Map<number, number>();
  private nextId = 1;

  constructor(private readonly view: LiquidationWatchView) {}

  /** The account's entries need recomputing (its positions, margins or balance changed). */
  touch(userId: number): void {
    this.dirty.add(userId);
  }

  /** Touched on every pass until `untilMs`. */
  touchUntil(userId: number, untilMs: number): void {
    this.dirtyUntil.set(userId, Math.max(untilMs, this.dirtyUntil.get(userId) ?? 0));
  }

  /** A contract's mark moved: accounts with cross positions there and elsewhere are recomputed. */
  markMoved(symbol: string): void {
    for (const u of this.multi.get(symbol) ?? []) this.dirty.add(u);
  }

  /** The accounts to recompute now (the caller reads their balances and calls `recompute`). */
  takeDirty(nowMs: number): number[] {
    const out = new Set(this.dirty);
    this.dirty.clear();
    for (const [u, until] of this.dirtyUntil) {
      out.add(u);
      if (until < nowMs) this.dirtyUntil.delete(u);
    }
    return [...out];
  }

  /** Entries indexed (tests, bench). */
  get size(): number {
    return this.targets.size;
  }

  /** Recomputes every entry of one account from its positions, the marks and its balance. */
  recompute(userId: number, balance: Money): void {
    this.clear(userId);
    if (this.view.exempt(userId)) return;
    this.balances.set(userId, balance);
    const cross: CrossLeg[] = [];
    for (const w of this.view.markets()) {
      const mark = this.view.mark(w.market.symbol);
      if (mark === undefined) continue;
      for (const side of ['long', 'short'] as const) {
        const p = w.positions.get(positionKey(userId, side));
        if (!p || p.size <= 0) continue;
        const position: Position = { side, size: p.size, entryValue: p.entryValue };
        if (p.marginMode === 'isolated') {
          this.put({ userId, symbol: w.market.symbol, side, kind: 'isolated', level: 'liq' }, side, isolatedLiquidationPrice(w.market.contract, position, p.margin));
        } else cross.push({ market: w.market, p, m: { contract: w.market.contract, position, mark } });
      }
    }
    if (cross.length === 0) {
      this.balances.delete(userId);
      return;
    }
    const symbols = [...new Set(cross.map((x) => x.market.symbol))];
    if (symbols.length > 1) {
      this.multiOf.set(userId, symbols);
      for (const s of symbols) this.multi.set(s, (this.multi.get(s) ?? new Set()).add(userId));
    }
    for (const level of ['liq', 'warn'] as const) {
      const shaped = (c: FuturesContract) => (level === 'liq' ? c : warningContract(c));
      for (const symbol of symbols) {
        const legs = cross.filter((x) => x.market.symbol === symbol);
        const contract = shaped(legs[0]!.market.contract);
        const others = cross.filter((x) => x.market.symbol !== symbol).map((x) => ({ ...x.m, contract: shaped(x.m.contract) }));
        const backing = crossBacking(balance, others);
        const target = (side: 'long' | 'short'): Target => ({ userId, symbol, side, kind: 'cross', level });
        if (legs.length === 1) {
          const leg = legs[0]!;
          this.put(target(leg.p.side), leg.p.side, liquidationPrice(contract, leg.m.position, backing));
          continue;
        }
        const range = accountLiquidationRange(
          contract,
          legs.map((x) => x.m.position),
          backing,
        );
        if (range.kind === 'always') this.put(target('long'), 'long', EVERY_PRICE);
        else {
          this.put(target('long'), 'long', range.below);
          this.put(target('short'), 'short', range.above);
        }
      }
    }
  }

  /**
   * What the mark of one contract calls for: the due entries of its indexes, each checked exactly
   * at the current marks; a due entry found safe is touched (recomputed on the next pass).
   */
  dueAt(symbol: string, mark: Price): DueAtMark {
    const out: DueAtMark = { isolated: [], cross: [], warn: [] };
    // One list of the markets for the whole pass: a cascade works out thousands of accounts here.
    const markets = [...this.view.markets()];
    const w = markets.find((x) => x.market.symbol === symbol);
    if (!w) return out;
    const seen = new Set<string>();
    for (const level of ['liq', 'warn'] as const) {
      const index = this.indexes.get(`${symbol}|${level}`);
      if (!index) continue;
      const due = index.dueAt(mark);
      for (const id of [...due.longs, ...due.shorts]) {
        const t = this.targets.get(id);
        if (!t || this.view.busy?.(t.userId, symbol, t.side)) continue;
        if (t.kind === 'isolated') {
          const p = w.positions.get(positionKey(t.userId, t.side));
          const m = p && p.size > 0 ? { contract: w.market.contract, position: { side: p.side, size: p.size, entryValue: p.entryValue }, mark } : null;
          if (p && m && p.marginMode === 'isolated' && isIsolatedLiquidatable(m, p.margin)) out.isolated.push(p);
          else this.touch(t.userId);
          continue;
        }
        const key = `${level}:${t.userId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        // An account liquidated at this mark needs no warning (nor its legs worked out again).
        if (level === 'warn' && seen.has(`cross:${t.userId}`)) continue;
        const balance = this.balances.get(t.userId) ?? money(0n);
        const legs = this.crossLegs(t.userId, symbol, mark, markets);
        if (level === 'warn') out.warn.push({ userId: t.userId, balance, legs });
        else if (isCrossLiquidatable(balance, legs.map((x) => x.m))) {
          out.cross.push({ userId: t.userId, balance, legs });
          seen.add(`cross:${t.userId}`);
        }
        else this.touch(t.userId);
      }
    }
    return out;
  }

  /** The account's cross positions at the current marks (`symbol` at `at`, when given). */
  crossLegs(userId: number, symbol?: string, at?: Price, markets: Iterable<WatchedMarket> = this.view.markets()): CrossLeg[] {
    const out: CrossLeg[] = [];
    for (const w of markets) {
      const mark = w.market.symbol === symbol ? at : this.view.mark(w.market.symbol);
      if (mark === undefined) continue;
      for (const side of ['long', 'short'] as const) {
        const p = w.positions.get(positionKey(userId, side));
        if (p && p.size > 0 && p.marginMode === 'cross')
          out.push({ market: w.market, p, m: { contract: w.market.contract, position: { side, size: p.size, entryValue: p.entryValue }, mark } });
      }
    }
    return out;
  }

  private put(t: Target, side: 'long' | 'short', at: Price | null): void {
    if (at === null) return;
    const key = `${t.kind}|${t.level}|${t.symbol}|${t.side}|${t.userId}`;
    let id = this.idsOf.get(key);
    if (id === undefined) {
      id = this.nextId++;
      this.idsOf.set(key, id);
    }
    const indexKey = `${t.symbol}|${t.level}`;
    let index = this.indexes.get(indexKey);
    if (!index) this.indexes.set(indexKey, (index = new LiquidationIndex()));
    index.set(id, side, at);
    this.targets.set(id, t);
    const list = this.entriesOf.get(t.userId) ?? [];
    list.push(id);
    this.entriesOf.set(t.userId, list);
  }

  private clear(userId: number): void {
    for (const id of this.entriesOf.get(userId) ?? []) {
      const t = this.targets.get(id);
      if (!t) continue;
      this.indexes.get(`${t.symbol}|${t.level}`)?.remove(id);
      this.targets.delete(id);
      this.idsOf.delete(`${t.kind}|${t.level}|${t.symbol}|${t.side}|${t.userId}`);
    }
    this.entriesOf.delete(userId);
    for (const s of this.multiOf.get(userId) ?? []) this.multi.get(s)?.delete(userId);
    this.multiOf.delete(userId);
    this.balances.delete(userId);
  }
}
