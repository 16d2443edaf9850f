/**
 * The first second of a cold /home (issue 30): how big the entry chunk is, and when the first text
 * is on screen.
 *
 * From the build (apps/web/dist/index.html): the entry chunk (the `<script type="module">` file)
 * raw and gzipped (zlib level 9), and the same for everything index.html makes the browser fetch
 * before the first paint (the entry chunk and its modulepreload links).
 *
 * From Chromium (playwright-core), with a new profile each round (cold cache), no throttling
 * (loopback), on the page's own clock (performance.now(), zero at navigation start), the median of
 * BENCH_ROUNDS rounds of:
 * - shell text: the first frame painted after #root holds text (the header's links);
 * - page text: the first frame painted after <main> holds text (the route's own words, not its
 *   skeleton);
 * - splash gone: when the splash overlay starts to fade (SPEC 9: 500 ms after the app starts), the
 *   moment a person sees the text under it.
 *
 *   npm run build -w @aurelix/web
 *   PORT=8216 DATA_DIR=/tmp/web-bench npm run serve             # in another shell
 *   npx tsx bench/web/first-text.ts                             # BENCH_URL=http://127.0.0.1:8216
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:8216';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PAGE = process.env.BENCH_PAGE ?? '/home';
const DIST = process.env.BENCH_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');

interface Marks {
  shellTextAt: number | null;
  pageTextAt: number | null;
  splashGoneAt: number | null;
}

const MARKS_SCRIPT = `(() => {
  const marks = { shellTextAt: null, pageTextAt: null, splashGoneAt: null };
  Object.defineProperty(window, '__firstText', { value: marks });
  let shellSeen = false;
  let pageSeen = false;
  const tick = () => {
    const now = performance.now();
    if (marks.shellTextAt === null) {
      if (shellSeen) marks.shellTextAt = now;
      else if ((document.getElementById('root')?.innerText ?? '').trim()) shellSeen = true;
    }
    if (marks.pageTextAt === null) {
      if (pageSeen) marks.pageTextAt = now;
      else {
        const main = document.querySelector('main');
        if (main && !main.querySelector('[aria-busy="true"]') && main.innerText.trim()) pageSeen = true;
      }
    }
    if (marks.splashGoneAt === null) {
      const splash = document.getElementById('splash');
      if (!splash || splash.classList.contains('is-hidden')) marks.splashGoneAt = now;
    }
    if (marks.shellTextAt === null || marks.pageTextAt === null || marks.splashGoneAt === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function sizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(DIST, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

function buildFigures() {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
  return { entry, entrySize: sizes([entry]), initialFiles: 1 + preloads.length, initialSize: sizes([entry, ...preloads]) };
}

async function main() {
  const build = buildFigures();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rounds: Marks[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(MARKS_SCRIPT);
        await page.goto(`${BASE}${PAGE}`, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForFunction(
          () => {
            const m = (globalThis as unknown as { __firstText: Marks }).__firstText;
            return m.shellTextAt !== null && m.pageTextAt !== null && m.splashGoneAt !== null;
          },
          null,
          { timeout: 60_000, polling: 50 },
        );
        rounds.push((await page.evaluate('window.__firstText')) as Marks);
        process.stderr.write('.');
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  process.stderr.write('\n');
  const kb = (n: number) => (n / 1000).toFixed(1);
  const sec = (pick: (m: Marks) => number | null) => (median(rounds.map((m) => pick(m) ?? NaN)) / 1000).toFixed(2);
  const spread = (pick: (m: Marks) => number | null) => {
    const v = rounds.map((m) => pick(m) ?? NaN);
    return `${(Math.min(...v) / 1000).toFixed(2)}-${(Math.max(...v) / 1000).toFixed(2)}`;
  };
  console.log(`${BASE}${PAGE}, cold, loopback, median of ${ROUNDS} rounds (range)\n`);
  console.log('| entry chunk raw / gzip (KB) | first-paint JS files | first-paint JS raw / gzip (KB) | shell text (s) | page text (s) | splash gone (s) |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${kb(build.entrySize.raw)} / ${kb(build.entrySize.gzip)} | ${build.initialFiles} | ${kb(build.initialSize.raw)} / ${kb(build.initialSize.gzip)} | ` +
      `${sec((m) => m.shellTextAt)} (${spread((m) => m.shellTextAt)}) | ${sec((m) => m.pageTextAt)} (${spread((m) => m.pageTextAt)}) | ` +
      `${sec((m) => m.splashGoneAt)} (${spread((m) => m.splashGoneAt)}) |`,
  );
  console.log(`\nentry: ${build.entry}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
