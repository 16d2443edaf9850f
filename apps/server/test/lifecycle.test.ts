import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurelix-life-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server process (PGlite in dataDir) and waits for /healthz. */
async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_MARKET: '0', WEB_DIST: '/nonexistent', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, output: () => output };
}

describe('server process', () => {
  it('migrates and seeds on first start, shuts down cleanly on SIGTERM, and keeps its data', async () => {
    const port = 18000 + Math.floor(Math.random() * 1000);
    const first = await startServer(port);
    const list: any = await (await fetch(`http://127.0.0.1:${port}/api/currency_list`, { method: 'POST' })).json();
    expect(list.data.list.length).toBeGreaterThanOrEqual(12);
    first.child.kill('SIGTERM');
    const code = await new Promise<number | null>((r) => first.child.once('exit', r));
    expect(code).toBe(0);
    expect(first.output()).toContain('shutting down');

    // A second start reuses the database: migrations are idempotent and nothing is seeded twice.
    const second = await startServer(port);
    const again: any = await (await fetch(`http://127.0.0.1:${port}/api/currency_list`, { method: 'POST' })).json();
    expect(again.data.list.length).toBe(list.data.list.length);
    second.child.kill('SIGTERM');
    expect(await new Promise((r) => second.child.once('exit', r))).toBe(0);
  });
});
