import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ChannelSocket } from './socket';

type Listener = (...args: never[]) => void;

/** A socket double that records emits and lets the test play server pushes. */
function createFakeSocket() {
  const listeners = new Map<string, Listener[]>();
  const emit = vi.fn();
  const socket = {
    emit,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return socket;
    },
  };
  const fire = (event: string, ...args: unknown[]) =>
    listeners.get(event)?.forEach((l) => (l as (...a: unknown[]) => void)(...args));
  return { socket: socket as unknown as ChannelSocket, emit, fire };
}

const fake = createFakeSocket();
vi.mock('socket.io-client', () => ({ io: vi.fn(() => fake.socket) }));

describe('shared socket', () => {
  it('subscribes once per channel and unsubscribes when the last user leaves', async () => {
    const { createChannelHub } = await import('./socket');
    const { socket, emit, fire } = createFakeSocket();
    const connect = vi.fn(() => socket);
    const hub = createChannelHub(connect);
    const a = vi.fn();
    const b = vi.fn();
    const other = vi.fn();

    const offA = hub.subscribe('btc_usdt_tick', a);
    const offB = hub.subscribe('btc_usdt_tick', b);
    hub.subscribe('eth_usdt_tick', other);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(emit.mock.calls).toEqual([
      ['sub', 'btc_usdt_tick'],
      ['sub', 'eth_usdt_tick'],
    ]);

    fire('data', { channel: 'btc_usdt_tick', data: { close: '1' } });
    expect(a).toHaveBeenCalledWith({ close: '1' }, 'btc_usdt_tick');
    expect(b).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();

    offA();
    expect(emit).toHaveBeenCalledTimes(2);
    offA();
    expect(emit).toHaveBeenCalledTimes(2);
    offB();
    expect(emit).toHaveBeenLastCalledWith('unsub', 'btc_usdt_tick');

    fire('data', { channel: 'btc_usdt_tick', data: { close: '2' } });
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('subscribes every live channel again after a reconnect', async () => {
    const { createChannelHub } = await import('./socket');
    const { socket, emit, fire } = createFakeSocket();
    const hub = createChannelHub(() => socket);
    hub.subscribe('btc_usdt_tick', vi.fn());
    hub.subscribe('eth_usdt_tick', vi.fn());

    fire('connect');
    expect(emit).toHaveBeenCalledTimes(2);
    fire('connect');
    expect(emit).toHaveBeenLastCalledWith('sub', ['btc_usdt_tick', 'eth_usdt_tick']);
  });

  it('useChannel shares one subscription between components', async () => {
    const { useChannel } = await import('./socket');
    fake.emit.mockClear();
    const first = vi.fn();
    const second = vi.fn();
    const one = renderHook(() => useChannel('sol_usdt_tick', first));
    const two = renderHook(() => useChannel('sol_usdt_tick', second));
    expect(fake.emit.mock.calls).toEqual([['sub', 'sol_usdt_tick']]);

    fake.fire('data', { channel: 'sol_usdt_tick', data: 42 });
    expect(first).toHaveBeenCalledWith(42, 'sol_usdt_tick');
    expect(second).toHaveBeenCalledWith(42, 'sol_usdt_tick');

    one.unmount();
    expect(fake.emit).toHaveBeenCalledTimes(1);
    two.unmount();
    expect(fake.emit).toHaveBeenLastCalledWith('unsub', 'sol_usdt_tick');
  });
});
