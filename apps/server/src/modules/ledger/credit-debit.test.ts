import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from './audit';
import { balances } from '../../db/schema';
import { expectNothingWritten, openLedgerFixture, type LedgerFixture } from './test-support';

let f: LedgerFixture;
let alice: number;
let bob: number;
// Every test works in its own currency, so tests in one file never see each other's rows.
let cur: string;
let n = 0;

beforeAll(async () => {
  f = await openLedgerFixture(2);
  [alice, bob] = f.customers as [number, number];
});
afterAll(() => f.close());
beforeEach(() => {
  cur = `C${++n}`;
});
afterEach(async () => {
  expect((await auditLedger(f.db)).violations).toEqual([]);
});

const deposit = (userId: number, amount: string) =>
  f.ledger.credit({
    userId,
    account: 'spot',
    currency: cur,
    amount,
    reason: 'deposit',
    refType: 'test',
    refId: '1',
  });
const expectRejected = (call: () => Promise<unknown>, key: string) => expectNothingWritten(f.db, call, key);

describe('credit and debit', () => {
  it('a deposit comes from system:world, which alone goes negative', async () => {
    const posted = await deposit(alice, '100.5');
    expect(posted.postings).toEqual([
      {
        userId: f.world,
        account: 'spot',
        currency: cur,
        field: 'available',
        amount: '-100.5',
        availableAfter: '-100.5',
        frozenAfter: '0',
      },
      {
        userId: alice,
        account: 'spot',
        currency: cur,
        field: 'available',
        amount: '100.5',
        availableAfter: '100.5',
        frozenAfter: '0',
      },
    ]);
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '100.5', frozen: '0' });
    expect(await f.ledger.balance(f.world, 'spot', cur)).toEqual({ available: '-100.5', frozen: '0' });
    const flags = await f.db
      .select({ userId: balances.userId, allow: balances.allowNegative })
      .from(balances)
      .where(eq(balances.currency, cur));
    expect(Object.fromEntries(flags.map((r) => [r.userId, r.allow]))).toEqual({ [f.world]: 1, [alice]: 0 });
  });

  it('a withdrawal goes back to system:world; a fee goes to system:fees', async () => {
    await deposit(alice, '10');
    await f.ledger.debit({
      userId: alice,
      account: 'spot',
      currency: cur,
      amount: '3',
      reason: 'withdrawal',
    });
    await f.ledger.debit({
      userId: alice,
      account: 'spot',
      currency: cur,
      amount: '0.25',
      reason: 'fee',
      to: 'system:fees',
    });
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '6.75', frozen: '0' });
    expect(await f.ledger.balance(f.world, 'spot', cur)).toEqual({ available: '-7', frozen: '0' });
    expect(await f.ledger.balance(f.fees, 'spot', cur)).toEqual({ available: '0.25', frozen: '0' });
  });

  it('a platform account other than the world pays only what it holds', async () => {
    await expectRejected(
      () =>
        f.ledger.credit({
          userId: alice,
          account: 'spot',
          currency: cur,
          amount: '1',
          reason: 'rebate',
          from: 'system:fees',
        }),
      'INSUFFICIENT_BALANCE',
    );
  });

  it('refuses to overdraw and writes nothing', async () => {
    await deposit(alice, '5');
    await expectRejected(
      () =>
        f.ledger.debit({
          userId: alice,
          account: 'spot',
          currency: cur,
          amount: '5.000000000000000001',
          reason: 'withdrawal',
        }),
      'INSUFFICIENT_BALANCE',
    );
    await expectRejected(
      () =>
        f.ledger.debit({ userId: bob, account: 'spot', currency: cur, amount: '1', reason: 'withdrawal' }),
      'INSUFFICIENT_BALANCE',
    );
    await f.ledger.debit({
      userId: alice,
      account: 'spot',
      currency: cur,
      amount: '5',
      reason: 'withdrawal',
    });
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({ available: '0', frozen: '0' });
  });

  it.each(['0', '-1', '1e3', 'abc', '', '0.0000000000000000001', '1000000000000000000'])(
    'rejects the amount %j everywhere',
    async (amount) => {
      await deposit(alice, '10');
      const input = { userId: alice, account: 'spot' as const, currency: cur, amount, reason: 'x' };
      const pay = {
        from: { userId: alice, account: 'spot' as const },
        to: { userId: bob, account: 'spot' as const },
        currency: cur,
        amount,
        reason: 'x',
      };
      for (const call of [
        () => f.ledger.credit(input),
        () => f.ledger.debit(input),
        () => f.ledger.freeze(input),
        () => f.ledger.unfreeze(input),
        () => f.ledger.transfer(pay),
        () => f.ledger.settleFrozen(pay),
      ]) {
        await expectRejected(call, 'INVALID_AMOUNT');
      }
    },
  );

  it('keeps all 18 decimals exactly', async () => {
    for (let i = 0; i < 3; i++) await deposit(alice, '0.100000000000000001');
    expect(await f.ledger.balance(alice, 'spot', cur)).toEqual({
      available: '0.300000000000000003',
      frozen: '0',
    });
  });
});
