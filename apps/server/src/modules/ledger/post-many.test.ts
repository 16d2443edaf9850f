import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, journalEntries, postings } from './schema';
import { AppError } from '../../lib/app-error';
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

describe('postManyIn and balancesFor (how a market sequencer uses the ledger)', () => {
  const move = (from: number, to: number, amount: string): JournalEntryInput => ({
    reason: 'test',
    refType: 'post_many_in',
    legs: [
      { userId: from, account: 'spot', currency: 'PMI', field: 'available', amount: `-${amount}` },
      { userId: to, account: 'spot', currency: 'PMI', field: 'available', amount },
    ],
  });

  it('posts inside the caller’s transaction: committed with it, and a refusal fails all of it', async () => {
    const [alice, bob] = f.customers as [number, number];
    await f.ledger.credit({ userId: alice, account: 'spot', currency: 'PMI', amount: '10', reason: 'deposit' });
    const posted = await f.db.transaction((tx) => f.ledger.postManyIn(tx, [move(alice, bob, '4'), move(bob, alice, '1')]));
    expect(posted.map((p) => p.postings.map((l) => l.availableAfter))).toEqual([['6', '4'], ['3', '7']]);
    const before = await ledgerSnapshot(f.db);
    // The second entry overdraws bob: the caller's own write in the same transaction goes too.
    const refused = f.db.transaction(async (tx) => {
      await f.ledger.credit({ userId: bob, account: 'spot', currency: 'PMI', amount: '1', reason: 'deposit' }, tx);
      await f.ledger.postManyIn(tx, [move(alice, bob, '1'), move(bob, alice, '9')]);
    });
    await expect(refused).rejects.toMatchObject({ key: 'INSUFFICIENT_BALANCE' });
    expect(await ledgerSnapshot(f.db)).toEqual(before);
    expect(await f.db.transaction((tx) => f.ledger.postManyIn(tx, []))).toEqual([]);
  });

  it('balancesFor reads many users’ rows of one wallet and a few currencies, exactly', async () => {
    const [alice, bob] = f.customers as [number, number];
    await f.ledger.credit({ userId: bob, account: 'spot', currency: 'BFA', amount: '0.000000000000000001', reason: 'deposit' });
    await f.ledger.credit({ userId: alice, account: 'futures', currency: 'BFA', amount: '5', reason: 'deposit' });
    const rows = await f.ledger.balancesFor([alice, bob], 'spot', ['BFA']);
    expect(rows.map((r) => [r.userId, r.currency, new Decimal(r.available).toFixed(), new Decimal(r.frozen).toFixed()])).toEqual([
      [bob, 'BFA', '0.000000000000000001', '0'],
    ]);
    expect(await f.ledger.balancesFor([], 'spot', ['BFA'])).toEqual([]);
  });
});
