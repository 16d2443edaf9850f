import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BTC_USDT_CONTRACT, type FuturesContract } from '@aurelix/engine/futures/contract';
import { isCrossLiquidatable, isIsolatedLiquidatable, scaledCrossEquity, scaledCrossMaintenance, type MarkedPosition } from '@aurelix/engine/futures/margin';
import { lots } from '@aurelix/engine/units';
import { money, price, rate, type Money, type Price } from '@aurelix/engine/futures/units';
import { LiquidationWatch } from './liquidation-watch';
import { positionKey, type FuturesMarket, type PositionState } from './order-state';

const contract = (symbol: string): FuturesContract => ({ ...BTC_USDT_CONTRACT, symbol });
const market = (symbol: string): FuturesMarket => ({
  contract: contract(symbol),
  symbol,
  base: symbol.split('_')[0]!,
  quote: 'USDT',
  minLots: lots(1),
  pricePrecision: 1,
  qtyPrecision: 3,
  trading: true,
  priceBand: rate(0n),
});
const SYMBOLS = ['BTC_USDT', 'ETH_USDT'] as const;
const USERS = 12;
const ENTRY = 50_000n * 100_000_000n;

interface World {
  markets: { market: FuturesMarket; positions: Map<string, PositionState> }[];
  marks: Map<string, Price>;
  balances: Map<number, Money>;
}

/** The liquidation watch as the service ran it before the index: every position, every pass. */
function scan(w: World): { isolated: Set<string>; cross: Set<number>; warn: Set<number> } {
  const isolated = new Set<string>();
  const legs = new Map<number, MarkedPosition[]>();
  for (const { market: m, positions } of w.markets) {
    const mark = w.marks.get(m.symbol)!;
    for (const p of positions.values()) {
      if (p.size <= 0) continue;
      const mp: MarkedPosition = { contract: m.contract, position: { side: p.side, size: p.size, entryValue: p.entryValue }, mark };
      if (p.marginMode === 'isolated') {
        if (isIsolatedLiquidatable(mp, p.margin)) isolated.add(`${m.symbol}:${p.userId}:${p.side}`);
      } else legs.set(p.userId, [...(legs.get(p.userId) ?? []), mp]);
    }
  }
  const cross = new Set<number>();
  const warn = new Set<number>();
  for (const [u, list] of legs) {
    const balance = w.balances.get(u)!;
    if (isCrossLiquidatable(balance, list)) cross.add(u);
    // Margin ratio at or above 80%: equity × 4 ≤ maintenance × 5.
    if (scaledCrossEquity(balance, list) * 4n <= scaledCrossMaintenance(list) * 5n) warn.add(u);
  }
  return { isolated, cross, warn };
}

/** One pass of the service's watch: recompute the touched accounts, then each contract's due entries. */
function pass(watch: LiquidationWatch, w: World, moved: readonly string[]) {
  for (const s of moved) watch.markMoved(s);
  for (const u of watch.takeDirty(0)) watch.recompute(u, w.balances.get(u) ?? money(0n));
  const isolated = new Set<string>();
  const cross = new Set<number>();
  const warn = new Set<number>();
  for (const s of SYMBOLS) {
    const due = watch.dueAt(s, w.marks.get(s)!);
    for (const p of due.isolated) isolated.add(`${s}:${p.userId}:${p.side}`);
    for (const c of due.cross) cross.add(c.userId);
    for (const c of due.warn) warn.add(c.userId);
  }
  return { isolated, cross, warn };
}

const positionArb = fc.record({
  user: fc.integer({ min: 1, max: USERS }),
  symbol: fc.constantFrom(...SYMBOLS),
  side: fc.constantFrom('long' as const, 'short' as const),
  isolated: fc.boolean(),
  size: fc.integer({ min: 1, max: 2_000 }),
  // Entry within ±5% of 50,000.
  entryBp: fc.integer({ min: -500, max: 500 }),
  leverage: fc.integer({ min: 2, max: 100 }),
});

