import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, journalEntries, postings } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { Decimal } from '../../lib/decimal';
import { auditLedger } from './audit';
import type { JournalEntryInput, Leg } from './entry';
import { ledgerSnapshot, openLedgerFixture, type LedgerFixture } from './test-support';

let f: LedgerFixture;
let run = 0;
beforeAll(async () => {
  f = await openLedgerFixture(2);
}, 180_000);
afterAll(() => f.close());

/** A money movement between two (holder, field) places; an entry is one or a few of them. */
const moveArb = fc.record({
  from: fc.integer({ min: 0, max: 5 }),
  to: fc.integer({ min: 0, max: 5 }),
  amount: fc.integer({ min: 1, max: 40 }),
});
const planArb = fc.record({
  deposits: fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })),
  entries: fc.array(fc.array(moveArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
});

/** Places 0-5: world, alice and bob, each with its available and frozen halves. */
function entriesOf(plan: { from: number; to: number; amount: number }[][], currency: string): JournalEntryInput[] {
  const place = (i: number): Omit<Leg, 'amount'> => ({
    userId: [f.world, f.customers[0]!, f.customers[1]!][Math.floor(i / 2)]!,
    account: 'spot',
    currency,
    field: i % 2 === 0 ? 'available' : 'frozen',
  });
  return plan.map((moves, i) => ({
    reason: 'test',
    refType: 'post_many',
    refId: String(i),
    legs: moves.flatMap((m) => [
      { ...place(m.from), amount: `-${m.amount}` },
      { ...place(m.to), amount: String(m.amount) },
    ]),
  }));
}

async function stateOf(currency: string) {
  const rows = await f.db
    .select()
    .from(balances)
    .where(eq(balances.currency, currency))
    .orderBy(asc(balances.userId), asc(balances.account));
  const legs = await f.db
    .select({ p: postings, reason: journalEntries.reason, refId: journalEntries.refId })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(eq(postings.currency, currency))
    .orderBy(asc(postings.id));
  const d = (v: string) => new Decimal(v).toFixed();
  return {
    balances: rows.map((r) => [r.userId, r.account, d(r.available), d(r.frozen), r.allowNegative]),
    postings: legs.map(({ p, reason, refId }) => [reason, refId, p.userId, p.field, d(p.amount), d(p.availableAfter), d(p.frozenAfter)]),
  };
}

const keyOf = (err: unknown) => {
  if (err instanceof AppError) return err.key;
  throw err;
};

describe('postMany', () => {
  it('writes exactly what sequential posts would, or nothing when one of them would be refused', async () => {
    await fc.assert(
      fc.asyncProperty(planArb, async (plan) => {
        run++;
        const [seq, many] = [`S${run}`, `M${run}`];
        for (const currency of [seq, many]) {
          for (const [i, amount] of plan.deposits.entries()) {
            if (amount > 0)
              await f.ledger.credit({ userId: f.customers[i]!, account: 'spot', currency, amount: String(amount), reason: 'deposit' });
          }
        }
        // Sequential posts, all or nothing (the batch's contract).
        const seqOutcome = await f.db
          .transaction(async (tx) => {
            for (const entry of entriesOf(plan.entries, seq)) await f.ledger.post(entry, tx);
          })
          .then(() => 'ok', keyOf);
        const before = await ledgerSnapshot(f.db);
        const manyOutcome = await f.ledger.postMany(entriesOf(plan.entries, many)).then((r) => {
          expect(r).toHaveLength(plan.entries.length);
          return 'ok';
        }, keyOf);
        expect(manyOutcome).toBe(seqOutcome);
        if (manyOutcome !== 'ok') expect(await ledgerSnapshot(f.db)).toEqual(before);
        const [a, b] = [await stateOf(seq), await stateOf(many)];
        // Rows first used by a refused batch may exist at zero on one side only.
        const nonZero = (rows: unknown[][]) => rows.filter((r) => r[2] !== '0' || r[3] !== '0');
        expect(nonZero(b.balances)).toEqual(nonZero(a.balances));
        expect(b.postings).toEqual(a.postings);
      }),
      { numRuns: 40 },
    );
    expect((await auditLedger(f.db)).violations).toEqual([]);
  }, 300_000);

  it('rejects a malformed entry before writing anything', async () => {
    const before = await ledgerSnapshot(f.db);
    const bad: JournalEntryInput = {
      reason: 'test',
      legs: [
        { userId: f.customers[0]!, account: 'spot', currency: 'X', field: 'available', amount: '-1' },
        { userId: f.customers[1]!, account: 'spot', currency: 'X', field: 'available', amount: '2' },
      ],
    };
    await expect(f.ledger.postMany([bad])).rejects.toThrow(/UNBALANCED/);
    expect(await ledgerSnapshot(f.db)).toEqual(before);
    expect(await f.ledger.postMany([])).toEqual([]);
  });
});
