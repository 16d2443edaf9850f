import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, postings } from './schema';
import { Decimal } from '../../lib/decimal';
import { AppError } from '../../lib/app-error';
import { auditLedger } from './audit';
import type { Account, Leg } from './entry';
import { BalanceModel, opArbitrary, runOp, type World } from './property-model';
import { openLedgerFixture, type LedgerFixture } from './test-support';

let f: LedgerFixture;
let run = 0;
beforeAll(async () => {
  f = await openLedgerFixture(3);
});
afterAll(() => f.close());

/** A world with currencies no earlier run has touched, so the model can start from zero. */
function freshWorld(currencies = 2): World {
  run++;
  return {
    ledger: f.ledger,
    world: f.world,
    fees: f.fees,
    customers: f.customers,
    currencies: Array.from({ length: currencies }, (_, i) => `P${run}_${i}`),
  };
}

/** Only business rejections are allowed; anything else (a deadlock, a constraint error) fails the test. */
function rejectionKey(result: PromiseSettledResult<unknown>): string | null {
  if (result.status === 'fulfilled') return null;
  if (result.reason instanceof AppError) return result.reason.key;
  throw result.reason;
}

async function expectDatabaseMatches(model: BalanceModel, w: World) {
  const rows = await f.db
    .select({
      userId: balances.userId,
      account: balances.account,
      currency: balances.currency,
      available: balances.available,
      frozen: balances.frozen,
    })
    .from(balances)
    .where(inArray(balances.currency, w.currencies));
  const actual = Object.fromEntries(
    rows.map((r) => [
      `${r.userId}/${r.account}/${r.currency}`,
      `${new Decimal(r.available).toFixed()} ${new Decimal(r.frozen).toFixed()}`,
    ]),
  );
  const expected = Object.fromEntries(
    [...model.rows.entries()]
      .filter(
        ([key]) =>
          key in actual || !model.rows.get(key)!.available.isZero() || !model.rows.get(key)!.frozen.isZero(),
      )
      .map(([key, r]) => [key, `${r.available.toFixed()} ${r.frozen.toFixed()}`]),
  );
  expect(actual).toEqual(expected);
  for (const r of rows) {
    expect(new Decimal(r.frozen).gte(0)).toBe(true);
    if (r.userId !== f.world) expect(new Decimal(r.available).gte(0)).toBe(true);
  }
}

describe('random operations, many at once', () => {
  it('never overdraw, and balances equal the model of the accepted operations', async () => {
    const batches = fc.array(fc.array(opArbitrary(3, 2), { minLength: 1, maxLength: 8 }), {
      minLength: 1,
      maxLength: 8,
    });
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        const w = freshWorld();
        const model = new BalanceModel(w);
        let accepted = 0;
        for (const batch of plan) {
          const predicted = batch.length === 1 ? model.affordable(batch[0]!) : undefined;
          const results = await Promise.allSettled(batch.map((op) => runOp(op, w)));
          results.forEach((result, i) => {
            const op = batch[i]!;
            const key = rejectionKey(result);
            if (op.kind === 'invalid') return expect(key).toBe('INVALID_AMOUNT');
            if (key) return expect(key).toBe('INSUFFICIENT_BALANCE');
            model.apply(op);
            accepted++;
          });
          // Alone, an operation is accepted exactly when the model says it can be paid.
          if (predicted !== undefined && batch[0]!.kind !== 'invalid')
            expect(results[0]!.status === 'fulfilled').toBe(predicted);
        }
        await expectDatabaseMatches(model, w);
        const entries = await f.db
          .selectDistinct({ id: postings.entryId })
          .from(postings)
          .where(inArray(postings.currency, w.currencies));
        expect(entries).toHaveLength(accepted);
      }),
      { numRuns: 25 },
    );
    expect((await auditLedger(f.db)).violations).toEqual([]);
  });
});

describe('a race on one balance', () => {
  it('accepts exactly as many withdrawals as the balance pays for', async () => {
    const race = fc.record({
      balance: fc.integer({ min: 1, max: 40 }),
      amount: fc.integer({ min: 1, max: 9 }),
      takers: fc.integer({ min: 1, max: 25 }),
    });
    await fc.assert(
      fc.asyncProperty(race, async ({ balance, amount, takers }) => {
        const w = freshWorld(1);
        const [alice, bob] = w.customers as [number, number];
        const currency = w.currencies[0]!;
        const cents = (n: number) => new Decimal(n).div(100).toFixed();
        await f.ledger.credit({
          userId: alice,
          account: 'spot',
          currency,
          amount: cents(balance),
          reason: 'deposit',
        });
        // Every kind of call that takes money out of alice's spot available, all at once.
        const from = { userId: alice, account: 'spot' as Account };
        const ops = Array.from({ length: takers }, (_, i) => {
          const common = {
            userId: alice,
            account: 'spot' as const,
            currency,
            amount: cents(amount),
            reason: 'race',
          };
          switch (i % 4) {
            case 0:
              return f.ledger.debit(common);
            case 1:
              return f.ledger.freeze(common);
            case 2:
              return f.ledger.transfer({
                from,
                to: { userId: alice, account: 'futures' },
                currency,
                amount: cents(amount),
                reason: 'transfer',
              });
            default:
              return f.ledger.transfer({
                from,
                to: { userId: bob, account: 'spot' },
                currency,
                amount: cents(amount),
                reason: 'transfer',
              });
          }
        });
        const results = await Promise.allSettled(ops);
        const wins = results.filter((r) => rejectionKey(r) === null).length;
        expect(wins).toBe(Math.min(takers, Math.floor(balance / amount)));
        const frozenWins = results.filter((r, i) => i % 4 === 1 && r.status === 'fulfilled').length;
        expect(await f.ledger.balance(alice, 'spot', currency)).toEqual({
          available: cents(balance - wins * amount),
          frozen: cents(frozenWins * amount),
        });
      }),
      { numRuns: 15 },
    );
    expect((await auditLedger(f.db)).violations).toEqual([]);
  });

  it('never deadlocks when entries list the same rows in opposite orders', async () => {
    const w = freshWorld(2);
    const [a, b, c] = w.customers as [number, number, number];
    const [x, y] = w.currencies as [string, string];
    for (const userId of [a, b, c]) {
      for (const currency of [x, y])
        await f.ledger.credit({ userId, account: 'spot', currency, amount: '100', reason: 'deposit' });
    }
    const leg = (userId: number, currency: string, amount: string): Leg => ({
      userId,
      account: 'spot',
      currency,
      field: 'available',
      amount,
    });
    // A swap of x for y between two users; odd calls list the legs backwards.
    const swap = (p: number, q: number, i: number) => {
      const legs = [leg(p, x, '-1'), leg(q, x, '1'), leg(q, y, '-2'), leg(p, y, '2')];
      return f.ledger.post({ reason: 'trade', legs: i % 2 ? legs.reverse() : legs });
    };
    const pairs: [number, number][] = [
      [a, b],
      [b, a],
      [b, c],
      [c, b],
      [a, c],
      [c, a],
    ];
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => swap(...pairs[i % pairs.length]!, i)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // Each ordered pair swapped 10 times in each direction: everyone ends where they started.
    for (const userId of [a, b, c]) {
      for (const currency of [x, y])
        expect(await f.ledger.balance(userId, 'spot', currency)).toEqual({ available: '100', frozen: '0' });
    }
    expect((await auditLedger(f.db)).violations).toEqual([]);
  });
});
