import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOrderBook } from '@aurelix/engine/order-book';
import { lots } from '@aurelix/engine/units';
import { parseContractText } from '@aurelix/engine/futures/wire';
import { money, parseFixed, price, rate, type Money } from '@aurelix/engine/futures/units';
import type { FuturesDirection } from '@aurelix/shared/schemas/futures';
import type { FuturesMarket } from './order-state';
import { planFuturesBatch, type FuturesCommand, type FuturesMarketState, type FuturesMoney } from './settlement-plan';

/*
 * The futures settlement plan on its own (no database): judged by what the ledger would hold after
 * applying every entry. Users 1-4 trade; 90 fees, 91 clearing, 92 insurance.
 */

const parsed = parseContractText({
  symbol: 'BTC_USDT',
  tick_size: '0.1',
  step_size: '0.001',
  maker_fee_rate: '0.0002',
  taker_fee_rate: '0.0005',
  brackets: [
    { cap: '50000', max_leverage: 125, maintenance_rate: '0.004', maintenance_amount: '0' },
    { cap: null, max_leverage: 50, maintenance_rate: '0.01', maintenance_amount: '300' },
  ],
});
if (!parsed.ok) throw new Error(parsed.code);
const market: FuturesMarket = { contract: parsed.value, symbol: 'BTC_USDT', base: 'BTC', quote: 'USDT', minLots: lots(1), pricePrecision: 1, qtyPrecision: 3, trading: true, priceBand: rate(2_000_000n) };
const ACCOUNTS = { fees: 90, clearing: 91, insurance: 92 };
const fixed = (s: string) => money(parseFixed(s)!);

/** The ledger as the plan's entries leave it (negative allowed only for clearing and insurance checks). */
class Books {
  readonly rows = new Map<number, FuturesMoney>();
  constructor(users: readonly number[], each: string) {
    for (const u of users) this.rows.set(u, { available: fixed(each), frozen: money(0n) });
    for (const u of [90, 91, 92]) this.rows.set(u, { available: money(0n), frozen: money(0n) });
    this.rows.get(92)!.available = fixed('1000');
  }
  apply(entries: { entry: { legs: { userId: number; field: 'available' | 'frozen'; amount: string }[] } }[]) {
    for (const { entry } of entries) {
      let sum = 0n;
      for (const leg of entry.legs) {
        const row = this.rows.get(leg.userId)!;
        const amount = parseFixed(leg.amount)!;
        row[leg.field] = money(row[leg.field] + amount);
        sum += amount;
      }
      expect(sum).toBe(0n);
    }
  }
}

function newState(): FuturesMarketState {
  return { market, book: createOrderBook(), live: new Map(), positions: new Map() };
}

let nextId = 1;
/** One batch; without `indexUsdt` there is no index, so no price band. */
function run(state: FuturesMarketState, books: Books, commands: FuturesCommand[], now = 1_000, markUsdt = 50_000, indexUsdt?: number) {
  const places = commands.filter((c) => c.type === 'place' || c.type === 'liquidate').length;
  const orderIds = Array.from({ length: places }, () => nextId++);
  const plan = planFuturesBatch(
    state,
    {
      market: undefined,
      balances: new Map([...books.rows].filter(([u]) => u !== 92).map(([u, m]) => [u, { ...m }])),
      settings: new Map(),
      taken: new Set(),
      orderIds,
      mark: price(BigInt(Math.round(markUsdt * 100)) * 1_000_000n),
      index: indexUsdt === undefined ? undefined : price(BigInt(Math.round(indexUsdt * 100)) * 1_000_000n),
      accounts: ACCOUNTS,
      insurance: books.rows.get(92)!.available,
      lastFundingTime: 0,
      now,
    },
    commands,
  );
  books.apply(plan.entries);
  return plan;
}

const place = (userId: number, direction: FuturesDirection, type: 'limit' | 'market', quantity: string, p?: string): FuturesCommand => ({
  type: 'place',
  userId,
  body: { symbol: 'BTC_USDT', direction, type, quantity, ...(p ? { price: p } : {}) },
});

