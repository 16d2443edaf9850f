/**
 * Realtime fan-out benchmark (issue 4 item 7): N Socket.IO clients on loopback subscribe to one
 * market's channels (tick, depth, trade, kline); the server (own process, bench/realtime/server.ts)
 * publishes at the market data's rate. Reports delivered messages a second, server CPU and delivery
 * latency (client receive time minus server send time, same machine clock). The clients are spread
 * over RT_WORKERS worker threads; RT_CLIENT picks the client (bench/README.md says why light is the
 * default).
 *
 *   npx tsx bench/realtime/run.ts   # RT_CLIENTS=5000 RT_SECONDS=20 RT_WORKERS=2 RT_CLIENT=light
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ClientMode, WorkerInput, WorkerReport } from './client-worker';
import { createHistogram, merge, percentile } from './latency';
import { CHANNELS, RATES } from './traffic';

const CLIENTS = Number(process.env.RT_CLIENTS ?? 5000);
const SECONDS = Number(process.env.RT_SECONDS ?? 20);
const WORKERS = Math.max(1, Math.min(CLIENTS, Number(process.env.RT_WORKERS ?? 2)));
const MODE = (process.env.RT_CLIENT ?? 'light') as ClientMode;
const WARMUP_SECONDS = 2;
const CONNECT_CONCURRENCY = 100;
const LIMIT_MS = Number(process.env.RT_LIMIT_SECONDS ?? SECONDS + 600) * 1000;
/**
 * Server processes. With more than one, they share the Redis adapter (RT_REDIS_URL, default the
 * machine's Redis) as API processes of one exchange do (ARCHITECTURE 1): the first publishes, the
 * others receive through Redis, and the clients are spread over them as a load balancer would.
 */
const SERVERS = Math.max(1, Number(process.env.RT_SERVERS ?? 1));
const REDIS_URL = SERVERS > 1 ? (process.env.RT_REDIS_URL ?? 'redis://127.0.0.1:6379') : '';
if (!['light', 'light-json', 'socketio'].includes(MODE)) throw new Error(`RT_CLIENT must be light, light-json or socketio, not ${MODE}`);

const servers = Array.from({ length: SERVERS }, () =>
  spawn(
    process.execPath,
    [...(process.env.RT_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
    { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, RT_REDIS_URL: REDIS_URL } },
  ),
);
const workers: Worker[] = [];
process.on('exit', () => servers.forEach((s) => s.kill('SIGKILL')));
const bail = setTimeout(() => {
  console.error('benchmark did not finish in time; giving up');
  process.exit(2);
}, LIMIT_MS);

const replies = servers.map((s) => createInterface({ input: s.stdout! }));
const nextReply = (i: number) => new Promise<Record<string, number>>((resolve) => replies[i]!.once('line', (l) => resolve(JSON.parse(l))));
const tell = (line: string) => servers.forEach((s) => s.stdin!.write(`${line}\n`));
const urls = (await Promise.all(servers.map((_, i) => nextReply(i)))).map(({ port }) => `http://127.0.0.1:${port}`);

/** CPU time of every core since boot (ms): busy and total, to tell how much else ran during the window. */
function machineCpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    busy += all - times.idle;
    total += all;
  }
  return { busy, total };
}

/** Waits for the next report of `type` from every worker. */
function fromEach<T extends WorkerReport['type']>(type: T): Promise<Extract<WorkerReport, { type: T }>[]> {
  return Promise.all(
    workers.map(
      (w) =>
        new Promise<Extract<WorkerReport, { type: T }>>((resolve) => {
          const on = (m: WorkerReport) => {
            if (m.type !== type) return;
            w.off('message', on);
            resolve(m as Extract<WorkerReport, { type: T }>);
          };
          w.on('message', on);
        }),
    ),
  );
}

// A worker does not inherit tsx's loader on Node 20, so it registers it before loading its module.
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./client-worker.ts', import.meta.url).href)}); })`;

const connectStart = performance.now();
const progress = new Array<number>(WORKERS).fill(0);
let lastShown = 0;
for (let i = 0; i < WORKERS; i++) {
  const input: WorkerInput = {
    urls,
    clients: Math.floor(CLIENTS / WORKERS) + (i < CLIENTS % WORKERS ? 1 : 0),
    mode: MODE,
    channels: CHANNELS,
    concurrency: Math.max(1, Math.round(CONNECT_CONCURRENCY / WORKERS)),
    connectTimeoutMs: 30_000,
  };
  const worker = new Worker(WORKER_BOOT, { eval: true, workerData: input });
  worker.on('error', (err) => {
    console.error('client worker failed:', err);
    process.exit(1);
  });
  worker.on('message', (m: WorkerReport) => {
    if (m.type !== 'progress') return;
    progress[i] = m.subscribed;
    const total = progress.reduce((a, b) => a + b, 0);
    if (total - lastShown >= 1000) console.error(`${(lastShown = total)} clients subscribed`);
  });
  workers.push(worker);
}
const ready = await fromEach('ready');
const connectMs = performance.now() - connectStart;
const subscribed = ready.reduce((a, r) => a + r.subscribed, 0);
const failed = ready.reduce((a, r) => a + r.failed, 0);
if (failed > 0) console.error(`${failed} clients failed to subscribe; first error: ${ready.find((r) => r.firstError)?.firstError}`);

