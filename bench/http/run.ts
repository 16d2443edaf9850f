/**
 * Order placement over HTTP with durable commits on PostgreSQL (issue 4, item 7).
 *
 * Creates a fresh PostgreSQL database, starts the real server process on it (src/main.ts, one
 * process, synchronous commits), creates bench users with spot balances through the ledger, then
 * offers limit orders at fixed rates (open loop: each request is sent at its scheduled time, and
 * its latency counts from that time, so a slow server cannot hide queueing) and finally at the
 * maximum a fixed number of closed-loop clients reach. Prints acknowledged orders/s and latency
 * percentiles per step, and the ledger audit of the database afterwards.
 *
 *   npx tsx bench/http/run.ts
 *   BENCH_RATES=1000,5000,max BENCH_SECONDS=10 BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { cpuMeter } from './cpu';
import { createBenchDatabase } from './database';
import { LoadClient } from './load-client';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { createLedger } from '../../apps/server/src/modules/ledger/service';
import { createSessionService } from '../../apps/server/src/modules/session/service';
import { createSystemClock } from '../../apps/server/src/lib/clock';
import { auditDatabase } from '../../apps/server/src/scripts/audit-database';

const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 8301);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATES = (process.env.BENCH_RATES ?? '1000,5000,max').split(',');
const USERS = 200;
const MAX_CLIENTS = Number(process.env.BENCH_CLIENTS ?? 128);
/** A request not answered this long after the end of its step counts as a timeout. */
const DRAIN_MS = 15_000;

/** Keep-alive connections of the load generator; more than the closed loop's clients. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? Math.max(256, MAX_CLIENTS));
let client: LoadClient;

/** The answer's envelope code; -2 when none came within the step and its drain time. */
function post(pathname: string, body: unknown, token: string): Promise<number> {
  return Promise.race([
    client.post(pathname, JSON.stringify(body), token),
    new Promise<number>((resolve) => setTimeout(resolve, SECONDS * 1000 + DRAIN_MS, -2).unref()),
  ]);
}

/**
 * The markets orders go to, in turn: BENCH_MARKETS of them (default 1, ETH_USDT alone, the worst
 * case: one sequencer takes every order). Each market has its own sequencer, so orders spread over
 * several markets are committed in parallel, as on an exchange with more than one busy pair.
 */
const MARKETS = [
  { symbol: 'ETH_USDT', mid: 3400, quantity: '0.01' },
  { symbol: 'BTC_USDT', mid: 96500, quantity: '0.001' },
  { symbol: 'SOL_USDT', mid: 190, quantity: '0.2' },
  { symbol: 'BNB_USDT', mid: 640, quantity: '0.05' },
  { symbol: 'LTC_USDT', mid: 105, quantity: '0.3' },
].slice(0, Math.max(1, Math.min(5, Number(process.env.BENCH_MARKETS ?? 1))));
/** What each bench user is credited, enough for every market above. */
const BALANCES = [['USDT', '10000000'], ['ETH', '10000'], ['BTC', '1000'], ['SOL', '100000'], ['BNB', '10000'], ['LTC', '100000']] as const;

let seq = 0;
/** Limit orders within 20 ticks of 0.05 around each market's mid price from random bench users; about a third cross and trade. */
function nextOrder(tokens: string[]): [unknown, string] {
  const i = seq++;
  const market = MARKETS[i % MARKETS.length]!;
  const side = i % 2 === 0 ? 'buy' : 'sell';
  const offset = ((i * 7919) % 41) - 20; // -20..20 ticks of 0.05
  const price = (market.mid + offset * 0.05 * (side === 'buy' ? -1 : 1) + (i % 3 === 0 ? (side === 'buy' ? 1 : -1) : 0)).toFixed(2);
  // Each user trades in one market only (user k in market k mod markets), as most people do.
  const user = (i % MARKETS.length) + MARKETS.length * (Math.floor(i / MARKETS.length) % Math.floor(tokens.length / MARKETS.length));
  return [{ symbol: market.symbol, side, type: 'limit', price, quantity: market.quantity, client_order_id: `b${i}` }, tokens[user]!];
}

