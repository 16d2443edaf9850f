import { describe, expect, it } from 'vitest';
import { createAdjustableClock, createServerClock, createSystemClock, isAdjustable } from './clock';

describe('the server clock', () => {
  it('runs with the wall clock until it is moved, and keeps running after a move', () => {
    let wall = 1_000_000;
    const clock = createAdjustableClock(() => wall);
    expect(clock.nowMs()).toBe(1_000_000);
    clock.advance(61_000);
    expect(clock.nowMs()).toBe(1_061_000);
    wall += 5;
    expect(clock.now().getTime()).toBe(1_061_005);
  });

  it('jumps to a later instant and refuses the past, negative or non-finite moves', () => {
    const wall = Date.parse('2026-11-25T00:00:00Z');
    const clock = createAdjustableClock(() => wall);
    clock.set(new Date('2026-11-25T08:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(() => clock.set(new Date('2026-11-25T07:59:59Z'))).toThrow(RangeError);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(clock.now().toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });

  it('tells listeners after every move, until they leave', () => {
    const clock = createAdjustableClock(() => 0);
    const seen: number[] = [];
    const leave = clock.onMove((now) => seen.push(now.getTime()));
    clock.advance(10);
    clock.set(new Date(50));
    leave();
    clock.advance(1);
    expect(seen).toEqual([10, 50]);
  });

  it('is the unmovable system clock in production', () => {
    const production = createServerClock({ production: true });
    expect(isAdjustable(production)).toBe(false);
    expect(isAdjustable(createServerClock({ production: false }))).toBe(true);
    const before = Date.now();
    const read = createSystemClock().nowMs();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });
});
