/**
 * The one source of time for domain code: codes and their cooldowns, authenticator windows,
 * lockouts, sessions, withdrawal limits, candles, order stamps and every timer a product adds.
 *
 * In production it is the system clock and cannot be moved. Elsewhere it is the system clock plus
 * an offset that `POST /api/dev/clock` and tests move, so a 61 s cooldown or an 8-hour funding
 * interval passes in no wall time at all. Time keeps flowing after a move (an offset, not a frozen
 * instant), because the demo market, candles and sockets expect a live clock.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The current instant in epoch milliseconds (hot paths: no Date allocated). */
  nowMs(): number;
}

/** A clock that tests and the development route can move; never built in production. */
export interface AdjustableClock extends Clock {
  readonly adjustable: true;
  /** Moves time forward by `ms` (>= 0: time never runs backwards for what already happened). */
  advance(ms: number): Date;
  /** Jumps to `at`; refused when `at` is earlier than now. */
  set(at: Date): Date;
  /** How far this clock runs ahead of the system clock, in ms (0 until it is moved). */
  offsetMs(): number;
  /** Called after every move, so timers can re-arm against the new time; returns an unsubscribe. */
  onMove(listener: (now: Date) => void): () => void;
}

export type ServerClock = Clock & { readonly adjustable: boolean };

/** The wall clock: production's only clock. */
export function createSystemClock(): ServerClock {
  return { adjustable: false, now: () => new Date(), nowMs: () => Date.now() };
}

/** The system clock plus a forward-only offset; `base` is injectable for the clock's own tests. */
export function createAdjustableClock(base: () => number = Date.now): AdjustableClock {
  let offset = 0;
  const listeners = new Set<(now: Date) => void>();
  const nowMs = () => base() + offset;
  const moved = () => {
    const now = new Date(nowMs());
    for (const listener of listeners) listener(now);
    return now;
  };
  return {
    adjustable: true,
    now: () => new Date(nowMs()),
    nowMs,
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`clock: cannot advance by ${ms} ms`);
      offset += ms;
      return moved();
    },
    set(at) {
      const target = at.getTime();
      if (!Number.isFinite(target) || target < nowMs()) throw new RangeError('clock: cannot move into the past');
      offset += target - nowMs();
      return moved();
    },
    offsetMs: () => offset,
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Production gets the system clock; every other environment a movable one. */
export function createServerClock(opts: { production: boolean }): ServerClock | AdjustableClock {
  return opts.production ? createSystemClock() : createAdjustableClock();
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return (clock as Partial<AdjustableClock>).adjustable === true;
}
