/**
 * Wallet load test (issue 5, "Done when"): 200 concurrent clients doing internal transfers and
 * withdrawal requests against the real server on PostgreSQL for 60 s, while an operator approves
 * and rejects withdrawals and the simulated chain mines (FUNDING_BLOCK_MS=1000) so approved ones
 * complete. Afterwards: zero 5xx, zero negative balances, zero ledger audit violations, and every
 * user's frozen USDT equal to what their open withdrawals hold.
 *
 *   createdb -h 127.0.0.1 -U postgres fundingbench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/fundingbench npx tsx bench/wallet/run.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/fundingbench npm run audit
 *
 * BENCH_SECONDS (60) and BENCH_CLIENTS (200) change the run; the database must be empty (fresh).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { auditDatabase } from '../../apps/server/src/scripts/audit-database';
import { createLedger } from '../../apps/server/src/modules/ledger/service';
import { createSessionService } from '../../apps/server/src/modules/session/service';
import { createSystemClock } from '../../apps/server/src/lib/clock';

const DATABASE_URL = process.env.DATABASE_URL;
const PORT = Number(process.env.BENCH_PORT ?? 8318);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const FUND_PASSWORD = 'BenchFund2026';
const OUTSIDE = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
const START_USDT = '5000';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

interface Answer {
  status: number;
  code: number;
  data: any;
}

function post(pathname: string, body: unknown, token: string): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path: pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), token } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          try {
            const env = JSON.parse(text);
            resolve({ status: res.statusCode ?? 0, code: env.code, data: env.data });
          } catch {
            resolve({ status: res.statusCode ?? 0, code: -1, data: null });
          }
        });
      },
    );
    req.on('error', () => resolve({ status: 0, code: -1, data: null }));
    req.end(payload);
  });
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../apps/server'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO_MARKET: '0',
      WEB_DIST: '/nonexistent',
      REDIS_URL: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      FUNDING_BLOCK_MS: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
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

interface OpStats {
  n: number;
  codes: Map<number, number>;
  ms: number[];
}
const stats = new Map<string, OpStats>();
let fiveHundreds = 0;
function record(op: string, a: Answer, ms: number) {
  const s: OpStats = stats.get(op) ?? { n: 0, codes: new Map<number, number>(), ms: [] };
  s.n += 1;
  s.codes.set(a.code, (s.codes.get(a.code) ?? 0) + 1);
  s.ms.push(ms);
  stats.set(op, s);
  if (a.status >= 500 || a.status === 0) fiveHundreds += 1;
}
async function timed(op: string, run: () => Promise<Answer>): Promise<Answer> {
  const t0 = performance.now();
  const a = await run();
  record(op, a, performance.now() - t0);
  return a;
}

let seq = 0;
const cid = (tag: string) => `${tag}-${process.pid}-${++seq}`;
const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** One user's loop: mostly transfers between spot and futures, a withdrawal now and then, sometimes retried or cancelled. */
async function client(token: string, end: number) {
  while (performance.now() < end) {
    const r = Math.random();
    if (r < 0.6) {
      const [from, to] = Math.random() < 0.5 ? ['spot', 'futures'] : ['futures', 'spot'];
      await timed('transfer', () => post('/api/wallet/transfer', { currency: 'USDT', from, to, amount: pick(['1', '2.5', '10', '40']), client_id: cid('t') }, token));
    } else if (r < 0.9) {
      const body = { currency: 'USDT', network: 'TRC20', address: OUTSIDE, amount: pick(['10', '15', '25', '80']), fund_password: FUND_PASSWORD, client_id: cid('w') };
      const a = await timed('withdraw', () => post('/api/funding/withdraw', body, token));
      // A retry of the same request (a client that lost the answer): must not freeze twice.
      if (Math.random() < 0.2) await timed('withdraw (retry)', () => post('/api/funding/withdraw', body, token));
      if (a.code === 200 && Math.random() < 0.3) await timed('cancel', () => post('/api/funding/withdraw/cancel', { id: a.data.id }, token));
    } else {
      await timed('list', () => post('/api/funding/withdrawals', {}, token));
    }
  }
}