// A short warm-up, then the measured window: the server counts what it published in the same window.
// Only the first server publishes; the others fan its pushes out through Redis.
servers[0]!.stdin!.write('start\n');
await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
tell('mark');
for (const w of workers) w.postMessage('measure');
const clientCpu = process.cpuUsage();
const machineCpu = machineCpuTimes();
const loadAtStart = loadavg()[0]!;
const start = performance.now();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
const results = fromEach('result');
for (const w of workers) w.postMessage('stop');
const elapsed = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(clientCpu);
const machineEnd = machineCpuTimes();
const machineBusyPercent = ((machineEnd.busy - machineCpu.busy) / (machineEnd.total - machineCpu.total)) * cpus().length * 100;
tell('stop');
const serverStats = await Promise.all(servers.map((_, i) => nextReply(i)));
const reports = await results;
// Let the server exit by itself (a --cpu-prof profile is written on exit), but not for long.
await Promise.race([Promise.all(servers.map((s) => once(s, 'exit'))), new Promise((r) => setTimeout(r, 15_000))]);
const published = serverStats[0]!.published! / serverStats[0]!.wallSeconds!;
const perServer = (key: string, digits = 0) => serverStats.map((st) => +st[key]!.toFixed(digits));
const sum = (key: string) => +serverStats.reduce((a, st) => a + st[key]!, 0).toFixed(0);

const histogram = createHistogram();
for (const r of reports) merge(histogram, { counts: r.counts, max: r.max });
const received = reports.reduce((a, r) => a + r.received, 0);
const perClient = Object.values(RATES).reduce((a, b) => a + b, 0);
const offered = subscribed * perClient;
const fannedOut = published * subscribed;
const pct = (p: number) => percentile(histogram, p);
console.log(
  JSON.stringify(
    {
      clients: CLIENTS,
      subscribed,
      clientMode: MODE,
      workers: WORKERS,
      seconds: SECONDS,
      connectSeconds: +(connectMs / 1000).toFixed(1),
      offeredPerSecond: offered,
      servers: SERVERS,
      serverPublishedPerSecond: +published.toFixed(2),
      deliveredPerSecond: Math.round(received / elapsed),
      deliveredShare: +(received / elapsed / offered).toFixed(3),
      deliveredShareOfPublished: +(received / elapsed / fannedOut).toFixed(3),
      deliveredPerChannelPerSecond: Object.fromEntries(
        CHANNELS.map((c, i) => [c, Math.round(reports.reduce((a, r) => a + r.perChannel[i]!, 0) / elapsed)]),
      ),
      unstamped: reports.reduce((a, r) => a + r.unstamped, 0),
      disconnects: reports.reduce((a, r) => a + r.disconnects, 0),
      latencyMs: { p50: pct(50), p90: pct(90), p99: pct(99), max: histogram.max },
      // The publishing server's share: the synchronous part of one publish (the room loop), and how
      // late publishes started because the event loop was still busy with an earlier fan-out.
      serverPublishMsEach: +serverStats[0]!.publishMsEach!.toFixed(2),
      serverStartLagMs: serverStats[0]!.startLagMs as unknown,
      // Summed over the server processes (100% = one core), then each process's own figures.
      serverCpuPercent: sum('cpuPercent'),
      serverKernelCpuPercent: sum('systemCpuPercent'),
      serverCpuPercentEach: perServer('cpuPercent'),
      serverEventLoopUtilization: perServer('eventLoopUtilization', 2),
      serverRssMb: perServer('rssMb'),
      serverHeapUsedMb: perServer('heapUsedMb'),
      serverExternalMb: perServer('externalMb'),
      // Only with RT_SERVER_NODE_ARGS=--expose-gc: the heap still reachable after a full collection.
      serverHeapAfterGcMb: serverStats[0]!.heapAfterGcMb === undefined ? undefined : perServer('heapAfterGcMb'),
      clientCpuPercent: +(((cpu.user + cpu.system) / 1000 / (elapsed * 1000)) * 100).toFixed(0),
      clientKernelCpuPercent: +((cpu.system / 1000 / (elapsed * 1000)) * 100).toFixed(0),
      // Whole machine, all cores (200% = both of 2 cores busy), and the 1-minute load average at the start.
      machineCpuPercent: +machineBusyPercent.toFixed(0),
      loadAverageAtStart: +loadAtStart.toFixed(2),
      clientWorkerEventLoopUtilization: reports.map((r) => +r.eventLoopUtilization.toFixed(2)),
    },
    null,
    2,
  ),
);
clearTimeout(bail);
process.exit(0);
