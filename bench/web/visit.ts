import type { BrowserContext } from 'playwright-core';
import { PERSON_SCRIPT, PROBE_SCRIPT, type Marks } from './probe';
import type { Profile } from './run';

export interface Visit {
  /** Scripts that came over the network (not from the HTTP cache or the service worker). */
  jsFiles: number;
  /** Bytes of those scripts on the wire: headers and (compressed) body, as Chromium counts them. */
  jsWireBytes: number;
  /** The same scripts once decoded. */
  jsBodyBytes: number;
  /** Every response of the page on the wire (documents, scripts, styles, images, API). */
  allWireBytes: number;
  marks: Marks | null;
  liveChartMs: number | null;
}

interface Seen {
  type: string;
  cached: boolean;
  wire: number;
  body: number;
}

/** Loads url in a new tab of context, throttled as profile says, and counts what came over the wire. */
export async function measureVisit(context: BrowserContext, url: string, profile: Profile, live: boolean): Promise<Visit> {
  const page = await context.newPage();
  // BENCH_SW=0: leave navigator.webdriver true, so the app registers no service worker.
  if (process.env.BENCH_SW !== '0') await page.addInitScript(PERSON_SCRIPT);
  await page.addInitScript(PROBE_SCRIPT);
  const cdp = await context.newCDPSession(page);
  const seen = new Map<string, Seen>();
  const entry = (id: string) => {
    let s = seen.get(id);
    if (!s) seen.set(id, (s = { type: 'Other', cached: false, wire: 0, body: 0 }));
    return s;
  };
  cdp.on('Network.responseReceived', (e) => {
    const s = entry(e.requestId);
    s.type = e.type;
    if (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache) s.cached = true;
  });
  cdp.on('Network.requestServedFromCache', (e) => void (entry(e.requestId).cached = true));
  cdp.on('Network.dataReceived', (e) => void (entry(e.requestId).body += e.dataLength));
  cdp.on('Network.loadingFinished', (e) => void (entry(e.requestId).wire = e.encodedDataLength));
  await cdp.send('Network.enable');
  if (profile.conditions) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.conditions });
  }

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  let marks: Marks | null = null;
  if (live) {
    // A function, not a string: the app's CSP forbids eval, which a string predicate needs.
    await page.waitForFunction(
      () => {
        const m = (globalThis as unknown as { __benchMarks: Marks }).__benchMarks;
        return m.candlesAt !== null && m.bookAt !== null && m.bookUpdateAt !== null;
      },
      null,
      { timeout: 120_000, polling: 100 },
    );
  }
  // Lazy chunks a page pulls after its first paint count too: wait until the network is quiet.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  marks = (await page.evaluate('window.__benchMarks')) as Marks;
  // The next visit of this profile is the warm one: let a service worker, if the app has one,
  // finish installing first, as it would while a person reads the page.
  await page.evaluate(
    `navigator.serviceWorker ? navigator.serviceWorker.getRegistration().then((r) => r ? navigator.serviceWorker.ready.then(() => true) : false) : false`,
  );
  await page.close();

  const network = [...seen.values()].filter((s) => !s.cached);
  const scripts = network.filter((s) => s.type === 'Script');
  const liveChartMs =
    live && marks.candlesAt !== null && marks.bookAt !== null ? Math.max(marks.candlesAt, marks.bookAt) : null;
  return {
    jsFiles: scripts.length,
    jsWireBytes: scripts.reduce((sum, s) => sum + s.wire, 0),
    jsBodyBytes: scripts.reduce((sum, s) => sum + s.body, 0),
    allWireBytes: network.reduce((sum, s) => sum + s.wire, 0),
    marks: live ? marks : null,
    liveChartMs,
  };
}
