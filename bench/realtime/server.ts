/**
 * The server side of the realtime benchmark, in its own process so that its CPU is measured apart
 * from the clients': Fastify with the production realtime plugin (Socket.IO, channel registry,
 * `app.realtime.publish`), publishing one market's channels at the rate the market data uses.
 * Protocol on stdin/stdout (one JSON line each): it prints {ready, port}; `start` starts publishing,
 * `stop` stops and prints {cpu, published}.
 */
import Fastify from 'fastify';
import { createInterface } from 'node:readline';
import { registerRealtime } from '../../apps/server/src/modules/realtime/plugin';
import type { SessionService } from '../../apps/server/src/modules/session/service';
import { CHANNELS, payloadOf, RATES } from './traffic';

const app = Fastify({ logger: false });
// No token is ever sent, so the session service is never asked.
const sessions = {} as SessionService;
const realtime = await registerRealtime(app, { sessions, blocked: [] });
realtime.channels.register({ name: 'bench', has: (c) => (CHANNELS as readonly string[]).includes(c), list: () => [...CHANNELS] });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ ready: true, port: typeof address === 'object' && address ? address.port : 0 }));

let timers: NodeJS.Timeout[] = [];
let published = 0;
let cpuStart = process.cpuUsage();
let wallStart = performance.now();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line === 'start') {
    cpuStart = process.cpuUsage();
    wallStart = performance.now();
    timers = CHANNELS.map((channel) =>
      setInterval(() => {
        realtime.publish(channel, payloadOf(channel, Date.now()));
        published++;
      }, 1000 / RATES[channel]),
    );
  } else if (line === 'stop') {
    for (const t of timers) clearInterval(t);
    const cpu = process.cpuUsage(cpuStart);
    const wallMs = performance.now() - wallStart;
    console.log(JSON.stringify({ published, cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100, rssMb: process.memoryUsage().rss / 2 ** 20 }));
    // Exit at once: closing thousands of sockets one by one is not part of the measurement.
    process.exit(0);
  }
});
