/**
 * A 24h market tick as pushed on `{left}_{right}_tick` (SPEC 3); numbers are decimal strings.
 * `pair` is the pair's symbol as in /api/pair_list (`BTC_USDT`).
 */
export interface MarketTick {
  pair: string;
  close: string;
  open: string;
  high: string;
  low: string;
  /** Fraction, not percent: 0.0123 means +1.23%. */
  increase: string;
  /** 24h volume in the base currency (left symbol). */
  vol: string;
  /** 24h turnover in the quote currency (right symbol). */
  amount: string;
  count: number;
}

/** A contract index tick as pushed on `{left}_{right}_future_index_tick` (SPEC 3). */
export interface IndexTick {
  pair: string;
  /** The index price, floored to 4 decimals (SPEC 9). */
  close: string;
  /** The contract's mark price (issue 16), at its price precision. */
  mark?: string;
}

/** Channel names of ARCHITECTURE 7, lower-case `{left}_{right}` as the spec writes them. */
export const channels = {
  tick: (left: string, right: string) => `${left}_${right}_tick`.toLowerCase(),
  futureTick: (left: string, right: string) => `${left}_${right}_future_tick`.toLowerCase(),
  futureIndexTick: (left: string, right: string) => `${left}_${right}_future_index_tick`.toLowerCase(),
  /** The private per-user channel; the server only lets the owner of the token join it. */
  user: (userId: number) => `user_${userId}`,
};

/** The user id of a private channel name (`user_12` -> 12), undefined for any other name. */
export function userIdOfChannel(name: string): number | undefined {
  const m = /^user_([1-9]\d{0,9})$/.exec(name);
  return m ? Number(m[1]) : undefined;
}

/** Every server push: event `data` with the channel it was published on. */
export interface DataPush<T = unknown> {
  channel: string;
  data: T;
}

/** Why the server ignored a request on the socket; pushed as event `error`. */
export type RealtimeErrorCode = 'UNKNOWN_CHANNEL' | 'NOT_LOGGED_IN' | 'TOO_MANY_CHANNELS';
export interface RealtimeError {
  code: RealtimeErrorCode;
  channel?: string;
}

/** Answer of `sub` / `unsub` when the client passes an acknowledgement callback. */
export interface SubAck {
  ok: string[];
  rejected: string[];
}

/** Answer of `auth` when the client passes an acknowledgement callback. */
export interface AuthAck {
  ok: boolean;
  user_id: number | null;
}

/** Socket.IO event map, server to client (for a typed `Socket` in the web app). */
export interface ServerToClientEvents {
  data: (push: DataPush) => void;
  error: (error: RealtimeError) => void;
}

/** Socket.IO event map, client to server. Names are matched lower-case; at most 100 per call. */
export interface ClientToServerEvents {
  sub: (names: string | string[], ack?: (res: SubAck) => void) => void;
  unsub: (names: string | string[], ack?: (res: SubAck) => void) => void;
  /** Signs the socket in (session token) or out (empty string / null) for the private channel. */
  auth: (token: string | null, ack?: (res: AuthAck) => void) => void;
}
