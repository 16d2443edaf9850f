import type { Socket as NetSocket } from 'node:net';
import { performance } from 'node:perf_hooks';
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
 * Here a push only notes its frame for the socket; when the turn ends (setImmediate) each socket
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
  // One record per socket for its whole life: noting a push allocates nothing per socket.
  const pending: Pending = { raw: null, sequence: null };
  client.writeToEngine = (packets, opts) => {
    const raw = directTarget(client.conn, opts);
    if (!raw) {
      writePending(pending);
      return viaEngine(packets, opts);
    }
    if (raw.writableLength > SLOW_CONSUMER_BYTES) {
      pending.sequence = null;
      socket.disconnect(true);
      return;
    }
    note(pending, raw, opts);
  };
}

/** A socket's pushes noted this turn and not yet written. */
interface Pending {
  raw: NetSocket | null;
  sequence: Sequence | null;
}

/**
 * The frames noted for a socket this turn, as a node of a tree shared by all sockets: sockets that
 * were noted the same frames in the same order (subscribers of the same channels) share one node,
 * so the buffer they are sent is built once.
 */
interface Sequence {
  frames: Buffer[];
  bytes?: Buffer;
  after?: Map<number, Sequence>;
}

/**
 * How long one round of writes may hold the event loop before it lets timers and I/O run
 * (`writeSliceMs`, changeable for tests). A push published during the pause rides along with the
 * sockets not yet written (their one write carries both frames) instead of waiting for the whole
 * fan-out to finish first: at 5,000 sockets a round of writes takes about 60 ms on this machine
 * (bench/README.md, "Realtime fan-out").
 */
export const directFrameSettings = { writeSliceMs: 2 };

/** Sockets with pushes noted and not yet written, in the order they were first noted. */
const due: Pending[] = [];
/** The next of `due` to write; the ones before it are done. */
let cursor = 0;
let turnStart: Sequence = { frames: [] };
let lastFrameId = 0;

function note(pending: Pending, raw: NetSocket, opts: PacketOptions): void {
  if (opts.directFrame === undefined) {
    opts.directFrame = Buffer.concat(opts.wsPreEncodedFrame!);
    opts.directId = ++lastFrameId;
  }
  if (pending.sequence === null) {
    if (due.length === 0) setImmediate(writeAllDue);
    due.push(pending);
    pending.raw = raw;
    pending.sequence = turnStart;
  }
  pending.sequence = followedBy(pending.sequence, opts.directId!, opts.directFrame);
}

function followedBy(sequence: Sequence, frameId: number, frame: Buffer): Sequence {
  let next = sequence.after?.get(frameId);
  if (next === undefined) {
    next = { frames: [...sequence.frames, frame] };
    (sequence.after ??= new Map()).set(frameId, next);
  }
  return next;
}

function writePending(pending: Pending): void {
  const { raw, sequence } = pending;
  if (sequence === null || raw === null) return;
  pending.sequence = null;
  pending.raw = null;
  sequence.bytes ??= sequence.frames.length === 1 ? sequence.frames[0]! : Buffer.concat(sequence.frames);
  if (raw.writable && !raw.destroyed) raw.write(sequence.bytes);
}

/**
 * Writes the due sockets in slices of about `writeSliceMs`, yielding to timers and I/O between
 * slices. A socket noted again before its turn comes keeps its one place and its one write; one
 * written already and noted again joins the end.
 */
function writeAllDue(): void {
  const sliceEnd = performance.now() + directFrameSettings.writeSliceMs;
  while (cursor < due.length) {
    // Reading the clock costs about as much as noting a socket: look at it every 32 writes.
    const stop = Math.min(due.length, cursor + 32);
    for (; cursor < stop; cursor++) writePending(due[cursor]!);
    if (cursor < due.length && performance.now() >= sliceEnd) {
      // Sockets noted from now on share a new tree (the old one goes once its sockets are
      // written), and the done part of the list is dropped, so neither grows while pushes keep
      // coming faster than a round ends.
      turnStart = { frames: [] };
      if (cursor >= 4096) {
        due.splice(0, cursor);
        cursor = 0;
      }
      setImmediate(writeAllDue);
      return;
    }
  }
  due.length = 0;
  cursor = 0;
  turnStart = { frames: [] };
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
