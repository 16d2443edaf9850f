import type { Socket as NetSocket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { RealtimeSocket } from './connection';

/**
 * A socket whose unsent pushes pass this many bytes is a consumer that cannot keep up: it is
 * disconnected (its client reconnects and resubscribes, getting fresh snapshots) rather than
 * letting the server buffer without bound.
 */
export const SLOW_CONSUMER_BYTES = 8 * 1024 * 1024;

/**
 * A broadcast's packet options, as Socket.IO's adapter makes them, plus what this module adds. This
 * and the two interfaces below are the parts of Socket.IO's, Engine.IO's and ws's objects this
 * module reads (not in their typings).
 */
export interface PacketOptions {
  /** Set by Socket.IO's adapter on a broadcast: the WebSocket frame, encoded once for every socket. */
  wsPreEncodedFrame?: Buffer[];
  /** The same frame in one buffer, made by the first socket that writes it and kept for the others. */
  directFrame?: Buffer;
  /** The broadcast's encoded packets, for a socket that must get it through Engine.IO after all. */
  directPackets?: unknown;
  /** Names the broadcast in a socket's sequence of pushes for the turn. */
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
 * Here a broadcast only notes itself on the socket's record, which reads none of the socket's
 * Engine.IO or ws objects (a publish visits every subscriber, and at 5,000 of them those reads
 * were most of its cost). When the turn ends (setImmediate) each socket gets what was noted for it
 * in one write. Sockets that were sent the same frames share one buffer, built once. Anything else
 * for the socket (an ack, an answer) first writes out what is noted, so the order a client sees is
 * the order of the calls.
 *
 * The direct write is taken only when it changes nothing a client could see, checked when writing:
 * the socket is on the WebSocket transport and not upgrading, nothing of its own waits in
 * Engine.IO's queue or ws's, and the frame is the plain pre-encoded one (no compression). Otherwise
 * (long-polling, an upgrade under way) the noted broadcasts go through Engine.IO in order, as
 * Socket.IO would have sent them; acks and volatile packets take Socket.IO's path at once.
 */
export function installDirectFrames(socket: RealtimeSocket): void {
  const client = (socket as unknown as { client: EngineClient }).client;
  const viaEngine = client.writeToEngine.bind(client);
  // One record per socket for its whole life: noting a push allocates nothing per socket.
  const pending: Pending = { socket, client, viaEngine, sequence: null };
  pendingBySocketId.set(socket.id, pending);
  socket.once('disconnect', () => pendingBySocketId.delete(socket.id));
  client.writeToEngine = (packets, opts) => {
    if (!isNoteable(opts)) {
      writePending(pending);
      return viaEngine(packets, opts);
    }
    note(pending, packets, opts);
  };
}

/** A socket's record: its pushes noted and not yet written. */
export interface Pending {
  socket: RealtimeSocket;
  client: EngineClient;
  viaEngine: EngineClient['writeToEngine'];
  sequence: Sequence | null;
}

/**
 * The broadcasts noted for a socket this turn, as a node of a tree shared by all sockets: sockets
 * that were noted the same broadcasts in the same order (subscribers of the same channels) share one
 * node, so the buffer they are sent is built once.
 */
interface Sequence {
  pushes: PacketOptions[];
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
let turnStart: Sequence = { pushes: [] };
let lastFrameId = 0;

/** Every connected socket's record, by socket id (what a room holds). */
const pendingBySocketId = new Map<string, Pending>();

/** The record of the socket with this id, if it is connected and installed. */
export function pendingOf(socketId: string): Pending | undefined {
  return pendingBySocketId.get(socketId);
}

/** Whether a broadcast with these options can be noted (else it goes through Socket.IO's path). */
export function isNoteable(opts: PacketOptions): boolean {
  return opts.wsPreEncodedFrame !== undefined && !opts.volatile;
}

/** Notes a broadcast for a socket, as its `writeToEngine` would (see installDirectFrames). */
export function note(pending: Pending, packets: unknown, opts: PacketOptions): void {
  if (opts.directId === undefined) {
    opts.directId = ++lastFrameId;
    opts.directPackets = packets;
  }
  if (pending.sequence === null) {
    if (due.length === 0) setImmediate(writeAllDue);
    due.push(pending);
    pending.sequence = turnStart;
  }
  pending.sequence = followedBy(pending.sequence, opts);
}

function followedBy(sequence: Sequence, push: PacketOptions): Sequence {
  let next = sequence.after?.get(push.directId!);
  if (next === undefined) {
    next = { pushes: [...sequence.pushes, push] };
    (sequence.after ??= new Map()).set(push.directId!, next);
  }
  return next;
}

function writePending(pending: Pending): void {
  const sequence = pending.sequence;
  if (sequence === null) return;
  pending.sequence = null;
  const raw = directTarget(pending.client.conn);
  if (raw === undefined) {
    for (const push of sequence.pushes) pending.viaEngine(push.directPackets, push);
    return;
  }
  if (raw.writableLength > SLOW_CONSUMER_BYTES) {
    pending.socket.disconnect(true);
    return;
  }
  sequence.bytes ??= bytesOf(sequence.pushes);
  raw.write(sequence.bytes);
}

function bytesOf(pushes: PacketOptions[]): Buffer {
  for (const push of pushes) push.directFrame ??= Buffer.concat(push.wsPreEncodedFrame!);
  return pushes.length === 1 ? pushes[0]!.directFrame! : Buffer.concat(pushes.map((p) => p.directFrame!));
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
      turnStart = { pushes: [] };
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
  turnStart = { pushes: [] };
}

/** The TCP socket to write a noted broadcast to directly, or undefined when Engine.IO must send it. */
function directTarget(conn: EngineConnection): NetSocket | undefined {
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length > 0) return undefined;
  const ws = conn.transport.socket;
  if (conn.transport.name !== 'websocket' || !ws || ws.readyState !== 1) return undefined;
  if ((ws._sender?._queue?.length ?? 0) > 0) return undefined;
  const raw = ws._socket;
  return raw && raw.writable && !raw.destroyed ? raw : undefined;
}
