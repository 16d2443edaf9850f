import { createOrderBook } from '@aurelix/engine/order-book';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../lib/decimal';
import type { SpotMarket } from './market-rules';
import { isOpen } from './order-state';
import { clientKey, moneyKey, planSpotBatch, type MarketState, type SpotCommand, type SpotMoney, type SpotPlan } from './settlement-plan';

/*
 * The spot settlement plan on its own: no database, no server. A small "ledger" here replays each
 * plan's entries the way the real one would (sequential posts: a row may never go below zero).
 */

const FEES = 900;
const NOW = 1_764_000_000_000;

const market = (): SpotMarket => ({
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  tick: new Decimal('0.01'),
  step: new Decimal('0.00001'),
  minQty: new Decimal('0.00001'),
  minNotional: new Decimal('1'),
  makerFee: new Decimal('0.001'),
  takerFee: new Decimal('0.002'),
  trading: true,
  quotePrecision: 2,
  pricePrecision: 2,
  qtyPrecision: 5,
});

/** Balances per (user, currency), as a ledger would hold them after the committed plans. */
class Ledger {
  readonly rows = new Map<string, SpotMoney>();
  constructor(deposits: Record<number, Record<string, string>>) {
    for (const [user, cur] of Object.entries(deposits))
      for (const [c, a] of Object.entries(cur)) this.rows.set(moneyKey(Number(user), c), { available: new Decimal(a), frozen: new Decimal(0) });
  }
  row(userId: number, currency: string): SpotMoney {
    const k = moneyKey(userId, currency);
    if (!this.rows.has(k)) this.rows.set(k, { available: new Decimal(0), frozen: new Decimal(0) });
    return this.rows.get(k)!;
  }
  /** Posts the plan's entries in order; throws where the real ledger would refuse. */
  post(plan: SpotPlan): void {
    for (const { entry } of plan.entries) {
      for (const leg of entry.legs) {
        const r = this.row(leg.userId, leg.currency);
        r[leg.field] = r[leg.field].plus(leg.amount);
        if (r[leg.field].isNegative()) throw new Error(`${entry.reason} takes ${leg.userId}/${leg.currency} ${leg.field} below zero`);
      }
    }
  }
  /** What a batch reads: every placer's two balances. */
  read(commands: readonly SpotCommand[]): Map<string, SpotMoney> {
    const out = new Map<string, SpotMoney>();
    for (const c of commands)
      if (c.type === 'place') for (const cur of ['BTC', 'USDT']) out.set(moneyKey(c.userId, cur), { ...this.row(c.userId, cur) });
    return out;
  }
}

function newMarket(): MarketState {
  return { market: market(), book: createOrderBook(), live: new Map() };
}

let nextId = 1;
function plan(state: MarketState, ledger: Ledger, commands: SpotCommand[], taken: string[] = []): SpotPlan {
  const orderIds = commands.map(() => nextId++);
  const p = planSpotBatch(state, { market: undefined, balances: ledger.read(commands), taken: new Set(taken), orderIds, feesUserId: FEES, now: NOW }, commands);
  ledger.post(p);
  return p;
}

const limit = (userId: number, side: 'buy' | 'sell', price: string, quantity: string, extra: object = {}): SpotCommand => ({
  type: 'place',
  userId,
  body: { symbol: 'BTC_USDT', side, type: 'limit', price, quantity, ...extra },
});
const text = (r: SpotMoney) => `${r.available.toFixed()}/${r.frozen.toFixed()}`;

