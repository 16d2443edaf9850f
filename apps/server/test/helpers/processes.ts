import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/*
 * Real server processes on one PostgreSQL (issue 28): a scratch database per test file, and
 * `npm run serve`'s entry started as child processes, as an operator would start several.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');

/** The machine's PostgreSQL (TEST_DATABASE_URL), Redis (TEST_REDIS_URL) and NATS (TEST_NATS_URL), when the run was given them. */
export const services = {
  postgres: process.env.TEST_DATABASE_URL,
  redis: process.env.TEST_REDIS_URL,
  nats: process.env.TEST_NATS_URL,
};

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database of its own on the server TEST_DATABASE_URL names; `drop` removes it. */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const adminUrl = services.postgres;
  if (!adminUrl) throw new Error('scratchDatabase needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** What the process printed so far (for a failing test's message). */
  output(): string;
  /** SIGKILL: the process dies at once, holding whatever it held. */
  kill(): void;
  /** SIGTERM, and waits for the exit (a graceful stop hands leases over). */
  stop(): Promise<void>;
}

/**
 * Starts one server process on the database and waits until /healthz answers. `env` adds to or
 * overrides the defaults (no demo market, no web app, quiet log, test password hashing); its PORT,
 * when given, is kept (a restart on the port clients already use), else a free one is taken.
 */
export async function startProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: services.redis ?? '',
      NATS_URL: services.nats ?? '',
      DEMO_MARKET: '0',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000000',
      CHEAP_PASSWORD_HASH_FOR_TESTS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (d) => (printed += d));
  child.stderr!.on('data', (d) => (printed += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  return {
    port,
    url,
    child,
    output: () => printed,
    kill: () => void child.kill('SIGKILL'),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `count` processes on one database: the first alone (it migrates and seeds the empty database),
 * then the others side by side.
 */
export async function startProcesses(count: number, databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess[]> {
  const first = await startProcess(databaseUrl, env);
  const rest = await Promise.all(Array.from({ length: count - 1 }, () => startProcess(databaseUrl, env)));
  return [first, ...rest];
}
