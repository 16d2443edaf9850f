import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient } from '../src/modules/realtime/test-client';
import { DEMO_USER } from '../src/modules/seed/reference-data';
import { scratchDatabase, services, startProcess, type ScratchDatabase, type ServerProcess } from './helpers/processes';

/*
 * Issue 28: three server processes on one PostgreSQL (and Redis when given). Every exchange-wide
 * timer runs in one of them (its job:<name> lease), each timer's effect happens once, a SIGKILLed
 * holder's jobs are taken over (about 3 s: the lease's 3 s and a round), and the rate limit is one budget across the processes.
 * Real processes and real waits: each wait is bounded by a deadline (liveness across processes,
 * not a timed assertion). The clocks are moved through /api/dev/clock on every process.
 */

const JOBS = ['job:funding', 'job:ico', 'job:index', 'job:p2p', 'job:second'];
/** The HTTP rate limit the processes run with, per address and minute. */
const RATE_LIMIT = 600;

describe.skipIf(!services.postgres)('jobs across three processes', () => {
  let db: ScratchDatabase;
  let procs: ServerProcess[];
  let sql: pg.Client;
  let token: string;

  beforeAll(async () => {
    db = await scratchDatabase('cluster_jobs');
    // All three at once on the empty database, as `docker compose up` starts them: the start-up
    // lock lets one migrate and seed while the others wait (db/client.ts LOCKS, main.ts).
    const env = {
      DEMO_MARKET: '1',
      MARKET_MAKER: '0',
      DEMO_HISTORY_DAYS: '1',
      FUNDING_BLOCK_MS: '200',
      TRUST_PROXY: '1',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    };
    const starts = await Promise.allSettled([1, 2, 3].map(() => startProcess(db.url, env)));
    procs = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = starts.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    const login = await call(procs[1]!, '/api/login', { account: DEMO_USER.email, password: DEMO_USER.password });
    token = login.data.token;
    expect(token, JSON.stringify(login)).toBeTruthy();
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all((procs ?? []).map((p) => p.stop()));
    await db?.drop();
  }, 60_000);

  /** Each call comes from an address of its own (TRUST_PROXY=1), so the rate limit test below has its own. */
  async function call(p: ServerProcess, url: string, body: unknown = {}, headers: Record<string, string> = {}) {
    const res = await fetch(p.url + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`, lang: 'en_US', ...(token ? { token } : {}), ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; msg: string; data: any };
  }
  const rows = async <T = any>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];
  const readyz = async (p: ServerProcess) => (await (await fetch(`${p.url}/readyz`)).json()) as { holds: string[]; process: string };
  /** Waits for `check` to answer something truthy; fails with `what` after `ms`. */
  async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const v = await check();
      if (v) return v;
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  /** Every job held by exactly one of these processes: the holder of each, by job. */
  async function jobHolders(ps: ServerProcess[]): Promise<Map<string, ServerProcess[]>> {
    const holders = new Map<string, ServerProcess[]>(JOBS.map((j) => [j, []]));
    for (const p of ps) for (const name of (await readyz(p)).holds) if (name.startsWith('job:')) holders.set(name, [...(holders.get(name) ?? []), p]);
    return holders;
  }
  const eachOnce = (h: Map<string, ServerProcess[]>) => [...h.values()].every((ps) => ps.length === 1);
  const entries = async (refType: string, refId: number | string, reason: string) =>
    Number((await rows(`select count(*) as n from journal_entries where ref_type = $1 and ref_id = $2 and reason = $3`, [refType, String(refId), reason]))[0].n);

  it('lists each job on exactly one process, and every process reads the one index', async () => {
    const holders = await until('every job held once', async () => {
      const h = await jobHolders(procs);
      return eachOnce(h) && h;
    });
    expect([...holders.keys()].sort()).toEqual(JOBS);
    // The demo walk is random per process: equal indexes mean the others follow the holder's record.
    await until('one index on the three processes', async () => {
      const seen = await Promise.all(procs.map((p) => call(p, '/api/market/index', { symbol: 'BTC_USDT' })));
      return seen.every((s) => s.data.index === seen[0]!.data.index && s.data.ts === seen[0]!.data.ts);
    }, 10_000);
  });

  it('settles a second contract, expires a P2P order, allocates an ICO and credits a deposit, each once', async () => {
    const [a, b, c] = procs as [ServerProcess, ServerProcess, ServerProcess];
    const move = async (ms: number) => {
      for (const p of procs) expect((await call(p, '/api/dev/clock', { advance_ms: ms })).code).toBe(200);
    };
    const transfer = (to: string, amount: string) => call(b, '/api/wallet/transfer', { client_id: `t${randomBytes(6).toString('hex')}`, currency: 'USDT', from: 'spot', to, amount });
    expect((await transfer('second', '100')).code).toBe(200);
    expect((await transfer('ico', '500')).code).toBe(200);
    expect((await transfer('fiat', '500')).code).toBe(200);

    // A deposit, seen on the chain through one process, credited by the job's holder.
    const address = (await call(c, '/api/funding/deposit/address', { currency: 'USDT', network: 'TRC20' })).data.address;
    expect((await call(a, '/api/dev/chain/deposit', { currency: 'USDT', network: 'TRC20', address, amount: '7' })).code).toBe(200);
    // A second contract bought through another process than the job's.
    const bought = await call(b, '/api/second/buy', { symbol: 'BTC_USDT', duration: 30, direction: 'up', stake: '10' });
    expect(bought.code, bought.msg).toBe(200);
    const orderId: number = bought.data.id;
    // An ICO subscription to the demo project that ends in six hours.
    const [luma] = await rows(`select id from ico_projects where symbol = 'LUMA'`);
    const subscribed = await call(c, '/api/ico/subscribe', { id: luma.id, lots: 2 });
    expect(subscribed.code, subscribed.msg).toBe(200);
    // A P2P sale to a demo merchant's buy ad, never paid: it expires at its window's end.
    const card = await call(a, '/api/p2p/card/add', { real_name: 'Demo Trader', bank_name: 'Test Bank', card_no: '6200123412341234', fiat: 'USD' });
    expect(card.code, card.msg).toBe(200);
    const [ad] = await rows(`select id, min_amount::text as min from p2p_ads where side = 'buy' and crypto = 'USDT' and fiat = 'USD' and status = 'online' order by id limit 1`);
    const placed = await call(a, '/api/p2p/order/place', { ad_id: ad.id, by: 'amount', value: String(Math.ceil(Number(ad.min) * 1.5)), card_id: card.data.id });
    expect(placed.code, placed.msg).toBe(200);
    const p2pId: number = placed.data.id;
    // Everything due at once: past the contract's 30 s, the payment window, the ICO's end. The demo
    // merchant pays only within the window, so moved past it the order expires unpaid.
    await move(2 * 86_400_000);

    const deposit = await until('the deposit credited', async () => (await rows(`select id from deposits where address = $1 and status = 'success'`, [address]))[0]);
    await until('the contract settled', async () => (await rows(`select 1 from second_orders where id = $1 and status = 'settled'`, [orderId])).length > 0);
    await until('the P2P order expired', async () => (await rows(`select 1 from p2p_orders where id = $1 and status = 'cancelled' and ended_by = 'expired'`, [p2pId])).length > 0);
    const [sub] = await until('the ICO allocated', async () => rows(`select s.id from ico_subscriptions s join ico_projects p on p.id = s.project_id where p.id = $1 and p.allocated_at is not null`, [luma.id]).then((r) => r.length > 0 && r));
    // One entry each; a second attempt of any of them is refused by journal_once_idx besides.
    expect(await entries('deposit', deposit.id, 'deposit')).toBe(1);
    expect(await entries('second_order', orderId, 'trade')).toBe(1);
    expect(await entries('p2p_order', p2pId, 'p2p_return')).toBe(1);
    expect(await entries('ico_subscription', sub!.id, 'ico_settle')).toBe(1);
    // No process even tried a second time (the database would have refused it, and the log said so).
    for (const p of procs) expect(p.output()).not.toMatch(/journal_once_idx/);
  }, 120_000);

  it.skipIf(!services.redis)('a logout through one process signs the sockets out on another (Redis)', async () => {
    const [a, b] = procs as [ServerProcess, ServerProcess];
    const session = (await call(a, '/api/login', { account: DEMO_USER.email, password: DEMO_USER.password }, { token: '' })).data.token as string;
    const client = await connectClient(b.url, { token: session });
    try {
      expect((await client.auth(session)).ok).toBe(true);
      expect((await call(a, '/api/logout', {}, { token: session })).code).toBe(200);
      await until('the socket on the other process signed out', async () => client.errors.some((e) => e.code === 'NOT_LOGGED_IN'), 5_000);
    } finally {
      client.close();
    }
  });

  it.skipIf(!services.redis)('limits an address across processes as one process would (Redis)', async () => {
    const from = { 'x-forwarded-for': '10.77.0.1' };
    // The envelope's code: 429 past the limit (the HTTP status stays 200, as every answer's).
    const statuses: number[] = [];
    // RATE_LIMIT + 30 requests from one address, spread over the three processes, 30 at a time.
    for (let i = 0; i < RATE_LIMIT + 30; i += 30) {
      const batch = Array.from({ length: 30 }, (_, j) =>
        fetch(`${procs[(i + j) % procs.length]!.url}/api/pair_list`, { method: 'POST', headers: { 'content-type': 'application/json', ...from }, body: '{}' })
          .then((r) => r.json() as Promise<{ code: number }>)
          .then((b) => b.code),
      );
      statuses.push(...(await Promise.all(batch)));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  }, 60_000);

  it('after a SIGKILL of the jobs holder, the others take every job (time printed) and run them', async () => {
    const holders = await jobHolders(procs);
    const victim = holders.get('job:second')![0]!;
    const survivors = procs.filter((p) => p !== victim);
    victim.kill();
    const killedAt = Date.now();
    // Measured and printed, not asserted (no timed assertions): the lease lasts 3 s and a round is 1 s.
    await until('every job on a survivor', async () => eachOnce(await jobHolders(survivors)), 30_000);
    const tookMs = Date.now() - killedAt;
    console.log(`jobs taken over ${tookMs} ms after the SIGKILL`);
    // The new holder runs them: a deposit now is credited once.
    const address = (await call(survivors[0]!, '/api/funding/deposit/address', { currency: 'USDT', network: 'TRC20' })).data.address;
    expect((await call(survivors[1]!, '/api/dev/chain/deposit', { currency: 'USDT', network: 'TRC20', address, amount: '3' })).code).toBe(200);
    const deposit = await until('a deposit after the takeover credited', async () => (await rows(`select id from deposits where address = $1 and amount = 3 and status = 'success'`, [address]))[0]);
    expect(await entries('deposit', deposit.id, 'deposit')).toBe(1);
    procs = [...survivors, victim];
  }, 60_000);
});
