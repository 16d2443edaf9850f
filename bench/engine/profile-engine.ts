import { createOrderBook } from '@aurelix/engine/order-book';
import type { BookEvent } from '@aurelix/engine/events';
import { generateStream } from './stream';

const resting = Number(process.argv[2] ?? 5000);
const stream = generateStream({ seed: 42, resting, ops: 1_000_000, users: 200 });
const best: number[] = [];
for (let round = 0; round < 7; round++) {
  const book = createOrderBook();
  for (const c of stream.warmup) book.apply(c);
  const sink: BookEvent[] = [];
  const t = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  for (const c of stream.measured) { if (sink.length > 1000) sink.length = 0; book.applyInto(c, sink); }
  const ns = Number(process.hrtime.bigint() - t);
  const used = process.cpuUsage(cpu);
  best.push(Math.round(1e6 * stream.measured.length / (used.user + used.system)));
  if (process.env.V) console.log(resting, 'ops/s', Math.round(1e9 * stream.measured.length / ns), 'ops/cpu-s', Math.round(1e6 * stream.measured.length / (used.user + used.system)));
}
console.log(resting, 'best ops/cpu-s', Math.max(...best), 'median', best.sort((a, b) => a - b)[3]);
