import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lots } from '../units';
import {
  checkCloseOrder,
  entryPrice,
  fillValue,
  increasePosition,
  priceAtReturn,
  reducePosition,
  returnOnEquity,
  unrealisedPnl,
  type Position,
} from './position';
import { anySide, BTC, btcLots, btcMarkPrice, btcTickPrice, pct, px, usdt } from './testing/fixtures';
import { leverage, price, type Money, type Rate } from './units';

function opened(side: 'long' | 'short', at: string, qty: number): Position {
  const result = increasePosition(BTC, null, side, px(at), lots(qty));
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

describe('opening and increasing', () => {
  it('averages the entry price by value', () => {
    const first = opened('long', '40000', 1000);
    const more = increasePosition(BTC, first, 'long', px('50000'), lots(3000));
    expect(more).toEqual({ ok: true, value: { side: 'long', size: 4000, entryValue: usdt('190000') } });
    if (more.ok) expect(entryPrice(BTC, more.value)).toBe(px('47500'));
  });

  it('refuses sizes that are not whole lots and prices that are not positive', () => {
    expect(increasePosition(BTC, null, 'long', px('1'), lots(0))).toEqual({ ok: false, code: 'INVALID_QUANTITY' });
    expect(increasePosition(BTC, null, 'long', px('1'), lots(1.5))).toEqual({ ok: false, code: 'INVALID_QUANTITY' });
    expect(increasePosition(BTC, null, 'short', px('0'), lots(1))).toEqual({ ok: false, code: 'INVALID_PRICE' });
  });

  it('treats a fill off the tick grid as a broken invariant', () => {
    expect(() => fillValue(BTC, px('100.05'), lots(1))).toThrow(/tick grid/);
  });
});

describe('closing', () => {
  it('realises PnL on the closed part and keeps the entry price of the rest', () => {
    const long = opened('long', '40000', 2000);
    const half = reducePosition(BTC, long, px('42000'), lots(1000));
    expect(half.ok && half.value.realisedPnl).toBe(usdt('2000'));
    expect(half.ok && half.value.position).toEqual({ side: 'long', size: 1000, entryValue: usdt('40000') });
    const short = opened('short', '40000', 1000);
    const closed = reducePosition(BTC, short, px('42000'), lots(1000));
    expect(closed).toEqual({ ok: true, value: { position: null, closedEntryValue: usdt('40000'), realisedPnl: usdt('-2000') } });
  });

  it('refuses a close above the position, and reduce-only orders on the opening side', () => {
    const long = opened('long', '40000', 1000);
    expect(reducePosition(BTC, long, px('1'), lots(1001))).toEqual({ ok: false, code: 'CLOSE_EXCEEDS_CLOSABLE' });
    expect(checkCloseOrder(long, 'long', 'buy', lots(1), lots(0))).toEqual({ ok: false, code: 'REDUCE_ONLY_WOULD_INCREASE' });
    expect(checkCloseOrder(null, 'short', 'buy', lots(1), lots(0))).toEqual({ ok: false, code: 'NO_POSITION' });
    expect(checkCloseOrder(long, 'long', 'sell', lots(600), lots(400))).toEqual({ ok: true, value: 600 });
    expect(checkCloseOrder(long, 'long', 'sell', lots(601), lots(400))).toEqual({ ok: false, code: 'CLOSE_EXCEEDS_CLOSABLE' });
  });

  it('never lets close orders that pass the check flip a position', () => {
    fc.assert(
      fc.property(anySide(), btcLots(), fc.array(btcLots(5000), { maxLength: 30 }), (side, size, closes) => {
        let position: Position | null = opened(side, '30000', size);
        let pending = 0;
        for (const qty of closes) {
          const check = checkCloseOrder(position, side, side === 'long' ? 'sell' : 'buy', qty, lots(pending));
          if (check.ok) pending += qty;
        }
        expect(pending).toBeLessThanOrEqual(size);
        // Filling every accepted close leaves the position empty or smaller, never of the other side.
        if (pending > 0) {
          const done = reducePosition(BTC, position, px('31000'), lots(pending));
          expect(done.ok).toBe(true);
          position = done.ok ? done.value.position : position;
          expect(position === null || (position.side === side && position.size === size - pending)).toBe(true);
        }
      }),
    );
  });

  it('sums the realised PnL of a whole life exactly to exits minus entries, and each close rounds against the user', () => {
    const step = fc.record({ open: fc.boolean(), qty: btcLots(3000), at: btcTickPrice() });
    fc.assert(
      fc.property(anySide(), fc.array(step, { minLength: 1, maxLength: 40 }), (side, steps) => {
        let position: Position | null = null;
        let paidIn = 0n;
        let tookOut = 0n;
        let realised = 0n;
        for (const s of steps) {
          if (s.open || position === null) {
            const next = increasePosition(BTC, position, side, s.at, s.qty);
            if (!next.ok) throw new Error(next.code);
            position = next.value;
            paidIn += fillValue(BTC, s.at, s.qty);
            continue;
          }
          const qty = lots(Math.min(s.qty, position.size));
          const exact = (fillValue(BTC, s.at, qty) * BigInt(position.size) - position.entryValue * BigInt(qty)) * (side === 'long' ? 1n : -1n);
          const done = reducePosition(BTC, position, s.at, qty);
          if (!done.ok) throw new Error(done.code);
          expect(done.value.realisedPnl * BigInt(position.size)).toBeLessThanOrEqual(exact);
          realised += done.value.realisedPnl;
          tookOut += fillValue(BTC, s.at, qty);
          position = done.value.position;
        }
        if (position !== null) {
          const last = reducePosition(BTC, position, px('50000'), position.size);
          if (!last.ok) throw new Error(last.code);
          realised += last.value.realisedPnl;
          tookOut += fillValue(BTC, px('50000'), position.size);
        }
        expect(realised).toBe((tookOut - paidIn) * (side === 'long' ? 1n : -1n));
      }),
    );
  });
});

describe('PnL and yield at a mark price', () => {
  it('reads PnL and ROE: a 10x long up 1% is up 10%', () => {
    const long = opened('long', '40000', 1000);
    expect(unrealisedPnl(BTC, long, px('40400'))).toBe(usdt('400'));
    expect(returnOnEquity(BTC, long, px('40400'), leverage(10))).toBe(pct('10'));
    const short = opened('short', '40000', 1000);
    expect(unrealisedPnl(BTC, short, px('40400'))).toBe(usdt('-400'));
    expect(returnOnEquity(BTC, short, px('40400'), leverage(10))).toBe(pct('-10'));
  });

  it('rounds PnL down, toward the user losing the sub-unit', () => {
    const long = opened('long', '40000', 1);
    expect(unrealisedPnl(BTC, long, px('40000.000001'))).toBe(usdt('0'));
    expect(unrealisedPnl(BTC, long, px('39999.999999'))).toBe(usdt('-0.00000001'));
  });

  it('finds the price of a yield (TP/SL by ROE), reached no later than the yield', () => {
    const long = opened('long', '40000', 1000);
    expect(priceAtReturn(BTC, long, pct('10'), leverage(10))).toBe(px('40400'));
    expect(priceAtReturn(BTC, opened('short', '40000', 1000), pct('-50'), leverage(10))).toBe(px('42000'));
    expect(priceAtReturn(BTC, opened('short', '40000', 1000), pct('1000'), leverage(10))).toBeNull();
    const target = fc.bigInt({ min: -90_000_000n, max: 500_000_000n }).map((t) => t as Rate);
    fc.assert(
      fc.property(anySide(), btcLots(), btcTickPrice(), fc.integer({ min: 1, max: 125 }), target, (side, size, at, lev, goal) => {
        const open = increasePosition(BTC, null, side, at, size);
        if (!open.ok) throw new Error(open.code);
        const trigger = priceAtReturn(BTC, open.value, goal, leverage(lev));
        if (trigger === null) return;
        // At the trigger the yield is not yet past the goal, and one 1e-8 further it is reached.
        const roe = (p: bigint): bigint => returnOnEquity(BTC, open.value, price(p), leverage(lev));
        const beyond = trigger + (side === 'long' ? 1n : -1n) * (goal >= 0n ? 1n : -1n);
        if (goal >= 0n) expect(roe(trigger) <= goal && roe(beyond) >= goal).toBe(true);
        else expect(roe(trigger) >= goal && roe(beyond) <= goal).toBe(true);
      }),
    );
  });
});

describe('PnL is zero at entry and linear in the mark', () => {
  it('holds for any position and mark', () => {
    fc.assert(
      fc.property(anySide(), btcLots(), btcTickPrice(), btcMarkPrice(), (side, size, at, mark) => {
        const open = increasePosition(BTC, null, side, at, size);
        if (!open.ok) throw new Error(open.code);
        expect(unrealisedPnl(BTC, open.value, at)).toBe(0n);
        const scaled = (mark - at) * BigInt(size) * BTC.stepSize * (side === 'long' ? 1n : -1n);
        const pnl: Money = unrealisedPnl(BTC, open.value, mark);
        expect(pnl * 100_000_000n <= scaled && scaled < (pnl + 1n) * 100_000_000n).toBe(true);
      }),
    );
  });
});
