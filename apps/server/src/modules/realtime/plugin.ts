import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { REGION_RESTRICTED } from '@aurelix/shared/envelope';
import { channels, type DataPush } from '@aurelix/shared/ticker';
import { isBlocked } from '../../plugins/region';
import { clientAddressOf, type TrustProxy } from '../../lib/client-address';
import type { SessionService } from '../session/service';
import { createChannelRegistry, type ChannelRegistry } from './channel-registry';
import {
  authenticateHandshake,
  endExpiredSessions,
  serveSocket,
  sessionRoomOf,
  sessionRoomOfHash,
  signedInRooms,
  userSessionsRoomOf,
  type RealtimeServer,
  type RealtimeSocket,
} from './connection';
import { installDirectFrames } from './direct-frames';
import { directFramesSupport, readInstalledVersions, type InstalledVersions } from './direct-frames-support';
import { installRoomFanout, type RoomAdapter } from './room-fanout';
import type { Clock } from '../../lib/clock';
import { connectRedisFanout, type RedisFanout } from './redis-fanout';

/** The realtime API every feature publishes through (ARCHITECTURE 7). */
export interface Realtime {
  io: RealtimeServer;
  /**
   * Whether pushes take the write shortcuts of direct-frames.ts and room-fanout.ts (false: Socket.IO's
   * own path, as when REALTIME_DIRECT_FRAMES=0 or the installed Socket.IO is not a known version).
   */
  directFrames: boolean;
  /** Public channel names; features register their families here (ticks, depth, trades, candles). */
  channels: ChannelRegistry;
  /** Pushes `{ channel, data }` as event `data` to every subscriber of `channel`, in every process. */
  publish(channel: string, data: unknown): void;
  /**
   * Whether a push on `channel` could reach anyone: a socket of this process in it, or other
   * processes behind Redis. Lets a publisher skip building a push nobody would receive.
   */
  reaches(channel: string): boolean;
  /** Pushes to the private channel `user_{id}` (orders, fills, positions, balances, notices). */
  publishToUser(userId: number, data: unknown): void;
  /** Ends private access of the sockets signed in with `token` (logout), in every process. */
  endSession(token: string): Promise<void>;
  /** Ends private access of every socket of a user (password, e-mail or mobile change), in every process. */
  endUserSessions(userId: number): Promise<void>;
  /** Ends private access of this process's sockets whose session expired; also runs every minute. */
  endExpiredSessions(): Promise<number>;
}

/** How often sockets of expired sessions are signed out (sessions last days; a minute late is fine). */
const EXPIRY_SWEEP_MS = 60_000;

/** Socket.IO messages from clients are small requests (`sub`, `unsub`, `auth`). */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/**
 * Socket.IO 4 on the Fastify server (same port, path /socket.io): region check and optional sign-in
 * at the handshake, the sub/unsub/auth protocol, the publish functions it returns (app.services.realtime), and
 * the Redis adapter when REDIS_URL is set. Closes with the app.
 */