const stepArb = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('mark' as const), symbol: fc.constantFrom(...SYMBOLS), bp: fc.integer({ min: -300, max: 300 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('balance' as const), user: fc.integer({ min: 1, max: USERS }), bp: fc.integer({ min: -300, max: 300 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('open' as const), position: positionArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), user: fc.integer({ min: 1, max: USERS }), symbol: fc.constantFrom(...SYMBOLS), side: fc.constantFrom('long' as const, 'short' as const) }) },
);

function open(w: World, x: typeof positionArb extends fc.Arbitrary<infer T> ? T : never): void {
  const m = w.markets.find((y) => y.market.symbol === x.symbol)!;
  const stepSize = m.market.contract.stepSize;
  const entry = ENTRY + (ENTRY * BigInt(x.entryBp)) / 10_000n;
  const entryValue = money((entry * BigInt(x.size) * stepSize) / 100_000_000n);
  const existing = [...m.positions.values()].find((p) => p.userId === x.user);
  // An account is cross or isolated on every position (as one user's setting would make it here).
  const mode = existing?.marginMode ?? (x.isolated ? 'isolated' : 'cross');
  m.positions.set(positionKey(x.user, x.side), {
    userId: x.user,
    side: x.side,
    size: lots(x.size),
    entryValue,
    margin: money(mode === 'isolated' ? entryValue / BigInt(x.leverage) : 0n),
    leverage: x.leverage,
    marginMode: mode,
    realisedPnl: money(0n),
    updatedAt: 0,
  });
}

