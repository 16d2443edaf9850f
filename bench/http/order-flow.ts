/**
 * The order flow without HTTP: the real app on a fresh PostgreSQL database, orders placed straight
 * through the spot service (`app.services.spot.service.placeOrder`) by ORDERS_IN_FLIGHT concurrent callers in
 * a closed loop, on one market. Prints orders a second and the CPU per order of this process (the
 * sequencer, ledger and publishing) and of PostgreSQL (every `postgres` process, from /proc): what
 * a durable order costs below the HTTP layer, and the ceiling HTTP placement can approach.
 *
 *   npx tsx bench/http/order-flow.ts
 *   ORDERS_IN_FLIGHT=512 ORDER_FLOW_SECONDS=8 BENCH_PG=postgres://postgres@127.0.0.1:5432/postgres
 *   PROFILE=flow.cpuprofile        CPU profile of the measured window
 *   HEAP_PROFILE=flow.heapprofile  sampled allocations of the measured window, collected ones included
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { seedIfEmpty } from '../../apps/server/src/modules/seed/seed';
import { postgresCpuSeconds } from './cpu';
import { createBenchDatabase } from './database';

const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IN_FLIGHT = Number(process.env.ORDERS_IN_FLIGHT ?? 512);
const SECONDS = Number(process.env.ORDER_FLOW_SECONDS ?? 8);
const USERS = 200;

const bench = await createBenchDatabase(PG, 'bench_flow');
const databaseUrl = bench.url;
const config = loadConfig({ DEMO_MARKET: '0', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
const database = await openDatabase({ databaseUrl });
const app = await buildApp(config, database, { logger: false });
try {
  await seedIfEmpty(database.db, app.services);
  await app.ready();
  const userIds: number[] = [];
  for (let i = 0; i < USERS; i++) {
    const [row] = await database.db.insert(users).values({ account: `flow${i}@bench`, inviteCode: `FLOW${i}` }).returning({ id: users.id });
    for (const [currency, amount] of [['USDT', '10000000'], ['ETH', '10000']] as const)
      await app.services.ledger.credit({ userId: row!.id, account: 'spot', currency, amount, reason: 'deposit', refType: 'bench' });
    userIds.push(row!.id);
  }

  // The same orders as bench/http/run.ts: limits within 20 ticks of 0.05 around 3400; about a third trade.
  let seq = 0;
  const placeOne = () => {
    const i = seq++;
    const side = i % 2 === 0 ? 'buy' : 'sell';
    const offset = ((i * 7919) % 41) - 20;
    const price = (3400 + offset * 0.05 * (side === 'buy' ? -1 : 1) + (i % 3 === 0 ? (side === 'buy' ? 1 : -1) : 0)).toFixed(2);
    const body = { symbol: 'ETH_USDT', side, type: 'limit', price, quantity: '0.01', client_order_id: `f${i}` } as const;
    return app.services.spot.service.placeOrder(userIds[i % userIds.length]!, body);
  };

  const run = async (seconds: number, label: string) => {
    let done = 0;
    const pgStart = postgresCpuSeconds();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const end = start + seconds * 1000;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (performance.now() < end) {
          await placeOne();
          done++;
        }
      }),
    );
    const wall = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const nodeCpu = (cpu.user + cpu.system) / 1e6;
    const pgCpu = postgresCpuSeconds() - pgStart;
    console.log(
      `${label}: ${(done / wall).toFixed(0)} orders/s; this process ${((nodeCpu / wall) * 100).toFixed(0)}% of a core, ` +
        `${((nodeCpu * 1e6) / done).toFixed(0)} us/order; postgres ${((pgCpu / wall) * 100).toFixed(0)}%, ${((pgCpu * 1e6) / done).toFixed(0)} us/order`,
    );
  };

  await run(2, 'warm-up');
  const inspector = new Session();
  inspector.connect();
  if (process.env.PROFILE) {
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  if (process.env.HEAP_PROFILE)
    await inspector.post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  await run(SECONDS, 'measured');
  if (process.env.PROFILE) writeFileSync(process.env.PROFILE, JSON.stringify((await inspector.post('Profiler.stop')).profile));
  if (process.env.HEAP_PROFILE) writeFileSync(process.env.HEAP_PROFILE, JSON.stringify((await inspector.post('HeapProfiler.stopSampling')).profile));
} finally {
  await app.close();
  await database.close();
  await bench.drop();
}
