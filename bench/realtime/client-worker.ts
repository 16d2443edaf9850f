/**
 * One load-generator thread of the realtime benchmark: connects its share of the clients (light
 * `ws` clients or full socket.io-client instances), counts every `data` push received while the
 * runner says it is measuring, and records its delivery latency (receive time minus the server's
 * `sent` stamp, one machine clock) in a histogram it hands back at the end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import { createHistogram, record } from './latency';
import { connectLightClient, type ParseMode } from './light-client';

export type ClientMode = 'light' | 'light-json' | 'socketio';

export interface WorkerInput {
  /** The server processes; client i connects to urls[i % urls.length]. */
  urls: string[];
  clients: number;
  mode: ClientMode;
  channels: readonly string[];
  concurrency: number;
  connectTimeoutMs: number;
}

export type WorkerReport =
  | { type: 'progress'; subscribed: number }
  | { type: 'ready'; subscribed: number; failed: number; firstError?: string }
  | {
      type: 'result';
      received: number;
      perChannel: number[];
      unstamped: number;
      counts: Uint32Array;
      max: number;
      disconnects: number;
      eventLoopUtilization: number;
    };

const input = workerData as WorkerInput;
const port = parentPort!;
const histogram = createHistogram();
const perChannel = input.channels.map(() => 0);
let measuring = false;
let received = 0;
let unstamped = 0;
let disconnects = 0;
const closers: (() => void)[] = [];

function onData(channel: number, sent: number): void {
  if (!measuring) return;
  received++;
  if (channel >= 0) perChannel[channel]!++;
  if (Number.isFinite(sent)) record(histogram, Date.now() - sent);
  else unstamped++;
}
const onClose = () => disconnects++;

async function connectOne(index: number): Promise<void> {
  const url = input.urls[index % input.urls.length]!;
  if (input.mode === 'socketio') return connectSocketIo(url);
  const parse: ParseMode = input.mode === 'light-json' ? 'json' : 'bytes';
  const client = await connectLightClient({ url, channels: input.channels, parse, onData, onClose }, input.connectTimeoutMs);
  closers.push(() => client.close());
}

async function connectSocketIo(url: string): Promise<void> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
  closers.push(() => socket.close());
  const index = new Map(input.channels.map((c, i) => [c, i]));
  socket.on('data', (push: { channel: string; data: { sent: number } }) => onData(index.get(push.channel) ?? -1, push.data.sent));
  socket.on('disconnect', onClose);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.timeout(input.connectTimeoutMs).emitWithAck('sub', [...input.channels]);
}

async function connectAll(): Promise<void> {
  let subscribed = 0;
  let failed = 0;
  let firstError: string | undefined;
  for (let i = 0; i < input.clients; i += input.concurrency) {
    const batch = Array.from({ length: Math.min(input.concurrency, input.clients - i) }, (_, k) => connectOne(i + k));
    for (const r of await Promise.allSettled(batch)) {
      if (r.status === 'fulfilled') subscribed++;
      else {
        failed++;
        firstError ??= String(r.reason);
      }
    }
    port.postMessage({ type: 'progress', subscribed } satisfies WorkerReport);
  }
  port.postMessage({ type: 'ready', subscribed, failed, firstError } satisfies WorkerReport);
}

let elu = performance.eventLoopUtilization();
port.on('message', (command: 'measure' | 'stop') => {
  if (command === 'measure') {
    measuring = true;
    elu = performance.eventLoopUtilization();
  } else {
    measuring = false;
    const report: WorkerReport = {
      type: 'result',
      received,
      perChannel,
      unstamped,
      counts: histogram.counts,
      max: histogram.max,
      disconnects,
      eventLoopUtilization: performance.eventLoopUtilization(elu).utilization,
    };
    port.postMessage(report, [histogram.counts.buffer as ArrayBuffer]);
    for (const close of closers) close();
  }
});

await connectAll();
