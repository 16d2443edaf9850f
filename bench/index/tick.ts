/**
 * The index service's tick cost (issue 26 item 1): CPU per pair per tick of
 * `createIndexService().tick(now)` (apps/server/src/modules/index-price/service.ts), the work the
 * server does once a second for every pair: three external quotes and the book's top through the
 * weighted median, the stale and outlier screens, the book's bound and average, the pair's rounding,
 * the sources as the API shows them, and the row to record (the database write itself is I/O, apart).
 * Every quote moves every tick, so every pair's index changes and is recorded: the dearest case.
 *
 * Baseline, same run: what the index cost before, the demo walk's step and the rounding to the tick
 * (`createRandomWalkOracle().priceAt` and `formatPrice`), per pair per tick.
 *
 *   npx tsx bench/index/tick.ts                 15 and 200 pairs, 2,000 ticks, 5 rounds
 *   INDEX_BENCH_TICKS=500 npx tsx bench/index/tick.ts
 */
import os from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Decimal } from '../../apps/server/src/lib/decimal';
import type { FeedQuote, PriceFeed } from '../../apps/server/src/modules/index-price/feeds';
import { createIndexService } from '../../apps/server/src/modules/index-price/service';
import type { RecordedTick } from '../../apps/server/src/modules/index-price/repository';
import { createRandomWalkOracle } from '../../apps/server/src/modules/market/price-oracle';
import { formatPrice, type MarketPair } from '../../apps/server/src/modules/market/ticker-source';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const TICKS = Number(process.env.INDEX_BENCH_TICKS ?? 2000);
const ROUNDS = 5;
const START = 1_800_000_000_000;

function pairsOf(count: number): MarketPair[] {
  return Array.from({ length: count }, (_, i) => {
    const price = new Decimal(96500).div(i + 1).toDecimalPlaces(2);
    return {
      symbol: `C${i}_USDT`,
      left: `C${i}`,
      right: 'USDT',
      contract: true,
      hot: i < 5,
      tickSize: new Decimal('0.01'),
      pricePrecision: 2,
      qtyPrecision: 6,
      amountPrecision: 2,
      referencePrice: price,
      quoteUsdt: new Decimal(1),
    };
  });
}

/** A deterministic wiggle of a few basis points, different per source, pair and tick. */
const wiggle = (k: number, i: number, t: number) => 1 + 0.0004 * Math.sin(k * 1.7 + i * 0.3 + t * 0.11);

/** The index service over `pairs` with three exchanges whose quotes move every tick. */
function indexSubject(pairs: MarketPair[]) {
  const names = ['binance', 'okx', 'kraken'];
  const quotes = names.map(() => new Map<string, FeedQuote>());
  const feeds: PriceFeed[] = names.map((name, k) => ({ name, weight: new Decimal(3 - k), quote: (p) => quotes[k]!.get(p.symbol) }));
  let rows = 0;
  const service = createIndexService({
    feeds,
    bookTop: (symbol) => tops.get(symbol)!,
    bookWeight: new Decimal(1),
    record: async (ticks: readonly RecordedTick[]) => void (rows += ticks.length),
    log: () => undefined,
  });
  const tops = new Map(pairs.map((p) => [p.symbol, { bid: p.referencePrice.times('0.9999'), ask: p.referencePrice.times('1.0001'), last: p.referencePrice }]));
  service.start(pairs, START, []);
  // Quotes are set outside the timed section: in the server they arrive with each poll.
  const setQuotes = (t: number) => {
    for (const [i, p] of pairs.entries()) {
      const ref = p.referencePrice.toNumber();
      for (let k = 0; k < names.length; k++) quotes[k]!.set(p.symbol, { price: new Decimal((ref * wiggle(k, i, t)).toFixed(2)), time: START + t * 1000 });
    }
  };
  return { service, setQuotes, rows: () => rows };
}

function walkSubject(pairs: MarketPair[]) {
  const walk = createRandomWalkOracle({ seed: 'bench', start: START, pairs: pairs.map((p) => ({ symbol: p.symbol, startPrice: p.referencePrice })) });
  return (t: number) => {
    let last = '';
    for (const p of pairs) last = formatPrice(p, walk.priceAt(p.symbol, START + t * 1000));
    return last;
  };
}

/**
 * Nanoseconds of CPU per pair per tick, one round: process.cpuUsage (user + system) around each tick,
 * not wall time, so other processes on a shared machine are not charged to it.
 */
function round(pairs: MarketPair[], run: (t: number) => void, before?: (t: number) => void): number {
  collectGarbage();
  let spentUs = 0;
  for (let t = 1; t <= TICKS; t++) {
    before?.(t);
    const start = process.cpuUsage();
    run(t);
    const used = process.cpuUsage(start);
    spentUs += used.user + used.system;
  }
  return (spentUs * 1000) / TICKS / pairs.length;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const us = (ns: number) => (ns / 1000).toFixed(2);

console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, load average ${os.loadavg()[0]!.toFixed(2)}`);
console.log(`${TICKS} ticks per round, ${ROUNDS} rounds; µs of CPU per pair per tick (median of rounds, best)\n`);
console.log('| pairs | subject | µs/pair/tick (median) | best | rows recorded per tick | CPU of one core at 1 tick/s |');
console.log('| ---: | --- | ---: | ---: | ---: | ---: |');
for (const count of [15, 200]) {
  const pairs = pairsOf(count);
  const index = indexSubject(pairs);
  const walk = walkSubject(pairs);
  const indexRounds: number[] = [];
  const walkRounds: number[] = [];
  let offset = 0;
  for (let r = 0; r < ROUNDS + 1; r++) {
    // Round 0 warms the JIT up and is not counted.
    const i = round(pairs, (t) => index.service.tick(START + (offset + t) * 1000), (t) => index.setQuotes(offset + t));
    const w = round(pairs, (t) => walk(offset + t));
    offset += TICKS;
    if (r > 0) {
      indexRounds.push(i);
      walkRounds.push(w);
    }
  }
  await index.service.idle();
  const rowsPerTick = index.rows() / ((ROUNDS + 1) * TICKS);
  const share = (ns: number) => `${((ns * count) / 1e7).toFixed(3)}%`;
  console.log(`| ${count} | index service tick | ${us(median(indexRounds))} | ${us(Math.min(...indexRounds))} | ${rowsPerTick.toFixed(1)} | ${share(median(indexRounds))} |`);
  console.log(`| ${count} | baseline: demo walk step + rounding | ${us(median(walkRounds))} | ${us(Math.min(...walkRounds))} | - | ${share(median(walkRounds))} |`);
}
