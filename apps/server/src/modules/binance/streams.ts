import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { BINANCE_KLINE_INTERVALS, type BinanceKlineInterval } from '@aurelix/shared/schemas/binance';
import type { Candle, KlineInterval, SpotOrder } from '@aurelix/shared/schemas/spot';
import { Decimal } from '../../lib/decimal';
import type { SpotMarketFeed, SpotTradeRecord } from '../spot/feed';
import type { BinanceSymbols } from './symbols';
import { executionReport, type ListenKeys } from './user-stream';
import { intervalMs, KLINE_OF } from './views';

/*
 * Binance's market streams (issue 29 item 7): raw streams on `<prefix>/ws/<stream>[/<stream>...]`
 * and combined ones on `<prefix>/stream?streams=a/b` (messages `{stream, data}`), SUBSCRIBE,
 * UNSUBSCRIBE and LIST_SUBSCRIPTIONS messages. Spot's prefix is none (Binance's stream.binance.com);
 * USDⓈ-M futures' is `/fstream` (Binance's separate host fstream.binance.com). Streams:
 * `<symbol>@trade` and `@aggTrade` (each trade), `@depth[@100ms]` (diffs with update ids U..u, the
 * same counter as the REST depth's lastUpdateId, so a client rebuilds the book by Binance's
 * procedure) and `@depth<5|10|20>[@100ms]` (partial books), every 100 ms when the book changed;
 * `@bookTicker` at each change of the best levels; `@kline_<interval>` every 250 ms after trades, and
 * once closed (`x: true`, its final figures) when its interval ends;
 * `@ticker` and `!ticker@arr` every second; futures' `@markPrice[@1s]` and `!markPrice@arr[@1s]`
 * every 3 s (every second with @1s). On spot's path a listenKey is a stream too: the user data
 * stream (user-stream.ts).
 */

const DEPTH_LEVELS = 1000;
type Level = [string, string];

interface Client {
  ws: WebSocket;
  combined: boolean;
  streams: Set<string>;
}

/** What a depth stream last sent of a market: its levels and the version they are at. */
interface SentBook {
  version: number;
  bids: Map<string, string>;
  asks: Map<string, string>;
}

const levelsOf = (side: readonly Level[]) => new Map(side.map(([p, q]) => [p, q]));

/** Levels whose quantity changed since `before` (absolute quantities; '0' for a level that went). */
function changed(before: Map<string, string>, now: Map<string, string>): Level[] {
  const out: Level[] = [];
  for (const [price, qty] of now) if (before.get(price) !== qty) out.push([price, qty]);
  for (const price of before.keys()) if (!now.has(price)) out.push([price, '0']);
  return out;
}

/** A market's 24h figures (spot's ticker row, a contract's own ticks). */
export interface StreamTicker {
  open: string;
  close: string;
  high: string;
  low: string;
  vol: string;
  amount: string;
  increase: string;
  count: number;
}

/** A contract's mark price and funding, as /fapi/v1/premiumIndex answers them. */
export interface StreamMark {
  symbol: string;
  markPrice: string;
  indexPrice: string;
  fundingRate: string;
  nextFundingTime: number;
}

export interface BinanceStreamDeps {
  /** '' for spot (/ws, /stream), '/fstream' for futures (/fstream/ws, /fstream/stream). */
  prefix: '' | '/fstream';
  feed: SpotMarketFeed;
  symbols: BinanceSymbols;
  /** The open candle of the current interval. */
  candle: (symbol: string, interval: KlineInterval) => Candle | undefined;
  /** Candles up to `end`, oldest first (what /api/v3/klines answers): a closed candle's final figures. */
  candles: (symbol: string, interval: KlineInterval, limit: number, end: number) => Promise<Candle[]>;
  ticker: (symbol: string) => StreamTicker | undefined;
  /** Futures only: every contract's mark price and funding. */
  marks?: () => Promise<StreamMark[]>;
  /** Spot only: the user data stream's keys and the spot balances it reports. */
  user?: { keys: ListenKeys; balances: (userId: number) => Promise<{ currency: string; available: string; frozen: string }[]> };
  now: () => number;
  log: (err: unknown, msg: string) => void;
}

