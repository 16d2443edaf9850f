/**
 * Trigger evaluation (issue 16, Bench): TRIGGERS (default 100,000) waiting triggers on one contract
 * (BTC_USDT, mark price), half plan orders and half TP/SL legs, half of them rising and half
 * falling, their prices spread over 2,000 ticks of 0.01 on each side of 50,000 (so many share a
 * price). Then price changes that fire none of them, between the innermost two: the cost of one.
 *
 * - engine: `TriggerIndex.take(price)` directly, PRICE_CHANGES (default 1,000,000) changes.
 * - service: `futures.triggers.onPrice(symbol, 'mark', price)` of the running app, after the same
 *   triggers were written to futures_triggers and loaded by `triggers.start()` (what a restart
 *   does); the same number of changes. Then, for context, one whole `sampleMarks()` (the mark of
 *   every contract computed and published, then onPrice) per second's sample.
 *
 *   npx tsx bench/futures/triggers.ts                   PGlite in memory (the database only loads the triggers)
 *   BENCH_DB=pg npx tsx bench/futures/triggers.ts
 */
import { TriggerIndex } from '@aurelix/engine/futures/triggers';
import { price as asPrice } from '@aurelix/engine/futures/units';
import { futuresTriggers } from '../../apps/server/src/modules/futures/schema';
import { loadAverage, makeUsers, openBenchApp, pinIndex, table } from './setup';

if (!process.env.BENCH_DB) process.env.BENCH_DB = 'pglite';
const TRIGGERS = Number(process.env.TRIGGERS ?? 100_000);
const CHANGES = Number(process.env.PRICE_CHANGES ?? 1_000_000);
const ONE = 100_000_000n;
const CENT = ONE / 100n;
const MID = 50_000n * ONE;

console.log(`load average at start: ${await loadAverage()}`);

/** Trigger i: rising ones above the mid, falling ones below, 1 to 2,000 ticks away. */
const triggerOf = (i: number) => {
  const rise = i % 2 === 0;
  const away = BigInt(1 + ((i * 7919) % 2000)) * CENT;
  return { id: i + 1, rise, at: rise ? MID + away : MID - away };
};
/** Prices that fire nothing: strictly between the innermost falling and rising triggers. */
const quietPrices = [MID - CENT / 2n, MID, MID + CENT / 2n, MID - CENT / 4n, MID + CENT / 4n].map((p) => asPrice(p));

interface Row {
  subject: string;
  triggers: number;
  changes: number;
  nsPerChange: number;
  fired: number;
}
const rows: Row[] = [];

const timeChanges = (subject: string, size: number, change: (p: ReturnType<typeof asPrice>) => number, changes: number) => {
  // Warm-up, then the best of three rounds (a shared machine takes the core away now and then).
  for (let i = 0; i < 10_000; i++) change(quietPrices[i % quietPrices.length]!);
  let best = Infinity;
  let fired = 0;
  for (let round = 0; round < 3; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < changes; i++) fired += change(quietPrices[i % quietPrices.length]!);
    best = Math.min(best, Number(process.hrtime.bigint() - start) / changes);
  }
  rows.push({ subject, triggers: size, changes, nsPerChange: best, fired });
};

// The engine's index alone.
const index = new TriggerIndex();
for (let i = 0; i < TRIGGERS; i++) {
  const t = triggerOf(i);
  index.set(t.id, t.rise ? 'rise' : 'fall', asPrice(t.at));
}
timeChanges('engine: TriggerIndex.take', index.size, (p) => index.take(p).length, CHANGES);
if (index.size !== TRIGGERS) throw new Error(`the engine index fired triggers: ${index.size} left of ${TRIGGERS}`);

// Through the service of the running app.
const b = await openBenchApp('bench_ftrg');
try {
  const users = await makeUsers(b, 2000, 'trg');
  const text = (v: bigint) => `${v / ONE}.${(v % ONE).toString().padStart(8, '0')}`;
  for (let from = 0; from < TRIGGERS; from += 5000) {
    const chunk = Array.from({ length: Math.min(5000, TRIGGERS - from) }, (_, k) => {
      const i = from + k;
      const t = triggerOf(i);
      const kind = i % 4 < 2 ? 'plan' : i % 4 === 2 ? 'take_profit' : 'stop_loss';
      return {
        userId: users[i % users.length]!,
        symbol: 'BTC_USDT',
        kind,
        direction: kind === 'plan' ? (t.rise ? 'open_short' : 'open_long') : 'close_long',
        triggerBy: 'mark',
        triggerPrice: text(t.at),
        triggerDirection: t.rise ? 'rise' : 'fall',
        type: kind === 'plan' ? 'limit' : 'market',
        price: kind === 'plan' ? text(t.at) : null,
        quantity: '0.001',
        status: 'waiting',
      };
    });
    await b.database.db.insert(futuresTriggers).values(chunk);
  }
  pinIndex(b, { BTC_USDT: '50000.00' });
  const triggers = b.app.services.futures.triggers;
  await triggers.start();
  let firedByService = 0;
  timeChanges(
    'service: futures.triggers.onPrice',
    TRIGGERS,
    (p) => {
      triggers.onPrice('BTC_USDT', 'mark', p);
      return 0;
    },
    CHANGES,
  );
  // The whole mark sample of every contract (this includes onPrice of each), for context.
  const futures = b.app.services.futures;
  timeChanges(
    'context: futures.sampleMarks (all contracts)',
    TRIGGERS,
    () => {
      futures.sampleMarks();
      return 0;
    },
    20_000,
  );
  await triggers.settled();
  const list = await triggers.list(users[0]!, { ended: true, page: 1, page_size: 10 }, 'en_US');
  firedByService = list.total;
  rows[1]!.fired = firedByService;
} finally {
  await b.close();
}

console.log(`\ntrigger evaluation, price changes that fire nothing; best of 3 rounds\n`);
console.log(
  table(
    ['subject', 'waiting triggers', 'price changes a round', 'cost per change', 'fired'],
    rows.map((r) => [r.subject, r.triggers.toLocaleString('en'), r.changes.toLocaleString('en'), `${(r.nsPerChange / 1000).toFixed(3)} us`, r.fired]),
  ),
);
const worst = Math.max(rows[0]!.nsPerChange, rows[1]!.nsPerChange) / 1000;
console.log(`\ntarget under 50 us a change when none fire: ${worst < 50 ? 'met' : 'missed'} (worst of engine and service: ${worst.toFixed(3)} us)`);
console.log(`load average at end: ${await loadAverage()}`);
