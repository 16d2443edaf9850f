import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the whole exchange once for the e2e run, on its own port and a fresh data directory.
 * TRUST_PROXY=1 with BLOCKED_COUNTRIES=US lets a test simulate a visitor from a blocked region by
 * sending X-Forwarded-For with a US address; every other test comes from loopback.
 */
export default async function setup(project: TestProject) {
  // A port the system says is free, unless E2E_PORT names one: several runs share this machine,
  // and a fixed port made the second one refuse to start.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  // A server left over from an earlier run would answer the health check below and the tests
  // would run against its build and data: refuse to start instead.
  const leftover = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`port ${port} is already in use (a server from an earlier run?); set E2E_PORT or stop it`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurelix-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      BLOCKED_COUNTRIES: 'US',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every registration and login hashes at argon2's smallest cost (modules/auth/passwords.ts).
      CHEAP_PASSWORD_HASH_FOR_TESTS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited during start');
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 240 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** A loopback port nothing listens on: the system picks it, and it is closed again at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
