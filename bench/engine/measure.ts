/**
 * Timing: throughput over the measured stream, and per-command latency percentiles with
 * `process.hrtime.bigint()` around each command. The timer pair costs time itself; its cost is
 * measured and printed next to the figures rather than subtracted. Garbage is collected before
 * every timed run, so one run's garbage (a whole discarded book) is not charged to the next.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A fresh, warmed-up book ready to take measured command `index`. */
export interface Run {
  step(index: number): void;
  /** Resting orders now; compared across engines to show they did the same work. */
  restingCount(): number;
}

/** Something to measure. */
export interface Subject {
  readonly name: string;
  /** Commands of the stream this subject replays (the baseline replays a prefix). */
  readonly ops: number;
  prepare(): Run;
}

/** Throughput over several rounds: the median and the best (least disturbed) round. */
export interface Throughput {
  readonly median: number;
  readonly best: number;
}

/** Latency percentiles in nanoseconds, and the book size after the run. */
export interface Latency {
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
  readonly restingAfter: number;
}

/** Commands per second over the subject's stream, each round on a fresh book. */
export function throughput(subject: Subject, rounds: number): Throughput {
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const run = subject.prepare();
    collectGarbage();
    const start = process.hrtime.bigint();
    for (let i = 0; i < subject.ops; i++) run.step(i);
    rates.push((subject.ops * 1e9) / Number(process.hrtime.bigint() - start));
  }
  rates.sort((a, b) => a - b);
  return { median: rates[Math.floor(rates.length / 2)] as number, best: rates[rates.length - 1] as number };
}

/** Per-command latency over the subject's stream on a fresh book. */
export function latency(subject: Subject): Latency {
  const run = subject.prepare();
  const samples = new Float64Array(subject.ops);
  collectGarbage();
  for (let i = 0; i < subject.ops; i++) {
    const start = process.hrtime.bigint();
    run.step(i);
    samples[i] = Number(process.hrtime.bigint() - start);
  }
  return { ...percentiles(samples), restingAfter: run.restingCount() };
}

/** What a pair of timer reads costs with nothing between them. */
export function timerCost(count = 1_000_000): Omit<Latency, 'restingAfter'> {
  const samples = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const start = process.hrtime.bigint();
    samples[i] = Number(process.hrtime.bigint() - start);
  }
  return percentiles(samples);
}

function percentiles(samples: Float64Array): Omit<Latency, 'restingAfter'> {
  const sorted = samples.slice().sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { p50: at(0.5), p99: at(0.99), p999: at(0.999), max: sorted[sorted.length - 1] as number };
}