const KLINE_STREAM = new RegExp(`^kline_(${BINANCE_KLINE_INTERVALS.join('|')})$`);
const SYMBOL_STREAM = /^([a-z0-9]{2,24})@(trade|aggTrade|depth|depth@100ms|depth(?:5|10|20)(?:@100ms)?|bookTicker|ticker|markPrice|markPrice@1s|kline_\w+)$/;
const ALL_STREAMS = new Set(['!ticker@arr']);
const ALL_MARK_STREAMS = new Set(['!markPrice@arr', '!markPrice@arr@1s']);

export function createBinanceStreams(deps: BinanceStreamDeps) {
  const futures = deps.prefix === '/fstream';
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const clients = new Set<Client>();
  const sent = new Map<string, SentBook>();

  const send = (c: Client, stream: string, data: unknown) => {
    if (c.ws.readyState !== c.ws.OPEN) return;
    c.ws.send(JSON.stringify(c.combined ? { stream, data } : data));
  };
  const listeners = (stream: string) => [...clients].filter((c) => c.streams.has(stream));

  /** Starts following a market's depth from its current book (no event for what is already there). */
  function follow(symbol: string) {
    if (sent.has(symbol)) return;
    const book = deps.feed.depth(symbol, DEPTH_LEVELS);
    sent.set(symbol, { version: deps.symbols.bookVersion(symbol), bids: levelsOf(book?.bids ?? []), asks: levelsOf(book?.asks ?? []) });
  }

  /** One depthUpdate per followed market that changed since its last one. */
  function flush() {
    for (const [symbol, last] of sent) {
      const version = deps.symbols.bookVersion(symbol);
      if (version === last.version) continue;
      const book = deps.feed.depth(symbol, DEPTH_LEVELS);
      const bids = levelsOf(book?.bids ?? []);
      const asks = levelsOf(book?.asks ?? []);
      const s = deps.symbols.binance(symbol);
      const event = { e: 'depthUpdate', E: deps.now(), s, U: last.version + 1, u: version, b: changed(last.bids, bids), a: changed(last.asks, asks) };
      sent.set(symbol, { version, bids, asks });
      const name = `${s.toLowerCase()}@depth`;
      for (const c of listeners(name)) send(c, name, event);
      for (const c of listeners(`${name}@100ms`)) send(c, `${name}@100ms`, event);
      for (const levels of [5, 10, 20]) {
        const partial = { lastUpdateId: version, bids: book?.bids.slice(0, levels) ?? [], asks: book?.asks.slice(0, levels) ?? [] };
        for (const n of [`${name}${levels}`, `${name}${levels}@100ms`]) for (const c of listeners(n)) send(c, n, futures ? { e: 'depthUpdate', E: deps.now(), T: deps.now(), s, U: version, u: version, pu: version - 1, b: partial.bids, a: partial.asks } : partial);
      }
    }
  }

  /** The best bid and ask each bookTicker subscriber last got, so only a change is pushed. */
  const tops = new Map<string, string>();
  function onBookChange(symbol: string) {
    const s = deps.symbols.binance(symbol);
    const name = `${s.toLowerCase()}@bookTicker`;
    const to = listeners(name);
    if (to.length === 0) return;
    const book = deps.feed.depth(symbol, 1);
    const [b, a] = [book?.bids[0] ?? ['0', '0'], book?.asks[0] ?? ['0', '0']];
    const key = `${b[0]}/${b[1]}/${a[0]}/${a[1]}`;
    if (tops.get(symbol) === key) return;
    tops.set(symbol, key);
    const u = deps.symbols.bookVersion(symbol);
    const event = futures ? { e: 'bookTicker', u, E: deps.now(), T: deps.now(), s, b: b[0], B: b[1], a: a[0], A: a[1] } : { u, s, b: b[0], B: b[1], a: a[0], A: a[1] };
    for (const c of to) send(c, name, event);
  }

  /** Markets with trades since their last kline push. */
  const traded = new Set<string>();
  /** Per kline stream, the candle its last event showed open: it is sent closed (`x: true`) once its interval ends. */
  const shownOpen = new Map<string, { symbol: string; interval: BinanceKlineInterval; time: number }>();
  let klinesFlushing: Promise<void> | undefined;
  const flushKlines = () => (klinesFlushing ??= pushKlines().finally(() => (klinesFlushing = undefined)));

  async function pushKlines() {
    const now = deps.now();
    // First the candles whose interval has ended, with their final figures, so a client sees a
    // candle close before the next one opens, as Binance sends it (whether or not anything traded since).
    for (const [name, open] of shownOpen) {
      if (now < open.time + intervalMs(open.interval)) continue;
      shownOpen.delete(name);
      const to = listeners(name);
      if (to.length === 0) continue;
      const closed = (await deps.candles(open.symbol, KLINE_OF[open.interval], 1, open.time)).find((c) => c.time === open.time);
      if (closed) for (const client of to) send(client, name, klineEvent(deps.symbols.binance(open.symbol), open.interval, closed, true));
    }
    const symbols = [...traded];
    traded.clear();
    for (const symbol of symbols) {
      const s = deps.symbols.binance(symbol);
      for (const interval of BINANCE_KLINE_INTERVALS) {
        const name = `${s.toLowerCase()}@kline_${interval}`;
        const to = listeners(name);
        if (to.length === 0) continue;
        const c = deps.candle(symbol, KLINE_OF[interval]);
        if (!c) continue;
        shownOpen.set(name, { symbol, interval, time: c.time });
        for (const client of to) send(client, name, klineEvent(s, interval, c, false));
      }
    }
  }

  function klineEvent(s: string, interval: BinanceKlineInterval, c: Candle, closed: boolean) {
    return {
      e: 'kline',
      E: deps.now(),
      s,
      k: { t: c.time, T: c.time + intervalMs(interval) - 1, s, i: interval, f: -1, L: -1, o: c.open, c: c.close, h: c.high, l: c.low, v: c.vol, n: 0, x: closed, q: c.amount, V: '0', Q: '0', B: '0' },
    };
  }

  function tickerEvent(symbol: string, t: StreamTicker) {
    const s = deps.symbols.binance(symbol);
    const close = new Decimal(t.close);
    const vol = new Decimal(t.vol);
    const now = deps.now();
    const event: Record<string, unknown> = {
      e: '24hrTicker',
      E: now,
      s,
      p: close.minus(t.open).toFixed(),
      P: new Decimal(t.increase).times(100).toFixed(2),
      w: vol.isZero() ? t.close : new Decimal(t.amount).div(vol).toSignificantDigits(12).toFixed(),
      c: t.close,
      Q: '0',
      o: t.open,
      h: t.high,
      l: t.low,
      v: t.vol,
      q: t.amount,
      O: now - 86_400_000,
      C: now,
      F: -1,
      L: -1,
      n: t.count,
    };
    if (!futures) {
      const book = deps.feed.depth(symbol, 1);
      Object.assign(event, { x: t.open, b: book?.bids[0]?.[0] ?? '0', B: book?.bids[0]?.[1] ?? '0', a: book?.asks[0]?.[0] ?? '0', A: book?.asks[0]?.[1] ?? '0' });
    }
    return event;
  }

  function flushTickers() {
    const all = listeners('!ticker@arr');
    const events: Record<string, unknown>[] = [];
    for (const pair of deps.symbols.all()) {
      const name = `${deps.symbols.binance(pair.symbol).toLowerCase()}@ticker`;
      const to = listeners(name);
      if (to.length === 0 && all.length === 0) continue;
      const t = deps.ticker(pair.symbol);
      if (!t) continue;
      const event = tickerEvent(pair.symbol, t);
      for (const c of to) send(c, name, event);
      events.push(event);
    }
    if (events.length > 0) for (const c of all) send(c, '!ticker@arr', events);
  }

  /** Mark price pushes: every second for @1s streams, every third second for the others. */
  let markRound = 0;
  async function flushMarks(all: boolean) {
    if (!deps.marks) return;
    const slow = markRound++ % 3 === 0 || all;
    const anyone = [...clients].some((c) => [...c.streams].some((n) => n.includes('@markPrice') || n.startsWith('!markPrice')));
    if (!anyone) return;
    const rows = await deps.marks();
    const events = rows.map((m) => ({ e: 'markPriceUpdate', E: deps.now(), s: m.symbol, p: m.markPrice, i: m.indexPrice, P: m.indexPrice, r: m.fundingRate, T: m.nextFundingTime }));
    for (const event of events) {
      const name = `${event.s.toLowerCase()}@markPrice`;
      for (const c of listeners(`${name}@1s`)) send(c, `${name}@1s`, event);
      if (slow) for (const c of listeners(name)) send(c, name, event);
    }
    for (const c of listeners('!markPrice@arr@1s')) send(c, '!markPrice@arr@1s', events);
    if (slow) for (const c of listeners('!markPrice@arr')) send(c, '!markPrice@arr', events);
  }

  function onTrades(symbol: string, trades: readonly SpotTradeRecord[]) {
    if (trades.length > 0) traded.add(symbol);
    const s = deps.symbols.binance(symbol);
    const name = `${s.toLowerCase()}@trade`;
    const to = listeners(name);
    const agg = `${s.toLowerCase()}@aggTrade`;
    const toAgg = listeners(agg);
    for (const t of trades) {
      const id = Number(t.id);
      // The maker bought when the taker sold; an aggregate trade is one trade (fills are not merged).
      const m = t.side === 'sell';
      for (const c of to) send(c, name, futures ? { e: 'trade', E: deps.now(), T: t.time, s, t: id, p: t.price, q: t.quantity, X: 'MARKET', m } : { e: 'trade', E: deps.now(), s, t: id, p: t.price, q: t.quantity, T: t.time, m, M: true });
      for (const c of toAgg) send(c, agg, { e: 'aggTrade', E: deps.now(), s, a: id, p: t.price, q: t.quantity, f: id, l: id, T: t.time, m, ...(futures ? {} : { M: true }) });
    }
  }

  /* ---------- The user data stream: streams named by a listenKey ---------- */

  /** Clients with a listenKey among their streams. */
  const userClients = new Set<Client>();
  /** What the last executionReport of each open order said was filled. */
  const reported = new Map<string, { qty: string; amount: string }>();
  const isKey = (name: string) => /^[0-9a-f]{60}$/.test(name) && deps.user?.keys.userOf(name) !== undefined;
  const keysOf = (c: Client, userId: number) => [...c.streams].filter((n) => n.length === 60 && deps.user?.keys.userOf(n) === userId);

  function toUser(userId: number, event: unknown) {
    for (const c of userClients) for (const key of keysOf(c, userId)) send(c, key, event);
  }

  const user = {
    wants: (userId: number) => [...userClients].some((c) => keysOf(c, userId).length > 0),
    order(userId: number, o: SpotOrder) {
      const event = executionReport(o, reported.get(o.id), deps.now());
      if (event.w) reported.set(o.id, { qty: o.deal_quantity, amount: o.deal_amount });
      else reported.delete(o.id);
      toUser(userId, event);
    },
    async balance(userId: number, currencies: string[]) {
      const rows = (await deps.user!.balances(userId)).filter((b) => currencies.includes(b.currency));
      const now = deps.now();
      toUser(userId, { e: 'outboundAccountPosition', E: now, u: now, B: rows.map((b) => ({ a: b.currency, f: b.available, l: b.frozen })) });
    },
    /** Ends the streams of keys that expired (listenKeyExpired), as Binance does. */
    expire() {
      for (const c of userClients) {
        for (const key of [...c.streams]) {
          if (key.length !== 60 || !/^[0-9a-f]+$/.test(key) || deps.user?.keys.userOf(key) !== undefined) continue;
          send(c, key, { e: 'listenKeyExpired', E: deps.now(), listenKey: key });
          c.streams.delete(key);
        }
        if (![...c.streams].some((n) => n.length === 60)) userClients.delete(c);
      }
    },
  };

  /** A stream name we serve, with its market followed; undefined for anything else. */
  function accept(stream: string): string | undefined {
    if (isKey(stream)) return stream;
    if (ALL_STREAMS.has(stream)) return stream;
    if (ALL_MARK_STREAMS.has(stream)) return futures ? stream : undefined;
    const m = SYMBOL_STREAM.exec(stream);
    if (!m) return undefined;
    const kind = m[2]!;
    if (kind.startsWith('kline_') && !KLINE_STREAM.test(kind)) return undefined;
    if (kind.startsWith('markPrice') && !futures) return undefined;
    try {
      const pair = deps.symbols.pair(m[1]!.toUpperCase());
      if (kind.startsWith('depth')) follow(pair.symbol);
      return stream;
    } catch {
      return undefined;
    }
  }

  function onMessage(c: Client, text: string) {
    let msg: { method?: unknown; params?: unknown; id?: unknown };
    try {
      msg = JSON.parse(text) as typeof msg;
    } catch {
      return c.ws.send(JSON.stringify({ error: { code: 3, msg: 'Invalid JSON' } }));
    }
    const params = Array.isArray(msg.params) ? msg.params.filter((p): p is string => typeof p === 'string') : [];
    if (msg.method === 'LIST_SUBSCRIPTIONS') return c.ws.send(JSON.stringify({ result: [...c.streams], id: msg.id ?? null }));
    if (msg.method === 'SUBSCRIBE') {
      for (const p of params) if (accept(p)) c.streams.add(p);
      if (params.some(isKey)) userClients.add(c);
    } else if (msg.method === 'UNSUBSCRIBE') {
      for (const p of params) c.streams.delete(p);
    }
    c.ws.send(JSON.stringify({ result: null, id: msg.id ?? null }));
  }

  const unsubscribe = deps.feed.onTrades(onTrades);
  const unsubscribeBook = deps.feed.onBookChange(onBookChange);
  const guarded = (what: string, run: () => unknown) => () => {
    try {
      const done = run();
      if (done instanceof Promise) done.catch((err: unknown) => deps.log(err, `binance streams: ${what} failed`));
    } catch (err) {
      deps.log(err, `binance streams: ${what} failed`);
    }
  };
  const timers = [
    setInterval(guarded('a depth flush', flush), 100),
    setInterval(guarded('a kline push', flushKlines), 250),
    setInterval(guarded('a ticker push', flushTickers), 1000),
    setInterval(guarded('a mark price push', () => flushMarks(false)), 1000),
    setInterval(guarded('the listenKey expiry', () => user.expire()), 10_000),
  ];
  for (const t of timers) t.unref();

  return {
    /** Takes the upgrade of `/ws...` and `/stream...`; false for other paths (Socket.IO's). */
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(request.url ?? '/', 'http://x');
      if (deps.prefix && !url.pathname.startsWith(`${deps.prefix}/`)) return false;
      const path = url.pathname.slice(deps.prefix.length);
      const combined = path === '/stream';
      if (!combined && path !== '/ws' && !path.startsWith('/ws/')) return false;
      const names = combined ? (url.searchParams.get('streams') ?? '').split('/') : path.slice(4).split('/');
      const streams = new Set(names.filter(Boolean).flatMap((n) => accept(n) ?? []));
      wss.handleUpgrade(request, socket, head, (ws) => {
        const client: Client = { ws, combined, streams };
        clients.add(client);
        if ([...streams].some(isKey)) userClients.add(client);
        const gone = () => {
          clients.delete(client);
          userClients.delete(client);
        };
        ws.on('message', (data) => onMessage(client, String(data)));
        ws.on('close', gone);
        ws.on('error', gone);
      });
      return true;
    },
    attach(server: Server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        this.upgrade(request, socket, head);
      });
    },
    /** Sends the pending depth diffs now (the 100 ms timer does it otherwise). */
    flush,
    /** The user data stream's side: which users have a stream, their order and balance changes, key expiry. */
    user,
    /** Sends every timed push now: depth, candles, tickers and (futures) mark prices (tests). */
    async flushAll() {
      flush();
      await flushKlines();
      flushTickers();
      await flushMarks(true);
    },
    close() {
      for (const t of timers) clearInterval(t);
      unsubscribe();
      unsubscribeBook();
      for (const c of clients) c.ws.terminate();
      wss.close();
    },
  };
}

export type BinanceStreams = ReturnType<typeof createBinanceStreams>;
