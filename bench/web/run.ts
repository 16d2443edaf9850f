/**
 * Loading speed of the web app as a person gets it (issue 15, "Loading fast").
 *
 * Drives Debian's Chromium (playwright-core) against a running server and, for each network
 * profile (loopback, 10 Mbit/s with 40 ms, 1.6 Mbit/s with 150 ms; Chrome DevTools
 * Network.emulateNetworkConditions), loads /home and the kline page with a cold cache (a new
 * browser profile) and then a warm one (the same profile, after the first visit). It reports the
 * JavaScript bytes over the wire, and on the kline page the time from navigation start to the
 * first candle drawn and to the first book levels drawn, whose later one is "time to a live
 * chart", and to the first `_depth` push drawn (which also waits on the market: probe.ts). Each
 * figure is the median of BENCH_ROUNDS rounds.
 *
 *   PORT=8216 DATA_DIR=/tmp/web-bench npm run serve      # in another shell, with demo data
 *   npx tsx bench/web/run.ts                              # BENCH_URL=http://127.0.0.1:8216
 *   BENCH_ROUNDS=5 BENCH_PROFILES=loopback,10mbit BENCH_JSON=/tmp/web.json npx tsx bench/web/run.ts
 */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { measureVisit, type Visit } from './visit';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8216';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const KLINE = process.env.BENCH_KLINE ?? '/markets/kline/btc_usdt';

export interface Profile {
  name: string;
  label: string;
  /** null: no throttling. */
  conditions: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const mbit = (m: number) => Math.round((m * 1_000_000) / 8);
const PROFILES: Profile[] = [
  { name: 'loopback', label: 'loopback', conditions: null },
  { name: '10mbit', label: '10 Mbit/s, 40 ms', conditions: { latency: 40, downloadThroughput: mbit(10), uploadThroughput: mbit(10) } },
  { name: '1.6mbit', label: '1.6 Mbit/s, 150 ms', conditions: { latency: 150, downloadThroughput: mbit(1.6), uploadThroughput: mbit(0.75) } },
];

const wanted = (process.env.BENCH_PROFILES ?? PROFILES.map((p) => p.name).join(',')).split(',');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const sec = (ms: number | null) => (ms === null ? 'n/a' : (ms / 1000).toFixed(2));

/** One round: a fresh profile visits the page twice (cold, then warm). */
async function round(browser: Browser, profile: Profile, path: string, live: boolean): Promise<[Visit, Visit]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const cold = await measureVisit(context, `${BASE}${path}`, profile, live);
    const warm = await measureVisit(context, `${BASE}${path}`, profile, live);
    return [cold, warm];
  } finally {
    await context.close();
  }
}

type Row = { profile: string; page: string; cache: 'cold' | 'warm'; visits: Visit[] };

function summarise(row: Row) {
  const pick = (f: (v: Visit) => number | null) => {
    const values = row.visits.map(f).filter((v): v is number => v !== null);
    return values.length === row.visits.length ? median(values) : null;
  };
  return {
    profile: row.profile,
    page: row.page,
    cache: row.cache,
    jsFiles: pick((v) => v.jsFiles),
    jsWireBytes: pick((v) => v.jsWireBytes),
    jsBodyBytes: pick((v) => v.jsBodyBytes),
    allWireBytes: pick((v) => v.allWireBytes),
    candlesMs: pick((v) => v.marks?.candlesAt ?? null),
    bookMs: pick((v) => v.marks?.bookAt ?? null),
    pushDrawnMs: pick((v) => v.marks?.bookUpdateAt ?? null),
    liveChartMs: pick((v) => v.liveChartMs),
  };
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: Row[] = [];
  try {
    for (const profile of PROFILES.filter((p) => wanted.includes(p.name))) {
      for (const [path, live] of [['/home', false], [KLINE, true]] as const) {
        const cold: Row = { profile: profile.label, page: path, cache: 'cold', visits: [] };
        const warm: Row = { profile: profile.label, page: path, cache: 'warm', visits: [] };
        for (let i = 0; i < ROUNDS; i++) {
          const [c, w] = await round(browser, profile, path, live);
          cold.visits.push(c);
          warm.visits.push(w);
          process.stderr.write('.');
        }
        rows.push(cold, warm);
      }
    }
  } finally {
    await browser.close();
  }
  process.stderr.write('\n');
  const summary = rows.map(summarise);
  if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ summary, rows }, null, 2));
  console.log(`${BASE}, median of ${ROUNDS} rounds\n`);
  console.log('| network | page | cache | JS files | JS over the wire (KB) | JS unpacked (KB) | all bytes (KB) | first candle (s) | first book (s) | live chart (s) | first push drawn (s) |');
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const s of summary) {
    const isKline = s.page !== '/home';
    console.log(
      `| ${s.profile} | ${s.page} | ${s.cache} | ${s.jsFiles ?? 'n/a'} | ${kb(s.jsWireBytes ?? 0)} | ${kb(s.jsBodyBytes ?? 0)} | ` +
        `${kb(s.allWireBytes ?? 0)} | ${isKline ? sec(s.candlesMs) : ''} | ${isKline ? sec(s.bookMs) : ''} | ${isKline ? sec(s.liveChartMs) : ''} | ${isKline ? sec(s.pushDrawnMs) : ''} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
