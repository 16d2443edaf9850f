/**
 * Engine benchmark: `npx tsx bench/engine/run.ts` (about a minute). Replays one seeded stream
 * at about 5,000 and about 50,000 resting orders through our book and through the baseline
 * (nodejs-order-book), and prints throughput and latency percentiles as markdown.
 * Figures are measured, never asserted; bench/README.md records them.
 */
import { cpus } from 'node:os';
import type { BookCommand } from '@aurelix/engine/commands';
import type { BookEvent } from '@aurelix/engine/events';
import { createOrderBook } from '@aurelix/engine/order-book';
import { applyBaseline, baselineOrderCount, createBaselineBook, toBaselineOps } from './baseline';
import { latency, type Percentiles, type Subject, throughput, timerCost } from './measure';
import { generateStream, type Stream } from './stream';

const OPS = Number(process.env.ENGINE_BENCH_OPS ?? 1_000_000);
const ROUNDS = 3;
const SCENARIOS = [
  { name: '~5,000 resting', resting: 5_000 },
  { name: '~50,000 resting', resting: 50_000 },
];

/** Our book through `applyInto` with one reused sink, as the sequencer batches. */
function engineSubject(stream: Stream): Subject {
  return {
    name: 'engine (applyInto, reused sink)',
    prepare() {
      const book = createOrderBook();
      for (const command of stream.warmup) book.apply(command);
      const sink: BookEvent[] = [];
      const measured = stream.measured;
      return (i) => {
        sink.length = 0;
        book.applyInto(measured[i] as BookCommand, sink);
      };
    },
  };
}

/** Our book through `apply`, a new event array per command. */
function engineApplySubject(stream: Stream): Subject {
  return {
    name: 'engine (apply, new array)',
    prepare() {
      const book = createOrderBook();
      for (const command of stream.warmup) book.apply(command);
      const measured = stream.measured;
      return (i) => {
        book.apply(measured[i] as BookCommand);
      };
    },
  };
}

function baselineSubject(stream: Stream): Subject {
  const warmup = toBaselineOps(stream.warmup);
  const measured = toBaselineOps(stream.measured);
  return {
    name: 'baseline nodejs-order-book',
    prepare() {
      const book = createBaselineBook();
      for (const op of warmup) applyBaseline(book, op);
      return (i) => {
        applyBaseline(book, measured[i] as (typeof measured)[number]);
      };
    },
  };
}

/** Checks both books end with the same number of resting orders: they did the same work. */
function checkSameWork(stream: Stream): string {
  const ours = createOrderBook();
  for (const command of [...stream.warmup, ...stream.measured]) ours.apply(command);
  const baseline = createBaselineBook();
  for (const op of toBaselineOps([...stream.warmup, ...stream.measured])) applyBaseline(baseline, op);
  const [a, b] = [ours.orderCount(), baselineOrderCount(baseline)];
  return a === b ? `both books end with ${a} resting orders` : `MISMATCH: engine ${a}, baseline ${b} resting`;
}

const us = (ns: number) => (ns / 1000).toFixed(2);
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

function report(name: string, rate: number, lat: Percentiles): string {
  return row([name, Math.round(rate).toLocaleString('en-US'), us(lat.p50), us(lat.p99), us(lat.p999), us(lat.max)]);
}

function main(): void {
  const timer = timerCost();
  console.log(`node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${OPS.toLocaleString('en-US')} measured commands`);
  console.log(`timer pair cost: p50 ${us(timer.p50)} µs, p99 ${us(timer.p99)} µs (included in latencies)\n`);
  const rates: Record<string, number[]> = {};
  for (const scenario of SCENARIOS) {
    const stream = generateStream({ seed: 42, resting: scenario.resting, ops: OPS, users: 200 });
    const { min, mean, max } = stream.restingRange;
    console.log(`### ${scenario.name} (resting min ${min}, mean ${mean}, max ${max}; ` +
      `limit/cancel/market ${stream.mix.limit}/${stream.mix.cancel}/${stream.mix.market}; ${checkSameWork(stream)})\n`);
    console.log(row(['subject', 'ops/s', 'p50 µs', 'p99 µs', 'p99.9 µs', 'max µs']));
    console.log(row(['---', '---:', '---:', '---:', '---:', '---:']));
    for (const subject of [engineSubject(stream), engineApplySubject(stream), baselineSubject(stream)]) {
      const rate = throughput(subject, OPS, ROUNDS);
      (rates[subject.name] ??= []).push(rate);
      console.log(report(subject.name, rate, latency(subject, OPS)));
    }
    console.log('');
  }
  const [engine5k, engine50k] = rates['engine (applyInto, reused sink)'] ?? [];
  const [base5k, base50k] = rates['baseline nodejs-order-book'] ?? [];
  if (engine5k && engine50k && base5k && base50k) {
    console.log(`engine slowdown 5k -> 50k resting: ${(engine5k / engine50k).toFixed(2)}x`);
    console.log(`engine vs baseline: ${(engine5k / base5k).toFixed(1)}x at 5k, ${(engine50k / base50k).toFixed(1)}x at 50k`);
  }
}

main();
