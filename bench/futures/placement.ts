/**
 * Futures order placement through the sequencer next to spot's, in one process, on one database,
 * back to back (issue 16, Bench): the same stream of limit orders on ETH_USDT (0.01 around 3400,
 * within 20 ticks of 0.05; every third one crosses and trades, the rest rest) placed by
 * ORDERS_IN_FLIGHT concurrent callers straight through `spot.service.placeOrder` and
 * `futures.placeOrder` (open_long for a buy, open_short for a sell; both sides of each user are
 * kept, hedge mode). Rounds alternate spot, futures, spot, ... so a change in the machine's load
 * hits both. Prints orders a second and CPU per order of this process (process.cpuUsage around
 * the stream: the sequencer, the plan, the ledger, publishing, and with PGlite the database too)
 * and, on PostgreSQL, of every postgres process (/proc).
 *
 *   npx tsx bench/futures/placement.ts                 PostgreSQL at BENCH_PG
 *   BENCH_DB=pglite npx tsx bench/futures/placement.ts
 *   PLACEMENT_ORDERS=10000 PLACEMENT_ROUNDS=3 ORDERS_IN_FLIGHT=256 PROFILE=placement.cpuprofile
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { postgresCpuSeconds } from '../http/cpu';
import { credit, ledgerViolations, loadAverage, makeUsers, openBenchApp, pinIndex, table } from './setup';

const ORDERS = Number(process.env.PLACEMENT_ORDERS ?? 10_000);
const ROUNDS = Number(process.env.PLACEMENT_ROUNDS ?? 3);
const IN_FLIGHT = Number(process.env.ORDERS_IN_FLIGHT ?? 256);
const USERS = 200;

// Statements sent to PostgreSQL (node-postgres clients of the pool): a statement costs this process
// the query's building, its encoding and its answer's parsing whatever it does.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

console.log(`load average at start: ${await loadAverage()}`);
const b = await openBenchApp('bench_fplace');
try {
  const ids = await makeUsers(b, USERS, 'fpl');
  await credit(
    b,
    ids.flatMap((userId) => [
      { userId, account: 'spot' as const, currency: 'USDT', amount: '100000000' },
      { userId, account: 'spot' as const, currency: 'ETH', amount: '100000' },
      { userId, account: 'futures' as const, currency: 'USDT', amount: '100000000' },
    ]),
  );
  pinIndex(b, { ETH_USDT: '3400' });
  const spot = b.app.services.spot.service;
  const futures = b.app.services.futures;

  let seq = 0;
  const orderOf = (i: number) => {
    const buy = i % 2 === 0;
    const offset = ((i * 7919) % 41) - 20;
    const price = (3400 + offset * 0.05 * (buy ? -1 : 1) + (i % 3 === 0 ? (buy ? 1 : -1) : 0)).toFixed(2);
    return { buy, price, userId: ids[i % ids.length]! };
  };
  const placeSpot = (i: number) => {
    const o = orderOf(i);
    return spot.placeOrder(o.userId, { symbol: 'ETH_USDT', side: o.buy ? 'buy' : 'sell', type: 'limit', price: o.price, quantity: '0.01', client_order_id: `s${i}` });
  };
  const placeFutures = (i: number) => {
    const o = orderOf(i);
    return futures.placeOrder(o.userId, { symbol: 'ETH_USDT', direction: o.buy ? 'open_long' : 'open_short', type: 'limit', price: o.price, quantity: '0.01', client_order_id: `f${i}` });
  };

  interface Round {
    subject: 'spot' | 'futures';
    orders: number;
    wall: number;
    cpuUs: number;
    pgUs: number;
    statements: number;
    failed: number;
  }
  const run = async (subject: 'spot' | 'futures', count: number): Promise<Round> => {
    const place = subject === 'spot' ? placeSpot : placeFutures;
    let left = count;
    let failed = 0;
    const pgStart = b.kind === 'pg' ? postgresCpuSeconds() : 0;
    const statementsStart = statements;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (left > 0) {
          left--;
          await place(seq++).catch(() => failed++);
        }
      }),
    );
    const wall = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const pg = b.kind === 'pg' ? postgresCpuSeconds() - pgStart : 0;
    return { subject, orders: count, wall, cpuUs: (cpu.user + cpu.system) / count, pgUs: (pg * 1e6) / count, statements: (statements - statementsStart) / count, failed };
  };

  // Warm-up: each path once, untimed.
  await run('spot', 2000);
  await run('futures', 2000);
  const inspector = new Session();
  if (process.env.PROFILE) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const rounds: Round[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const subject of r % 2 === 0 ? (['spot', 'futures'] as const) : (['futures', 'spot'] as const)) {
      const round = await run(subject, ORDERS);
      rounds.push(round);
      console.log(
        `round ${r + 1} ${subject}: ${(round.orders / round.wall).toFixed(0)} orders/s, ${round.cpuUs.toFixed(0)} us CPU/order` +
          (b.kind === 'pg' ? `, postgres ${round.pgUs.toFixed(0)} us/order, ${round.statements.toFixed(2)} statements/order` : '') +
          (round.failed ? `, ${round.failed} refused` : ''),
      );
    }
  }
  if (process.env.PROFILE) writeFileSync(process.env.PROFILE, JSON.stringify((await inspector.post('Profiler.stop')).profile));

  const median = (xs: number[]) => [...xs].sort((a, c) => a - c)[Math.floor(xs.length / 2)]!;
  const summary = (subject: 'spot' | 'futures') => {
    const rs = rounds.filter((r) => r.subject === subject);
    return {
      rate: median(rs.map((r) => r.orders / r.wall)),
      cpu: median(rs.map((r) => r.cpuUs)),
      pg: median(rs.map((r) => r.pgUs)),
      statements: median(rs.map((r) => r.statements)),
      range: `${Math.min(...rs.map((r) => r.cpuUs)).toFixed(0)}-${Math.max(...rs.map((r) => r.cpuUs)).toFixed(0)}`,
    };
  };
  const s = summary('spot');
  const f = summary('futures');
  const pgCols = b.kind === 'pg';
  console.log(`\nplacement, ${b.kind === 'pg' ? 'PostgreSQL' : 'PGlite (in this process)'}; ${ROUNDS} rounds of ${ORDERS} orders each, ${IN_FLIGHT} in flight; medians\n`);
  console.log(
    table(
      ['subject', 'orders/s', 'CPU us/order (this process)', 'range over rounds', ...(pgCols ? ['postgres us/order', 'both us/order', 'statements/order'] : [])],
      [
        ['baseline: spot', s.rate.toFixed(0), s.cpu.toFixed(0), s.range, ...(pgCols ? [s.pg.toFixed(0), (s.cpu + s.pg).toFixed(0), s.statements.toFixed(2)] : [])],
        ['futures', f.rate.toFixed(0), f.cpu.toFixed(0), f.range, ...(pgCols ? [f.pg.toFixed(0), (f.cpu + f.pg).toFixed(0), f.statements.toFixed(2)] : [])],
      ],
    ),
  );
  console.log(
    `\nfutures / spot CPU per order (this process): ${(f.cpu / s.cpu).toFixed(2)}x (target at most 1.3x)` +
      (pgCols ? `; with postgres: ${((f.cpu + f.pg) / (s.cpu + s.pg)).toFixed(2)}x` : ''),
  );
  const violations = await ledgerViolations(b);
  console.log(`ledger audit: ${violations.length === 0 ? 'clean' : violations.slice(0, 5).join('; ')}`);
  console.log(`load average at end: ${await loadAverage()}`);
} finally {
  await b.close();
}
