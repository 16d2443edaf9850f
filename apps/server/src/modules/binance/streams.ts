import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SpotMarketFeed, SpotTradeRecord } from '../spot/feed';
import type { BinanceSymbols } from './symbols';

/*
 * Binance's market streams (issue 29 item 7, in part): raw streams on `/ws/<stream>[/<stream>...]`
 * and combined ones on `/stream?streams=a/b` (messages `{stream, data}`), SUBSCRIBE and
 * UNSUBSCRIBE messages, and two kinds of stream: `<symbol>@trade` and `<symbol>@depth[@100ms]`
 * (diffs with update ids U..u, the same counter as /api/v3/depth's lastUpdateId, so a client
 * rebuilds the book by Binance's documented procedure). Diffs go out every 100 ms.
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

export function createBinanceStreams(deps: { feed: SpotMarketFeed; symbols: BinanceSymbols; now: () => number; log: (err: unknown, msg: string) => void }) {
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
    }
  }

  function onTrades(symbol: string, trades: readonly SpotTradeRecord[]) {
    const s = deps.symbols.binance(symbol);
    const name = `${s.toLowerCase()}@trade`;
    const to = listeners(name);
    for (const t of trades)
      for (const c of to) send(c, name, { e: 'trade', E: deps.now(), s, t: Number(t.id), p: t.price, q: t.quantity, T: t.time, m: t.side === 'sell', M: true });
  }

  /** A stream name we serve, with its market followed; undefined for anything else. */
  function accept(stream: string): string | undefined {
    const m = /^([a-z0-9]{2,24})@(trade|depth|depth@100ms)$/.exec(stream);
    if (!m) return undefined;
    try {
      const pair = deps.symbols.pair(m[1]!.toUpperCase());
      if (m[2]!.startsWith('depth')) follow(pair.symbol);
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
    } else if (msg.method === 'UNSUBSCRIBE') {
      for (const p of params) c.streams.delete(p);
    }
    c.ws.send(JSON.stringify({ result: null, id: msg.id ?? null }));
  }

  const unsubscribe = deps.feed.onTrades(onTrades);
  const timer = setInterval(() => {
    try {
      flush();
    } catch (err) {
      deps.log(err, 'binance streams: a depth flush failed');
    }
  }, 100);
  timer.unref();

  return {
    /** Takes the upgrade of `/ws...` and `/stream...`; false for other paths (Socket.IO's). */
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(request.url ?? '/', 'http://x');
      const combined = url.pathname === '/stream';
      if (!combined && url.pathname !== '/ws' && !url.pathname.startsWith('/ws/')) return false;
      const names = combined ? (url.searchParams.get('streams') ?? '').split('/') : url.pathname.slice(4).split('/');
      const streams = new Set(names.filter(Boolean).flatMap((n) => accept(n) ?? []));
      wss.handleUpgrade(request, socket, head, (ws) => {
        const client: Client = { ws, combined, streams };
        clients.add(client);
        ws.on('message', (data) => onMessage(client, String(data)));
        ws.on('close', () => clients.delete(client));
        ws.on('error', () => clients.delete(client));
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
    close() {
      clearInterval(timer);
      unsubscribe();
      for (const c of clients) c.ws.terminate();
      wss.close();
    },
  };
}

export type BinanceStreams = ReturnType<typeof createBinanceStreams>;
