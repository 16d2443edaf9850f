/**
 * Timing: throughput over the whole measured stream, and per-command latency percentiles with
 * `process.hrtime.bigint()` around each command. The per-command timer costs time itself; its
 * own cost is measured and reported next to the figures rather than subtracted.
 */

/** Something to measure: `prepare` builds a fresh, warmed-up book and returns its step. */
export interface Subject {
  readonly name: string;
  prepare(): (index: number) => void;
}

/** Latency percentiles in nanoseconds. */
export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
}

/** Commands per second over `ops` commands on a fresh book; the median of `rounds` runs. */
export function throughput(subject: Subject, ops: number, rounds: number): number {
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const step = subject.prepare();
    const start = process.hrtime.bigint();
    for (let i = 0; i < ops; i++) step(i);
    const elapsed = Number(process.hrtime.bigint() - start);
    rates.push((ops * 1e9) / elapsed);
  }
  rates.sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)] as number;
}

/** Per-command latency over `ops` commands on a fresh book. */
export function latency(subject: Subject, ops: number): Percentiles {
  const step = subject.prepare();
  const samples = new Float64Array(ops);
  for (let i = 0; i < ops; i++) {
    const start = process.hrtime.bigint();
    step(i);
    samples[i] = Number(process.hrtime.bigint() - start);
  }
  return percentiles(samples);
}

/** What a pair of timer reads costs with nothing between them. */
export function timerCost(samples = 1_000_000): Percentiles {
  const values = new Float64Array(samples);
  for (let i = 0; i < samples; i++) {
    const start = process.hrtime.bigint();
    values[i] = Number(process.hrtime.bigint() - start);
  }
  return percentiles(values);
}

function percentiles(samples: Float64Array): Percentiles {
  const sorted = samples.slice().sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { p50: at(0.5), p99: at(0.99), p999: at(0.999), max: sorted[sorted.length - 1] as number };
}