describe('the spot settlement plan', () => {
  it('a resting sell and a crossing buy in one batch: freezes, the trade, both fees and the buyer’s unused freeze', () => {
    const state = newMarket();
    const ledger = new Ledger({ 1: { BTC: '1' }, 2: { USDT: '100000' } });
    const p = plan(state, ledger, [limit(1, 'sell', '50000', '0.5'), limit(2, 'buy', '50000', '0.2')]);
    expect(p.results.map((r) => r.ok && 'order' in r && r.order.status)).toEqual(['partial', 'filled']);
    expect(p.entries.map((e) => e.entry.reason)).toEqual(['order_freeze', 'order_freeze', 'trade', 'fee', 'order_unfreeze']);
    expect(p.trades).toEqual([expect.objectContaining({ price: '50000', quantity: '0.2', amount: '10000', makerFee: '10', takerFee: '20', takerSide: 'buy' })]);
    expect(p.entries.filter((e) => e.trade === 0)).toHaveLength(2);
    // The buyer froze 10,000 x 1.002 + 0.00000002 rounded up to cents, paid 10,000 + 20 and got the rest back.
    expect(text(ledger.row(2, 'USDT'))).toBe('89980/0');
    expect(text(ledger.row(2, 'BTC'))).toBe('0.2/0');
    expect(text(ledger.row(1, 'USDT'))).toBe('9990/0');
    expect(text(ledger.row(1, 'BTC'))).toBe('0.5/0.3');
    expect(text(ledger.row(FEES, 'USDT'))).toBe('30/0');
    expect(p.created.map((o) => o.status)).toEqual(['partial', 'filled']);
    expect(p.changed).toEqual([]);
    expect(p.prints).toEqual([expect.objectContaining({ price: '50000', quantity: '0.2', side: 'buy', time: NOW })]);
    expect(p.users.sort()).toEqual([1, 2]);
  });

  it('rejects an order the balance read for the batch cannot pay; its neighbours go on', () => {
    const state = newMarket();
    const ledger = new Ledger({ 1: { USDT: '1000' }, 2: { USDT: '100' } });
    const p = plan(state, ledger, [limit(1, 'buy', '100', '1'), limit(2, 'buy', '100', '1'), limit(1, 'buy', '99', '1')]);
    expect(p.results.map((r) => (r.ok ? 'ok' : r.key))).toEqual(['ok', 'INSUFFICIENT_BALANCE', 'ok']);
    expect(p.created.map((o) => o.userId)).toEqual([1, 1]);
    expect(state.book.depth(10).bids.map((l) => l.price)).toEqual([10000, 9900]);
    expect(text(ledger.row(2, 'USDT'))).toBe('100/0');
  });

  it('counts the batch’s own changes: money a cancel frees pays for a later order of the batch', () => {
    const state = newMarket();
    const ledger = new Ledger({ 1: { USDT: '200' } });
    const first = plan(state, ledger, [limit(1, 'buy', '150', '1')]);
    const id = first.created[0]!.id;
    const p = plan(state, ledger, [limit(1, 'buy', '150', '1'), { type: 'cancel', userId: 1, orderId: id }, limit(1, 'buy', '150', '1')]);
    expect(p.results.map((r) => (r.ok ? 'ok' : r.key))).toEqual(['INSUFFICIENT_BALANCE', 'ok', 'ok']);
    expect(p.changed.map((o) => [o.id, o.status])).toEqual([[id, 'cancelled']]);
  });

  it('answers a taken or repeated client order id with the first order, and writes nothing for it', () => {
    const state = newMarket();
    const ledger = new Ledger({ 1: { USDT: '1000' } });
    const cid = { client_order_id: 'a1' };
    const p = plan(state, ledger, [limit(1, 'buy', '100', '1', cid), limit(1, 'buy', '101', '1', cid), limit(1, 'buy', '102', '1', { client_order_id: 'old' })], [
      clientKey(1, 'old'),
    ]);
    expect(p.results.slice(1)).toEqual([
      { ok: true, duplicateOf: { userId: 1, clientOrderId: 'a1' } },
      { ok: true, duplicateOf: { userId: 1, clientOrderId: 'old' } },
    ]);
    expect(p.created).toHaveLength(1);
    expect(p.entries).toHaveLength(1);
  });

  it('an engine rejection (post-only that would cross) and a cancel of someone else’s order change nothing', () => {
    const state = newMarket();
    const ledger = new Ledger({ 1: { BTC: '1' }, 2: { USDT: '100000' } });
    const ask = plan(state, ledger, [limit(1, 'sell', '50000', '0.1')]).created[0]!;
    const before = state.book.stateHash();
    const p = plan(state, ledger, [limit(2, 'buy', '50000', '0.1', { tif: 'POST_ONLY' }), { type: 'cancel', userId: 2, orderId: ask.id }]);
    expect(p.results).toEqual([
      { ok: false, key: 'POST_ONLY_WOULD_CROSS' },
      { ok: false, key: 'ORDER_NOT_OPEN' },
    ]);
    expect(p.entries).toEqual([]);
    expect(state.book.stateHash()).toBe(before);
  });
});

