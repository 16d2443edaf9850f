import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createSystemClock } from '../../lib/clock';
import type { SessionService } from '../session/service';
import { directFramesSupport, readInstalledVersions, type InstalledVersions } from './direct-frames-support';
import { registerRealtime } from './plugin';
import { connectClient, pushOf, urlOf } from './test-client';

const known: InstalledVersions = {
  'socket.io': '4.8.4',
  'socket.io-adapter': '2.5.8',
  'engine.io': '6.6.12',
  ws: '8.21.3',
  '@socket.io/redis-adapter': '8.3.0',
};

describe('the version check of the realtime shortcuts', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'direct-frames-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads the versions this server loads, nested copies included', () => {
    const require = createRequire(import.meta.url);
    const installed = readInstalledVersions();
    expect(installed['socket.io']).toBe((require('socket.io/package.json') as { version: string }).version);
    expect(Object.values(installed).every((v) => typeof v === 'string')).toBe(true);

    // socket.io 5 with its own engine.io 7, whose ws is nested once more.
    fakePackage(path.join(root, 'node_modules/socket.io'), 'socket.io', '5.0.0');
    fakePackage(path.join(root, 'node_modules/socket.io/node_modules/engine.io'), 'engine.io', '7.1.0');
    fakePackage(path.join(root, 'node_modules/socket.io/node_modules/engine.io/node_modules/ws'), 'ws', '9.0.1');
    fakePackage(path.join(root, 'node_modules/socket.io-adapter'), 'socket.io-adapter', '2.5.8');
    fakePackage(path.join(root, 'node_modules/ws'), 'ws', '8.23.0');
    expect(readInstalledVersions(root)).toEqual({
      'socket.io': '5.0.0',
      'engine.io': '7.1.0',
      'socket.io-adapter': '2.5.8',
      ws: '9.0.1',
      '@socket.io/redis-adapter': undefined,
    });
  });

  it('allows the shortcuts only when every patched package is at a known version', () => {
    expect(directFramesSupport(known, { redis: true })).toEqual({ ok: true });
    expect(directFramesSupport({ ...known, 'socket.io': '4.9.0', ws: '9.0.0' }, { redis: false })).toEqual({
      ok: false,
      reason: 'not written for socket.io@4.9.0, ws@9.0.0',
    });
    // 6.60 is not 6.6: versions match by whole parts.
    expect(directFramesSupport({ ...known, 'engine.io': '6.60.0' }, { redis: false }).ok).toBe(false);
    expect(directFramesSupport({ ...known, 'engine.io': undefined }, { redis: false })).toEqual({
      ok: false,
      reason: 'not written for engine.io@not found',
    });
    // The Redis adapter counts only when it is in use.
    const newRedis = { ...known, '@socket.io/redis-adapter': '9.0.0' };
    expect(directFramesSupport(newRedis, { redis: false }).ok).toBe(true);
    expect(directFramesSupport(newRedis, { redis: true }).ok).toBe(false);
  });
});

describe('realtime on a Socket.IO version the shortcuts were not written for', () => {
  it('warns, patches nothing and still delivers pushes', async () => {
    const app = await realtimeApp({ installedVersions: { ...known, 'socket.io': '5.0.0' } });
    try {
      expect(app.realtime.directFrames).toBe(false);
      expect(app.warnings()).toEqual([expect.stringContaining('not written for socket.io@5.0.0')]);
      await expectPlainPathDelivers(app);
    } finally {
      await app.close();
    }
  });

  it('REALTIME_DIRECT_FRAMES=0 takes the plain path without a warning; known versions take the shortcuts', async () => {
    const off = await realtimeApp({ directFrames: false, installedVersions: known });
    const on = await realtimeApp({ installedVersions: known });
    try {
      expect([off.realtime.directFrames, on.realtime.directFrames]).toEqual([false, true]);
      expect([...off.warnings(), ...on.warnings()]).toEqual([]);
      await expectPlainPathDelivers(off);
    } finally {
      await off.close();
      await on.close();
    }
  });
});

type RealtimeApp = Awaited<ReturnType<typeof realtimeApp>>;

/** Socket.IO's objects keep their own methods (nothing patched), and a channel push arrives. */
async function expectPlainPathDelivers(app: RealtimeApp): Promise<void> {
  const channel = 'x_usdt_tick';
  const client = await connectClient(urlOf(app.app));
  try {
    expect((await client.sub(channel)).ok).toEqual([channel]);
    const server = app.realtime.io.sockets.sockets.get(client.socket.id!)!;
    expect(Object.hasOwn((server as unknown as { client: object }).client, 'writeToEngine')).toBe(false);
    const adapter = app.realtime.io.of('/').adapter;
    expect(Object.hasOwn(adapter, 'apply') || Object.hasOwn(adapter, '_encode')).toBe(false);
    app.realtime.publish(channel, { nonce: 'plain' });
    await client.waitFor(pushOf(channel, 'plain'));
  } finally {
    client.close();
  }
}

/** Only the realtime plugin on a bare Fastify (no database: no client here signs in), its warnings kept. */
async function realtimeApp(opts: { directFrames?: boolean; installedVersions: InstalledVersions }) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const sessions = { userOf: async () => undefined } as unknown as SessionService;
  const realtime = await registerRealtime(app, { sessions, clock: createSystemClock(), blocked: [], ...opts });
  realtime.channels.register({ name: 'test', has: (c) => c === 'x_usdt_tick', list: () => ['x_usdt_tick'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const warnings = () =>
    lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 40).map((l) => l.msg);
  return { app, realtime, warnings, close: () => app.close() };
}

function fakePackage(dir: string, name: string, version: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version, main: 'index.js' }));
  writeFileSync(path.join(dir, 'index.js'), '');
}
