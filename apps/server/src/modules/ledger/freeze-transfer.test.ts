import { describe, expect, it } from 'vitest';
import { useLedgerSuite } from './test-support';

const s = useLedgerSuite();

describe('freeze, unfreeze, settle, transfer', () => {
  it('freezes and unfreezes within one row', async () => {
    await s.deposit(s.alice, '10');
    const frozen = await s.f.ledger.freeze({
      userId: s.alice,
      account: 'spot',
      currency: s.cur,
      amount: '4',
      reason: 'order_freeze',
      refType: 'order',
      refId: '7',
    });
    expect(frozen.postings.map((p) => [p.field, p.amount, p.availableAfter, p.frozenAfter])).toEqual([
      ['available', '-4', '6', '0'],
      ['frozen', '4', '6', '4'],
    ]);
    await s.expectRejected(
      () =>
        s.f.ledger.freeze({
          userId: s.alice,
          account: 'spot',
          currency: s.cur,
          amount: '6.1',
          reason: 'order_freeze',
        }),
      'INSUFFICIENT_BALANCE',
    );
    await s.expectRejected(
      () =>
        s.f.ledger.unfreeze({
          userId: s.alice,
          account: 'spot',
          currency: s.cur,
          amount: '4.1',
          reason: 'order_cancel',
        }),
      'INSUFFICIENT_BALANCE',
    );
    await s.f.ledger.unfreeze({
      userId: s.alice,
      account: 'spot',
      currency: s.cur,
      amount: '1.5',
      reason: 'order_cancel',
    });
    expect(await s.f.ledger.balance(s.alice, 'spot', s.cur)).toEqual({ available: '7.5', frozen: '2.5' });
  });

  it("settles from the payer's frozen money into the receiver's available", async () => {
    await s.deposit(s.alice, '10');
    await s.f.ledger.freeze({
      userId: s.alice,
      account: 'spot',
      currency: s.cur,
      amount: '8',
      reason: 'order_freeze',
    });
    const pay = {
      from: { userId: s.alice, account: 'spot' as const },
      to: { userId: s.bob, account: 'spot' as const },
      currency: s.cur,
      reason: 'trade',
    };
    await s.f.ledger.settleFrozen({ ...pay, amount: '5' });
    await s.expectRejected(() => s.f.ledger.settleFrozen({ ...pay, amount: '3.01' }), 'INSUFFICIENT_BALANCE');
    expect(await s.f.ledger.balance(s.alice, 'spot', s.cur)).toEqual({ available: '2', frozen: '3' });
    expect(await s.f.ledger.balance(s.bob, 'spot', s.cur)).toEqual({ available: '5', frozen: '0' });
  });

  it('transfers between wallets and between users', async () => {
    await s.deposit(s.alice, '10');
    await s.f.ledger.transfer({
      from: { userId: s.alice, account: 'spot' },
      to: { userId: s.alice, account: 'futures' },
      currency: s.cur,
      amount: '4',
      reason: 'transfer',
    });
    await s.f.ledger.transfer({
      from: { userId: s.alice, account: 'futures' },
      to: { userId: s.bob, account: 'fiat' },
      currency: s.cur,
      amount: '1',
      reason: 'p2p_release',
    });
    await s.expectRejected(
      () =>
        s.f.ledger.transfer({
          from: { userId: s.alice, account: 'futures' },
          to: { userId: s.alice, account: 'spot' },
          currency: s.cur,
          amount: '3.5',
          reason: 'transfer',
        }),
      'INSUFFICIENT_BALANCE',
    );
    expect(await s.f.ledger.balancesOf(s.alice)).toEqual(
      expect.arrayContaining([
        { account: 'futures', currency: s.cur, available: '3', frozen: '0' },
        { account: 'spot', currency: s.cur, available: '6', frozen: '0' },
      ]),
    );
    expect(await s.f.ledger.balancesOf(s.bob, 'fiat')).toEqual([
      { account: 'fiat', currency: s.cur, available: '1', frozen: '0' },
    ]);
    expect(await s.f.ledger.balance(s.bob, 'ico', s.cur)).toEqual({ available: '0', frozen: '0' });
  });
});
