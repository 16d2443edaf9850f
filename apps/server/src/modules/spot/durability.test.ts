import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess } from '../../../test/helpers/processes';
import { DEMO_USER } from '../seed/reference-data';
import { auditDatabase } from '../../scripts/audit-database';

/*
 * Durability on PostgreSQL (issue 4): SIGKILL the real server in the middle of a stream of orders,
 * restart it, and check that every acknowledged order is there and the audit is clean. Runs only
 * when TEST_DATABASE_URL points at a PostgreSQL server (PGlite never calls fsync).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** The real server on the test's database, without Redis or NATS (one process), on `port`. */
async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  return (await startProcess(databaseUrl, { PORT: String(port), REDIS_URL: '', NATS_URL: '' })).child;
}

async function call(port: number, url: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

describe.skipIf(!adminUrl)('spot orders survive SIGKILL on PostgreSQL', () => {
  const name = `spot_dur_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('keeps every acknowledged order and a clean ledger', async () => {
    const port = 19000 + Math.floor(Math.random() * 1000);
    child = await startServer(port, databaseUrl);
    const login = await call(port, '/api/login', { account: DEMO_USER.email, password: DEMO_USER.password });
    const token: string = login.data.token;
    const acknowledged = new Set<string>();
    const codes = new Map<number, number>();
    let stop = false;
    let n = 0;
    // 16 clients stream crossing limit orders and market orders until the process dies.
    const client = async () => {
      while (!stop) {
        const i = n++;
        const side = i % 2 === 0 ? 'buy' : 'sell';
        const body =
          i % 7 === 0
            ? { symbol: 'ETH_USDT', side, type: 'market', quantity: '0.01', client_order_id: `d${i}` }
            : { symbol: 'ETH_USDT', side, type: 'limit', price: (3400 + ((i * 37) % 21) - 10).toFixed(2), quantity: '0.01', client_order_id: `d${i}` };
        try {
          const res = await call(port, '/api/spot/order/place', body, token);
          if (res.code === 200) acknowledged.add(res.data.id);
          codes.set(res.code, (codes.get(res.code) ?? 0) + 1);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 16 }, client);
    // Kill it mid-stream: once enough orders are acknowledged, while 16 more are in flight.
    const deadline = Date.now() + 60_000;
    while (acknowledged.size < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(clients);
    expect(acknowledged.size, JSON.stringify([...codes])).toBeGreaterThanOrEqual(60);

    child = await startServer(port, databaseUrl);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query('select id::text from spot_orders where id = any($1::bigint[])', [[...acknowledged]]);
    await db.end();
    expect(rows.length).toBe(acknowledged.size);
    // The restarted server rebuilt its book and keeps trading.
    const after = await call(port, '/api/spot/order/place', { symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '3000', quantity: '0.01' }, token);
    expect(after.code).toBe(200);
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    child = undefined;
    const audit = await auditDatabase({ databaseUrl, dataDir: '/nonexistent' });
    expect(audit.text).toContain('OK: no violations');
  }, 180_000);
});
