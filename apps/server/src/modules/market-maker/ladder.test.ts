import { describe, expect, it } from 'vitest';
import type { SpotOrder } from '@aurelix/shared/schemas/spot';
import { Decimal } from '../../lib/decimal';
import { gridStep, quoteLadder, requote, takerSide, type PairRules } from './ladder';

const btc: PairRules = {
  symbol: 'BTC_USDT',
  tickSize: new Decimal('0.01'),
  stepSize: new Decimal('0.00001'),
  minQty: new Decimal('0.00001'),
  minNotional: new Decimal('5'),
};
const grid = gridStep(new Decimal('96500.123'), 0.0003, btc.tickSize);
const shape = { levels: 12, halfSpread: 0.0004, grid, notional: (l: number) => new Decimal(1000 + l * 100) };

describe('quote ladder', () => {
  it('is two-sided, uncrossed, on the tick and step, best first, wider with each level', () => {
    const quotes = quoteLadder(new Decimal('96500.123'), btc, shape);
    const bids = quotes.filter((q) => q.side === 'buy');
    const asks = quotes.filter((q) => q.side === 'sell');
    expect(bids).toHaveLength(12);
    expect(asks).toHaveLength(12);
    expect(new Decimal(bids[0]!.price).lt(asks[0]!.price)).toBe(true);
    expect(grid.toFixed()).toBe('28.95'); // 3 bp of the price, on the tick
    // The best quotes are the grid prices just outside mid x (1 -/+ 0.0004).
    const [bestBid, bestAsk] = [new Decimal(bids[0]!.price), new Decimal(asks[0]!.price)];
    expect(bestBid.lte(96461.5229) && bestBid.gt(96461.5229 - 28.95)).toBe(true);
    expect(bestAsk.gte(96538.7231) && bestAsk.lt(96538.7231 + 28.95)).toBe(true);
    expect(bestBid.mod(grid).eq(0) && bestAsk.mod(grid).eq(0)).toBe(true);
    for (const q of quotes) {
      expect(new Decimal(q.price).mod('0.01').eq(0) && new Decimal(q.quantity).mod('0.00001').eq(0)).toBe(true);
      expect(new Decimal(q.price).times(q.quantity).gte(5)).toBe(true);
    }
    for (let i = 1; i < 12; i++) {
      expect(new Decimal(bids[i]!.price).lt(bids[i - 1]!.price)).toBe(true);
      expect(new Decimal(asks[i]!.price).gt(asks[i - 1]!.price)).toBe(true);
    }
  });
  it('adds a touch quote a side a tick outside the mid, inside the grid, when asked', () => {
    const quotes = quoteLadder(new Decimal('96500.123'), btc, { ...shape, touchTicks: 1 });
    const bids = quotes.filter((q) => q.side === 'buy');
    const asks = quotes.filter((q) => q.side === 'sell');
    expect(bids).toHaveLength(13);
    expect(asks).toHaveLength(13);
    // The mid's ticks are 96500.12 and 96500.13: one tick further out a side, a spread of 3 ticks.
    expect([bids[0]!.price, asks[0]!.price]).toEqual(['96500.11', '96500.14']);
    expect(new Decimal(bids[0]!.price).gt(bids[1]!.price) && new Decimal(asks[0]!.price).lt(asks[1]!.price)).toBe(true);
    expect(bids[0]!.quantity).toBe(bids[1]!.quantity);
  });
  it('drops levels below the minimum notional', () => {
    const quotes = quoteLadder(new Decimal('96500'), btc, { ...shape, notional: (l) => new Decimal(l < 3 ? 1000 : 1) });
    expect(quotes).toHaveLength(6);
  });
  it('changes only a level or two a side when the price walks by one grid step', () => {
    const before = quoteLadder(new Decimal('96500.123'), btc, shape);
    const after = quoteLadder(new Decimal('96500.123').plus(grid), btc, shape);
    const open = before.map((q, i) => ({ id: String(i), side: q.side, price: q.price }) as SpotOrder);
    const change = requote(open, after);
    expect(change.cancel.length).toBeLessThanOrEqual(2);
    expect(change.place.length).toBeLessThanOrEqual(2);
  });
});

describe('requote', () => {
  const order = (id: string, side: 'buy' | 'sell', price: string) => ({ id, side, price }) as SpotOrder;
  it('keeps orders at wanted prices, cancels the rest and places what is missing', () => {
    const wanted = [
      { side: 'buy' as const, price: '100', quantity: '1' },
      { side: 'buy' as const, price: '99', quantity: '1' },
      { side: 'sell' as const, price: '101', quantity: '1' },
    ];
    const open = [order('1', 'buy', '100.000'), order('2', 'buy', '98'), order('3', 'sell', '100'), order('4', 'buy', '100')];
    expect(requote(open, wanted)).toEqual({ cancel: ['2', '3', '4'], place: [wanted[1], wanted[2]] });
  });
});

describe('taker side', () => {
  it('leans towards the inventory target', () => {
    const buys = (ratio: number) => Array.from({ length: 100 }, (_, i) => takerSide(ratio, i / 100)).filter((s) => s === 'buy').length;
    expect(buys(1)).toBe(50);
    expect(buys(0.2)).toBe(90);
    expect(buys(3)).toBe(10);
  });
});
