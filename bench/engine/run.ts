/**
 * Engine benchmark: `npx tsx bench/engine/run.ts` (about a minute on 2 cores). Replays one
 * seeded stream at about 5,000 and about 50,000 resting orders through our book and through
 * the baseline (nodejs-order-book), and prints markdown tables of throughput and latency.
 * Figures are measured, never asserted; bench/README.md records them. ENGINE_BENCH_OPS
 * changes the number of measured commands (default 1,000,000).
 */
import { cpus, loadavg } from 'node:os';
import { latency, type Subject, throughput, timerCost } from './measure';
import { generateStream } from './stream';
import { baselineSubject, engineApplySubject, engineRestingAfter, engineSubject } from './subjects';

const OPS = Number(process.env.ENGINE_BENCH_OPS ?? 1_000_000);
const ROUNDS = 3;
const SCENARIOS = [
  { name: 'about 5,000 resting orders', resting: 5_000, baselineOps: Math.min(OPS, 200_000) },
  { name: 'about 50,000 resting orders', resting: 50_000, baselineOps: Math.min(OPS, 50_000) },
];

const us = (ns: number) => (ns / 1000).toFixed(2);
const count = (n: number) => Math.round(n).toLocaleString('en-US');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Measures one subject, prints its row, returns its median throughput and final book size. */
function measure(subject: Subject, rounds: number): { rate: number; restingAfter: number } {
  const rate = throughput(subject, rounds);
  const lat = latency(subject);
  const cells = [subject.name, count(subject.ops), count(rate.median), count(rate.best)];
  console.log(row([...cells, us(lat.p50), us(lat.p99), us(lat.p999), us(lat.max)]));
  return { rate: rate.median, restingAfter: lat.restingAfter };
}

function main(): void {
  const timer = timerCost();
  console.log(
    `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown cpu'}, load average ${load()}`,
  );
  console.log(
    `hrtime pair alone: p50 ${us(timer.p50)} µs, p99 ${us(timer.p99)} µs (inside every latency below)\n`,
  );
  const summary: string[] = [];
  const engineRates: number[] = [];
  for (const scenario of SCENARIOS) {
    const stream = generateStream({ seed: 42, resting: scenario.resting, ops: OPS, users: 200 });
    const { min, mean, max } = stream.restingRange;
    const { limit, cancel, market } = stream.mix;
    console.log(
      `### ${scenario.name}: resting min ${count(min)}, mean ${count(mean)}, max ${count(max)}; ` +
        `limit / cancel / market ${count(limit)} / ${count(cancel)} / ${count(market)}\n`,
    );
    console.log(
      row([
        'subject',
        'commands',
        'ops/s (median of 3)',
        'ops/s (best)',
        'p50 µs',
        'p99 µs',
        'p99.9 µs',
        'max µs',
      ]),
    );
    console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
    const engine = measure(engineSubject(stream), ROUNDS);
    measure(engineApplySubject(stream), ROUNDS);
    const baseline = measure(baselineSubject(stream, scenario.baselineOps), 1);
    const ours = engineRestingAfter(stream, scenario.baselineOps);
    const same = ours === baseline.restingAfter ? 'same' : 'DIFFERENT';
    console.log(
      `\nAfter ${count(scenario.baselineOps)} commands both books rest ${count(ours)} / ${count(baseline.restingAfter)} orders (${same}).\n`,
    );
    summary.push(
      `${scenario.name}: engine ${count(engine.rate)} ops/s, ${(engine.rate / baseline.rate).toFixed(1)}x the baseline`,
    );
    engineRates.push(engine.rate);
  }
  const [small, large] = engineRates;
  console.log(summary.join('\n'));
  if (small && large)
    console.log(`engine slowdown from 5,000 to 50,000 resting: ${(small / large).toFixed(2)}x`);
  console.log(`load average at the end: ${load()}`);
}

main();
