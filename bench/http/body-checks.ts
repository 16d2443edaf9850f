/**
 * What the body checks of issue 26 (item 3) add to every order: the JSON body's shape scan
 * (apps/server/src/http/json-body.ts) and the iterative text check (packages/shared schemas/text.ts),
 * against the baseline of main before them (JSON.parse and the recursive text check, copied below),
 * on the order bodies bench/http/run.ts sends. One process, the same bodies, rounds alternating.
 *
 *   npx tsx bench/http/body-checks.ts          (BODY_CHECKS_N=1000000, BODY_CHECKS_ROUNDS=5)
 */
import { isStorableText, findUnstorableText } from '../../packages/shared/src/schemas/text';
import { jsonShapeProblem } from '../../apps/server/src/http/json-body';

const N = Number(process.env.BODY_CHECKS_N ?? 1_000_000);
const ROUNDS = Number(process.env.BODY_CHECKS_ROUNDS ?? 5);

/** The text check of main before issue 26: recursive. */
function findUnstorableTextRecursive(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path || '(value)';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return at;
    const found = findUnstorableTextRecursive(inner, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The bodies of bench/http/run.ts: limit orders around 3400 with a client order id. */
const bodies = Array.from({ length: 1024 }, (_, i) =>
  JSON.stringify({ symbol: 'ETH_USDT', side: i % 2 ? 'buy' : 'sell', type: 'limit', price: (3390 + (i % 20)).toFixed(2), quantity: '0.01', client_order_id: `b-${i}-${1e6 + i}` }),
);

let sink = 0;
const subjects = {
  'before: JSON.parse + recursive text check': (text: string) => {
    const body = JSON.parse(text) as unknown;
    if (findUnstorableTextRecursive(body) !== undefined) sink++;
  },
  'after: shape scan + JSON.parse + iterative text check': (text: string) => {
    if (jsonShapeProblem(text) !== undefined) sink++;
    const body = JSON.parse(text) as unknown;
    if (findUnstorableText(body) !== undefined) sink++;
  },
};

const results = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(subjects)) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < N; i++) run(bodies[i & 1023]!);
    const ns = Number(process.hrtime.bigint() - started) / N;
    results.set(name, [...(results.get(name) ?? []), ns]);
  }
}
console.log(`| subject | ns per order body, median of ${ROUNDS} rounds of ${N.toLocaleString('en')} | best |`);
console.log('|---|---:|---:|');
for (const [name, ns] of results) {
  const sorted = [...ns].sort((a, b) => a - b);
  console.log(`| ${name} | ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} | ${sorted[0]!.toFixed(0)} |`);
}
if (sink !== 0) throw new Error('an order body was refused');
