import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import {
  channels,
  userIdOfChannel,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SubAck,
} from '@aurelix/shared/ticker';
import { hashToken, type SessionService } from '../session/service';
import type { ChannelRegistry } from './channel-registry';

/** What the server remembers of a socket; plain values, so other processes can read it (fetchSockets). */
export interface SocketData {
  userId?: number;
  /** Room of the session the socket signed in with; leaving it (endSession) ends private access. */
  sessionRoom?: string;
  /** The handshake carried a token that is not a live session. */
  authFailed?: boolean;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** Limits that keep one client from costing the server much. */
export const MAX_NAMES_PER_CALL = 100;
export const MAX_CHANNELS_PER_SOCKET = 300;
const MAX_NAME_LENGTH = 64;

const SESSION_ROOM_PREFIX = 'session:';
/** The room of the session whose token hashes to `tokenHash` (what the session service names). */
export const sessionRoomOfHash = (tokenHash: string) => SESSION_ROOM_PREFIX + tokenHash;
export const sessionRoomOf = (token: string) => sessionRoomOfHash(hashToken(token));
/** Every signed-in socket of a user, whichever channels it has left: what endUserSessions reaches. */
export const userSessionsRoomOf = (userId: number) => `${SESSION_ROOM_PREFIX}user_${userId}`;
/** The rooms a socket signed in as `userId` with session `sessionRoom` joins. */
export const signedInRooms = (userId: number, sessionRoom: string) => [
  sessionRoom,
  userSessionsRoomOf(userId),
  channels.user(userId),
];

interface Deps {
  sessions: SessionService;
  registry: ChannelRegistry;
  log: FastifyBaseLogger;
}

/** Handles one client's `sub`, `unsub` and `auth` (ARCHITECTURE 7), one request at a time and in order. */
export function serveSocket(socket: RealtimeSocket, deps: Deps): void {
  const serial = createSerial(deps.log);
  if (socket.data.userId !== undefined && socket.data.sessionRoom) {
    void socket.join(signedInRooms(socket.data.userId, socket.data.sessionRoom));
  } else if (socket.data.authFailed) {
    socket.emit('error', { code: 'NOT_LOGGED_IN' });
  }

  socket.on('sub', (input: unknown, ack?: unknown) =>
    serial(() => answer(ack, subscribe(socket, deps.registry, input))),
  );
  socket.on('unsub', (input: unknown, ack?: unknown) =>
    serial(() => answer(ack, unsubscribe(socket, input))),
  );
  socket.on('auth', (token: unknown, ack?: unknown) =>
    serial(async () =>
      answer(ack, await authenticate(socket, deps.sessions, typeof token === 'string' ? token : '')),
    ),
  );
}

/** The handshake may carry `auth: { token }`; a dead token leaves the socket anonymous but still connected. */
export async function authenticateHandshake(socket: RealtimeSocket, sessions: SessionService): Promise<void> {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const token = typeof auth?.token === 'string' ? auth.token : '';
  if (!token) return;
  const user = await sessions.userOf(token);
  if (user) Object.assign(socket.data, { userId: user.id, sessionRoom: sessionRoomOf(token) });
  else socket.data.authFailed = true;
}

function subscribe(socket: RealtimeSocket, registry: ChannelRegistry, input: unknown): SubAck {
  const { names, rejected } = namesOf(input);
  const ok: string[] = [];
  let count = subscribedCount(socket);
  for (const name of names) {
    if (!mayJoin(socket, registry, name)) {
      rejected.push(name);
      socket.emit('error', { code: 'UNKNOWN_CHANNEL', channel: name });
    } else if (!socket.rooms.has(name) && count >= MAX_CHANNELS_PER_SOCKET) {
      rejected.push(name);
      socket.emit('error', { code: 'TOO_MANY_CHANNELS', channel: name });
    } else {
      if (!socket.rooms.has(name)) count++;
      void socket.join(name);
      ok.push(name);
    }
  }
  return { ok, rejected };
}

function unsubscribe(socket: RealtimeSocket, input: unknown): SubAck {
  const { names, rejected } = namesOf(input);
  const ok: string[] = [];
  for (const name of names) {
    // The socket's own id and its session are rooms too, but not channels a client may leave.
    if (name === socket.id || name.startsWith(SESSION_ROOM_PREFIX)) {
      rejected.push(name);
      continue;
    }
    void socket.leave(name);
    ok.push(name);
  }
  return { ok, rejected };
}

/** Public channels need nothing; `user_{id}` needs a live sign-in as that very user. */
function mayJoin(socket: RealtimeSocket, registry: ChannelRegistry, name: string): boolean {
  const owner = userIdOfChannel(name);
  if (owner === undefined) return registry.isPublic(name);
  const { userId, sessionRoom } = socket.data;
  return userId === owner && sessionRoom !== undefined && socket.rooms.has(sessionRoom);
}

async function authenticate(socket: RealtimeSocket, sessions: SessionService, token: string) {
  const user = token ? await sessions.userOf(token) : undefined;
  if (!socket.connected) return { ok: false, user_id: null };
  signOut(socket);
  if (!user) {
    if (token) socket.emit('error', { code: 'NOT_LOGGED_IN' });
    return { ok: false, user_id: null };
  }
  const sessionRoom = sessionRoomOf(token);
  Object.assign(socket.data, { userId: user.id, sessionRoom, authFailed: false });
  await socket.join(signedInRooms(user.id, sessionRoom));
  return { ok: true, user_id: user.id };
}

function signOut(socket: RealtimeSocket): void {
  const { userId, sessionRoom } = socket.data;
  if (userId !== undefined && sessionRoom)
    for (const room of signedInRooms(userId, sessionRoom)) void socket.leave(room);
  socket.data.userId = undefined;
  socket.data.sessionRoom = undefined;
}

/** Lower-case names from a name or an array of names; non-strings are rejected, names past the limit dropped. */
function namesOf(input: unknown): { names: string[]; rejected: string[] } {
  const list = (Array.isArray(input) ? input : [input]).slice(0, MAX_NAMES_PER_CALL);
  const names: string[] = [];
  const rejected: string[] = [];
  for (const raw of list) {
    if (typeof raw === 'string' && raw.length > 0 && raw.length <= MAX_NAME_LENGTH)
      names.push(raw.toLowerCase());
    else rejected.push(typeof raw === 'string' ? raw.slice(0, MAX_NAME_LENGTH) : typeof raw);
  }
  return { names, rejected };
}

function subscribedCount(socket: RealtimeSocket): number {
  let n = 0;
  for (const room of socket.rooms) if (room !== socket.id && !room.startsWith(SESSION_ROOM_PREFIX)) n++;
  return n;
}

function answer(ack: unknown, value: unknown): void {
  if (typeof ack === 'function') ack(value);
}

/** Runs a socket's handlers one after another, so `auth` then `sub('user_1')` cannot race. */
function createSerial(log: FastifyBaseLogger) {
  let chain: Promise<void> = Promise.resolve();
  return (task: () => void | Promise<void>) => {
    chain = chain.then(task).catch((err: unknown) => log.error({ err }, 'realtime handler failed'));
  };
}

/**
 * Signs out this process's sockets whose session has expired (or was revoked where no listener
 * heard it): their session rooms are looked up in one statement. Returns how many were signed out.
 */
export async function endExpiredSessions(io: RealtimeServer, sessions: SessionService): Promise<number> {
  // A socket that already left its session room (endSession) has no private access left to end.
  const signedIn = [...io.of('/').sockets.values()].filter((s) => s.data.sessionRoom && s.rooms.has(s.data.sessionRoom));
  if (signedIn.length === 0) return 0;
  const hashes = [...new Set(signedIn.map((s) => s.data.sessionRoom!.slice(SESSION_ROOM_PREFIX.length)))];
  const live = await sessions.liveHashes(hashes);
  let ended = 0;
  for (const socket of signedIn) {
    if (live.has(socket.data.sessionRoom!.slice(SESSION_ROOM_PREFIX.length))) continue;
    signOut(socket);
    socket.emit('error', { code: 'NOT_LOGGED_IN' });
    ended++;
  }
  return ended;
}
