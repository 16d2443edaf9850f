import { isNoteable, note, pendingOf, type PacketOptions, type Pending } from './direct-frames';

/** The parts of Socket.IO's in-memory adapter (socket.io-adapter 2.5) this module uses. */
export interface RoomAdapter {
  rooms: Map<string, Set<string>>;
  nsp: { sockets: Map<string, unknown> };
  apply(opts: { rooms: Set<string>; except?: Set<string> }, callback: (socket: unknown) => void): void;
  _encode(packet: { id?: number }, packetOpts: PacketOptions): unknown;
  on(event: 'join-room' | 'leave-room' | 'delete-room', listener: (room: string) => void): unknown;
}

/**
 * A broadcast to one room (every channel push) notes itself straight on each subscriber's record,
 * from a list of the room's records kept until someone joins or leaves it. Socket.IO's loop looks
 * each socket up by id and runs a callback that reads the socket and its client before reaching the
 * record: at 5,000 subscribers, a few milliseconds per publish, paid by every push of a turn before
 * the first write (bench/README.md, "Realtime fan-out").
 *
 * Hooked on the adapter instance, so the Redis adapter's local delivery, and what it receives from
 * other processes, take the same path: its `broadcast` calls the in-memory adapter's, which calls
 * `this._encode` and, at once, `this.apply`. `_encode` tells `apply` which broadcast it is serving.
 * Broadcasts with acknowledgements (a packet id), volatile or binary ones, several rooms or
 * exceptions, and every other use of `apply` (fetchSockets, disconnectSockets, ...) take Socket.IO's
 * loop. Broadcasts noted here skip `notifyOutgoingListeners`: the server registers no `onAnyOutgoing`
 * listener.
 */
export function installRoomFanout(adapter: RoomAdapter): void {
  const general = adapter.apply.bind(adapter);
  const encode = adapter._encode.bind(adapter);
  const subscribers = new Map<string, Pending[]>();
  const forget = (room: string) => void subscribers.delete(room);
  adapter.on('join-room', forget);
  adapter.on('leave-room', forget);
  adapter.on('delete-room', forget);

  let serving: { packets: unknown; opts: PacketOptions } | undefined;
  adapter._encode = (packet, packetOpts) => {
    const packets = encode(packet, packetOpts);
    serving = packet.id === undefined && isNoteable(packetOpts) ? { packets, opts: packetOpts } : undefined;
    return packets;
  };
  adapter.apply = (opts, callback) => {
    const broadcast = serving;
    serving = undefined;
    if (opts.rooms.size !== 1 || (opts.except !== undefined && opts.except.size > 0)) return general(opts, callback);
    const [room] = opts.rooms as Set<string> & [string];
    const ids = adapter.rooms.get(room);
    if (ids === undefined) return;
    if (broadcast !== undefined) {
      const list = subscribers.get(room) ?? recordsOf(room, ids);
      if (list !== undefined) {
        for (let i = 0; i < list.length; i++) note(list[i]!, broadcast.packets, broadcast.opts);
        return;
      }
    }
    // One room holds each socket once, so Socket.IO's set of sockets already visited is not needed.
    const sockets = adapter.nsp.sockets;
    for (const id of ids) {
      const socket = sockets.get(id);
      if (socket !== undefined) callback(socket);
    }
  };

  /** The room's records in the room's order, kept; undefined if a socket has none yet (not kept). */
  function recordsOf(room: string, ids: Set<string>): Pending[] | undefined {
    const list: Pending[] = [];
    for (const id of ids) {
      const pending = pendingOf(id);
      if (pending === undefined) return undefined;
      list.push(pending);
    }
    subscribers.set(room, list);
    return list;
  }
}
