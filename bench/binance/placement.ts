/**
 * Signed order placement over the Binance-compatible API next to the web's order API, in one run
 * (issue 29): the real app on a fresh PostgreSQL database, listening on loopback; BENCH_IN_FLIGHT
 * closed-loop callers in this process place the same limit orders on ETH_USDT either as
 * `POST /api/spot/order/place` (JSON, session token) or as `POST /api/v3/order` (form body,
 * X-MBX-APIKEY, HMAC-SHA256 signature). Rounds alternate web, api, web, api, ... Prints orders a
 * second, latency percentiles and this process's CPU per order (server and callers together).
 *
 *   npx tsx bench/binance/placement.ts
 *   BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres BENCH_SECONDS=6 BENCH_ROUNDS=3 BENCH_IN_FLIGHT=64
 */
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { seedIfEmpty } from '../../apps/server/src/modules/seed/seed';
import { postgresCpuSeconds } from '../http/cpu';
import { createBenchDatabase } from '../http/database';

const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 64);
const USERS = 100;

const bench = await createBenchDatabase(PG, 'bench_binance');
const config = loadConfig({
  DEMO_MARKET: '0',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  DATABASE_URL: bench.url,
  RATE_LIMIT_PER_MINUTE: '100000000',
  API_WEIGHT_PER_MINUTE: '100000000',
});
const database = await openDatabase({ databaseUrl: bench.url });
const app = await buildApp(config, database, { logger: false });
try {
  await seedIfEmpty(database.db, app.services);
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const traders: { token: string; apiKey: string; secret: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const [row] = await database.db.insert(users).values({ account: `binance${i}@bench`, inviteCode: `BNB${i}` }).returning({ id: users.id });
    const id = row!.id;
    for (const [currency, amount] of [['USDT', '10000000'], ['ETH', '10000']] as const)
      await app.services.ledger.credit({ userId: id, account: 'spot', currency, amount, reason: 'deposit', refType: 'bench' });
    const token = await app.services.sessions.open(id, { ip: '127.0.0.1', userAgent: 'bench' });
    const key = await app.services.apiKeys.createForOperator(id, { label: 'bench', trade: true, withdraw: false, ips: [] });
    traders.push({ token, apiKey: key.api_key, secret: key.secret });
  }

  // The same orders as bench/http: limits within 20 ticks of 0.05 around 3400; about a third trade.
  let seq = 0;
  const next = () => {
    const i = seq++;
    const buy = i % 2 === 0;
    const offset = ((i * 7919) % 41) - 20;
    const price = (3400 + offset * 0.05 * (buy ? -1 : 1) + (i % 3 === 0 ? (buy ? 1 : -1) : 0)).toFixed(2);
    return { i, buy, price, trader: traders[i % traders.length]! };
  };
  const viaWeb = async () => {
    const o = next();
    const body = { symbol: 'ETH_USDT', side: o.buy ? 'buy' : 'sell', type: 'limit', price: o.price, quantity: '0.01', client_order_id: `w${o.i}` };
    const res = await fetch(`${origin}/api/spot/order/place`, { method: 'POST', headers: { 'content-type': 'application/json', token: o.trader.token }, body: JSON.stringify(body) });
    const answer = (await res.json()) as { code: number; msg: string };
    if (answer.code !== 200) throw new Error(`web order refused: ${answer.msg}`);
  };
  const viaApi = async () => {
    const o = next();
    const query = `symbol=ETHUSDT&side=${o.buy ? 'BUY' : 'SELL'}&type=LIMIT&timeInForce=GTC&quantity=0.01&price=${o.price}&newClientOrderId=a${o.i}&newOrderRespType=RESULT&timestamp=${app.services.clock.nowMs()}`;
    const signature = createHmac('sha256', o.trader.secret).update(query).digest('hex');
    const res = await fetch(`${origin}/api/v3/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-mbx-apikey': o.trader.apiKey },
      body: `${query}&signature=${signature}`,
    });
    if (res.status !== 200) throw new Error(`api order refused: ${await res.text()}`);
    await res.arrayBuffer();
  };

  const round = async (label: string, place: () => Promise<void>, seconds: number) => {
    const latencies: number[] = [];
    const cpuStart = process.cpuUsage();
    const pgStart = postgresCpuSeconds();
    const start = performance.now();
    const end = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          await place();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const wall = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const nodeUs = (cpu.user + cpu.system) / latencies.length;
    const pgUs = ((postgresCpuSeconds() - pgStart) * 1e6) / latencies.length;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
    const row = { label, orders: latencies.length, perSecond: latencies.length / wall, p50: pct(0.5), p99: pct(0.99), nodeUs, pgUs };
    console.log(
      `${label.padEnd(4)} ${String(row.orders).padStart(6)} orders  ${row.perSecond.toFixed(0).padStart(5)}/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ` +
        `this process ${nodeUs.toFixed(0)} us/order  postgres ${pgUs.toFixed(0)} us/order`,
    );
    return row;
  };

  await round('warm', viaWeb, 2);
  await round('warm', viaApi, 2);
  const rows: Awaited<ReturnType<typeof round>>[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    rows.push(await round('web', viaWeb, SECONDS));
    rows.push(await round('api', viaApi, SECONDS));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const label of ['web', 'api']) {
    const mine = rows.filter((r) => r.label === label);
    console.log(
      `${label}: median ${median(mine.map((r) => r.perSecond)).toFixed(0)} orders/s, ${median(mine.map((r) => r.nodeUs)).toFixed(0)} us/order in this process, ` +
        `${median(mine.map((r) => r.pgUs)).toFixed(0)} us/order in postgres`,
    );
  }
  const audit = await app.services.ledger.audit();
  console.log(`audit: ${audit.violations.length} violations`);
} finally {
  await app.close();
  await database.close();
  await bench.drop();
}
