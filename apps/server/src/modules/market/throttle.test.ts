import { describe, expect, it } from 'vitest';
import { fakeScheduler } from './test-kit';
import { createThrottle } from './throttle';

describe('push throttle', () => {
  it('merges a burst of book changes into at most 10 pushes a second per market', () => {
    const clock = fakeScheduler(1_000_000);
    const pushes: Array<[string, number]> = [];
    const throttle = createThrottle({
      intervalMs: 100,
      scheduler: clock.scheduler,
      push: (key) => pushes.push([key, clock.scheduler.now()]),
    });
    // 1,000 changes a second on one market for 3 seconds, and one change on another.
    for (let ms = 0; ms < 3000; ms++) {
      throttle.touch('BTC_USDT');
      clock.advance(1);
    }
    throttle.touch('ETH_USDT');
    clock.advance(1000);
    const btc = pushes.filter(([k]) => k === 'BTC_USDT').map(([, t]) => t);
    expect(btc.length).toBeGreaterThanOrEqual(29);
    expect(btc.length).toBeLessThanOrEqual(31);
    for (let i = 1; i < btc.length; i++) expect(btc[i]! - btc[i - 1]!).toBeGreaterThanOrEqual(100);
    for (let s = 0; s < 3; s++) {
      const inSecond = btc.filter((t) => t >= 1_000_000 + s * 1000 && t < 1_000_000 + (s + 1) * 1000);
      expect(inSecond.length).toBeLessThanOrEqual(10);
    }
    expect(pushes.filter(([k]) => k === 'ETH_USDT')).toHaveLength(1);
  });
  it('pushes the first change at once and always delivers the last state', () => {
    const clock = fakeScheduler();
    let pushed = 0;
    const throttle = createThrottle({ intervalMs: 100, scheduler: clock.scheduler, push: () => pushed++ });
    throttle.touch('BTC_USDT');
    expect(pushed).toBe(1);
    clock.advance(10);
    throttle.touch('BTC_USDT');
    throttle.touch('BTC_USDT');
    expect(pushed).toBe(1);
    clock.advance(89);
    expect(pushed).toBe(1);
    clock.advance(1);
    expect(pushed).toBe(2);
    clock.advance(10_000);
    expect(pushed).toBe(2);
  });
  it('drops pending pushes when stopped', () => {
    const clock = fakeScheduler();
    let pushed = 0;
    const throttle = createThrottle({ intervalMs: 100, scheduler: clock.scheduler, push: () => pushed++ });
    throttle.touch('A');
    throttle.touch('A');
    throttle.stop();
    clock.advance(1000);
    expect(pushed).toBe(1);
  });
});
