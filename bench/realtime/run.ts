/**
 * Realtime fan-out benchmark (issue 4 item 7): N Socket.IO clients on loopback subscribe to one
 * market's channels (tick, depth, trade, kline); the server (own process, bench/realtime/server.ts)
 * publishes at the market data's rate. Reports delivered messages a second, server CPU and delivery
 * latency (client receive time minus server send time, same machine clock).
 *
 *   npx tsx bench/realtime/run.ts            # RT_CLIENTS=5000 RT_SECONDS=20
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { CHANNELS, RATES } from './traffic';

const CLIENTS = Number(process.env.RT_CLIENTS ?? 5000);
const SECONDS = Number(process.env.RT_SECONDS ?? 20);
const CONNECT_CONCURRENCY = 100;
const LIMIT_MS = Number(process.env.RT_LIMIT_SECONDS ?? SECONDS + 600) * 1000;

const bail = setTimeout(() => {
  console.error('benchmark did not finish in time; giving up');
  process.exit(2);
}, LIMIT_MS);

const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const replies = createInterface({ input: server.stdout! });
const nextReply = () => new Promise<Record<string, number>>((resolve) => replies.once('line', (l) => resolve(JSON.parse(l))));
const { port } = await nextReply();
const url = `http://127.0.0.1:${port}`;

let measuring = false;
let received = 0;
const latencies: number[] = [];
const sockets: Socket[] = [];

async function connectOne(): Promise<void> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  socket.on('data', (push: { data: { sent: number } }) => {
    if (!measuring) return;
    received++;
    latencies.push(Date.now() - push.data.sent);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.timeout(30_000).emitWithAck('sub', [...CHANNELS]);
}

const connectStart = performance.now();
for (let i = 0; i < CLIENTS; i += CONNECT_CONCURRENCY)
{
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, CLIENTS - i) }, connectOne));
  if ((i + CONNECT_CONCURRENCY) % 1000 === 0) console.error(`${i + CONNECT_CONCURRENCY} clients subscribed`);
}
const connectMs = performance.now() - connectStart;

// A short warm-up, then the measured window.
server.stdin!.write('start\n');
await new Promise((r) => setTimeout(r, 2000));
measuring = true;
const clientCpu = process.cpuUsage();
const start = performance.now();
await new Promise((r) => setTimeout(r, SECONDS * 1000));
measuring = false;
const elapsed = (performance.now() - start) / 1000;
const clientCpuPercent = ((process.cpuUsage(clientCpu).user + process.cpuUsage(clientCpu).system) / 1000 / (elapsed * 1000)) * 100;
server.stdin!.write('stop\n');
const serverStats = await nextReply();

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
const perClient = Object.values(RATES).reduce((a, b) => a + b, 0);
const expected = CLIENTS * perClient;
console.log(
  JSON.stringify(
    {
      clients: CLIENTS,
      seconds: SECONDS,
      connectSeconds: +(connectMs / 1000).toFixed(1),
      offeredPerSecond: expected,
      deliveredPerSecond: Math.round(received / elapsed),
      deliveredShare: +(received / elapsed / expected).toFixed(3),
      latencyMs: { p50: pct(50), p90: pct(90), p99: pct(99), max: latencies.at(-1) },
      serverCpuPercent: +serverStats.cpuPercent!.toFixed(0),
      serverRssMb: +serverStats.rssMb!.toFixed(0),
      clientCpuPercent: +clientCpuPercent.toFixed(0),
    },
    null,
    2,
  ),
);
for (const s of sockets) s.close();
clearTimeout(bail);
process.exit(0);
