import { generateStream } from './stream';
const resting = Number(process.argv[2]);
const { createOrderBook } = await import("@aurelix/engine/order-book");
const stream = generateStream({ seed: 42, resting, ops: 1_000_000, users: 200 });
const { Session } = await import('node:inspector/promises');
const fs = await import('node:fs');
const session = new Session(); session.connect();
const book = createOrderBook(); for (const c of stream.warmup) book.apply(c);
for (let r = 0; r < 2; r++) { const b = createOrderBook(); for (const c of stream.warmup) b.apply(c); const sink: unknown[] = []; for (const c of stream.measured) { if (sink.length > 1000) sink.length = 0; b.applyInto(c, sink); } }
await session.post('Profiler.enable'); await session.post('Profiler.start');
for (let r = 0; r < 3; r++) { const b = createOrderBook(); for (const c of stream.warmup) b.apply(c); const sink: unknown[] = []; const t = process.hrtime.bigint(); for (const c of stream.measured) { if (sink.length > 1000) sink.length = 0; b.applyInto(c, sink); } console.log(Number(process.hrtime.bigint() - t) / 1e6, 'ms'); }
const { profile } = await session.post('Profiler.stop');
fs.writeFileSync('/tmp/prof/x.cpuprofile', JSON.stringify(profile));