/** The operator: approves most pending withdrawals and rejects some, as fast as the queue allows. */
async function operator(token: string, end: number) {
  while (performance.now() < end) {
    const page = await timed('admin list', () => post('/api/admin/withdrawals', { status: 'pending', page: 1, limit: 50 }, token));
    for (const w of page.data?.list ?? []) {
      if (Math.random() < 0.8) await timed('approve', () => post('/api/admin/withdrawals/approve', { id: w.id }, token));
      else await timed('reject', () => post('/api/admin/withdrawals/reject', { id: w.id, reason: 'bench' }, token));
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};

async function main() {
  if (!DATABASE_URL) throw new Error('set DATABASE_URL to an empty PostgreSQL database (see the header)');
  const server = await startServer();
  const database = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 8 });
  try {
    const ledger = createLedger(database.db);
    const sessions = createSessionService(database.db, createSystemClock());
    const fundHash = await hash(FUND_PASSWORD);
    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      // Verified (name_status 3): the 24-hour limit is draw_check, so the limit is not all they meet.
      const [row] = await database.db
        .insert(users)
        .values({ account: `wallet-bench-${i}@bench`, inviteCode: `WB${process.pid}${i}`, fundPasswordHash: fundHash, nameStatus: 3 })
        .returning({ id: users.id });
      await ledger.credit({ userId: row!.id, account: 'spot', currency: 'USDT', amount: START_USDT, reason: 'deposit', refType: 'bench', refId: 'start' });
      tokens.push(await sessions.open(row!.id, { ip: '127.0.0.1', userAgent: 'bench' }));
    }
    const [adminRow] = await database.db.select({ id: users.id }).from(users).where(sql`role = 'admin'`).limit(1);
    const adminToken = await sessions.open(adminRow!.id, { ip: '127.0.0.1', userAgent: 'bench' });

    console.log(`${CLIENTS} clients for ${SECONDS} s ...`);
    const started = performance.now();
    const end = started + SECONDS * 1000;
    await Promise.all([...tokens.map((tk) => client(tk, end)), operator(adminToken, end)]);
    const elapsed = (performance.now() - started) / 1000;
    // Let the chain confirm what was approved (TRC20 needs 19 blocks at 1 s).
    await new Promise((r) => setTimeout(r, 25_000));

    console.log(`\nelapsed ${elapsed.toFixed(1)} s, HTTP 5xx or transport errors: ${fiveHundreds}`);
    console.log('| operation | requests | per s | p50 ms | p99 ms | answers (envelope code: count) |');
    console.log('| --- | ---: | ---: | ---: | ---: | --- |');
    for (const [op, s] of stats) {
      const codes = [...s.codes].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c}: ${n}`).join(', ');
      console.log(`| ${op} | ${s.n} | ${(s.n / elapsed).toFixed(1)} | ${pct(s.ms, 50).toFixed(0)} | ${pct(s.ms, 99).toFixed(0)} | ${codes} |`);
    }
    const statuses = (await database.db.execute(sql`select status, count(*)::int as n from withdrawals group by status order by status`)) as unknown as { rows: unknown[] };
    console.log('withdrawals by state:', JSON.stringify(statuses.rows));
    const frozenMismatch = (await database.db.execute(sql`
      select b.user_id, b.frozen, coalesce(w.held, 0) as held from balances b
      left join (select user_id, sum(amount) as held from withdrawals where status in ('pending', 'confirming') group by user_id) w on w.user_id = b.user_id
      where b.account = 'spot' and b.currency = 'USDT' and b.user_id in (select id from users where account like 'wallet-bench-%')
        and b.frozen <> coalesce(w.held, 0)`)) as unknown as { rows: unknown[] };
    const negative = (await database.db.execute(sql`select count(*)::int as n from balances b join users u on u.id = b.user_id
      where (b.available < 0 and u.account <> 'system:world') or b.frozen < 0`)) as unknown as { rows: { n: number }[] };
    // The audit `npm run audit` runs: every ledger invariant and the frozen holders the server registers.
    const audit = await auditDatabase({ databaseUrl: DATABASE_URL, dataDir: '' });
    console.log(`negative balances: ${negative.rows[0]!.n}`);
    console.log(`frozen USDT different from open withdrawals: ${frozenMismatch.rows.length}`);
    console.log(audit.text.split('\n').slice(0, 20).join('\n'));
    const ok = fiveHundreds === 0 && negative.rows[0]!.n === 0 && frozenMismatch.rows.length === 0 && audit.ok;
    console.log(ok ? 'PASS' : 'FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await database.close();
    server.kill('SIGTERM');
    agent.destroy();
  }
}

void main();