interface StepResult {
  label: string;
  offered: number;
  acked: number;
  rejected: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** Shares of a core over the step, from cpuMeter. */
  cpu?: { server: number; postgres: number; generator: number };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

function summarize(label: string, latencies: number[], codes: number[], seconds: number): StepResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    offered: codes.length,
    acked: codes.filter((c) => c === 200).length,
    rejected: codes.filter((c) => c > 200).length,
    failed: codes.filter((c) => c < 0).length,
    seconds,
    p50: pct(sorted, 0.5),
    p99: pct(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

async function openLoop(rate: number, tokens: string[]): Promise<StepResult> {
  const total = rate * SECONDS;
  const latencies: number[] = [];
  const codes: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const [body, token] = nextOrder(tokens);
    pending.push(
      post('/api/spot/order/place', body, token).then((code) => {
        latencies.push(performance.now() - due);
        codes.push(code);
      }),
    );
  }
  await Promise.all(pending);
  return summarize(`${rate}/s offered`, latencies, codes, (performance.now() - start) / 1000);
}

async function closedLoop(clients: number, tokens: string[]): Promise<StepResult> {
  const latencies: number[] = [];
  const codes: number[] = [];
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const [body, token] = nextOrder(tokens);
        const t0 = performance.now();
        codes.push(await post('/api/spot/order/place', body, token));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarize(`max (${clients} clients)`, latencies, codes, (performance.now() - start) / 1000);
}

async function startServer(databaseUrl: string) {
  const serverDir = path.resolve(import.meta.dirname, '../../apps/server');
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DEMO_MARKET: '0', WEB_DIST: '/nonexistent', REDIS_URL: '', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', RATE_LIMIT_PER_MINUTE: '100000000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return child;
    } catch {
      /* starting */
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main() {
  const bench = await createBenchDatabase(PG, 'bench_http');
  const databaseUrl = bench.url;
  const server = await startServer(databaseUrl);
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    const ledger = createLedger(database.db);
    const sessions = createSessionService(database.db, createSystemClock());
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const [row] = await database.db
        .insert(users)
        .values({ account: `bench${i}@bench`, inviteCode: `BENCH${i}` })
        .returning({ id: users.id });
      for (const [currency, amount] of BALANCES)
        await ledger.credit({ userId: row!.id, account: 'spot', currency, amount, reason: 'deposit', refType: 'bench' });
      tokens.push(await sessions.open(row!.id, { ip: '127.0.0.1', userAgent: 'bench' }));
    }
    await database.close();
    client = new LoadClient('127.0.0.1', PORT, CONNECTIONS);
    // Warm-up: JIT, connection pools, the first batches.
    await openLoop(Number(process.env.BENCH_WARMUP_RATE ?? 20), tokens);
    const results: StepResult[] = [];
    for (const r of RATES) {
      const cpu = cpuMeter(server.pid!);
      const res = r === 'max' ? await closedLoop(MAX_CLIENTS, tokens) : await openLoop(Number(r), tokens);
      results.push({ ...res, cpu: cpu() });
      console.log(JSON.stringify(results.at(-1)));
    }
    // CPU as a share of one core over the step (the machine has two): the server process (every
    // thread), every postgres process, and the load generator (this process).
    console.log('\n| step | offered | acknowledged/s | rejected | failed | p50 ms | p99 ms | max ms | CPU: server / postgres / generator |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const r of results)
      console.log(
        `| ${r.label} | ${r.offered} | ${(r.acked / r.seconds).toFixed(0)} | ${r.rejected} | ${r.failed} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.cpu!.server}% / ${r.cpu!.postgres}% / ${r.cpu!.generator}% |`,
      );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    const audit = await auditDatabase({ databaseUrl, dataDir: '/nonexistent' });
    console.log(audit.text);
    await bench.drop();
    client?.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
