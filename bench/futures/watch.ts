/**
 * The liquidation watch without a scan (issue 16 part 6), in memory, no database: POSITIONS
 * (default 100,000) single-contract cross longs of 0.01 BTC at 50,000, wallets chosen so their
 * liquidation prices spread over 45,000-47,500, plus as many isolated longs over the same band.
 *
 * - recompute: `watch.recompute(user, balance)` of every account (what a touched account costs).
 * - mark change that crosses none: `watch.dueAt('BTC_USDT', mark)` at marks above the band, best
 *   of three rounds of MARK_CHANGES (default 100,000) changes; next to it, the scan the service did
 *   before (`isCrossLiquidatable` / `isIsolatedLiquidatable` of every position at the mark).
 * - a mark through the band: `dueAt` at 46,000 (about half the entries due, each checked exactly).
 *
 *   npx tsx bench/futures/watch.ts
 */
import { BTC_USDT_CONTRACT } from '@aurelix/engine/futures/contract';
import { isCrossLiquidatable, isIsolatedLiquidatable } from '@aurelix/engine/futures/margin';
import { money, price, rate, type Money, type Price } from '@aurelix/engine/futures/units';
import { lots } from '@aurelix/engine/units';
import { LiquidationWatch } from '../../apps/server/src/modules/futures/liquidation-watch';
import { positionKey, type FuturesMarket, type PositionState } from '../../apps/server/src/modules/futures/order-state';
import { loadAverage, table } from './setup';

const POSITIONS = Number(process.env.POSITIONS ?? 100_000);
const CHANGES = Number(process.env.MARK_CHANGES ?? 100_000);
const ONE = 100_000_000n;
const ENTRY = 50_000n * ONE;

console.log(`load average at start: ${await loadAverage()}`);
const market: FuturesMarket = {
  contract: BTC_USDT_CONTRACT,
  symbol: 'BTC_USDT',
  base: 'BTC',
  quote: 'USDT',
  minLots: lots(1),
  pricePrecision: 1,
  qtyPrecision: 3,
  trading: true,
  priceBand: rate(0n),
};
const positions = new Map<string, PositionState>();
const balances = new Map<number, Money>();
const entryValue = money(ENTRY / 100n); // 0.01 BTC at 50,000
for (let i = 0; i < 2 * POSITIONS; i++) {
  const userId = i + 1;
  const isolated = i >= POSITIONS;
  // Liquidated between 45,000 and 47,500: the backing is 5% to 10% of the entry value, plus maintenance.
  const share = 5n + (5n * BigInt(i % POSITIONS)) / BigInt(POSITIONS);
  const backing = money((entryValue * share) / 100n + entryValue / 250n);
  positions.set(positionKey(userId, 'long'), {
    userId,
    side: 'long',
    size: lots(10),
    entryValue,
    margin: isolated ? backing : money(0n),
    leverage: 20,
    marginMode: isolated ? 'isolated' : 'cross',
    realisedPnl: money(0n),
    updatedAt: 0,
  });
  if (!isolated) balances.set(userId, backing);
}
let mark: Price = price(ENTRY);
const watch = new LiquidationWatch({ markets: () => [{ market, positions }], mark: () => mark, exempt: () => false });

let t = performance.now();
for (const p of positions.values()) watch.recompute(p.userId, balances.get(p.userId) ?? money(0n));
if (watch.size < positions.size) throw new Error(`only ${watch.size} entries for ${positions.size} positions`);
const recomputeUs = ((performance.now() - t) * 1000) / positions.size;

const marks = Array.from({ length: 1000 }, (_, i) => price(ENTRY - BigInt(i) * ONE));
let best = Infinity;
for (let round = 0; round < 3; round++) {
  t = performance.now();
  let due = 0;
  for (let i = 0; i < CHANGES; i++) {
    mark = marks[i % marks.length]!;
    const d = watch.dueAt('BTC_USDT', mark);
    due += d.isolated.length + d.cross.length;
  }
  if (due !== 0) throw new Error(`a mark above the band found ${due} due`);
  best = Math.min(best, ((performance.now() - t) * 1000) / CHANGES);
}

// The scan the service did before, once per mark.
const scanRounds = 20;
t = performance.now();
let found = 0;
for (let r = 0; r < scanRounds; r++) {
  mark = marks[r]!;
  for (const p of positions.values()) {
    const m = { contract: market.contract, position: { side: p.side, size: p.size, entryValue: p.entryValue }, mark };
    if (p.marginMode === 'isolated' ? isIsolatedLiquidatable(m, p.margin) : isCrossLiquidatable(balances.get(p.userId)!, [m])) found++;
  }
}
if (found !== 0) throw new Error('the scan found positions to liquidate above the band');
const scanUs = ((performance.now() - t) * 1000) / scanRounds;

mark = price(46_000n * ONE);
t = performance.now();
const through = watch.dueAt('BTC_USDT', mark);
const throughMs = performance.now() - t;

console.log(`\nliquidation watch, ${positions.size.toLocaleString('en-US')} positions (half cross accounts, half isolated) on one contract\n`);
console.log(
  table(
    ['step', 'cost'],
    [
      ['recompute one account (its entries at liquidation and at the 80% warning)', `${recomputeUs.toFixed(2)} µs`],
      [`mark change crossing none: watch.dueAt (best of 3 × ${CHANGES.toLocaleString('en-US')})`, `${best.toFixed(2)} µs`],
      ['mark change: the scan of every position, as before', `${(scanUs / 1000).toFixed(1)} ms`],
      [`mark at 46,000: ${(through.isolated.length + through.cross.length).toLocaleString('en-US')} due, each checked exactly`, `${throughMs.toFixed(1)} ms`],
    ],
  ),
);
console.log(`\nload average at end: ${await loadAverage()}`);
