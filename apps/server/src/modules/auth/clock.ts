/**
 * The time source of the account services. Lockouts and code expiry read it instead of `new Date()`,
 * so a test can move time forward (stub `now` on `app.services.clock`) without waiting.
 */
export interface Clock {
  now(): Date;
}

export function createClock(): Clock {
  return { now: () => new Date() };
}
