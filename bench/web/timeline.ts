/**
 * Where a cold load of the trading page spends its time: Chrome's task metrics (script, layout,
 * style) up to the live chart, and when each script and API call started and ended, on the page's
 * clock. Not a benchmark (no throttling, no medians): a look inside one run of bench/web/run.ts.
 *
 *   npx tsx bench/web/timeline.ts            # BENCH_URL=http://127.0.0.1:8216, BENCH_ROUNDS=3
 */
import { chromium } from 'playwright-core';
import { PROBE_SCRIPT, type Marks } from './probe';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8216';
const KLINE = process.env.BENCH_KLINE ?? '/markets/kline/btc_usdt';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const TIMELINE = `JSON.stringify(performance.getEntriesByType('resource')
  .filter((e) => e.name.includes('/api/') || e.name.endsWith('.js'))
  .map((e) => [e.name.replace(/^.*\\//, '').slice(0, 32), Math.round(e.startTime), Math.round(e.responseEnd)]))`;

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(PROBE_SCRIPT);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${BASE}${KLINE}`);
      await page.waitForFunction(
        () => {
          const m = (globalThis as unknown as { __benchMarks: Marks }).__benchMarks;
          return m.candlesAt !== null && m.bookAt !== null;
        },
        null,
        { polling: 50 },
      );
      const { metrics } = await cdp.send('Performance.getMetrics');
      const seconds = Object.fromEntries(metrics.filter((m) => m.name.endsWith('Duration')).map((m) => [m.name, +m.value.toFixed(3)]));
      const marks = (await page.evaluate('window.__benchMarks')) as Marks;
      console.log(JSON.stringify({ candlesAt: Math.round(marks.candlesAt!), bookAt: Math.round(marks.bookAt!), ...seconds }));
      console.log(`  [file or call, start ms, end ms]: ${await page.evaluate(TIMELINE)}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