const liquidate = (userId: number, side: 'long' | 'short'): FuturesCommand => ({ type: 'liquidate', userId, side, others: { pnl: 0n, maintenance: 0n } });

describe('futures settlement plan', () => {
  it('freezes margin plus fee on opening and turns it into position margin on the fill', () => {
    const state = newState();
    const books = new Books([1, 2], '10000');
    run(state, books, [place(2, 'open_short', 'limit', '0.1', '50000')]);
    // 5,000 notional at 20x: 250 margin + 2.5 taker-rate fee frozen while it rests.
    expect(books.rows.get(2)).toEqual({ available: fixed('9747.5'), frozen: fixed('252.5') });
    const plan = run(state, books, [place(1, 'open_long', 'market', '0.1')]);
    expect(plan.results[0]).toMatchObject({ ok: true, order: { status: 'filled' } });
    // Alice pays the taker fee (2.5); Bob the maker fee (1) and gets the rest of his fee reserve back.
    expect(books.rows.get(1)).toEqual({ available: fixed('9747.5'), frozen: fixed('250') });
    expect(books.rows.get(2)).toEqual({ available: fixed('9749'), frozen: fixed('250') });
    expect(books.rows.get(90)!.available).toBe(fixed('3.5'));
    expect(state.positions.get('1:long')).toMatchObject({ size: 100, entryValue: fixed('5000'), margin: fixed('250') });
  });

  it('pays a closing profit from clearing and a loss into it', () => {
    const state = newState();
    const books = new Books([1, 2], '10000');
    run(state, books, [place(2, 'open_short', 'limit', '0.1', '50000'), place(1, 'open_long', 'market', '0.1')]);
    run(state, books, [place(2, 'close_short', 'limit', '0.1', '51000'), place(1, 'close_long', 'market', '0.1')]);
    // +100 for the long, -100 for the short: clearing nets to zero, nothing stays frozen.
    expect(books.rows.get(91)!.available).toBe(0n);
    expect(books.rows.get(1)!.frozen).toBe(0n);
    expect(books.rows.get(2)!.frozen).toBe(0n);
    expect(state.positions.get('1:long')!.size).toBe(0);
    expect(state.positions.get('1:long')!.realisedPnl).toBe(fixed('100'));
  });

  it('refuses a close above the closable amount and changes nothing', () => {
    const state = newState();
    const books = new Books([1, 2], '10000');
    run(state, books, [place(2, 'open_short', 'limit', '0.1', '50000'), place(1, 'open_long', 'market', '0.1')]);
    const before = structuredClone([...books.rows]);
    const plan = run(state, books, [place(1, 'close_long', 'limit', '0.2', '52000')]);
    expect(plan.results[0]).toEqual({ ok: false, key: 'CLOSE_EXCEEDS_CLOSABLE' });
    expect(plan.entries).toEqual([]);
    expect([...books.rows]).toEqual(before);
  });

  it('over random command streams, funding and mark paths with liquidations: every entry balances, no balance goes negative, frozen is what orders and positions hold', () => {
    const directions: FuturesDirection[] = ['open_long', 'open_short', 'close_long', 'close_short'];
    const command = fc.record({
      user: fc.integer({ min: 1, max: 4 }),
      direction: fc.constantFrom(...directions),
      market: fc.boolean(),
      lots: fc.integer({ min: 1, max: 400 }),
      offset: fc.integer({ min: -40, max: 40 }),
      cancel: fc.nat(),
    });
    fc.assert(
      fc.property(fc.array(fc.array(command, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 25 }), (batches) => {
        const state = newState();
        const books = new Books([1, 2, 3, 4], '1500');
        let fundingTime = 0;
        let mark = 50_000;
        for (const batch of batches) {
          const commands: FuturesCommand[] = batch.map((c) => {
            const live = [...state.live.values()].filter((o) => o.userId === c.user);
            if (c.cancel % 5 === 0 && live.length > 0) return { type: 'cancel', userId: c.user, orderId: live[c.cancel % live.length]!.id };
            // Now and then a funding at a rate of up to ±0.75%.
            if (c.cancel % 13 === 7) return { type: 'leverage', userId: c.user, leverage: 50 };
            if (c.cancel % 11 === 3) return { type: 'funding', userId: 0, time: ++fundingTime, rate: rate(BigInt((c.offset * 750_000) / 40)) };
            const qty = (c.lots / 1000).toFixed(3);
            return c.market ? place(c.user, c.direction, 'market', qty) : place(c.user, c.direction, 'limit', qty, (50_000 + c.offset * 10).toFixed(1));
          });
          // A random walk of the mark; every open position is put to the liquidation check.
          mark = Math.max(40_000, Math.min(60_000, mark + ((batch[0]!.offset * 97) % 3000)));
          for (const p of state.positions.values()) if (p.size > 0 && p.userId !== 92) commands.push(liquidate(p.userId, p.side));
          run(state, books, commands, 1_000, mark);
          for (const u of [1, 2, 3, 4]) {
            const row = books.rows.get(u)!;
            expect(row.available).toBeGreaterThanOrEqual(0n);
            let held: Money = money(0n);
            for (const o of state.live.values()) if (o.userId === u) held = money(held + o.frozen);
            for (const p of state.positions.values()) if (p.userId === u) held = money(held + p.margin);
            expect(row.frozen).toBe(held);
          }
          expect(books.rows.get(92)!.available).toBeGreaterThanOrEqual(0n);
          // Long and short open interest are equal: every fill has a buyer and a seller.
          let long = 0;
          let short = 0;
          for (const p of state.positions.values()) {
            if (p.side === 'long') long += p.size;
            else short += p.size;
          }
          expect(long).toBe(short);
        }
      }),
      { numRuns: 150 },
    );
  });
});