describe('liquidation watch', () => {
  it('finds, at every mark, exactly the positions and cross accounts a scan of all positions finds (property)', () => {
    fc.assert(
      fc.property(
        fc.array(positionArb, { minLength: 1, maxLength: 20 }),
        fc.array(fc.integer({ min: 50, max: 8_000 }), { minLength: USERS, maxLength: USERS }),
        fc.array(stepArb, { minLength: 1, maxLength: 40 }),
        // A trend added to every mark move, so moves of both contracts add up.
        fc.integer({ min: -60, max: 60 }),
        (positions, wallets, steps, trend) => {
          const w: World = {
            markets: SYMBOLS.map((s) => ({ market: market(s), positions: new Map() })),
            marks: new Map(SYMBOLS.map((s) => [s, price(ENTRY)])),
            balances: new Map(wallets.map((b, i) => [i + 1, money(BigInt(b) * 100_000_000n)])),
          };
          for (const x of positions) open(w, x);
          const watch = new LiquidationWatch({ markets: () => w.markets, mark: (s) => w.marks.get(s), exempt: () => false });
          for (let u = 1; u <= USERS; u++) watch.touch(u);
          const check = (moved: readonly string[]) => {
            const expected = scan(w);
            const got = pass(watch, w, moved);
            expect([...got.isolated].sort()).toEqual([...expected.isolated].sort());
            expect([...got.cross].sort()).toEqual([...expected.cross].sort());
            // Warning candidates cover every account at 80% that is not being liquidated (the
            // service checks each exactly); one being liquidated gets no warning.
            for (const u of expected.warn) expect(got.warn.has(u) || got.cross.has(u)).toBe(true);
            // Liquidated positions are taken over (as the sequencer would), and their owners touched.
            for (const key of got.isolated) {
              const [symbol, user, side] = key.split(':') as [string, string, 'long' | 'short'];
              w.markets.find((y) => y.market.symbol === symbol)!.positions.delete(positionKey(Number(user), side));
              watch.touch(Number(user));
            }
            for (const u of got.cross) {
              for (const m of w.markets) for (const side of ['long', 'short'] as const) if (m.positions.get(positionKey(u, side))?.marginMode === 'cross') m.positions.delete(positionKey(u, side));
              watch.touch(u);
            }
          };
          check([]);
          for (const s of steps) {
            if (s.kind === 'mark') {
              const m = w.marks.get(s.symbol)!;
              const bp = BigInt(Math.round(s.bp / 3) + trend);
              w.marks.set(s.symbol, price(m + (m * bp) / 10_000n + bp));
              check([s.symbol]);
              continue;
            }
            if (s.kind === 'balance') {
              const b = w.balances.get(s.user)!;
              w.balances.set(s.user, money(b + (b * BigInt(s.bp)) / 10_000n));
              watch.touch(s.user);
            } else if (s.kind === 'open') {
              open(w, s.position);
              watch.touch(s.position.user);
            } else {
              w.markets.find((y) => y.market.symbol === s.symbol)!.positions.delete(positionKey(s.user, s.side));
              watch.touch(s.user);
            }
            check([]);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('liquidates a cross account long on two contracts once their moves together use up its margin, though neither alone would', () => {
    const w: World = {
      markets: SYMBOLS.map((s) => ({ market: market(s), positions: new Map() })),
      marks: new Map(SYMBOLS.map((s) => [s, price(ENTRY)])),
      // 1 BTC-sized long on each at 50,000: 100,000 of notional on 3,000 of wallet.
      balances: new Map([[1, money(3_000n * 100_000_000n)]]),
    };
    for (const symbol of SYMBOLS) open(w, { user: 1, symbol, side: 'long', isolated: false, size: 1_000, entryBp: 0, leverage: 20 });
    const watch = new LiquidationWatch({ markets: () => w.markets, mark: (s) => w.marks.get(s), exempt: () => false });
    watch.touch(1);
    expect(pass(watch, w, []).cross.size).toBe(0);
    // Each falls 2.8%: alone 1,400 of loss leaves 1,600 over a maintenance of about 394; both leave 200 under 389.
    w.marks.set('ETH_USDT', price((ENTRY * 972n) / 1000n));
    expect(pass(watch, w, ['ETH_USDT']).cross.size).toBe(0);
    w.marks.set('BTC_USDT', price((ENTRY * 972n) / 1000n));
    expect(pass(watch, w, ['BTC_USDT']).cross).toEqual(new Set([1]));
  });

  it('visits only the entries a mark crossed: 2,000 single-contract positions, a small move finds none', () => {
    const m = { market: market('BTC_USDT'), positions: new Map<string, PositionState>() };
    const balances = new Map<number, Money>();
    for (let u = 1; u <= 2_000; u++) {
      const entryValue = money(ENTRY / 100n);
      m.positions.set(positionKey(u, 'long'), {
        userId: u,
        side: 'long',
        size: lots(10),
        entryValue,
        margin: money(0n),
        leverage: 20,
        marginMode: 'cross',
        realisedPnl: money(0n),
        updatedAt: 0,
      });
      // Liquidation prices spread from 5% to 10% below the entry.
      balances.set(u, money(entryValue / 20n + (entryValue * BigInt(u)) / 40_000n));
    }
    const marks = new Map([['BTC_USDT', price(ENTRY)]]);
    const watch = new LiquidationWatch({ markets: () => [m], mark: (s) => marks.get(s), exempt: () => false });
    for (let u = 1; u <= 2_000; u++) watch.recompute(u, balances.get(u)!);
    expect(watch.dueAt('BTC_USDT', price((ENTRY * 99n) / 100n)).cross).toEqual([]);
    const due = watch.dueAt('BTC_USDT', price((ENTRY * 80n) / 100n));
    expect(due.cross.length).toBe(2_000);

    // While their takeovers wait in the sequencer, the next pass neither works them out again nor
    // touches them; the rest are still found.
    const busy = new Set(Array.from({ length: 1_500 }, (_, i) => i + 1));
    const waiting = new LiquidationWatch({ markets: () => [m], mark: (s) => marks.get(s), exempt: () => false, busy: (u) => busy.has(u) });
    for (let u = 1; u <= 2_000; u++) waiting.recompute(u, balances.get(u)!);
    const left = waiting.dueAt('BTC_USDT', price((ENTRY * 80n) / 100n));
    expect(left.cross.map((c) => c.userId).sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1_501));
    expect(waiting.takeDirty(0)).toEqual([]);
  });
});
