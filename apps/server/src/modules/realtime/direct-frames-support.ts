import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The packages whose internals direct-frames.ts and room-fanout.ts reach into, with the versions
 * (a `major.minor` prefix, or a major) those modules were written and measured against:
 * Socket.IO's `Client.writeToEngine` and `socket.client`; the adapter's `_encode`, `apply`, `rooms`
 * and `wsPreEncodedFrame`; Engine.IO's `readyState`, `upgrading`, `writeBuffer` and `transport`;
 * ws's `_socket` and `_sender._queue` (the copy Engine.IO's WebSocket transport uses); the Redis
 * adapter's `broadcast` calling `_encode` and then `apply` at once (checked only when it is in use).
 */
export const KNOWN_VERSIONS: Readonly<Record<PackageName, readonly string[]>> = {
  'socket.io': ['4.8'],
  'socket.io-adapter': ['2.5'],
  'engine.io': ['6.6'],
  ws: ['8'],
  '@socket.io/redis-adapter': ['8.3'],
};

export type PackageName = 'socket.io' | 'socket.io-adapter' | 'engine.io' | 'ws' | '@socket.io/redis-adapter';

/** Installed versions by package; undefined when a package could not be found. */
export type InstalledVersions = Partial<Record<PackageName, string>>;

/** Whether the shortcuts may be installed, and if not, why (for the warning). */
export type DirectFramesSupport = { ok: true } | { ok: false; reason: string };

/**
 * Reads the installed versions the way the server loads them: Socket.IO from this module, Engine.IO
 * and the adapter from Socket.IO's folder, ws from Engine.IO's (each may carry its own nested copy).
 * `from` is a file or folder to resolve Socket.IO from (tests point it at a fake node_modules).
 */
export function readInstalledVersions(from: string = import.meta.url): InstalledVersions {
  const versions: InstalledVersions = {};
  const socketIo = packageOf(from, 'socket.io');
  if (socketIo === undefined) return versions;
  versions['socket.io'] = socketIo.version;
  const engineIo = packageOf(socketIo.dir, 'engine.io');
  versions['engine.io'] = engineIo?.version;
  versions['socket.io-adapter'] = packageOf(socketIo.dir, 'socket.io-adapter')?.version;
  if (engineIo !== undefined) versions.ws = packageOf(engineIo.dir, 'ws')?.version;
  versions['@socket.io/redis-adapter'] = packageOf(from, '@socket.io/redis-adapter')?.version;
  return versions;
}

/**
 * Whether every package the shortcuts touch is at a known version. The Redis adapter counts only
 * when the server uses it.
 */
export function directFramesSupport(installed: InstalledVersions, opts: { redis: boolean }): DirectFramesSupport {
  const names = Object.keys(KNOWN_VERSIONS) as PackageName[];
  const unknown = names
    .filter((name) => opts.redis || name !== '@socket.io/redis-adapter')
    .filter((name) => !isKnown(installed[name], KNOWN_VERSIONS[name]))
    .map((name) => `${name}@${installed[name] ?? 'not found'}`);
  if (unknown.length === 0) return { ok: true };
  return { ok: false, reason: `not written for ${unknown.join(', ')}` };
}

function isKnown(version: string | undefined, known: readonly string[]): boolean {
  if (version === undefined) return false;
  return known.some((prefix) => version === prefix || version.startsWith(`${prefix}.`));
}

/**
 * The package.json of `name` as Node resolves it from `from`: its entry file, then up to the folder
 * whose package.json has that name (Engine.IO does not export ./package.json).
 */
function packageOf(from: string, name: string): { dir: string; version: string } | undefined {
  let entry: string;
  try {
    const base = from.startsWith('file:') ? from : path.join(from, 'noop.js');
    entry = createRequire(base).resolve(name);
  } catch {
    return undefined;
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name && typeof manifest.version === 'string') return { dir, version: manifest.version };
    } catch {
      // No package.json here (or an unreadable one): keep walking up.
    }
  }
  return undefined;
}