/** A random command of a stream: limits around 50,000, market orders by quantity or amount, cancels. */
const commandArb = fc.oneof(
  {
    arbitrary: fc.record({
      user: fc.integer({ min: 1, max: 4 }),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      offset: fc.integer({ min: -10, max: 10 }),
      lots: fc.integer({ min: 1, max: 3000 }),
      tif: fc.constantFrom('GTC' as const, 'GTC' as const, 'IOC' as const, 'FOK' as const, 'POST_ONLY' as const),
      cid: fc.option(fc.constantFrom('x', 'y', 'z'), { freq: 4 }),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ user: fc.integer({ min: 1, max: 4 }), side: fc.constantFrom('buy' as const, 'sell' as const), lots: fc.integer({ min: 1, max: 3000 }) }), weight: 2 },
  { arbitrary: fc.record({ user: fc.integer({ min: 1, max: 4 }), amount: fc.integer({ min: 1, max: 2000 }) }), weight: 1 },
  { arbitrary: fc.record({ user: fc.integer({ min: 1, max: 4 }), cancel: fc.nat() }), weight: 2 },
);
type Drawn = typeof commandArb extends fc.Arbitrary<infer T> ? T : never;

function commandOf(d: Drawn, state: MarketState): SpotCommand {
  if ('cancel' in d) {
    const open = [...state.live.values()];
    const o = open[d.cancel % Math.max(1, open.length)];
    // Mostly the owner's own order, sometimes someone else's.
    return { type: 'cancel', userId: d.cancel % 5 === 0 ? d.user : (o?.userId ?? d.user), orderId: o?.id ?? 0 };
  }
  const body = { symbol: 'BTC_USDT' };
  if ('amount' in d) return { type: 'place', userId: d.user, body: { ...body, side: 'buy', type: 'market', amount: String(d.amount) } };
  const quantity = new Decimal(d.lots).times('0.00001').toFixed();
  if (!('offset' in d)) return { type: 'place', userId: d.user, body: { ...body, side: d.side, type: 'market', quantity } };
  const price = new Decimal(50000).plus(d.offset * 5).toFixed();
  const cid = d.cid === null ? {} : { client_order_id: `${d.cid}${d.lots % 7}` };
  return { type: 'place', userId: d.user, body: { ...body, side: d.side, type: 'limit', price, quantity, tif: d.tif, ...cid } };
}

describe('plans of random command streams', () => {
  it('every entry balances per currency, no balance goes below zero, frozen money is what open orders hold', () => {
    fc.assert(
      fc.property(fc.array(fc.array(commandArb, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 8 }), (batches) => {
        const state = newMarket();
        const deposits = { USDT: '3000', BTC: '0.05' };
        const ledger = new Ledger({ 1: deposits, 2: deposits, 3: deposits, 4: deposits });
        const taken: string[] = [];
        for (const drawn of batches) {
          const commands = drawn.map((d) => commandOf(d, state));
          const p = plan(state, ledger, commands, taken); // throws if a row would go below zero
          expect(p.results).toHaveLength(commands.length);
          for (const { entry } of p.entries) {
            const sums = new Map<string, Decimal>();
            for (const leg of entry.legs) sums.set(leg.currency, (sums.get(leg.currency) ?? new Decimal(0)).plus(leg.amount));
            expect(entry.legs.length).toBeGreaterThanOrEqual(2);
            for (const sum of sums.values()) expect(sum.toFixed()).toBe('0');
          }
          for (const o of p.created) if (o.clientOrderId) taken.push(clientKey(o.userId, o.clientOrderId));
          // Frozen money is exactly what the open orders hold, per user and currency.
          const held = new Map<string, Decimal>();
          for (const o of state.live.values()) {
            expect(isOpen(o.status)).toBe(true);
            held.set(moneyKey(o.userId, o.frozenCurrency), (held.get(moneyKey(o.userId, o.frozenCurrency)) ?? new Decimal(0)).plus(o.frozen));
          }
          for (const [k, r] of ledger.rows) expect([k, r.frozen.toFixed()]).toEqual([k, (held.get(k) ?? new Decimal(0)).toFixed()]);
          expect(state.book.orderCount()).toBe(state.live.size);
          state.book.validate();
        }
        // Nothing created or lost: every currency still sums to the deposits.
        const total = (c: string) => [...ledger.rows].filter(([k]) => k.endsWith(c)).reduce((s, [, r]) => s.plus(r.available).plus(r.frozen), new Decimal(0));
        expect([total('USDT').toFixed(), total('BTC').toFixed()]).toEqual(['12000', '0.2']);
      }),
      { numRuns: 150 },
    );
  });
});
