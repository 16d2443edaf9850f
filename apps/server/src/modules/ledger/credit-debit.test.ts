import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balances } from './schema';
import { useLedgerSuite } from './test-support';

const s = useLedgerSuite();

describe('credit and debit', () => {
  it('a deposit comes from system:world, which alone goes negative', async () => {
    const posted = await s.deposit(s.alice, '100.5');
    expect(posted.postings).toEqual([
      {
        userId: s.f.world,
        account: 'spot',
        currency: s.cur,
        field: 'available',
        amount: '-100.5',
        availableAfter: '-100.5',
        frozenAfter: '0',
      },
      {
        userId: s.alice,
        account: 'spot',
        currency: s.cur,
        field: 'available',
        amount: '100.5',
        availableAfter: '100.5',
        frozenAfter: '0',
      },
    ]);
    expect(await s.f.ledger.balance(s.alice, 'spot', s.cur)).toEqual({ available: '100.5', frozen: '0' });
    expect(await s.f.ledger.balance(s.f.world, 'spot', s.cur)).toEqual({ available: '-100.5', frozen: '0' });
    const flags = await s.f.db
      .select({ userId: balances.userId, allow: balances.allowNegative })
      .from(balances)
      .where(eq(balances.currency, s.cur));
    expect(Object.fromEntries(flags.map((r) => [r.userId, r.allow]))).toEqual({ [s.f.world]: 1, [s.alice]: 0 });
  });

  it('a withdrawal goes back to system:world; a fee goes to system:fees', async () => {
    await s.deposit(s.alice, '10');
    await s.f.ledger.debit({
      userId: s.alice,
      account: 'spot',
      currency: s.cur,
      amount: '3',
      reason: 'withdrawal',
    });
    await s.f.ledger.debit({
      userId: s.alice,
      account: 'spot',
      currency: s.cur,
      amount: '0.25',
      reason: 'fee',
      to: 'system:fees',
    });
    expect(await s.f.ledger.balance(s.alice, 'spot', s.cur)).toEqual({ available: '6.75', frozen: '0' });
    expect(await s.f.ledger.balance(s.f.world, 'spot', s.cur)).toEqual({ available: '-7', frozen: '0' });
    expect(await s.f.ledger.balance(s.f.fees, 'spot', s.cur)).toEqual({ available: '0.25', frozen: '0' });
  });

  it('a platform account other than the world pays only what it holds', async () => {
    await s.expectRejected(
      () =>
        s.f.ledger.credit({
          userId: s.alice,
          account: 'spot',
          currency: s.cur,
          amount: '1',
          reason: 'rebate',
          from: 'system:fees',
        }),
      'INSUFFICIENT_BALANCE',
    );
  });

  it('refuses to overdraw and writes nothing', async () => {
    await s.deposit(s.alice, '5');
    await s.expectRejected(
      () =>
        s.f.ledger.debit({
          userId: s.alice,
          account: 'spot',
          currency: s.cur,
          amount: '5.000000000000000001',
          reason: 'withdrawal',
        }),
      'INSUFFICIENT_BALANCE',
    );
    await s.expectRejected(
      () =>
        s.f.ledger.debit({ userId: s.bob, account: 'spot', currency: s.cur, amount: '1', reason: 'withdrawal' }),
      'INSUFFICIENT_BALANCE',
    );
    await s.f.ledger.debit({
      userId: s.alice,
      account: 'spot',
      currency: s.cur,
      amount: '5',
      reason: 'withdrawal',
    });
    expect(await s.f.ledger.balance(s.alice, 'spot', s.cur)).toEqual({ available: '0', frozen: '0' });
  });

  it.each(['0', '-1', '1e3', 'abc', '', '0.0000000000000000001', '1000000000000000000'])(
    'rejects the amount %j everywhere',
    async (amount) => {
      await s.deposit(s.alice, '10');
      const input = { userId: s.alice, account: 'spot' as const, currency: s.cur, amount, reason: 'x' };
      const pay = {
        from: { userId: s.alice, account: 'spot' as const },
        to: { userId: s.bob, account: 'spot' as const },
        currency: s.cur,
        amount,
        reason: 'x',
      };
      for (const call of [
        () => s.f.ledger.credit(input),
        () => s.f.ledger.debit(input),
        () => s.f.ledger.freeze(input),
        () => s.f.ledger.unfreeze(input),
        () => s.f.ledger.transfer(pay),
        () => s.f.ledger.settleFrozen(pay),
      ]) {
        await s.expectRejected(call, 'INVALID_AMOUNT');
      }
    },
  );

  it('keeps all 18 decimals exactly', async () => {
    for (let i = 0; i < 3; i++) await s.deposit(s.alice, '0.100000000000000001');
    expect(await s.f.ledger.balance(s.alice, 'spot', s.cur)).toEqual({
      available: '0.300000000000000003',
      frozen: '0',
    });
  });
});
