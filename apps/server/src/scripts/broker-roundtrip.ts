import { connect } from '@nats-io/transport-node';
import { createClient } from 'redis';

/*
 * How long one command takes to reach a market's owner and come back (issue 28, docs/decisions.md):
 * NATS request/reply against Redis Streams (XADD to the owner's stream, the owner's blocking
 * XREAD, its answer XADDed to the caller's reply stream). `tsx src/scripts/broker-roundtrip.ts`
 * with NATS_URL and REDIS_URL; sequential and 64 in flight, a ~300-byte order command each.
 */
const N = Number(process.env.ROUNDTRIPS ?? 5000);
const body = JSON.stringify({ op: 'command', command: { type: 'place', userId: 12345, body: { symbol: 'BTC_USDT', side: 'buy', type: 'limit', tif: 'GTC', price: '96635.10', quantity: '0.001', client_order_id: 'c-0123456789' } } });

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

async function run(name: string, one: () => Promise<void>) {
  const seq: number[] = [];
  for (let i = 0; i < N; i++) {
    const t = performance.now();
    await one();
    seq.push((performance.now() - t) * 1000);
  }
  const t0 = performance.now();
  let done = 0;
  await Promise.all(Array.from({ length: 64 }, async () => {
    while (done < N) {
      done++;
      await one();
    }
  }));
  const rate = N / ((performance.now() - t0) / 1000);
  console.log(`${name}: sequential p50 ${pct(seq, 50).toFixed(0)} µs, p99 ${pct(seq, 99).toFixed(0)} µs; 64 in flight ${rate.toFixed(0)} round trips/s`);
}

async function nats() {
  const server = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  const client = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  server.subscribe('bench.market', { callback: (_e, m) => void m.respond(m.data) });
  await server.flush();
  await run('NATS request/reply', async () => void (await client.request('bench.market', body, { timeout: 2000 })));
  await server.close();
  await client.close();
}

async function streams() {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const owner = createClient({ url });
  const ownerWrite = createClient({ url });
  const caller = createClient({ url });
  const callerRead = createClient({ url });
  await Promise.all([owner.connect(), ownerWrite.connect(), caller.connect(), callerRead.connect()]);
  await caller.del(['bench:market', 'bench:reply']);
  let stop = false;
  // The owner: blocking reads of its market's stream, each answered on the caller's reply stream.
  void (async () => {
    let last = '$';
    while (!stop) {
      const r = (await owner.xRead({ key: 'bench:market', id: last }, { BLOCK: 100, COUNT: 256 })) as { messages: { id: string; message: Record<string, string> }[] }[] | null;
      for (const m of r?.[0]?.messages ?? []) {
        last = m.id;
        void ownerWrite.xAdd('bench:reply', '*', { id: m.message.id!, body: m.message.body! });
      }
    }
  })();
  const waiting = new Map<string, () => void>();
  void (async () => {
    let last = '$';
    while (!stop) {
      const r = (await callerRead.xRead({ key: 'bench:reply', id: last }, { BLOCK: 100, COUNT: 256 })) as { messages: { id: string; message: Record<string, string> }[] }[] | null;
      for (const m of r?.[0]?.messages ?? []) {
        last = m.id;
        waiting.get(m.message.id!)?.();
      }
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  let n = 0;
  await run('Redis Streams (XADD + blocking XREAD both ways)', () => new Promise<void>((resolve) => {
    const id = String(n++);
    waiting.set(id, () => (waiting.delete(id), resolve()));
    void caller.xAdd('bench:market', '*', { id, body });
  }));
  stop = true;
  await new Promise((r) => setTimeout(r, 300));
  await caller.del(['bench:market', 'bench:reply']);
  for (const c of [owner, ownerWrite, caller, callerRead]) c.destroy();
}

await nats();
await streams();