describe('liquidation', () => {
  it('is refused while the margin covers the maintenance, and changes nothing', () => {
    const state = newState();
    const books = new Books([1, 2], '10000');
    run(state, books, [place(2, 'open_short', 'limit', '0.1', '50000'), place(1, 'open_long', 'market', '0.1')]);
    const before = structuredClone([...books.rows]);
    const plan = run(state, books, [liquidate(1, 'long')], 2_000, 49_100);
    expect(plan.results[0]).toEqual({ ok: false, key: 'INVALID_PARAMS' });
    expect(plan.entries).toEqual([]);
    expect([...books.rows]).toEqual(before);
  });

  it('takes over a long below its maintenance, closes it in the book no worse than bankruptcy, and pays what is left to the fund', () => {
    const state = newState();
    const books = new Books([1, 2, 3], '10000');
    // 20x cross by default: margin 250 on 5,000 notional.
    run(state, books, [place(2, 'open_short', 'limit', '0.1', '50000'), place(1, 'open_long', 'market', '0.1')]);
    // Carol bids where the book can take the position.
    run(state, books, [place(3, 'open_long', 'limit', '0.1', '47800')]);
    const fundBefore = books.rows.get(92)!.available;
    // Cross: Alice's whole wallet backs the position; at 47,900 her equity still covers the maintenance.
    expect(run(state, books, [liquidate(1, 'long')], 2_000, 47_900).results[0]).toEqual({ ok: false, key: 'INVALID_PARAMS' });
    // With nothing else in her wallet, only the 250 margin backs it: at 47,650 the equity (250 - 235)
    // is below the maintenance (0.4% of 4,765); her bankruptcy price is 47,500.
    books.rows.get(1)!.available = money(0n);
    const plan = run(state, books, [liquidate(1, 'long')], 3_000, 47_650);
    expect(plan.results[0]).toMatchObject({ ok: true });
    const record = plan.liquidations[0]!;
    expect(record.bookLots).toBe(100);
    expect(record.adlLots).toBe(0);
    expect(record.bankruptcyPrice).toBe(price(47_500n * 100_000_000n));
    // The fund sold to Carol's bid at 47,800, above the takeover price: it gains 30 less the taker fee.
    expect(record.insuranceDelta).toBe(fixed('27.61'));
    expect(state.positions.get('1:long')!.size).toBe(0);
    expect(state.positions.get('92:long')!.size).toBe(0);
    expect(books.rows.get(1)!.frozen).toBe(0n);
    expect(books.rows.get(1)!.available).toBeGreaterThanOrEqual(0n);
    expect(books.rows.get(92)!.available - fundBefore).toBe(record.insuranceDelta);
    // Her side of the takeover is one journal entry: margin released, the loss to clearing, the
    // clearance fee to the fund, one leg per account and field.
    const hers = plan.entries.filter(({ entry }) => entry.legs.some((l) => l.userId === 1));
    expect(hers.map(({ entry }) => [entry.reason, entry.refType])).toEqual([['liquidation', 'futures_liquidation']]);
    const legs = hers[0]!.entry.legs.map((l) => `${l.userId}:${l.field}`);
    expect(new Set(legs).size).toBe(legs.length);
    expect(legs).toContain('1:frozen');
    expect(legs).toContain('91:available');
  });

  it('deleverages the most profitable opposite position when the book cannot take it', () => {
    const state = newState();
    const books = new Books([1, 2], '10000');
    run(state, books, [place(2, 'open_short', 'limit', '0.1', '50000'), place(1, 'open_long', 'market', '0.1')]);
    books.rows.get(1)!.available = money(0n);
    const plan = run(state, books, [liquidate(1, 'long')], 3_000, 47_000);
    const record = plan.liquidations[0]!;
    expect(record.bookLots).toBe(0);
    expect(record.adlLots).toBe(100);
    expect(plan.deleveraged).toEqual([{ userId: 2, side: 'short', lots: 100, price: record.bankruptcyPrice }]);
    expect(state.positions.get('2:short')!.size).toBe(0);
    expect(state.positions.get('92:long')!.size).toBe(0);
    for (const u of [1, 2, 92]) expect(books.rows.get(u)!.available).toBeGreaterThanOrEqual(0n);
  });

  it('pays a position deleveraged by many liquidations of one batch once, exactly what one batch each would pay, and places no order a bare book cannot fill', () => {
    // Users 1-3 long 0.1 each against user 4's short; the same three liquidations in one batch, then one a batch.
    const setUp = () => {
      const state = newState();
      const books = new Books([1, 2, 3, 4], '10000');
      run(state, books, [place(4, 'open_short', 'limit', '0.3', '50000'), ...[1, 2, 3].map((u) => place(u, 'open_long', 'market', '0.1'))]);
      for (const u of [1, 2, 3]) books.rows.get(u)!.available = money(0n);
      return { state, books };
    };
    const together = setUp();
    const plan = run(together.state, together.books, [1, 2, 3].map((u) => liquidate(u, 'long')), 3_000, 47_000);
    expect(plan.results.every((r) => r.ok)).toBe(true);
    expect(plan.liquidations.map((l) => l.adlLots)).toEqual([100, 100, 100]);
    // No bid at all: the fund placed no order (it would only have been refused).
    expect(plan.created).toEqual([]);
    const shortsEntries = plan.entries.filter(({ entry }) => entry.legs.some((l) => l.userId === 4));
    expect(shortsEntries.map(({ entry }) => [entry.reason, entry.refType, entry.refId])).toEqual([
      ['margin_release', 'futures_position', '4:BTC_USDT:short'],
      ['realised_pnl', 'futures_position', '4:BTC_USDT:short'],
    ]);
    expect(together.state.positions.get('4:short')!.size).toBe(0);

    const apart = setUp();
    for (const u of [1, 2, 3]) run(apart.state, apart.books, [liquidate(u, 'long')], 3_000, 47_000);
    expect([...together.books.rows]).toEqual([...apart.books.rows]);
    expect(together.books.rows.get(4)!.frozen).toBe(0n);
  });
});
