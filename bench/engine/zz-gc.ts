import { createOrderBook } from '@aurelix/engine/order-book';
import type { BookEvent } from '@aurelix/engine/events';
import { PerformanceObserver } from 'node:perf_hooks';
import { generateStream } from './stream';
const resting = Number(process.argv[2]);
const stream = generateStream({ seed: 42, resting, ops: 1_000_000, users: 200 });
let gcMs = 0; let gcN = 0; const kinds: Record<string, number> = {};
const obs = new PerformanceObserver((list) => { for (const e of list.getEntries()) { gcMs += e.duration; gcN++; const k = String((e as any).detail?.kind); kinds[k] = (kinds[k] ?? 0) + e.duration; } });
for (let r = 0; r < 4; r++) {
  const b = createOrderBook(); for (const c of stream.warmup) b.apply(c);
  const sink: BookEvent[] = [];
  obs.observe({ entryTypes: ['gc'] }); gcMs = 0; gcN = 0; for (const k in kinds) delete kinds[k];
  const t = process.hrtime.bigint();
  for (const c of stream.measured) { if (sink.length > 1024) sink.length = 0; b.applyInto(c, sink); }
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  await new Promise((r) => setTimeout(r, 50));
  obs.disconnect();
  console.log(resting, ms.toFixed(0), 'ms total;', gcMs.toFixed(0), 'ms gc in', gcN, JSON.stringify(kinds));
}
