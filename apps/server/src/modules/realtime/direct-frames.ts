import type { Socket as NetSocket } from 'node:net';
import type { RealtimeSocket } from './connection';

/**
 * A socket whose unsent pushes pass this many bytes is a consumer that cannot keep up: it is
 * disconnected (its client reconnects and resubscribes, getting fresh snapshots) rather than
 * letting the server buffer without bound.
 */
export const SLOW_CONSUMER_BYTES = 8 * 1024 * 1024;

/** The parts of Socket.IO's and Engine.IO's objects this module reads (not in their typings). */
interface PacketOptions {
  /** Set by Socket.IO's adapter on a broadcast: the WebSocket frame, encoded once for every socket. */
  wsPreEncodedFrame?: Buffer[];
  /** The same frame in one buffer, made by the first socket that notes it and kept for the others. */
  directFrame?: Buffer;
  /** Names the frame in a socket's sequence of frames for the turn. */
  directId?: number;
  volatile?: boolean;
}
interface EngineConnection {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: { name: string; socket?: { readyState: number; _socket?: NetSocket; _sender?: { _queue?: unknown[] } } };
}
interface EngineClient {
  conn: EngineConnection;
  writeToEngine(packets: unknown, opts: PacketOptions): void;
}

/**
 * Broadcast pushes written straight to the socket, and a socket's pushes of one event-loop turn in
 * one write. Socket.IO already encodes a broadcast's WebSocket frame once for the whole room, but
 * then hands it to every socket through Engine.IO's packet queue, events and write callbacks and
 * ws's corked write; and a sequencer batch publishes its trades, book, candle and tick together,
 * each its own write per socket. On loopback each write is a system call that also runs the
 * receiver's TCP work: most of the server's cost per push (bench/README.md, "Realtime fan-out").
 *
 * Here a push only notes its frame on the socket; when the turn ends (setImmediate) each socket
 * gets what was noted for it in one write. Sockets that were sent the same frames share one
 * buffer, built once. Anything else for the socket (an ack, an answer) first writes out what is
 * noted, so the order a client sees is the order of the calls.
 *
 * The direct path is taken only when it changes nothing a client could see: the socket is on the
 * WebSocket transport and not upgrading, nothing of its own waits in Engine.IO's queue or ws's,
 * and the frame is the plain pre-encoded one (no compression). Anything else (long-polling, acks,
 * volatile packets) takes Socket.IO's own path unchanged.
 */
export function installDirectFrames(socket: RealtimeSocket): void {
  const client = (socket as unknown as { client: EngineClient }).client;
  const viaEngine = client.writeToEngine.bind(client);
  client.writeToEngine = (packets, opts) => {
    const raw = directTarget(client.conn, opts);
    if (!raw) {
      writeNoted(client);
      return viaEngine(packets, opts);
    }
    if (raw.writableLength > SLOW_CONSUMER_BYTES) {
      noted.delete(client);
      socket.disconnect(true);
      return;
    }
    note(client, raw, opts);
  };
}

/** Frames noted for a socket during this turn; `key` names their sequence (frame ids). */
interface Noted {
  raw: NetSocket;
  frames: Buffer[];
  key: string;
}

/** Frames noted this turn, per client, written when the turn ends. */
const noted = new Map<EngineClient, Noted>();
let lastFrameId = 0;

function note(client: EngineClient, raw: NetSocket, opts: PacketOptions): void {
  if (opts.directFrame === undefined) {
    opts.directFrame = Buffer.concat(opts.wsPreEncodedFrame!);
    opts.directId = ++lastFrameId;
  }
  const entry = noted.get(client);
  if (entry) {
    entry.frames.push(opts.directFrame);
    entry.key += `.${opts.directId}`;
    return;
  }
  if (noted.size === 0) setImmediate(writeAllNoted);
  noted.set(client, { raw, frames: [opts.directFrame], key: String(opts.directId) });
}

function writeNoted(client: EngineClient): void {
  const entry = noted.get(client);
  if (!entry) return;
  noted.delete(client);
  write(entry, entry.frames.length === 1 ? entry.frames[0]! : Buffer.concat(entry.frames));
}

function writeAllNoted(): void {
  // Subscribers of the same channels were noted the same frames: one buffer serves them all.
  const joined = new Map<string, Buffer>();
  for (const entry of noted.values()) {
    let bytes = entry.frames.length === 1 ? entry.frames[0]! : joined.get(entry.key);
    if (bytes === undefined) {
      bytes = Buffer.concat(entry.frames);
      joined.set(entry.key, bytes);
    }
    write(entry, bytes);
  }
  noted.clear();
}

function write(entry: Noted, bytes: Buffer): void {
  if (entry.raw.writable && !entry.raw.destroyed) entry.raw.write(bytes);
}

/** The TCP socket to write a broadcast frame to directly, or undefined when Engine.IO must send it. */
function directTarget(conn: EngineConnection, opts: PacketOptions): NetSocket | undefined {
  if (!opts.wsPreEncodedFrame || opts.volatile) return undefined;
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length > 0) return undefined;
  const ws = conn.transport.socket;
  if (conn.transport.name !== 'websocket' || !ws || ws.readyState !== 1) return undefined;
  if ((ws._sender?._queue?.length ?? 0) > 0) return undefined;
  const raw = ws._socket;
  return raw && raw.writable && !raw.destroyed ? raw : undefined;
}
