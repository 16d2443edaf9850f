#!/usr/bin/env node
// Recomputes an ICO project's lottery from its public data and compares it with the published
// result (issue 19; the algorithm is docs/ico.md). Needs nothing but Node.
//
//   node scripts/verify-ico-lottery.mjs <project-id> [--url http://localhost:8080]
//   node scripts/verify-ico-lottery.mjs --file lottery.json     (the data of POST /api/ico/lottery)
//
// It checks that sha256(seed) is the hash published when the project opened, draws the winning
// lots again from the seed and the subscription list, and prints each subscription's won lots.
// Exit code 0: the published winners are exactly the recomputed ones; 1: they differ.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** docs/ico.md, "The draw". */
export function draw(seed, offeredLots, subscriptions) {
  const won = new Map(subscriptions.map((s) => [s.id, 0]));
  const total = subscriptions.reduce((n, s) => n + s.lots, 0);
  if (total <= offeredLots) {
    for (const s of subscriptions) won.set(s.id, s.lots);
    return won;
  }
  const tickets = [];
  for (const s of subscriptions) for (let k = 0; k < s.lots; k++) tickets.push({ key: sha256(`${seed}:${s.id}:${k}`), id: s.id, k });
  tickets.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id || a.k - b.k));
  for (const t of tickets.slice(0, offeredLots)) won.set(t.id, won.get(t.id) + 1);
  return won;
}

/** Problems found in one project's published lottery (empty: verified). */
export function verify(data) {
  const problems = [];
  if (!data.allocated || data.seed === null) return ['the project is not allocated yet: its seed is not revealed'];
  if (sha256(data.seed) !== data.seed_hash) problems.push(`sha256(seed) = ${sha256(data.seed)}, but the published hash is ${data.seed_hash}`);
  const subs = [...data.subscriptions].sort((a, b) => a.id - b.id);
  const won = draw(data.seed, data.offered_lots, subs);
  for (const s of subs)
    if (won.get(s.id) !== s.won_lots) problems.push(`subscription ${s.id}: published ${s.won_lots} won lots, recomputed ${won.get(s.id)}`);
  return problems;
}

async function main(argv) {
  let data;
  const fileAt = argv.indexOf('--file');
  if (fileAt >= 0) data = JSON.parse(readFileSync(argv[fileAt + 1], 'utf8'));
  else {
    const id = Number(argv[0]);
    if (!Number.isInteger(id) || id <= 0) {
      console.error('usage: verify-ico-lottery.mjs <project-id> [--url http://localhost:8080] | --file lottery.json');
      return 2;
    }
    const urlAt = argv.indexOf('--url');
    const base = urlAt >= 0 ? argv[urlAt + 1] : 'http://localhost:8080';
    const res = await fetch(`${base}/api/ico/lottery`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) });
    const body = await res.json();
    if (body.code !== 200) {
      console.error(`the server answered ${body.code}: ${body.msg}`);
      return 2;
    }
    data = body.data;
  }
  if (data.data && data.code) data = data.data; // a whole envelope saved to a file
  const problems = verify(data);
  const total = data.subscriptions.reduce((n, s) => n + s.lots, 0);
  console.log(`project ${data.id}: ${data.subscriptions.length} subscriptions, ${total} lots asked, ${data.offered_lots} offered`);
  if (problems.length) {
    for (const p of problems) console.log(`MISMATCH ${p}`);
    return 1;
  }
  const won = draw(data.seed, data.offered_lots, [...data.subscriptions].sort((a, b) => a.id - b.id));
  for (const [id, w] of won) console.log(`subscription ${id}: ${w} won`);
  console.log('verified: sha256(seed) matches the published hash and every subscription won what the draw gives');
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
