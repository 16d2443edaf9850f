/**
 * 1,000 second-contract orders due in the same second (issue 17: "1,000 orders expiring in the
 * same second all settle within one second of it"). SECOND_ORDERS users (default 1,000) each buy
 * one 30 s order on BTC_USDT through the service (half up, half down) at a pinned index; their
 * settle instant is then set to one common second (the buys themselves take longer than a
 * second to place); the index moves; the clock is moved to that instant and the time is taken
 * from the move until every order is settled and committed (one settlement batch: lock, ticks,
 * UPDATE ... WHERE status = 'open', the journal entries). Then the ledger audit.
 *
 *   npx tsx bench/second/settle.ts                 PostgreSQL at BENCH_PG
 *   BENCH_DB=pglite npx tsx bench/second/settle.ts
 */
import { sql } from 'drizzle-orm';
import type { AdjustableClock } from '../../apps/server/src/lib/clock';
import { credit, ledgerViolations, loadAverage, makeUsers, openBenchApp } from '../futures/setup';

const ORDERS = Number(process.env.SECOND_ORDERS ?? 1000);
const IN_FLIGHT = 32;

console.log(`load average at start: ${await loadAverage()}`);
const b = await openBenchApp('bench_sec');
const second = b.app.services.second;
const clock = b.app.services.clock as AdjustableClock;
try {
  const ids = await makeUsers(b, ORDERS, 'sec');
  await credit(b, ids.map((userId) => ({ userId, account: 'second' as never, currency: 'USDT', amount: '100' })));
  await second.pinIndex('BTC_USDT', '50000');
  const placeStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ids.length) {
        const i = next++;
        await second.buy(ids[i]!, { symbol: 'BTC_USDT', duration: 30, direction: i % 2 ? 'down' : 'up', stake: '10' });
      }
    }),
  );
  const placeMs = performance.now() - placeStart;
  const due = clock.nowMs() + 30_000;
  await b.database.db.execute(sql`update second_orders set settle_time = ${due} where status = 'open'`);
  await second.refreshDue();
  await second.pinIndex('BTC_USDT', '50010');
  const start = performance.now();
  clock.set(new Date(due));
  let settled = 0;
  while (settled < ORDERS) {
    settled += await second.settleDue();
    const open = (await b.database.db.execute(sql`select count(*)::int as n from second_orders where status = 'open'`)) as unknown as { rows: { n: number }[] };
    if (Number(open.rows[0]!.n) === 0) break;
  }
  const ms = performance.now() - start;
  const results = (await b.database.db.execute(sql`select result, count(*)::int as n from second_orders group by result order by result`)) as unknown as { rows: { result: string; n: number }[] };
  const violations = await ledgerViolations(b);
  console.log(`database: ${b.kind}; orders: ${ORDERS}; placed in ${(placeMs / 1000).toFixed(2)} s (${IN_FLIGHT} in flight)`);
  console.log(`settled all ${ORDERS} due in one second in ${ms.toFixed(0)} ms after the clock reached it: ${results.rows.map((r) => `${r.result} ${r.n}`).join(', ')}`);
  console.log(`audit: ${violations.length === 0 ? 'clean' : violations.join('\n')}`);
} finally {
  await b.close();
}
