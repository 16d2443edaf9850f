/**
 * The server side of the realtime benchmark, in its own process so that its CPU is measured apart
 * from the clients': Fastify with the production realtime plugin (Socket.IO, channel registry,
 * `app.realtime.publish`), publishing one market's channels at the rate the market data uses.
 * Protocol on stdin/stdout (one JSON line each): it prints {ready, port}; `start` starts publishing,
 * `mark` starts the measured window, `stop` stops and prints what the window cost and published
 * ({published, wallSeconds, cpuPercent, eventLoopUtilization, rssMb}).
 */
import Fastify from 'fastify';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { createSystemClock } from '../../apps/server/src/lib/clock';
import { registerRealtime } from '../../apps/server/src/modules/realtime/plugin';
import type { SessionService } from '../../apps/server/src/modules/session/service';
import { createHistogram, percentile, record } from './latency';
import { CHANNELS, payloadOf, RATES } from './traffic';

const app = Fastify({ logger: false });
// No token is ever sent, so the session service is never asked.
const sessions = {} as SessionService;
// RT_REDIS_URL: one of several server processes sharing the Redis adapter (run.ts, RT_SERVERS).
const realtime = await registerRealtime(app, { sessions, clock: createSystemClock(), blocked: [], redisUrl: process.env.RT_REDIS_URL || undefined });
realtime.channels.register({ name: 'bench', has: (c) => (CHANNELS as readonly string[]).includes(c), list: () => [...CHANNELS] });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ ready: true, port: typeof address === 'object' && address ? address.port : 0 }));

let publishing = false;
let published = 0;
let cpuStart = process.cpuUsage();
let wallStart = performance.now();
let elu = performance.eventLoopUtilization();
// The server's own share of the latency: how late each publish started (the event loop was busy
// with an earlier fan-out) and how long its synchronous part took (Socket.IO's room loop noting the
// push for every socket; the writes come after).
let publishUs = 0;
let startLag = createHistogram();
// RT_SERVER_PROFILE=file.cpuprofile: a CPU profile of the measured window only (not the connect phase).
const profilePath = process.env.RT_SERVER_PROFILE;
const inspector = profilePath ? new Session() : undefined;
inspector?.connect();
await inspector?.post('Profiler.enable');

const lines = createInterface({ input: process.stdin });
lines.on('line', async (line) => {
  if (line === 'start') {
    // Each push is due at start + n x period, not a period after the last one ran: a fan-out that
    // holds the event loop must not lower the offered rate (setInterval drifts by every delay).
    const start = performance.now();
    publishing = true;
    for (const channel of CHANNELS) {
      const period = 1000 / RATES[channel];
      let n = 0;
      // A push's `sent` stamp is the time it was due, not the time the server got to it, so the
      // latency the clients measure includes any wait for the server's event loop.
      const tick = () => {
        if (!publishing) return;
        const due = start + n * period;
        record(startLag, Math.round(performance.now() - due));
        const t0 = performance.now();
        realtime.publish(channel, payloadOf(channel, Math.round(performance.timeOrigin + due)));
        publishUs += (performance.now() - t0) * 1000;
        published++;
        n += 1;
        setTimeout(tick, Math.max(0, start + n * period - performance.now()));
      };
      setTimeout(tick, 0);
    }
  } else if (line === 'mark') {
    published = 0;
    publishUs = 0;
    startLag = createHistogram();
    cpuStart = process.cpuUsage();
    wallStart = performance.now();
    elu = performance.eventLoopUtilization();
    await inspector?.post('Profiler.start');
  } else if (line === 'stop') {
    publishing = false;
    const cpu = process.cpuUsage(cpuStart);
    const wallMs = performance.now() - wallStart;
    const window = performance.eventLoopUtilization(elu).utilization;
    if (inspector) writeFileSync(profilePath!, JSON.stringify((await inspector.post('Profiler.stop')).profile));
    console.log(
      JSON.stringify({
        published,
        // The synchronous part of a publish: Socket.IO's room loop noting the push for every socket.
        publishMsEach: publishUs / 1000 / Math.max(1, published),
        startLagMs: { p50: percentile(startLag, 50), p99: percentile(startLag, 99), max: startLag.max },
        wallSeconds: wallMs / 1000,
        cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
        systemCpuPercent: (cpu.system / 1000 / wallMs) * 100,
        eventLoopUtilization: window,
        rssMb: process.memoryUsage().rss / 2 ** 20,
        heapUsedMb: process.memoryUsage().heapUsed / 2 ** 20,
        // With RT_SERVER_NODE_ARGS=--expose-gc: what is still reachable after a full collection.
        heapAfterGcMb: (globalThis as { gc?: () => void }).gc ? ((globalThis as { gc: () => void }).gc(), process.memoryUsage().heapUsed / 2 ** 20) : undefined,
        externalMb: process.memoryUsage().external / 2 ** 20,
      }),
    );
    // Exit at once: closing thousands of sockets one by one is not part of the measurement.
    process.exit(0);
  }
});
