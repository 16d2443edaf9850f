import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { createServerClock } from '../src/lib/clock';
import { createSessionService } from '../src/modules/session/service';
import { createCluster } from '../src/modules/cluster/cluster';
import { createLedger } from '../src/modules/ledger/service';
import { DEMO_USER } from '../src/modules/seed/reference-data';
import { createSpotSequencer } from '../src/modules/spot/sequencer';
import { auditDatabase } from '../src/scripts/audit-database';
import { scratchDatabase, services, startProcess, startProcesses, type ScratchDatabase, type ServerProcess } from './helpers/processes';

/*
 * One exchange on three processes (issue 28), two engines and one ROLE=api process that holds
 * nothing: each market has one owner, commands sent to any process reach it over NATS, reads are
 * the same everywhere, a deposed owner's write is refused by the database, a SIGTERMed engine
 * hands its markets over at once, and a SIGKILLed owner's markets trade again through the survivors.
 */

type Envelope<T = any> = { code: number; msg: string; data: T };

async function call<T = any>(p: ServerProcess, url: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${p.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

async function holdings(p: ServerProcess): Promise<string[]> {
  const r = (await (await fetch(`${p.url}/readyz`)).json()) as { holds: string[] };
  return r.holds.filter((h) => h.startsWith('market:'));
}

/** Waits (real time, bounded: other processes act on their own) until `check` answers a value. */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!services.postgres || !services.nats)('markets owned across three processes', () => {
  let scratch: ScratchDatabase;
  let procs: ServerProcess[] = [];
  let token = '';
  /** A second trader (a buyer with USDT only): a user does not trade with their own orders. */
  let buyerToken = '';
  let markets: string[] = [];

  beforeAll(async () => {
    scratch = await scratchDatabase('cluster_mk');
    procs = [...(await startProcesses(2, scratch.url)), await startProcess(scratch.url, { ROLE: 'api' })];
    const login = await call(procs[0]!, '/api/login', { account: DEMO_USER.email, password: DEMO_USER.password });
    token = login.data.token;
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    const spot = await db.query<{ symbol: string }>('select symbol from pairs');
    const futures = await db.query<{ symbol: string }>('select symbol from futures_contracts');
    await db.end();
    // The buyer: a user row, USDT credited through the ledger (a balanced entry) and a session, as a test kit does.
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2, migrate: false });
    try {
      const [row] = await database.db
        .insert(users)
        .values({ account: 'buyer@example.com', email: 'buyer@example.com', inviteCode: 'BUYER001' })
        .returning({ id: users.id });
      const ledger = createLedger(database.db);
      await ledger.credit({ userId: row!.id, account: 'spot', currency: 'USDT', amount: '100000', reason: 'deposit', refType: 'test', refId: 'buyer' });
      // Both may trade futures (identity approved) with futures USDT of their own.
      const demoId = (await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email)))[0]!.id;
      for (const id of [row!.id, demoId]) {
        await database.db.update(users).set({ nameStatus: 3 }).where(eq(users.id, id));
        await ledger.credit({ userId: id, account: 'futures', currency: 'USDT', amount: '100000', reason: 'deposit', refType: 'test', refId: `f${id}` });
      }
      buyerToken = await createSessionService(database.db, createServerClock({ production: false })).open(row!.id, { ip: '127.0.0.1', userAgent: 'test' });
    } finally {
      await database.close();
    }
    markets = [...spot.rows.map((r) => `market:spot:${r.symbol}`), ...futures.rows.map((r) => `market:futures:${r.symbol}`)].sort();
  }, 300_000);

  afterAll(async () => {
    for (const p of procs) p.kill();
    await scratch?.drop();
  });

  it('lists every market in exactly one process, spread over the three', async () => {
    const spread = await until('every market held once', async () => {
      const all = (await Promise.all(procs.map(holdings))).flat();
      // Never two owners at once, whatever the moment.
      expect(all.length).toBe(new Set(all).size);
      return all.length === markets.length ? all : undefined;
    });
    expect(spread.sort()).toEqual(markets);
    // Spread over the two engines (each its fair share, once the first has handed the rest over);
    // the api process holds nothing.
    await until('the markets spread over both engines', async () => {
      const each = await Promise.all(procs.map(holdings));
      return each[0]!.length > 0 && each[1]!.length > 0 ? true : undefined;
    }, 45_000);
    expect(await holdings(procs[2]!)).toEqual([]);
  });

  it('hands a stopping engine’s markets over at once (SIGTERM)', async () => {
    const extra = await startProcess(scratch.url);
    try {
      const mine = await until('the new engine holding its share', async () => {
        const held = await holdings(extra);
        return held.length > 0 ? held : undefined;
      }, 45_000);
      const stoppedAt = Date.now();
      await extra.stop();
      const stopMs = Date.now() - stoppedAt;
      const takenAt = await until('its markets held by the others', async () => {
        const held = (await Promise.all(procs.map(holdings))).flat();
        return mine.every((m) => held.includes(m)) ? Date.now() : undefined;
      });
      // Trading on one of them through the api process.
      const spot = mine.find((m) => m.startsWith('market:spot:'));
      let tradedMs: number | undefined;
      if (spot) {
        const symbol = spot.slice('market:spot:'.length);
        // A new owner judged it (accepted, or refused by the pair's rules: not MARKET_BUSY).
        const r = await call(procs[2]!, '/api/spot/order/place', { symbol, side: 'buy', type: 'limit', price: '1', quantity: '1' }, buyerToken);
        expect(r.code, r.msg).not.toBe(4018);
        tradedMs = Date.now() - stoppedAt;
      }
      console.log(`SIGTERM handover: ${mine.join(', ')}; the process exited in ${stopMs} ms, held by the others ${takenAt - stoppedAt} ms after the signal${tradedMs === undefined ? '' : `, an order on it answered by its new owner ${tradedMs} ms after`}`);
      // How fast is measured and printed (docs/operations.md has the figures), not asserted: a loaded
      // machine may be slower, and no test here times the product.
    } finally {
      extra.kill();
    }
  }, 240_000);

  it('matches a sell placed through one process with a buy through another; depth on the third agrees', async () => {
    const [p1, p2, p3] = procs as [ServerProcess, ServerProcess, ServerProcess];
    const depth = async () => (await call(p3, '/api/market/depth', { symbol: 'ETH_USDT', limit: 20 })).data as { asks: [string, string][] };
    const sell = await call(p1, '/api/spot/order/place', { symbol: 'ETH_USDT', side: 'sell', type: 'limit', price: '3456.78', quantity: '0.05', client_order_id: 'x-sell' }, token);
    expect(sell.code, sell.msg).toBe(200);
    expect(sell.data.status).toBe('waiting');
    // The third process shows the owner's book (a mirror it keeps from the owner's events).
    await until('the sell in the third process depth', async () => ((await depth()).asks.some(([p]) => p === '3456.78') ? true : undefined));
    const buy = await call(p2, '/api/spot/order/place', { symbol: 'ETH_USDT', side: 'buy', type: 'limit', price: '3456.78', quantity: '0.05', client_order_id: 'x-buy' }, buyerToken);
    expect(buy.code, buy.msg).toBe(200);
    expect(buy.data.status).toBe('filled');
    // Both users see the one trade, whichever process they ask.
    const sold = await call(p3, '/api/spot/order/detail', { order_id: sell.data.id }, token);
    expect(sold.data.status).toBe('filled');
    expect(sold.data.deals).toHaveLength(1);
    const bought = await call(p1, '/api/spot/order/detail', { order_id: buy.data.id }, buyerToken);
    expect(bought.data.deals).toHaveLength(1);
    expect(bought.data.deals[0].id).toBe(sold.data.deals[0].id);
    await until('the sell gone from the third process depth', async () => ((await depth()).asks.some(([p]) => p === '3456.78') ? undefined : true));
    // A retry of the same client order id through yet another process answers the first order.
    const retry = await call(p3, '/api/spot/order/place', { symbol: 'ETH_USDT', side: 'sell', type: 'limit', price: '3456.78', quantity: '0.05', client_order_id: 'x-sell' }, token);
    expect(retry.code).toBe(200);
    expect(retry.data.id).toBe(sell.data.id);
  });

  it('matches futures orders sent through two processes; positions and account read the same through any', async () => {
    const [p1, p2, p3] = procs as [ServerProcess, ServerProcess, ServerProcess];
    const owners = await Promise.all(procs.map(holdings));
    // A process that does not own the contract reads its mark from the owner's events.
    const reader = procs[owners.findIndex((h) => !h.includes('market:futures:BTC_USDT'))]!;
    const mark = await until('the owner’s mark on a process that does not own the contract', async () => {
      const c = (await call(reader, '/api/futures/contracts', {})).data.list.find((x: any) => x.symbol === 'BTC_USDT');
      return Number(c?.mark_price) > 100 ? Math.round(Number(c.mark_price)) : undefined;
    });
    const short = await call(p1, '/api/futures/order/place', { symbol: 'BTC_USDT', direction: 'open_short', type: 'limit', price: mark.toFixed(2), quantity: '0.01' }, token);
    expect(short.code, short.msg).toBe(200);
    const long = await call(p2, '/api/futures/order/place', { symbol: 'BTC_USDT', direction: 'open_long', type: 'limit', price: mark.toFixed(2), quantity: '0.01', client_order_id: 'x-long' }, buyerToken);
    expect(long.code, long.msg).toBe(200);
    expect(long.data.status).toBe('filled');
    for (const p of [p1, p2, p3]) {
      const positions = (await call(p, '/api/futures/positions', { symbol: 'BTC_USDT' }, buyerToken)).data.list;
      expect(positions.map((x: any) => [x.side, Number(x.size)])).toEqual([['long', 0.01]]);
      const account = (await call(p, '/api/futures/account', {}, buyerToken)).data;
      expect(Number(account.position_margin)).toBeGreaterThan(0);
    }
    // A quick close sent through the third process closes the position at its owner, against a bid placed through the first.
    const bid = await call(p1, '/api/futures/order/place', { symbol: 'BTC_USDT', direction: 'open_long', type: 'limit', price: mark.toFixed(2), quantity: '0.01' }, token);
    expect(bid.code, bid.msg).toBe(200);
    const closed = await call(p3, '/api/futures/position/close', { symbol: 'BTC_USDT', side: 'long' }, buyerToken);
    expect(closed.code, closed.msg).toBe(200);
    expect(closed.data.status).toBe('filled');
    expect((await call(p1, '/api/futures/positions', { symbol: 'BTC_USDT' }, buyerToken)).data.list).toEqual([]);
    // A plan order placed through one process and cancelled through another: both run at the owner, where it fires.
    const plan = await call(p3, '/api/futures/trigger/place', { symbol: 'BTC_USDT', direction: 'open_long', trigger_by: 'mark', trigger_price: (mark * 2).toFixed(2), type: 'market', quantity: '0.01' }, buyerToken);
    expect(plan.code, plan.msg).toBe(200);
    const cancelled = await call(p2, '/api/futures/trigger/cancel', { trigger_id: plan.data.id }, buyerToken);
    expect(cancelled.code, cancelled.msg).toBe(200);
    expect(cancelled.data.status).toBe('cancelled');
  });

  it('refuses a deposed owner’s batch in the database: nothing written', async () => {
    let database: Database | undefined;
    try {
      database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2, migrate: false });
      const { db } = database;
      const cluster = createCluster({ db, shared: true, engine: true, log: () => undefined });
      const ledger = createLedger(db);
      const fees = await db.execute<{ id: number }>("select id from users where account = 'system:fees'");
      const demo = await db.execute<{ id: number }>(`select id from users where email = '${DEMO_USER.email}'`);
      const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as { id: number }[];
      let deposed = false;
      // This sequencer believes it holds ETH_USDT with token 1; one of the three processes does.
      const s = createSpotSequencer('ETH_USDT', {
        db,
        ledger,
        feesUserId: rowsOf(fees)[0]!.id,
        now: () => Date.now(),
        onCommit: () => undefined,
        log: () => undefined,
        faults: {},
        fence: (tx) => cluster.fence(tx, 'market:spot:ETH_USDT', 1),
        onDeposed: () => (deposed = true),
      });
      await s.sequencer.restore();
      const r = s.sequencer.submit({
        type: 'place',
        userId: rowsOf(demo)[0]!.id,
        body: { symbol: 'ETH_USDT', side: 'buy', type: 'limit', tif: 'GTC', price: '1000', quantity: '0.01', client_order_id: 'x-deposed' },
      });
      await expect(r).rejects.toMatchObject({ key: 'MARKET_BUSY' });
      expect(deposed).toBe(true);
      const written = await db.execute("select id from spot_orders where client_order_id = 'x-deposed'");
      expect(rowsOf(written)).toHaveLength(0);
    } finally {
      await database?.close();
    }
  });

  it('trades again through the survivors after a SIGKILL of the owner (time printed), losing and doubling nothing', async () => {
    const owners = await Promise.all(procs.map(holdings));
    const ownerIndex = owners.findIndex((h) => h.includes('market:spot:BTC_USDT'));
    expect(ownerIndex).toBeGreaterThanOrEqual(0);
    const owner = procs[ownerIndex]!;
    const survivors = procs.filter((_, i) => i !== ownerIndex);
    const acknowledged = new Map<string, string>();
    const codes = new Map<number, number>();
    let killedAt = 0;
    let resumedAt = 0;
    let stop = false;
    let n = 0;
    // 8 clients per survivor stream crossing orders on BTC_USDT (owned by the process to be killed).
    const client = async (p: ServerProcess) => {
      while (!stop) {
        const i = n++;
        const side = i % 2 === 0 ? 'buy' : 'sell';
        const body = { symbol: 'BTC_USDT', side, type: 'limit', price: (50_000 + ((i * 37) % 21) - 10).toFixed(2), quantity: '0.001', client_order_id: `f${i}` };
        // Sent after the kill: its acknowledgement is the survivors' (an answer in flight at the kill is not).
        const sentAfterKill = killedAt > 0;
        const res = await call(p, '/api/spot/order/place', body, token);
        codes.set(res.code, (codes.get(res.code) ?? 0) + 1);
        if (res.code === 200) {
          acknowledged.set(body.client_order_id, res.data.id);
          if (sentAfterKill && !resumedAt) resumedAt = Date.now();
        }
      }
    };
    const clients = survivors.flatMap((p) => Array.from({ length: 8 }, () => client(p)));
    await until('orders acknowledged before the kill', async () => (acknowledged.size >= 100 ? true : undefined));
    const before = acknowledged.size;
    killedAt = Date.now();
    owner.kill();
    const takenAt = await until('a survivor holding BTC_USDT', async () => ((await Promise.all(survivors.map(holdings))).flat().includes('market:spot:BTC_USDT') ? Date.now() : undefined), 15_000);
    await until('trading resumed', async () => (resumedAt ? true : undefined), 15_000);
    await until('more orders after the takeover', async () => (acknowledged.size >= before + 100 ? true : undefined));
    stop = true;
    await Promise.all(clients);
    const resumeMs = resumedAt - killedAt;
    console.log(`failover: lease taken ${takenAt - killedAt} ms and trading resumed ${resumeMs} ms after the SIGKILL; ${acknowledged.size} orders acknowledged; answers ${JSON.stringify([...codes])}`);
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    const { rows } = await db.query<{ id: string; client_order_id: string }>('select id::text, client_order_id from spot_orders where client_order_id = any($1::text[])', [[...acknowledged.keys()]]);
    await db.end();
    expect(rows.length).toBe(acknowledged.size);
    for (const r of rows) expect(acknowledged.get(r.client_order_id)).toBe(r.id);
    // The survivors hold every market again, once each.
    const all = await until('the dead owner’s markets taken over', async () => {
      const held = (await Promise.all(survivors.map(holdings))).flat();
      expect(held.length).toBe(new Set(held).size);
      return held.length === markets.length ? held : undefined;
    });
    expect(all.sort()).toEqual(markets);
    await Promise.all(survivors.map((p) => p.stop()));
    procs = [];
    const audit = await auditDatabase({ databaseUrl: scratch.url, dataDir: '/nonexistent' });
    expect(audit.text).toContain('OK: no violations');
  }, 180_000);
});
