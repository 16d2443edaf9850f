/** A 24h market tick as pushed on `{left}_{right}_tick` (SPEC 3); numbers are decimal strings. */
export interface MarketTick {
  pair: string;
  close: string;
  open: string;
  high: string;
  low: string;
  /** Fraction, not percent: 0.0123 means +1.23%. */
  increase: string;
  vol: string;
  amount: string;
  count: number;
}

/** Channel names of ARCHITECTURE 7, lower-case `{left}_{right}` as the spec writes them. */
export const channels = {
  tick: (left: string, right: string) => `${left}_${right}_tick`.toLowerCase(),
  futureTick: (left: string, right: string) => `${left}_${right}_future_tick`.toLowerCase(),
  futureIndexTick: (left: string, right: string) => `${left}_${right}_future_index_tick`.toLowerCase(),
  /** The private per-user channel; the server only lets the owner of the token join it. */
  user: (userId: number) => `user_${userId}`,
};
