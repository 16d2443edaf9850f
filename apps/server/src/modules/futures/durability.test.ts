import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess } from '../../../test/helpers/processes';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { auditDatabase } from '../../scripts/audit-database';
import { userRecords } from '../auth/users';
import { seedIfEmpty } from '../seed/seed';

/*
 * Durability of futures on PostgreSQL (issue 16, Tests), like spot's (spot/durability.test.ts):
 * SIGKILL the real server in the middle of a stream of futures orders, restart it, and check that
 * every acknowledged order is there with its state, that positions and balances are what the
 * committed fills imply (and so hold every acknowledged fill), that the audit is clean, and that
 * a trigger order fires once across the restart (its order exists once, client order id trg-{id}).
 * Runs only when TEST_DATABASE_URL points at a PostgreSQL server (PGlite never calls fsync).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const SYMBOL = 'ETH_USDT';
const WALLET = 10_000_000;

/** The real server on the test's database, without Redis or NATS (one process), on `port`. */
async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  return (await startProcess(databaseUrl, { PORT: String(port), MARKET_MAKER: '0', REDIS_URL: '', NATS_URL: '' })).child;
}

async function call(port: number, url: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** Two verified users with futures USDT and a session each, made through the app before the server starts. */
async function makeTraders(databaseUrl: string): Promise<{ id: number; token: string }[]> {
  const config = loadConfig({ DEMO_MARKET: '0', MARKET_MAKER: '0', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const database = await openDatabase({ databaseUrl });
  const app = await buildApp(config, database, { logger: false });
  try {
    await seedIfEmpty(database.db, app.services);
    await app.ready();
    const out: { id: number; token: string }[] = [];
    for (const name of ['alice', 'bob']) {
      const tag = `${name}.${randomBytes(3).toString('hex')}`;
      const id = await userRecords.insert(database.db, { account: `${tag}@example.com`, email: `${tag}@example.com`, inviteCode: tag.toUpperCase() });
      await database.db.execute(sql`update users set name_status = 3 where id = ${id}`);
      await app.services.ledger.credit({ userId: id, account: 'futures', currency: 'USDT', amount: String(WALLET), reason: 'deposit', refType: 'test', refId: tag });
      out.push({ id, token: await app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'test' }) });
    }
    return out;
  } finally {
    await app.close();
    await database.close();
  }
}

const num = (v: unknown) => Number(v);

describe.skipIf(!adminUrl)('futures orders, positions and triggers survive SIGKILL on PostgreSQL', () => {
  const name = `fut_dur_${randomBytes(4).toString('hex')}`;
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

  it('keeps every acknowledged order and position change, a clean ledger, and fires each trigger once', async () => {
    const [alice, bob] = await makeTraders(databaseUrl);
    const port = 20000 + Math.floor(Math.random() * 1000);
    child = await startServer(port, databaseUrl);
    const as = (t: { token: string }) => (url: string, body: unknown) => call(port, url, body, t.token);
    const a = as(alice!);
    const b = as(bob!);

    const contract = (await call(port, '/api/futures/contracts', {})).data.list.find((c: any) => c.symbol === SYMBOL);
    const mark = Math.round(Number(contract.mark_price));
    expect(mark).toBeGreaterThan(100);
    const px = (offset: number) => (mark + offset).toFixed(2);

    // A first trade sets the last price; then a plan order triggered by the last price fires before the kill.
    // Its order and the stream triggers' rest 40 away, inside the contract's 2% price band (issue 26).
    expect((await b('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_short', type: 'limit', price: px(0), quantity: '0.01' })).code).toBe(200);
    expect((await a('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_long', type: 'market', quantity: '0.01' })).data.status).toBe('filled');
    const first = await a('/api/futures/trigger/place', { symbol: SYMBOL, direction: 'open_long', trigger_by: 'last', trigger_price: px(20), type: 'limit', price: px(-40), quantity: '0.01' });
    expect(first.data).toMatchObject({ trigger_direction: 'rise', status: 'waiting' });
    // Triggers inside the stream's price range: some fire while the stream runs, maybe as it dies.
    const streamTriggers: string[] = [];
    for (const [t, off] of [
      [a, 2],
      [b, 3],
      [a, 4],
      [b, -2],
      [a, -3],
      [b, -4],
    ] as const) {
      const r = await t('/api/futures/trigger/place', {
        symbol: SYMBOL,
        direction: off > 0 ? 'open_short' : 'open_long',
        trigger_by: 'last',
        trigger_price: px(off),
        type: 'limit',
        price: px(off > 0 ? 40 : -40),
        quantity: '0.01',
      });
      expect(r.code).toBe(200);
      streamTriggers.push(r.data.id);
    }
    // Bob offers at +20, Alice buys it: the last price rises through the first trigger.
    expect((await b('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_short', type: 'limit', price: px(20), quantity: '0.01' })).code).toBe(200);
    expect((await a('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_long', type: 'limit', price: px(20), quantity: '0.01' })).data.status).toBe('filled');
    let fired: any;
    for (let i = 0; i < 100 && !fired; i++) {
      fired = (await a('/api/futures/trigger/list', { ended: true })).data.list.find((x: any) => x.id === first.data.id && x.status === 'triggered');
      if (!fired) await new Promise((r) => setTimeout(r, 100));
    }
    expect(fired?.order_id).toBeTruthy();

    // 16 clients stream limit and market orders, openings and closings, until the process dies.
    const acknowledged = new Map<string, { status: string; deal: number }>();
    const codes = new Map<number, number>();
    let stop = false;
    let n = 0;
    const client = async () => {
      while (!stop) {
        const i = n++;
        const t = i % 2 === 0 ? a : b;
        const long = i % 4 < 2;
        const closing = i % 5 === 4;
        const direction = `${closing ? 'close' : 'open'}_${long !== closing ? 'long' : 'short'}`;
        const body =
          i % 7 === 0 || closing
            ? { symbol: SYMBOL, direction, type: 'market', quantity: '0.01', client_order_id: `d${i}` }
            : { symbol: SYMBOL, direction, type: 'limit', price: px((((i * 37) % 21) - 10) / 2), quantity: '0.01', client_order_id: `d${i}` };
        try {
          const res = await t('/api/futures/order/place', body);
          if (res.code === 200) acknowledged.set(res.data.id, { status: res.data.status, deal: num(res.data.deal_quantity) });
          codes.set(res.code, (codes.get(res.code) ?? 0) + 1);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 16 }, client);
    const deadline = Date.now() + 60_000;
    while (acknowledged.size < 80 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(clients);
    expect(acknowledged.size, JSON.stringify([...codes])).toBeGreaterThanOrEqual(80);

    child = await startServer(port, databaseUrl);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      // Every acknowledged order is there, at least as far as it was acknowledged.
      const { rows: orders } = await db.query('select id::text, status, deal_quantity::float8 as deal from futures_orders where id = any($1::bigint[])', [[...acknowledged.keys()]]);
      expect(orders.length).toBe(acknowledged.size);
      for (const o of orders) {
        const ack = acknowledged.get(o.id)!;
        expect(o.deal, `order ${o.id}`).toBeGreaterThanOrEqual(ack.deal - 1e-9);
        if (ack.status === 'filled' || ack.status === 'cancelled') expect(o.status, `order ${o.id}`).toBe(ack.status);
      }

      // After the restart the last price goes through every trigger, up then down: what still
      // waited fires now; what fired before the kill must not fire again.
      expect((await b('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_short', type: 'limit', price: px(30), quantity: '0.01' })).code).toBe(200);
      expect((await a('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_long', type: 'limit', price: px(30), quantity: '100' })).code).toBe(200);
      expect((await a('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_long', type: 'limit', price: px(-30), quantity: '0.01' })).code).toBe(200);
      expect((await b('/api/futures/order/place', { symbol: SYMBOL, direction: 'open_short', type: 'limit', price: px(-30), quantity: '200' })).code).toBe(200);
      let waiting = -1;
      for (let i = 0; i < 100 && waiting !== 0; i++) {
        waiting = (await db.query(`select count(*)::int as n from futures_triggers where status = 'waiting'`)).rows[0].n;
        if (waiting !== 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(waiting).toBe(0);
      const { rows: triggers } = await db.query(
        `select t.id::text, t.status, t.order_id::text as order_id, (select count(*)::int from futures_orders o where o.client_order_id = 'trg-' || t.id) as orders
           from futures_triggers t order by t.id`,
      );
      expect(triggers).toHaveLength(1 + streamTriggers.length);
      for (const t of triggers) {
        expect(t, `trigger ${t.id}`).toMatchObject({ status: 'triggered', orders: 1 });
      }
      expect(triggers.find((t) => t.id === first.data.id)!.order_id).toBe(fired.order_id);

      // Positions are what the committed fills imply, in the database and in the restarted server.
      const { rows: legs } = await db.query(
        `select o.user_id, o.direction, sum(t.quantity)::float8 as qty,
                sum(case when t.maker_order_id = o.id then t.maker_fee else t.taker_fee end)::float8 as fee,
                sum(case when t.maker_order_id = o.id then t.maker_profit else t.taker_profit end)::float8 as profit
           from futures_trades t join futures_orders o on o.id in (t.maker_order_id, t.taker_order_id)
          where t.symbol = $1 group by o.user_id, o.direction`,
        [SYMBOL],
      );
      const { rows: stored } = await db.query(`select user_id, side, size::float8 as size from futures_positions where symbol = $1`, [SYMBOL]);
      const { rows: liquidations } = await db.query('select count(*)::int as n from futures_liquidations');
      expect(liquidations[0].n).toBe(0);
      const { rows: contracts } = await db.query('select last_funding_time from futures_contracts where symbol = $1', [SYMBOL]);
      for (const trader of [alice!, bob!]) {
        const mine = legs.filter((l) => l.user_id === trader.id);
        const qty = (d: string) => mine.find((l) => l.direction === d)?.qty ?? 0;
        const expected = { long: qty('open_long') - qty('close_long'), short: qty('open_short') - qty('close_short') };
        const api = (await as(trader)('/api/futures/positions', { symbol: SYMBOL })).data.list;
        for (const side of ['long', 'short'] as const) {
          const row = stored.find((p) => p.user_id === trader.id && p.side === side);
          expect(row?.size ?? 0, `${trader.id} ${side} in the database`).toBeCloseTo(expected[side], 8);
          expect(num(api.find((p: any) => p.side === side)?.size ?? 0), `${trader.id} ${side} in the server`).toBeCloseTo(expected[side], 8);
        }
        // The wallet (available + frozen) is the deposit less the fees plus the realised PnL of the fills.
        const account = (await as(trader)('/api/futures/account', {})).data;
        const fees = mine.reduce((s, l) => s + l.fee, 0);
        const profit = mine.reduce((s, l) => s + l.profit, 0);
        // A funding settlement would be in the wallet too; the stream runs far shorter than an interval.
        if (Number(contracts[0].last_funding_time) === 0 || Date.now() - Number(contracts[0].last_funding_time) > 120_000)
          expect(num(account.balance), `wallet of ${trader.id}`).toBeCloseTo(WALLET - fees + profit, 6);
      }
    } finally {
      await db.end();
    }

    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    child = undefined;
    const audit = await auditDatabase({ databaseUrl, dataDir: '/nonexistent' });
    expect(audit.text).toContain('OK: no violations');
  }, 240_000);
});
