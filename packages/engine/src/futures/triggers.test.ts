import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { px } from './testing/fixtures';
import { checkTakeProfitStopLoss, exitTriggerDirection, triggerDirection, TriggerIndex, type TriggerDirection } from './triggers';
import { price, type Price } from './units';

describe('trigger and TP/SL checks', () => {
  it('sets a trigger’s direction from the current price', () => {
    expect(triggerDirection(px('41000'), px('40000'))).toEqual({ ok: true, value: 'rise' });
    expect(triggerDirection(px('39000'), px('40000'))).toEqual({ ok: true, value: 'fall' });
    expect(triggerDirection(px('40000'), px('40000'))).toEqual({ ok: false, code: 'TRIGGER_AT_CURRENT_PRICE' });
  });

  it('refuses a TP above the reference for a short, an SL below it for a short, and the reverse for a long', () => {
    const ref = px('40000');
    expect(checkTakeProfitStopLoss('short', ref, { takeProfit: px('41000') })).toEqual({ ok: false, code: 'TAKE_PROFIT_WRONG_SIDE' });
    expect(checkTakeProfitStopLoss('short', ref, { stopLoss: px('39000') })).toEqual({ ok: false, code: 'STOP_LOSS_WRONG_SIDE' });
    expect(checkTakeProfitStopLoss('long', ref, { takeProfit: px('40000') })).toEqual({ ok: false, code: 'TAKE_PROFIT_WRONG_SIDE' });
    expect(checkTakeProfitStopLoss('long', ref, { takeProfit: px('41000'), stopLoss: px('39000') }).ok).toBe(true);
    expect(checkTakeProfitStopLoss('short', ref, { takeProfit: px('39000'), stopLoss: px('41000') }).ok).toBe(true);
    expect(exitTriggerDirection('long', 'take-profit')).toBe('rise');
    expect(exitTriggerDirection('short', 'take-profit')).toBe('fall');
    expect(exitTriggerDirection('short', 'stop-loss')).toBe('rise');
  });
});

describe('trigger index', () => {
  it('fires each trigger once, when the price reaches it from its side (property against a scan)', () => {
    const trigger = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      at: fc.bigInt({ min: 1n, max: 60n }).map(price),
      start: fc.bigInt({ min: 1n, max: 60n }).map(price),
    });
    fc.assert(
      fc.property(fc.array(trigger, { maxLength: 60 }), fc.array(fc.bigInt({ min: 1n, max: 60n }), { maxLength: 20 }), (placed, path) => {
        const index = new TriggerIndex();
        const model = new Map<number, { direction: TriggerDirection; at: Price }>();
        for (const t of placed) {
          const direction = triggerDirection(t.at, t.start);
          if (!direction.ok) continue;
          index.set(t.id, direction.value, t.at);
          model.set(t.id, { direction: direction.value, at: t.at });
        }
        const fired = new Set<number>();
        for (const p of path) {
          const now = price(p);
          const got = index.take(now);
          const expected = [...model.entries()].filter(([, t]) => (t.direction === 'rise' ? now >= t.at : now <= t.at)).map(([id]) => id);
          expect(new Set(got)).toEqual(new Set(expected));
          for (const id of got) {
            expect(fired.has(id)).toBe(false);
            fired.add(id);
            model.delete(id);
          }
          index.validate();
        }
        expect(index.size).toBe(model.size);
      }),
    );
  });
});
