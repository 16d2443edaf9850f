import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { getToken, onSessionChange } from './session';

/** What the shared connection needs from a socket; socket.io-client's Socket fits, and so does a test double. */
export interface ChannelSocket {
  emit(event: 'sub' | 'unsub', names: string | string[]): unknown;
  emit(event: 'auth', token: string): unknown;
  on(event: 'data', listener: (message: { channel: string; data: unknown }) => void): unknown;
  on(event: 'connect', listener: () => void): unknown;
}

export type ChannelHandler<T = unknown> = (data: T, channel: string) => void;

/**
 * One Socket.IO connection for the whole app (ARCHITECTURE 10). Channels are reference counted:
 * the first subscriber sends 'sub', the last one to leave sends 'unsub', and after a reconnect every
 * live channel is subscribed again.
 */
export function createChannelHub(connect: () => ChannelSocket) {
  let socket: ChannelSocket | null = null;
  const handlers = new Map<string, Set<ChannelHandler>>();

  function ensureSocket(): ChannelSocket {
    if (socket) return socket;
    const s = connect();
    s.on('data', (message) => {
      const set = message && handlers.get(message.channel);
      if (!set) return;
      for (const handler of [...set]) handler(message.data, message.channel);
    });
    let connectedOnce = false;
    s.on('connect', () => {
      // The first 'connect' follows the 'sub' already buffered by the client; only reconnects need a resend.
      if (connectedOnce && handlers.size > 0) s.emit('sub', [...handlers.keys()]);
      connectedOnce = true;
    });
    socket = s;
    return s;
  }

  function subscribe<T>(channel: string, handler: ChannelHandler<T>): () => void {
    const s = ensureSocket();
    let set = handlers.get(channel);
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
      s.emit('sub', channel);
    }
    const entry = handler as ChannelHandler;
    set.add(entry);
    return () => {
      const current = handlers.get(channel);
      if (!current?.delete(entry) || current.size > 0) return;
      handlers.delete(channel);
      s.emit('unsub', channel);
    };
  }

  /** A login or logout on a live connection: sign the socket in (or out) for the private channel. */
  function authenticate(token: string | null): void {
    socket?.emit('auth', token ?? '');
  }

  return { subscribe, authenticate, channels: () => [...handlers.keys()] };
}

function connectSocket(): ChannelSocket {
  return io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    auth: (cb) => cb({ token: getToken() ?? '' }),
  });
}

const hub = createChannelHub(connectSocket);

let lastToken = getToken();
onSessionChange(() => {
  const token = getToken();
  if (token === lastToken) return;
  lastToken = token;
  hub.authenticate(token);
});

/** Subscribes outside React; returns the unsubscribe. */
export const subscribeChannel = hub.subscribe;

/**
 * Receives the pushes of one channel while the component is mounted (`null` subscribes to nothing).
 * The handler may change every render; the subscription does not.
 */
export function useChannel<T = unknown>(channel: string | null, handler: ChannelHandler<T>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!channel) return;
    return hub.subscribe<T>(channel, (data, name) => latest.current(data, name));
  }, [channel]);
}

/** Like useChannel for a list of channels (a market table); re-subscribes only when the list changes. */
export function useChannels<T = unknown>(channelNames: readonly string[], handler: ChannelHandler<T>): void {
  const latest = useRef(handler);
  latest.current = handler;
  const key = channelNames.join(',');
  useEffect(() => {
    if (!key) return;
    const offs = key
      .split(',')
      .map((name) => hub.subscribe<T>(name, (data, channel) => latest.current(data, channel)));
    return () => offs.forEach((off) => off());
  }, [key]);
}
