import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { io, type Socket } from 'socket.io-client';
import type { AuthAck, DataPush, RealtimeError, SubAck } from '@aurelix/shared/ticker';

/** Every wait in the realtime tests is bounded by this (no timed assertions, only give-up limits). */
export const WAIT_MS = 5000;

/** A Socket.IO client for tests that records every push, with bounded waits. */
export interface TestClient {
  socket: Socket;
  pushes: DataPush[];
  errors: RealtimeError[];
  /** The first push (already received or still to come) that matches; rejects after WAIT_MS. */
  waitFor(match: (push: DataPush) => boolean, what?: string): Promise<DataPush>;
  sub(names: unknown): Promise<SubAck>;
  unsub(names: unknown): Promise<SubAck>;
  auth(token: string | null): Promise<AuthAck>;
  close(): void;
}

/** http://127.0.0.1:{port} of an app that listens. */
export function urlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Connects over WebSocket (or the given transports: `['polling']` stays on long-polling,
 * `['polling', 'websocket']` starts there and upgrades, as browsers do); resolves when connected,
 * rejects with the server's refusal.
 */
export async function connectClient(
  url: string,
  opts: { token?: string; headers?: Record<string, string>; transports?: ('polling' | 'websocket')[] } = {},
): Promise<TestClient> {
  const socket = io(url, {
    path: '/socket.io',
    transports: opts.transports ?? ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: opts.token ? { token: opts.token } : {},
    extraHeaders: opts.headers,
  });
  const pushes: DataPush[] = [];
  const errors: RealtimeError[] = [];
  const waiters = new Set<(push: DataPush) => void>();
  socket.on('data', (push: DataPush) => {
    pushes.push(push);
    for (const waiter of waiters) waiter(push);
  });
  socket.on('error', (error: RealtimeError) => errors.push(error));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
  const ask = <T>(event: string, arg: unknown) =>
    socket.timeout(WAIT_MS).emitWithAck(event, arg) as Promise<T>;
  return {
    socket,
    pushes,
    errors,
    waitFor(match, what = 'a matching push') {
      const seen = pushes.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no ${what} within ${WAIT_MS} ms`));
        }, WAIT_MS);
        const waiter = (push: DataPush) => {
          if (!match(push)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(push);
        };
        waiters.add(waiter);
      });
    },
    sub: (names) => ask<SubAck>('sub', names),
    unsub: (names) => ask<SubAck>('unsub', names),
    auth: (token) => ask<AuthAck>('auth', token),
    close: () => void socket.close(),
  };
}

/** A push on `channel` whose data carries `nonce`: tests publish unique payloads, so stray events never match. */
export const pushOf = (channel: string, nonce: string) => (push: DataPush) =>
  push.channel === channel && (push.data as { nonce?: string } | null)?.nonce === nonce;

/** A listening app for a test file, and clients that are closed with it after the file's tests. */
export interface RealtimeSuite {
  /** The app (set once the suite's beforeAll has run). */
  t: TestApp;
  open(opts?: Parameters<typeof connectClient>[1]): Promise<TestClient>;
}

/**
 * The two ways a push can leave the server (REALTIME_DIRECT_FRAMES): the write shortcuts of
 * direct-frames.ts and room-fanout.ts, and Socket.IO's own path. Path-independent tests run on both
 * (`describe.each(REALTIME_PATHS)`).
 */
export const REALTIME_PATHS = [
  { path: 'direct frames', directFrames: true, env: { REALTIME_DIRECT_FRAMES: '1' } },
  { path: "Socket.IO's own path", directFrames: false, env: { REALTIME_DIRECT_FRAMES: '0' } },
] as const;
export type RealtimePath = (typeof REALTIME_PATHS)[number];

/**
 * Builds the real app on a fresh database, listening on a loopback port, for the file's (or the
 * describe block's) tests; on `path`, checked once the app is built, so a suite never silently runs
 * on the other path.
 */
export function useRealtimeSuite(path: RealtimePath = REALTIME_PATHS[0]): RealtimeSuite {
  const clients: TestClient[] = [];
  let url = '';
  const suite = {
    async open(opts?: Parameters<typeof connectClient>[1]) {
      const client = await connectClient(url, opts);
      clients.push(client);
      return client;
    },
  } as RealtimeSuite;
  beforeAll(async () => {
    suite.t = await createTestApp(path.env);
    if (suite.t.app.services.realtime.directFrames !== path.directFrames)
      throw new Error(`the realtime suite asked for ${path.path} but the app took the other path`);
    await suite.t.app.listen({ port: 0, host: '127.0.0.1' });
    url = urlOf(suite.t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await suite.t.close();
  });
  return suite;
}