export async function registerRealtime(
  app: FastifyInstance,
  opts: {
    sessions: SessionService;
    /** The server's clock (lib/clock.ts). */
    clock: Clock;
    redisUrl?: string;
    /** This exchange's name on a shared Redis (modules/cluster exchangeId): its own adapter channels. */
    namespace?: string;
    blocked: string[];
    /** ALLOW_UNKNOWN_COUNTRY; allowed when not given. */
    allowUnknownCountry?: boolean;
    trustProxy?: TrustProxy;
    /** Defaults to the REALTIME_DIRECT_FRAMES setting. */
    directFrames?: boolean;
    /** What the version check reads (tests give versions the shortcuts were not written for). */
    installedVersions?: InstalledVersions;
  },
): Promise<Realtime> {
  const trustProxy: TrustProxy = opts.trustProxy ?? app.config?.trustProxy ?? { kind: 'none' };
  const region = { blocked: opts.blocked, allowUnknown: opts.allowUnknownCountry ?? true };
  const directFrames = useDirectFrames(app, opts);
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
    // Engine.IO's default, stated because fan-out depends on it: with WebSocket compression each
    // socket would deflate its own copy of every push, and Socket.IO could no longer write the
    // broadcast frame it encoded once per room (bench/README.md, "Realtime fan-out").
    perMessageDeflate: false,
  });
  let fanout: RedisFanout | undefined;
  if (opts.redisUrl) {
    fanout = await connectRedisFanout(opts.redisUrl, app.log, opts.clock.nowMs, opts.namespace);
    io.adapter(fanout.adapter);
  }
  const registry = createChannelRegistry();
  if (directFrames) installRoomFanout(io.of('/').adapter as unknown as RoomAdapter);

  io.use((socket, next) => {
    if (!isBlocked(clientAddress(socket.handshake, trustProxy), region)) return next();
    const refusal = new Error(REGION_RESTRICTED) as Error & { data?: unknown };
    refusal.data = { code: 403, msg: REGION_RESTRICTED };
    next(refusal);
  });
  io.use((socket, next) => {
    authenticateHandshake(socket, opts.sessions).then(
      () => next(),
      (err: unknown) => {
        app.log.error({ err }, 'realtime handshake sign-in failed');
        next();
      },
    );
  });
  io.on('connection', (socket) => {
    if (directFrames) installDirectFrames(socket);
    serveSocket(socket, { sessions: opts.sessions, registry, log: app.log });
  });

  let closed = false;
  // The default namespace's rooms (Socket.IO drops a room when its last socket leaves).
  const localRooms = io.of('/').adapter.rooms;
  const realtime: Realtime = {
    io,
    directFrames,
    channels: registry,
    reaches(channel) {
      return !closed && (fanout !== undefined || localRooms.has(channel));
    },
    publish(channel, data) {
      // Socket.IO would encode the packet even for an empty room.
      if (!realtime.reaches(channel)) return;
      // Socket.IO encodes a broadcast packet once and writes the same frame to every socket in the room.
      const push: DataPush = { channel, data };
      io.to(channel).emit('data', push);
    },
    publishToUser(userId, data) {
      realtime.publish(channels.user(userId), data);
    },
    endSession: (token) => signOutRoom(sessionRoomOf(token)),
    endUserSessions: (userId) => signOutRoom(userSessionsRoomOf(userId)),
    endExpiredSessions: () => (closed ? Promise.resolve(0) : endExpiredSessions(io, opts.sessions)),
  };
  // Every revoke (logout, credential change, reset, freeze) ends the sockets of what it revoked.
  // (The realtime bench passes a stub without sessions: there is nothing to end then.)
  const stopListening =
    typeof opts.sessions.onEnd === 'function'
      ? opts.sessions.onEnd((end) =>
          'tokenHash' in end ? signOutRoom(sessionRoomOfHash(end.tokenHash)) : signOutRoom(userSessionsRoomOf(end.userId)),
        )
      : () => undefined;
  const expirySweep = setInterval(() => {
    realtime.endExpiredSessions().catch((err: unknown) => app.log.error({ err }, 'realtime: expired-session sweep failed'));
  }, EXPIRY_SWEEP_MS);
  expirySweep.unref();
  /** Every socket in `room` leaves its user channel and session; other processes' sockets too. */
  async function signOutRoom(room: string) {
    if (closed) return;
    for (const socket of await io.in(room).fetchSockets()) {
      const { userId, sessionRoom } = socket.data;
      if (userId !== undefined && sessionRoom)
        for (const r of signedInRooms(userId, sessionRoom)) socket.leave(r);
      socket.emit('error', { code: 'NOT_LOGGED_IN' });
    }
  }

  // Before the HTTP server closes: open sockets would otherwise keep it from closing at all.
  app.addHook('preClose', async () => {
    closed = true;
    stopListening();
    clearInterval(expirySweep);
    await io.close();
    await fanout?.close();
  });
  return realtime;
}

/**
 * Whether to install the write shortcuts: the setting allows them and every package they patch is
 * at a version they were written for. A shortcut on an unknown version could misdeliver pushes, so
 * the server takes Socket.IO's own path then and says so (slower fan-out, and no slow-consumer limit).
 */
function useDirectFrames(
  app: FastifyInstance,
  opts: { redisUrl?: string; directFrames?: boolean; installedVersions?: InstalledVersions },
): boolean {
  if (!(opts.directFrames ?? app.config?.realtimeDirectFrames ?? true)) {
    app.log.info('realtime: direct frames turned off (REALTIME_DIRECT_FRAMES=0), using Socket.IO\'s own path');
    return false;
  }
  const installed = opts.installedVersions ?? readInstalledVersions();
  const support = directFramesSupport(installed, { redis: Boolean(opts.redisUrl) });
  if (support.ok) return true;
  app.log.warn({ installed }, `realtime: direct frames off, ${support.reason}; using Socket.IO's own path`);
  return false;
}

/** The client's address by the HTTP rule (ARCHITECTURE 12): what the trusted proxies saw, normalised. */
export function clientAddress(handshake: RealtimeSocket['handshake'], trustProxy: TrustProxy): string {
  return clientAddressOf(handshake.address, handshake.headers['x-forwarded-for'], trustProxy);
}
