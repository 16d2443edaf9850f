import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { seedIfEmpty } from '../../apps/server/src/modules/seed/seed';
import { createBenchDatabase } from '../http/database';

/**
 * The real app (no HTTP listener, no demo market) on a fresh database for one futures bench:
 * `BENCH_DB=pg` (default) makes a new database on the PostgreSQL server at BENCH_PG
 * (default postgres://postgres@127.0.0.1:5432/postgres) and drops it at the end; `BENCH_DB=pglite`
 * runs the embedded PGlite in memory.
 */
export type BenchDbKind = 'pg' | 'pglite';

export const benchDbKind = (): BenchDbKind => (process.env.BENCH_DB === 'pglite' ? 'pglite' : 'pg');

export async function openBenchApp(prefix: string) {
  const kind = benchDbKind();
  const pgUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const bench = kind === 'pg' ? await createBenchDatabase(pgUrl, prefix) : undefined;
  const config = loadConfig({
    DEMO_MARKET: '0',
    MARKET_MAKER: '0',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    FUNDING_BLOCK_MS: '0',
    ...(bench ? { DATABASE_URL: bench.url } : {}),
  });
  const database: Database = bench ? await openDatabase({ databaseUrl: bench.url }) : await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp(config, database, { logger: false });
  await seedIfEmpty(database.db, app.services);
  await app.ready();
  return {
    kind,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await bench?.drop();
    },
  };
}

export type BenchApp = Awaited<ReturnType<typeof openBenchApp>>;

/** `n` users verified for futures (name_status 3), inserted in chunks; their ids in order. */
export async function makeUsers(b: BenchApp, n: number, tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < n; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - from) }, (_, k) => {
      const i = from + k;
      return { account: `${tag}${i}@bench`, inviteCode: `${tag}${i}`.toUpperCase(), nameStatus: 3 };
    });
    const inserted = await b.database.db.insert(users).values(rows).returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Credits each user through the ledger (a deposit), `concurrency` at a time. */
export async function credit(
  b: BenchApp,
  grants: readonly { userId: number; account: 'spot' | 'futures'; currency: string; amount: string }[],
  concurrency = b.kind === 'pg' ? 16 : 1,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < grants.length) {
        const g = grants[next++]!;
        await b.app.services.ledger.credit({ ...g, reason: 'deposit', refType: 'bench' });
      }
    }),
  );
}

/** Pins the oracle's index price of some symbols (the rest stay as they were) and samples the marks. */
export function pinIndex(b: BenchApp, prices: Record<string, string>): void {
  const tickers = b.app.services.market.tickers;
  const original = tickers.indexPrice.bind(tickers);
  tickers.indexPrice = (s: string) => prices[s] ?? original(s);
  b.app.services.futures.sampleMarks();
}

export async function ledgerViolations(b: BenchApp): Promise<string[]> {
  const report = await b.app.services.ledger.audit();
  return report.violations.map((v) => `[${v.check}] ${v.message}`);
}

/** Load average over the last minute (os.loadavg without the import), for the machine notes. */
export async function loadAverage(): Promise<string> {
  const { loadavg, cpus } = await import('node:os');
  return `${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (${cpus().length} cores)`;
}

export const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
